import { tokyoDateParts } from './time';

/** A statement month as the library names it: `A0001_202610.pdf` is year 2026, month 10. */
export interface StatementMonth {
  year: number;
  /** 1–12 */
  month: number;
}

/** How many months the coverage grid of the upload screen shows (and the demo seeds). */
export const coverageMonthCount = 12;

/**
 * The statement months before `now`'s month in Japan time, newest first: last month is the newest
 * whose statements are due (the fees screen opens on it), the current month is still running. The
 * upload screen's coverage grid and the demo seed use the same window (docs/adr/0046-statement-coverage-grid.md).
 */
export function statementMonthsBefore(now: Date | number, count: number = coverageMonthCount): StatementMonth[] {
  const { year, month } = tokyoDateParts(now);
  const current = year * 12 + (month - 1);
  return Array.from({ length: count }, (_, i) => {
    const index = current - 1 - i;
    return { year: Math.floor(index / 12), month: (index % 12) + 1 };
  });
}

/** `202610`: the month as it appears in a statement file name. */
export const statementMonthStem = ({ year, month }: StatementMonth) => `${year}${String(month).padStart(2, '0')}`;

/** `2026年10月`: a statement month as the screens write it (`2026年10月分` when it names the statements). */
export const statementMonthText = ({ year, month }: StatementMonth) => `${year}年${month}月`;
