/**
 * One fold for what people type into the portal's coded fields with a Japanese keyboard (IME on):
 * full-width letters, digits and signs become ASCII (NFKC), the dashes an IME offers become '-',
 * and surrounding spaces go. Each kind then keeps only what its value is made of. The same fold
 * runs in the forms before validation and in the server's schemas (superstruct coercion), so the
 * server stores the folded value. Free text (names, news) is never folded.
 */
export type FoldKind = 'code' | 'phone' | 'ip' | 'email' | 'managementNumber' | 'agencyCode' | 'number' | 'date';

// Hyphen, non-breaking hyphen, figure dash, en and em dashes, horizontal bar, minus, the katakana
// long mark and its half-width form: what an IME gives for '-' between digits.
const dashes = /[\u2010-\u2015\u2212\u30fc\uff0d\uff70]/g;
const spaces = /\s+/g;

const widthFold = (value: string) => value.normalize('NFKC').replace(dashes, '-').trim();

const folds: Record<FoldKind, (folded: string) => string> = {
  /** SMS and verification codes: the digits, however they were spaced or grouped. */
  code: (v) => v.replace(/[\s-]/g, ''),
  /** Phone numbers: digits only (090-1234-5678, (03) 1234 5678). */
  phone: (v) => v.replace(/[\s\-()]/g, ''),
  /** IP addresses and CIDRs: no spaces, and IPv6 in lower case. */
  ip: (v) => v.replace(spaces, '').replace(/。/g, '.').toLowerCase(),
  email: (v) => v.replace(spaces, ''),
  managementNumber: (v) => v.replace(spaces, '').toUpperCase(),
  agencyCode: (v) => v.replace(spaces, '').toUpperCase(),
  /** Numbers: no grouping commas or spaces (1,234 → 1234). */
  number: (v) => v.replace(/[\s,]/g, ''),
  /** Dates keep their inner spaces (a time after the day); runs of them become one. */
  date: (v) => v.replace(spaces, ' '),
};

/** Folds typed text of one kind (see above); anything but a string is returned as it is. */
export function foldInput<T>(kind: FoldKind, value: T): T | string {
  if (typeof value !== 'string') return value;
  return folds[kind](widthFold(value));
}
