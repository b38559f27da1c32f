import { describe, expect, it } from 'vitest';
import { dateFormats } from './dateFormats';
import { formatTokyo, formatYen, parseTokyo, tokyoDateParts } from './time';

// 2026-01-31T15:30:05Z is 2026-02-01 00:30:05 in Tokyo: a date boundary a UTC or US zone would get wrong.
const instant = Date.UTC(2026, 0, 31, 15, 30, 5);

describe('Japan time', () => {
  it('formats in Asia/Tokyo whatever the process zone', () => {
    expect(formatTokyo(instant)).toBe('2026/02/01 00:30:05');
    expect(formatTokyo(new Date(instant), dateFormats.dateTimeMinutes)).toBe('2026/02/01 00:30');
    expect(formatTokyo(instant, dateFormats.date)).toBe('2026/02/01');
    expect(tokyoDateParts(instant)).toEqual({ year: 2026, month: 2, day: 1 });
  });

  it('parses Tokyo wall-clock text back to the same instant', () => {
    expect(parseTokyo('2026/02/01 00:30:05', dateFormats.dateTimeSeconds)?.getTime()).toBe(instant);
    expect(parseTokyo('2026/02/01 00:30', dateFormats.dateTimeMinutes)?.getTime()).toBe(instant - 5000);
  });

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
