import { TZDate } from '@date-fns/tz';
import { format, isValid, parse } from 'date-fns';

import { type DateFormat, dateFormats, TIME_ZONE } from './dateFormats';

/**
 * Japan has kept UTC+9 without daylight saving since September 1951 (the last summer time ended
 * then), so from 1952 on Japan wall-clock time is the instant plus nine hours read as UTC. The
 * server formats a date in every answer (the last login of GET /api/me, every list row): this
 * arithmetic costs a fraction of the time-zone database lookup of `TZDate`, which stays the path
 * for anything earlier and for any other pattern. time.test.ts checks both agree.
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
  const reference = new TZDate(0, TIME_ZONE);
  const parsed = parse(text.trim(), pattern, reference);
  if (!isValid(parsed)) return null;
  // date-fns accepts some sloppy input (single digits); the portal's formats are strict.
  if (format(parsed, pattern) !== text.trim()) return null;
  return new Date(parsed.getTime());
}

/** The Japan calendar date of an instant: `{ year, month (1-12), day }`. */
export function tokyoDateParts(instant: Date | number = Date.now()): { year: number; month: number; day: number } {
  const d = new TZDate(typeof instant === 'number' ? instant : instant.getTime(), TIME_ZONE);
  return { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() };
}

/** One formatter for every amount: building an Intl.NumberFormat per call was 5 % of the demo seed. */
const yen = new Intl.NumberFormat('ja-JP');

/** Yen with thousands separators and 円 (PRODUCT.md): 12,300円. */
export function formatYen(amount: number): string {
  return `${yen.format(amount)}円`;
}
