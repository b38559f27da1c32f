import { describe, expect, it } from 'vitest';
import { formatNumber } from './numbers';

describe('formatNumber', () => {
  it('groups whole numbers exactly as Intl.NumberFormat(ja-JP) does', () => {
    const intl = new Intl.NumberFormat('ja-JP');
    const values = [0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10_000, 100_000, 999_999, 1_000_000, 12_300];
    for (let p = 0; p <= 53; p++) values.push(2 ** p, 2 ** p - 1, 10 ** Math.min(p, 15), 10 ** Math.min(p, 15) - 1);
    let seed = 20261128;
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      values.push(Math.floor((seed / 2 ** 31) * 10 ** (i % 16)));
    }
    values.push(Number.MAX_SAFE_INTEGER);
    for (const v of values) {
      expect(formatNumber(v)).toBe(intl.format(v));
      expect(formatNumber(-v)).toBe(v === 0 ? '0' : intl.format(-v));
    }
  });

  it('hands fractions and numbers past 2^53 to Intl', () => {
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(2 ** 60)).toBe(new Intl.NumberFormat('ja-JP').format(2 ** 60));
    expect(formatNumber(Number.NaN)).toBe('NaN');
  });
});
