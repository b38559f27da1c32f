import { type DateBound, type DatePrecision, dateInputText, readDateInput, tokyoDateParts } from '@olive/api';
import type { Day as Weekday } from 'date-fns';
import { ja } from 'date-fns/locale';

/** A calendar day, free of any time zone: the picker works in Japan wall-clock dates. */
export interface Day {
  year: number;
  month: number;
  day: number;
}

export type TimePrecision = 'none' | 'minutes' | 'seconds';

/** The api package's name for a picker's precision. */
export function precisionOf(time: TimePrecision): DatePrecision {
  return time === 'none' ? 'date' : time;
}

export const sameDay = (a: Day | null, b: Day | null) =>
  !!a && !!b && a.year === b.year && a.month === b.month && a.day === b.day;

export const compareDays = (a: Day, b: Day) => a.year - b.year || a.month - b.month || a.day - b.day;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Moves a day by days (calendar arithmetic in UTC, so no zone can shift it). */
export function addDays(d: Day, n: number): Day {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + n));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

export function addMonths(d: Day, n: number): Day {
  const index = d.year * 12 + (d.month - 1) + n;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(d.day, daysInMonth(year, month)) };
}

/** 0 = Sunday (date-fns' weekday type, which its locales' names take). */
export function weekday(d: Day): Weekday {
  return new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay() as Weekday;
}

/** The weeks of a month's grid, Sunday first, with the neighbouring months' days as null. */
export function monthGrid(year: number, month: number): Array<Array<Day | null>> {
  const first = weekday({ year, month, day: 1 });
  const total = daysInMonth(year, month);
  const cells: Array<Day | null> = Array.from({ length: first }, () => null);
  for (let day = 1; day <= total; day++) cells.push({ year, month, day });
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<Day | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Today in Japan, whatever the browser's zone. */
export function todayInTokyo(now: number = Date.now()): Day {
  return tokyoDateParts(now);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function dayText(d: Day): string {
  return `${pad(d.year, 4)}/${pad(d.month)}/${pad(d.day)}`;
}

/**
 * Reads picker text as people type it (the api package's reader: 2025/1/1, 令和7年1月1日, full-width…):
 * the day, the text the API takes for this field (`value`, a day alone filled to the bound's first
 * or last moment), its time part, and whether a time was typed; null when it is no date.
 */
export function parsePickerText(
  text: string,
  time: TimePrecision,
  bound: DateBound = 'start',
): { day: Day; value: string; time: string; timeTyped: boolean } | null {
  const reading = readDateInput(text);
  if (!reading.ok) return null;
  const { year, month, day } = reading.parts;
  const value = dateInputText(reading.parts, precisionOf(time), bound);
  return { day: { year, month, day }, value, time: value.slice(11), timeTyped: reading.parts.time !== null };
}

/**
 * 2026年11月. A Day has no zone, so neither do its names: they are built from its fields and the
 * UTC weekday (a zoned date would load Intl's time-zone data when the picker first opens, see
 * numbers.ts in the api package).
 */
export function monthTitle(year: number, month: number): string {
  return `${pad(year, 4)}年${month}月`;
}

/** 2026年11月22日（日）: the accessible name of a day, its weekday as date-fns' Japanese locale names it. */
export function dayLabel(d: Day): string {
  return `${monthTitle(d.year, d.month)}${d.day}日（${ja.localize.day(weekday(d), { width: 'narrow' })}）`;
}
