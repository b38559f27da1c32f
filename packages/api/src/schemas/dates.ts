import { refine, type Struct, string } from 'superstruct';
import { dateFormats } from '../domain/dateFormats';
import { messages } from '../validation/messages';
import { matches } from '../validation/rules';

// The dates users send, checked against the calendar. Apart from common.ts so that the sign-in
// bundle, which reads only dates the server shows (`shownDateTime`), carries none of this.

const daysIn = (year: number, month: number) =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;

const calendarShape = /^(\d{4})\/(\d{2})\/(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A date that exists on the calendar: 2026/02/31 and 2026/13/45 25:99 do not. Plain arithmetic, so
 * the sign-in bundle (which checks `lastLoginAt` with these schemas) does not carry the date library.
 * Years before 1900 are refused too: no portal date is that old, and PostgreSQL refuses year 0.
 */
export function isCalendarDateTime(text: string): boolean {
  const m = calendarShape.exec(text);
  if (!m) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = m
    .slice(1)
    .map((v) => (v === undefined ? 0 : Number(v)));
  return (
    year >= 1900 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysIn(year, month) &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59
  );
}

// Text of the wrong shape is worded by the format rule alone; the right shape must name a real date.
const calendar = <T extends string>(s: Struct<T, unknown>) =>
  refine(s, 'invalid', (v) => !calendarShape.test(v) || isCalendarDateTime(v) || messages.invalid());

/** 'yyyy/MM/dd HH:mm:ss' in Japan time (SPEC.md §3, §9), a date that exists. */
export const dateTimeSeconds = calendar(
  matches(string(), /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/, dateFormats.dateTimeSeconds),
);

/** 'yyyy/MM/dd HH:mm' in Japan time (SPEC.md §7), a date that exists. */
export const dateTimeMinutes = calendar(
  matches(string(), /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/, dateFormats.dateTimeMinutes),
);
