/**
 * Counts and amounts as the portal writes them: digits grouped by thousands with a comma (1,234,567),
 * which is what `Intl.NumberFormat('ja-JP')` writes. Whole numbers are grouped here; anything else
 * (a fraction, beyond 2^53) goes to Intl, whose formatter is made on first need.
 *
 * Why not Intl for everything: the first `Intl.NumberFormat` or `toLocaleString` of a page loads the
 * browser's number-formatting data, a long hold of the main thread inside the task that renders home
 * or the contract list (docs/adr/0020-japan-time-and-numbers-without-intl.md). numbers.test.ts
 * checks the grouping against Intl on a spread of values.
 */
let intl: Intl.NumberFormat | undefined;

export function formatNumber(n: number): string {
  if (!Number.isSafeInteger(n)) {
    intl ??= new Intl.NumberFormat('ja-JP');
    return intl.format(n);
  }
  const digits = String(Math.abs(n));
  const head = digits.length % 3 || 3;
  let grouped = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) grouped += `,${digits.slice(i, i + 3)}`;
  return n < 0 ? `-${grouped}` : grouped;
}
