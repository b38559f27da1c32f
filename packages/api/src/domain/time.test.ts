import { TZDate } from '@date-fns/tz';
import { format, isValid, parse } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { dateFormats, TIME_ZONE } from './dateFormats';
import { formatTokyo, formatYen, parseTokyo, tokyoDateParts } from './time';

// 2026-01-31T15:30:05Z is 2026-02-01 00:30:05 in Tokyo: a date boundary a UTC or US zone would get wrong.
const instant = Date.UTC(2026, 0, 31, 15, 30, 5);

describe('Japan time', () => {
  it('formats in Asia/Tokyo whatever the process zone', () => {
    expect(formatTokyo(instant)).toBe('2026/02/01 00:30:05');
    expect(formatTokyo(new Date(instant), dateFormats.dateTimeMinutes)).toBe('2026/02/01 00:30');
    expect(formatTokyo(instant, dateFormats.date)).toBe('2026/02/01');
    expect(tokyoDateParts(instant)).toEqual({ year: 2026, month: 2, day: 1 });
    // Before 1952 (summer time, UTC+10, in 1949): the time-zone database's answer.
    expect(tokyoDateParts(Date.UTC(1949, 6, 31, 14, 30))).toEqual({ year: 1949, month: 8, day: 1 });
  });

  it('formats by the fixed +09:00 offset exactly as the time-zone database does, and falls back before 1952', () => {
    // A spread of instants from 1940 (summer time 1948–1951 included) to 2100, seeded, plus the edges.
    let seed = 20261123;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const from = Date.UTC(1940, 0, 1);
    const to = Date.UTC(2100, 0, 1);
    const instants = [Date.UTC(1951, 8, 8, 14, 59, 59), Date.UTC(1951, 11, 31, 15), Date.UTC(2026, 11, 31, 15)];
    for (let i = 0; i < 3000; i++) instants.push(Math.floor(from + random() * (to - from)));
    for (const ms of instants) {
      for (const pattern of Object.values(dateFormats)) {
        expect(formatTokyo(ms, pattern)).toBe(format(new TZDate(ms, TIME_ZONE), pattern));
      }
    }
    // Summer time of 1949 (UTC+10): the database's answer, not the fixed offset's.
    expect(formatTokyo(Date.UTC(1949, 6, 1, 0, 0, 0), dateFormats.dateTimeMinutes)).toBe('1949/07/01 10:00');
  });

  it('parses Tokyo wall-clock text back to the same instant', () => {
    expect(parseTokyo('2026/02/01 00:30:05', dateFormats.dateTimeSeconds)?.getTime()).toBe(instant);
    expect(parseTokyo('2026/02/01 00:30', dateFormats.dateTimeMinutes)?.getTime()).toBe(instant - 5000);
  });

  it('parses by the fixed +09:00 offset exactly as the time-zone database does, from 1952 on', () => {
    /** What parseTokyo answered before its fixed-offset path: date-fns in a Tokyo TZDate, strict. */
    const byDatabase = (text: string, pattern: string) => {
      const parsed = parse(text, pattern, new TZDate(0, TIME_ZONE));
      return isValid(parsed) && format(parsed, pattern) === text ? parsed.getTime() : null;
    };
    let seed = 20261128;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return Math.floor((seed / 2 ** 31) * n);
    };
    const pad = (n: number, w = 2) => String(n).padStart(w, '0');
    const texts: [string, (typeof dateFormats)[keyof typeof dateFormats]][] = [];
    for (let i = 0; i < 3000; i++) {
      // Fields a little past their ranges too (day 32, hour 24, second 60, month 13, Feb 29 of any year).
      const date = `${pad(1952 + random(150), 4)}/${pad(random(14))}/${pad(random(33))}`;
      const time = `${pad(random(25))}:${pad(random(61))}`;
      texts.push([date, dateFormats.date], [`${date} ${time}`, dateFormats.dateTimeMinutes]);
      texts.push([`${date} ${time}:${pad(random(61))}`, dateFormats.dateTimeSeconds]);
      texts.push([date.slice(0, 7), dateFormats.yearMonth]);
    }
    texts.push(
      ['2028/02/29', dateFormats.date],
      ['2100/02/29', dateFormats.date],
      ['1952/01/01 00:00', dateFormats.dateTimeMinutes],
    );
    let valid = 0;
    for (const [text, pattern] of texts) {
      const expected = byDatabase(text, pattern);
      if (expected !== null) valid++;
      expect(parseTokyo(text, pattern)?.getTime() ?? null, `${text} (${pattern})`).toBe(expected);
    }
    // Enough of both kinds for the comparison to mean something.
    expect(valid).toBeGreaterThan(2000);
    expect(texts.length - valid).toBeGreaterThan(2000);
    // Before 1952 the database path answers (summer time of 1949: UTC+10).
    expect(parseTokyo('1949/07/01 10:00', dateFormats.dateTimeMinutes)?.getTime()).toBe(Date.UTC(1949, 6, 1, 0, 0));
    // 12,000 texts through date-fns: seconds on a busy two-core machine, past the 5 s default.
  }, 30_000);

  it('refuses impossible or sloppy dates', () => {
    expect(parseTokyo('2026/02/30', dateFormats.date)).toBeNull();
    expect(parseTokyo('2026/2/1', dateFormats.date)).toBeNull();
    expect(parseTokyo('2026-02-01', dateFormats.date)).toBeNull();
    expect(parseTokyo('', dateFormats.date)).toBeNull();
  });

  it('formats yen', () => {
    expect(formatYen(1234567)).toBe('1,234,567円');
  });
});

describe('test set-up', () => {
  it('runs in a zone other than Tokyo, so the checks above mean something', () => {
    expect(new Date(instant).getTimezoneOffset()).not.toBe(-540);
  });
});
