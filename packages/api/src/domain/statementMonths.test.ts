import { describe, expect, it } from 'vitest';
import { statementMonthStem, statementMonthsBefore, statementMonthText } from './statementMonths';

describe('statement months', () => {
  it('are the 12 months before the current Japan month, newest first, across a year boundary', () => {
    // 2026-01-31T15:30Z is already 2026-02-01 in Tokyo: the window ends with January, not December.
    const months = statementMonthsBefore(Date.UTC(2026, 0, 31, 15, 30));
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ year: 2026, month: 1 });
    expect(months[1]).toEqual({ year: 2025, month: 12 });
    expect(months[11]).toEqual({ year: 2025, month: 2 });
    expect(statementMonthsBefore(Date.UTC(2026, 0, 31, 14, 30), 1)).toEqual([{ year: 2025, month: 12 }]);
  });

  it('name a month as the file names do', () => {
    expect(statementMonthStem({ year: 2026, month: 3 })).toBe('202603');
  });
});

describe('statementMonthText', () => {
  it('writes a month as the screens do, without a leading zero', () => {
    expect(statementMonthText({ year: 2026, month: 9 })).toBe('2026年9月');
  });
});
