/**
 * Dates as people type them: one reader for the date fields of every form and for the
 * server's schemas (schemas/dates.ts), so the server accepts exactly what the forms accept.
 *
 * Read: 2025/01/01, 2025/1/1, 2025-1-1, 2025.1.1, 20250101, 2025年1月1日; full-width digits and
 * separators (２０２５／１／１); Japanese eras (令和7年1月1日, 令和元年5月1日, R7.1.1, H31.4.30, ㋿7.1.1);
 * an optional time after a space or T: 9:30, 09:30:15, 9時30分. The date must exist (no 2025/02/30)
 * and an era date must fall inside its era (平成31年5月1日 is 令和元年5月1日). Plain arithmetic, no
 * date library: the sign-in bundle must not grow, and this module stays out of it. A day without
 * its year (12/31, 12月31日) is in the current year in Japan.
 */

import { foldInput } from '../validation/fold';

/** A day and, when typed, a time of day: Japan wall-clock parts. */
export interface DateInputParts {
  year: number;
  month: number;
  day: number;
  time: { hour: number; minute: number; second: number | null } | null;
}

/** Why a text is not a date. */
export type DateInputProblem =
  | { kind: 'unreadable' }
  | { kind: 'noSuchDate' }
  | { kind: 'noSuchTime' }
  | { kind: 'tooEarly' }
  | { kind: 'outsideEra'; era: string; first: string; last: string | null };

export type DateInputReading = { ok: true; parts: DateInputParts } | { ok: false; problem: DateInputProblem };

/** What the field sends: a day ('yyyy/MM/dd'), or a day and a time in minutes or seconds. */
export type DatePrecision = 'date' | 'minutes' | 'seconds';

/** Which end of a range a field is: a day alone means its first moment at the start, its last at the end. */
export type DateBound = 'start' | 'end';

/** The earliest year read: no portal date is older, and PostgreSQL refuses year 0. */
export const DATE_INPUT_MIN_YEAR = 1900;

/** Longer text is no date; refusing it first keeps the patterns' work small whatever arrives. */
const MAX_LENGTH = 40;

interface Era {
  name: string;
  letter: string;
  /** The first day of the era; it ends the day before the next era's first day. */
  first: { year: number; month: number; day: number };
}

/** The modern eras, newest first (明治 ends before 1912, before any date the portal keeps). */
export const japaneseEras: readonly Era[] = [
  { name: '令和', letter: 'R', first: { year: 2019, month: 5, day: 1 } },
  { name: '平成', letter: 'H', first: { year: 1989, month: 1, day: 8 } },
  { name: '昭和', letter: 'S', first: { year: 1926, month: 12, day: 25 } },
  { name: '大正', letter: 'T', first: { year: 1912, month: 7, day: 30 } },
];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dayKey = (y: number, m: number, d: number) => y * 10_000 + m * 100 + d;
const dayString = (y: number, m: number, d: number) => `${pad(y, 4)}/${pad(m)}/${pad(d)}`;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** The era's last day ('yyyy/MM/dd'), or null for the current era. */
function eraLast(index: number): { year: number; month: number; day: number } | null {
  const next = index > 0 ? japaneseEras[index - 1] : undefined;
  if (!next) return null;
  const { year, month, day } = next.first;
  if (day > 1) return { year, month, day: day - 1 };
  const m = month === 1 ? 12 : month - 1;
  const y = month === 1 ? year - 1 : year;
  return { year: y, month: m, day: daysInMonth(y, m) };
}

/** The eras a western year falls in: 2024 → ['令和6年'], 2019 → ['平成31年', '令和元年']. */
export function eraYearNames(year: number): string[] {
  const out: string[] = [];
  japaneseEras.forEach((era, i) => {
    const last = eraLast(i);
    if (year < era.first.year || (last && year > last.year)) return;
    const n = year - era.first.year + 1;
    out.unshift(`${era.name}${n === 1 ? '元' : n}年`);
  });
  return out;
}

const western = [
  /^(\d{4})([/.-])(\d{1,2})\2(\d{1,2})(?![\d/.-])/,
  /^(\d{4}) ?年 ?(\d{1,2}) ?月 ?(\d{1,2})(?!\d)(?: ?日)?/,
  /^(\d{4})(\d{2})(\d{2})(?!\d)/,
];
/** A day without its year (12/31, 12月31日): the current year in Japan. */
const yearless = [/^(\d{1,2})([/.-])(\d{1,2})(?![\d/.-])/, /^(\d{1,2}) ?月 ?(\d{1,2})(?!\d)(?: ?日)?/];
const eraDate =
  /^(令和|平成|昭和|大正|[RHST]) ?(元|\d{1,2}) ?(?:年 ?(\d{1,2}) ?月 ?(\d{1,2})(?!\d)(?: ?日)?|([/.-])(\d{1,2})\5(\d{1,2})(?![\d/.-]))/i;
const clockTime = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const kanjiTime = /^(\d{1,2}) ?時(?: ?(\d{1,2}) ?分(?: ?(\d{1,2}) ?秒)?)?$/;

const unreadable: DateInputReading = { ok: false, problem: { kind: 'unreadable' } };
const problem = (p: DateInputProblem): DateInputReading => ({ ok: false, problem: p });

/** The day at the start of the text; `era` when it was written in a Japanese era; `rest` is what follows. */
interface DayReading {
  year: number;
  month: number;
  day: number;
  era: { index: number; year: number } | null;
  rest: string;
}

