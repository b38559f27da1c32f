import { refine, type Struct, string, validate } from 'superstruct';
import { annotate } from '#notes';
import { type DateBound, type DatePrecision, normalizeDateInput, readDateInput } from '../domain/dateInput';
import { dateMessages, dateProblemMessage } from '../validation/dateMessages';
import { fromText } from './common';

// The dates users send, read as people type them (domain/dateInput.ts) and checked against the
// calendar. Apart from common.ts so that the sign-in bundle, which reads only dates the server
// shows (`shownDateTime`), carries none of this.

const apiFormats: Record<DatePrecision, string> = {
  date: 'yyyy/MM/dd',
  minutes: 'yyyy/MM/dd HH:mm',
  seconds: 'yyyy/MM/dd HH:mm:ss',
};

/**
 * A date field: text a person typed (2025/1/1, 2025-01-01 9:30, ２０２５／１／１, 令和7年1月1日, R7.1.1),
 * coerced to the API's text in Japan time ('yyyy/MM/dd', 'yyyy/MM/dd HH:mm' or 'yyyy/MM/dd HH:mm:ss',
 * docs/product.md §7, §9), a day alone being its first moment at the start of a range and its last at the
 * end. The server validates with coercion, so it reads exactly what the forms read and works with
 * the normalised text; a text that is no date is refused with its reason (「{label}は存在しない日付です。」).
 */
function dateField(precision: DatePrecision, bound: DateBound): Struct<string, null> {
  return refine(
    fromText(string(), (v) => normalizeDateInput(v, precision, bound) ?? v),
    'invalid',
    (v) => {
      const r = readDateInput(v);
      return r.ok || dateProblemMessage(r.problem);
    },
  );
}

const filled: Record<DatePrecision, Record<DateBound, string>> = {
  date: { start: '', end: '' },
  minutes: { start: ' 00:00', end: ' 23:59' },
  seconds: { start: ' 00:00:00', end: ' 23:59:59' },
};

/**
 * The OpenAPI note of a date parameter (on the field's outermost struct, the one the document
 * reads): the API's format, what else is read, and an example.
 */
// biome-ignore lint/suspicious/noExplicitAny: any struct around a date field (optional, nullable)
export function documentedDate<S extends Struct<any, any>>(struct: S, precision: DatePrecision, bound: DateBound): S {
  const time = filled[precision][bound].trim();
  return annotate(struct, {
    description:
      `日本時間 ${apiFormats[precision]}${precision === 'date' ? '' : '（この時刻を含む）'}。` +
      '2025/1/1、2025-01-01、2025.1.1、全角数字、和暦（令和7年1月1日、R7.1.1）も受け付け、この形式に読み替えます。' +
      (time ? `時刻を省くと ${time}${precision === 'seconds' ? `、秒を省くと :${time.slice(-2)}` : ''}。` : ''),
    examples: [`2025/01/01${filled[precision][bound]}`],
  });
}

/** Contract filters (docs/product.md §7: 'yyyy/MM/dd HH:mm'): the start and the end of a range. */
export const dateTimeMinutesFrom = dateField('minutes', 'start');
export const dateTimeMinutesTo = dateField('minutes', 'end');
/** Log filters (docs/product.md §7, §9: 'yyyy/MM/dd HH:mm:ss'): the start and the end of a range. */
export const dateTimeSecondsFrom = dateField('seconds', 'start');
export const dateTimeSecondsTo = dateField('seconds', 'end');
/** @deprecated the start fields' schemas under their former names (kept while other files move over). */
export const dateTimeMinutes = dateTimeMinutesFrom;
export const dateTimeSeconds = dateTimeSecondsFrom;
/** A day alone ('yyyy/MM/dd'). */
export const dateOnlyInput = dateField('date', 'start');

const fields: Record<DatePrecision, Record<DateBound, Struct<string, null>>> = {
  date: { start: dateOnlyInput, end: dateOnlyInput },
  minutes: { start: dateTimeMinutesFrom, end: dateTimeMinutesTo },
  seconds: { start: dateTimeSecondsFrom, end: dateTimeSecondsTo },
};

/** The schema of a date field of a precision and bound (the same instances the endpoints use). */
export const dateFieldSchema = (precision: DatePrecision, bound: DateBound = 'start') => fields[precision][bound];

export type DateCheck = { ok: true; value: string } | { ok: false; message: string };

/**
 * Checks typed text with the endpoints' own schema, as the server will: the API's text, or the
 * message tail to put after 「{label}は」. The date fields of the forms use this, so a form accepts
 * exactly what the server accepts and sends what the server would have read.
 */
export function checkDateInput(text: string, precision: DatePrecision, bound: DateBound = 'start'): DateCheck {
  const [error, value] = validate(text, dateFieldSchema(precision, bound), { coerce: true });
  if (!error) return { ok: true, value };
  return { ok: false, message: error.failures()[0]?.message ?? dateMessages.unreadable() };
}
