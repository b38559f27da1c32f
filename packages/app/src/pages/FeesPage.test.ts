// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { recentMonths, unofferedMonth } from './FeesPage';

describe('a month the fees screen does not offer', () => {
  const months = recentMonths(Date.parse('2026-12-06T01:00:00Z'));
  it('is named, never replaced by another month', () => {
    expect(months.at(-1)).toBe('2025-01');
    expect(unofferedMonth('2024-12', months)).toBe('2024年12月分');
    expect(unofferedMonth('2027-01', months)).toMatch(/^2027年0?1月分$/);
    expect(unofferedMonth('latest', months)).toBe('latest');
  });
  it('is none for an offered month or no month', () => {
    expect(unofferedMonth('2026-11', months)).toBeNull();
    expect(unofferedMonth(null, months)).toBeNull();
  });
});
