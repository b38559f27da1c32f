import { TZDate } from '@date-fns/tz';
import { format, isValid, parse } from 'date-fns';

import { type DateFormat, dateFormats, TIME_ZONE } from './dateFormats';

/** Formats an instant (Date or epoch ms) as Japan wall-clock time. */
export function formatTokyo(instant: Date | number, pattern: DateFormat = dateFormats.dateTimeSeconds): string {
  return format(new TZDate(typeof instant === 'number' ? instant : instant.getTime(), TIME_ZONE), pattern);
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

/** Yen with thousands separators and 円 (PRODUCT.md): 12,300円. */
export function formatYen(amount: number): string {
  return `${new Intl.NumberFormat('ja-JP').format(amount)}円`;
}
