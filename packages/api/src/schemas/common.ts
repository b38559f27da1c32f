import {
  array,
  boolean,
  enums,
  type Infer,
  integer as integerType,
  number,
  object,
  record,
  Struct,
  string,
} from 'superstruct';
import { carryNotes } from '#notes';
import { dateFormats } from '../domain/dateFormats';
import { roles } from '../domain/roles';
import { type FoldKind, foldInput } from '../validation/fold';
import {
  email as emailRule,
  matches,
  maxLength,
  minLength,
  numberMax,
  numberMin,
  passwordStrength,
  required,
  trimmed,
} from '../validation/rules';
import { nullable, optional } from './optionality';

/**
 * superstruct's `coerce(struct, string(), fn)`, without its cost on every other input: `coerce` asks
 * `is(value, string())`, and superstruct builds a whole StructError (message, path, failures) to
 * answer "no" for every absent or non-text value, i.e. for each optional query parameter a request
 * leaves out (2.5 % of a contract list's CPU in a profile). A typeof test answers the same.
 */
export function fromText<T, S>(struct: Struct<T, S>, parse: (text: string) => unknown): Struct<T, S> {
  return carryNotes(
    struct,
    new Struct({
      ...struct,
      coercer: (value, ctx) => struct.coercer(typeof value === 'string' ? parse(value) : value, ctx),
    }),
  );
}

/** A coded field typed with a Japanese keyboard, folded (validation/fold.ts) before it is checked. */
export const folded = <T, S>(kind: FoldKind, struct: Struct<T, S>): Struct<T, S> =>
  fromText(struct, (text) => foldInput(kind, text));

/** PostgreSQL's `integer` (int4): every id, page and numeric filter must fit, or the query would fail. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/**
 * Query strings arrive as text: these accept '3' as 3 and 'true'/'1' as true, and still refuse 'abc'.
 * Integers stay within PostgreSQL's int4, so a huge id or page is a 422, never a database error.
 */
export const queryInteger = numberMax(
  numberMin(
    fromText(integerType(), (text) => {
      const v = foldInput('number', text);
      return /^-?\d{1,20}$/.test(v) ? Number(v) : v;
    }),
    INT4_MIN,
  ),
  INT4_MAX,
);
export const queryBoolean = fromText(boolean(), (v) =>
  v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v,
);

/** Pages start at 1 (docs/product.md §9). */
export const page = numberMin(queryInteger, 1);

export const emailAddress = folded('email', maxLength(emailRule(trimmed(required(string()))), 255));

/**
 * Passwords: 12 to 64 characters with at least one letter and one digit, and not a common password
 * (docs/adr/0004-validation-wording.md, docs/adr/0127-password-length-and-common-list.md). The demo
 * password Olive-Demo-2026 fits.
 */
export const password = passwordStrength(maxLength(minLength(required(string()), 12), 64));

/** A password typed to sign in or to confirm: only required (its rules were checked when it was set). */
export const currentPassword = maxLength(required(string()), 128);

/** A 6-digit one-time code. */
export const verificationCode = folded('code', matches(required(string()), /^\d{6}$/, '6桁の数字'));

/** Agency codes like A0001. */
export const agencyCode = folded(
  'agencyCode',
  matches(required(string()), /^[A-Z]\d{4}$/, '英大文字1文字と数字4桁（例: A0001）'),
);

/** Japanese phone numbers, digits only: 090/080/070 mobiles (11 digits) or landlines (10 digits). */
export const phoneNumber = folded(
  'phone',
  matches(required(string()), /^0\d{9,10}$/, 'ハイフンなしの10桁または11桁の数字'),
);

export const role = enums(roles);

export const phoneNumberStatuses = ['unregistered', 'unverified', 'verified'] as const;
export const phoneNumberStatus = enums(phoneNumberStatuses);
export type PhoneNumberStatus = Infer<typeof phoneNumberStatus>;

/**
 * A time the server shows ('yyyy/MM/dd HH:mm:ss', Japan time): answers are checked for shape only.
 * The calendar check above guards what users send; the sign-in bundle, which reads `lastLoginAt`,
 * then carries no calendar arithmetic.
 */
export const shownDateTime = matches(string(), /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/, dateFormats.dateTimeSeconds);

/** Epoch milliseconds (docs/product.md §3: agencies). */
export const epochMs = integerType();

/** Laravel-style paging meta of every list answer. */
export const pageMeta = object({
  currentPage: integerType(),
  lastPage: integerType(),
  perPage: integerType(),
  total: integerType(),
});
export type PageMeta = Infer<typeof pageMeta>;

export const listOf = <T, S>(item: Struct<T, S>) => object({ data: array(item), meta: pageMeta });
export const allOf = <T, S>(item: Struct<T, S>) => object({ data: array(item) });
export const single = <T, S>(item: Struct<T, S>) => object({ data: item });

/** Every error answer: `message`, an optional `code`, and field errors for 422 (docs/product.md §5, §8). */
export const errorBody = object({
  message: string(),
  code: optional(string()),
  errors: optional(record(string(), array(string()))),
});
export type ErrorBody = Infer<typeof errorBody>;

/** An answer that only confirms: `{ message }`. */
export const messageBody = object({ message: string() });
export type MessageBody = Infer<typeof messageBody>;

export { nullable, number, optional };
