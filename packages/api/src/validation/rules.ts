import { refine, type Struct } from 'superstruct';
import { carryNotes } from '#notes';
import { messages } from './messages';

/**
 * Refinements for docs/product.md §5's rule kinds. Each returns its Japanese message tail, and its
 * refinement name tells `toFieldErrors` that the message is already worded.
 */
type S<T> = Struct<T, unknown>;

/**
 * A refinement that also tells the OpenAPI document its rule (its name and argument, written as
 * JSON Schema by openapi/notes.ts: maxLength, pattern, minimum…), so an integrator reads the same
 * rule the server checks (docs/openapi.json).
 */
export const rule = <T>(s: S<T>, name: string, check: (v: T) => true | string, argument?: unknown): S<T> =>
  carryNotes(s, refine(s, name, check), name, argument);

export const ruleNames = new Set([
  'required',
  'invalid',
  'length',
  'minLength',
  'maxLength',
  'email',
  'url',
  'uuid',
  'trimmed',
  'lowercase',
  'uppercase',
  'numberMin',
  'numberMax',
  'numberLess',
  'numberMore',
  'positive',
  'negative',
  'integer',
  'dateMin',
  'dateMax',
  'arrayLength',
  'arrayMin',
  'arrayMax',
  'oneOf',
  'notOneOf',
  'pattern',
  'passwordStrength',
  'passwordConfirmation',
  'passwordReused',
  'dateRange',
]);

// Strings
export const required = <T extends string>(s: S<T>) =>
  rule(s, 'required', (v) => v.trim() !== '' || messages.required());
export const exactLength = <T extends string>(s: S<T>, n: number) =>
  rule(s, 'length', (v) => v.length === n || messages.length(n), n);
export const minLength = <T extends string>(s: S<T>, n: number) =>
  rule(s, 'minLength', (v) => v.length >= n || messages.min(n), n);
export const maxLength = <T extends string>(s: S<T>, n: number) =>
  rule(s, 'maxLength', (v) => v.length <= n || messages.max(n), n);
export const trimmed = <T extends string>(s: S<T>) => rule(s, 'trimmed', (v) => v === v.trim() || messages.trimmed());
export const lowercase = <T extends string>(s: S<T>) =>
  rule(s, 'lowercase', (v) => v === v.toLowerCase() || messages.lowercase());
export const uppercase = <T extends string>(s: S<T>) =>
  rule(s, 'uppercase', (v) => v === v.toUpperCase() || messages.uppercase());
export const matches = <T extends string>(s: S<T>, re: RegExp, what?: string) =>
  rule(
    s,
    what ? 'pattern' : 'invalid',
    (v) => re.test(v) || (what ? messages.pattern(what) : messages.invalid()),
    re.source,
  );

/**
 * The common-password check (validation/commonPasswords.ts), turned on by whoever sets passwords (the
 * server at start, the app's password screens) so the sign-in bundle goes without the list; it runs
 * inside the strength rule, whose name it shares (docs/adr/0127-password-length-and-common-list.md).
 */
export const commonPasswordCheck = { test: (_v: string): true | string => true };

export const passwordStrength = <T extends string>(s: S<T>) =>
  rule(
    s,
    'passwordStrength',
    (v) => (/[A-Za-z]/.test(v) && /\d/.test(v) && commonPasswordCheck.test(v)) || messages.passwordStrength(),
  );

// The HTML living standard's e-mail rule, which is what users' browsers accept too.
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
export const email = <T extends string>(s: S<T>) =>
  rule(s, 'email', (v) => emailPattern.test(v) || messages.email(), emailPattern.source);

export const url = <T extends string>(s: S<T>) =>
  rule(s, 'url', (v) => {
    try {
      const u = new URL(v);
      return u.protocol === 'http:' || u.protocol === 'https:' || messages.url();
    } catch {
      return messages.url();
    }
  });

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
export const uuid = <T extends string>(s: S<T>) => rule(s, 'uuid', (v) => uuidPattern.test(v) || messages.uuid());

// Numbers
export const numberMin = (s: S<number>, n: number) => rule(s, 'numberMin', (v) => v >= n || messages.numberMin(n), n);
export const numberMax = (s: S<number>, n: number) => rule(s, 'numberMax', (v) => v <= n || messages.numberMax(n), n);
export const numberLess = (s: S<number>, n: number) => rule(s, 'numberLess', (v) => v < n || messages.numberLess(n), n);
export const numberMore = (s: S<number>, n: number) => rule(s, 'numberMore', (v) => v > n || messages.numberMore(n), n);
export const positive = (s: S<number>) => rule(s, 'positive', (v) => v > 0 || messages.positive());
export const negative = (s: S<number>) => rule(s, 'negative', (v) => v < 0 || messages.negative());
export const integer = (s: S<number>) => rule(s, 'integer', (v) => Number.isInteger(v) || messages.integer());

// Arrays
export const arrayLength = <T>(s: S<T[]>, n: number) =>
  rule(s, 'arrayLength', (v) => v.length === n || messages.arrayLength(n), n);
export const arrayMin = <T>(s: S<T[]>, n: number) =>
  rule(s, 'arrayMin', (v) => v.length >= n || messages.arrayMin(n), n);
export const arrayMax = <T>(s: S<T[]>, n: number) =>
  rule(s, 'arrayMax', (v) => v.length <= n || messages.arrayMax(n), n);

// Lists of values, worded with their labels (e.g. the role names) rather than codes.
export const oneOf = <T extends string>(s: S<T>, values: readonly string[], labels?: readonly string[]) =>
  rule(s, 'oneOf', (v) => values.includes(v) || messages.oneOf(labels ?? values), values);
export const notOneOf = <T extends string>(s: S<T>, values: readonly string[]) =>
  rule(s, 'notOneOf', (v) => !values.includes(v) || messages.notOneOf(values), values);