function readEraDay(t: string): DayReading | null {
  const e = eraDate.exec(t);
  if (!e) return null;
  const name = (e[1] ?? '').toUpperCase();
  const index = japaneseEras.findIndex((x) => x.name === name || x.letter === name);
  return {
    year: 0,
    month: Number(e[3] ?? e[6]),
    day: Number(e[4] ?? e[7]),
    era: { index, year: e[2] === '元' ? 1 : Number(e[2]) },
    rest: t.slice(e[0].length),
  };
}

function readWesternDay(t: string, currentYear: number): DayReading | null {
  const w = western.map((re) => re.exec(t)).find((m) => m !== null);
  if (w) {
    const parts = w.length === 5 ? [w[1], w[3], w[4]] : [w[1], w[2], w[3]];
    const [year, month, day] = parts.map(Number) as [number, number, number];
    return { year, month, day, era: null, rest: t.slice(w[0].length) };
  }
  const y = yearless.map((re) => re.exec(t)).find((m) => m !== null);
  if (!y) return null;
  const [month, day] = (y.length === 4 ? [y[1], y[3]] : [y[1], y[2]]).map(Number) as [number, number];
  return { year: currentYear, month, day, era: null, rest: t.slice(y[0].length) };
}

/** The time after the day: null when none is typed, undefined when what follows is no time. */
function readTime(t: string, rest: string): DateInputParts['time'] | undefined {
  if (rest === '') return null;
  // After a space or a T (ISO), or straight after 日 (2025年1月1日10時).
  const after = /^(?: ?T ?| )/i.exec(rest);
  if (!after && !t.slice(0, t.length - rest.length).endsWith('日')) return undefined;
  const timeText = after ? rest.slice(after[0].length) : rest;
  if (timeText === '') return null;
  const c = clockTime.exec(timeText) ?? kanjiTime.exec(timeText);
  if (!c) return undefined;
  return { hour: Number(c[1]), minute: Number(c[2] ?? 0), second: c[3] === undefined ? null : Number(c[3]) };
}

/** Why an era date is outside its era, or null when it is inside. */
function eraProblem(index: number, year: number, month: number, day: number): DateInputProblem | null {
  const info = japaneseEras[index] as Era;
  const last = eraLast(index);
  const key = dayKey(year, month, day);
  const before = key < dayKey(info.first.year, info.first.month, info.first.day);
  const after = last !== null && key > dayKey(last.year, last.month, last.day);
  if (!before && !after) return null;
  return {
    kind: 'outsideEra',
    era: info.name,
    first: dayString(info.first.year, info.first.month, info.first.day),
    last: last ? dayString(last.year, last.month, last.day) : null,
  };
}

/** The day and time read, checked: a real day, inside its era, not too early, a real time. */
function checkedReading(d: DayReading, time: DateInputParts['time']): DateInputReading {
  let year = d.year;
  if (d.era) {
    const info = japaneseEras[d.era.index];
    if (!info || d.era.year < 1) return problem({ kind: 'noSuchDate' });
    year = info.first.year + d.era.year - 1;
  }
  const { month, day } = d;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return problem({ kind: 'noSuchDate' });
  const outside = d.era ? eraProblem(d.era.index, year, month, day) : null;
  if (outside) return problem(outside);
  if (year < DATE_INPUT_MIN_YEAR) return problem({ kind: 'tooEarly' });
  if (time && (time.hour > 23 || time.minute > 59 || (time.second ?? 0) > 59)) return problem({ kind: 'noSuchTime' });
  return { ok: true, parts: { year, month, day, time } };
}

/** The year in Japan at `instant` (UTC+9 all year round, no summer time). */
const japanYear = (instant: number) => new Date(instant + 9 * 3_600_000).getUTCFullYear();

/**
 * Reads typed text as a Japan wall-clock day and optional time, or says why it is not one. A day
 * typed without its year is in `currentYear` (Japan's, by default).
 */
export function readDateInput(text: string, currentYear = japanYear(Date.now())): DateInputReading {
  if (text.length > MAX_LENGTH * 4) return unreadable;
  const t = foldInput('date', text);
  if (t === '' || t.length > MAX_LENGTH) return unreadable;
  const day = readEraDay(t) ?? readWesternDay(t, currentYear);
  if (!day) return unreadable;
  const time = readTime(t, day.rest);
  return time === undefined ? unreadable : checkedReading(day, time);
}

/**
 * The parts as the API's text (docs/product.md §7, §9): 'yyyy/MM/dd', 'yyyy/MM/dd HH:mm' or
 * 'yyyy/MM/dd HH:mm:ss'. A day without a time is its first moment at the start of a range and
 * its last at the end (00:00 / 23:59, seconds :00 / :59); a time without seconds gets :00 / :59
 * the same way; seconds typed into a minutes field are dropped, a time typed into a day field too.
 */
export function dateInputText(parts: DateInputParts, precision: DatePrecision, bound: DateBound = 'start'): string {
  const date = dayString(parts.year, parts.month, parts.day);
  if (precision === 'date') return date;
  const end = bound === 'end';
  const hour = parts.time?.hour ?? (end ? 23 : 0);
  const minute = parts.time?.minute ?? (end ? 59 : 0);
  const hm = `${date} ${pad(hour)}:${pad(minute)}`;
  if (precision === 'minutes') return hm;
  return `${hm}:${pad(parts.time?.second ?? (end ? 59 : 0))}`;
}

/** Typed text as the API's text, or null when it is not a date (see `readDateInput`). */
export function normalizeDateInput(text: string, precision: DatePrecision, bound: DateBound = 'start'): string | null {
  const r = readDateInput(text);
  return r.ok ? dateInputText(r.parts, precision, bound) : null;
}
