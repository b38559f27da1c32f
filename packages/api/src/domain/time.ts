import { TZDate } from '@date-fns/tz';
import { format, isValid, parse } from 'date-fns';

import { type DateFormat, dateFormats, TIME_ZONE } from './dateFormats';
import { formatNumber } from './numbers';

/**
 * Japan has kept UTC+9 without daylight saving since September 1951 (the last summer time ended
 * then), so from 1952 on Japan wall-clock time is the instant plus nine hours read as UTC. The
 * server formats a date in every answer (the last login of GET /api/me, every list row): this
 * arithmetic costs a fraction of the time-zone database lookup of `TZDate`, which stays the path
 * for anything earlier and for any other pattern. In the browser it also keeps the first screen from
 * loading Intl's time-zone data (the first Intl call of a page, see numbers.ts). time.test.ts checks
 * both agree, formatting and parsing.
 */
const JST_OFFSET_MS = 9 * 3_600_000;
const FIXED_OFFSET_FROM = Date.UTC(1952, 0, 1);
const MAX_FAST = Date.UTC(9999, 11, 31);

const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);

function formatFixedOffset(ms: number, pattern: DateFormat): string | null {
  if (!(ms >= FIXED_OFFSET_FROM && ms <= MAX_FAST)) return null;
  const d = new Date(ms + JST_OFFSET_MS);
  const date = `${d.getUTCFullYear()}/${pad2(d.getUTCMonth() + 1)}/${pad2(d.getUTCDate())}`;
  switch (pattern) {
    case dateFormats.date:
      return date;
    case dateFormats.dateTimeMinutes:
      return `${date} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
    case dateFormats.dateTimeSeconds:
      return `${date} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}`;
    case dateFormats.yearMonth:
      return date.slice(0, 7);
    default:
      return null;
  }
}

/** The portal's own formats, read strictly (two-digit fields, nothing around them). */
const fixedPatterns: Partial<Record<DateFormat, RegExp>> = {
  [dateFormats.date]: /^(\d{4})\/(\d{2})\/(\d{2})$/,
  [dateFormats.dateTimeMinutes]: /^(\d{4})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2})$/,
  [dateFormats.dateTimeSeconds]: /^(\d{4})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2}):(\d{2})$/,
  [dateFormats.yearMonth]: /^(\d{4})\/(\d{2})$/,
};

/**
 * The reading side of `formatFixedOffset`: Japan wall-clock text from 1952 on, as the instant nine
 * hours before the same fields read as UTC. `null` for text that does not fit the pattern or names
 * an impossible date or time; `undefined` for a year before 1952, which the time-zone database reads.
 */
function parseFixedOffset(text: string, pattern: DateFormat): Date | null | undefined {
  const match = fixedPatterns[pattern]?.exec(text);
  if (!match) return null;
  const [year = 0, month = 1, day = 1, hours = 0, minutes = 0, seconds = 0] = match.slice(1).map(Number);
  if (year < 1952) return undefined;
  const wall = Date.UTC(year, month - 1, day, hours, minutes, seconds);
  const d = new Date(wall);
  const same =
    d.getUTCFullYear() === year &&
    d.getUTCMonth() === month - 1 &&
    d.getUTCDate() === day &&
    d.getUTCHours() === hours &&
    d.getUTCMinutes() === minutes &&
    d.getUTCSeconds() === seconds;
  return same ? new Date(wall - JST_OFFSET_MS) : null;
}

/** Formats an instant (Date or epoch ms) as Japan wall-clock time. */
export function formatTokyo(instant: Date | number, pattern: DateFormat = dateFormats.dateTimeSeconds): string {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  return formatFixedOffset(ms, pattern) ?? format(new TZDate(ms, TIME_ZONE), pattern);
}

/**
 * Reads Japan wall-clock text in a given format as an instant; `null` when the text does not fit
 * the format or names an impossible date (2026/02/30).
 */
export function parseTokyo(text: string, pattern: DateFormat): Date | null {
  const fixed = parseFixedOffset(text.trim(), pattern);
  if (fixed !== undefined) return fixed;
  const reference = new TZDate(0, TIME_ZONE);
  const parsed = parse(text.trim(), pattern, reference);
  if (!isValid(parsed)) return null;
  // date-fns accepts some sloppy input (single digits); the portal's formats are strict.
  if (format(parsed, pattern) !== text.trim()) return null;
  return new Date(parsed.getTime());
}

/** The Japan calendar date of an instant: `{ year, month (1-12), day }`. */
export function tokyoDateParts(instant: Date | number = Date.now()): { year: number; month: number; day: number } {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  if (ms >= FIXED_OFFSET_FROM && ms <= MAX_FAST) {
    const d = new Date(ms + JST_OFFSET_MS);
    return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
  }
  const d = new TZDate(ms, TIME_ZONE);
  return { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() };
}

/** Yen with thousands separators and 円 (docs/product.md): 12,300円. */
export function formatYen(amount: number): string {
  return `${formatNumber(amount)}円`;
}
