/**
 * agency_contract_gram_counts as the stored text defines it (migrations 0011 and 0012), computed
 * without the database's functions: per agency, how many contracts hold each character, each pair
 * and each run of three neighbouring characters of their folded text (a run of three without a
 * space: no keyword word holds one), once per contract, none spanning the U+0001 between the
 * stored parts. One line per counter, `agency gram total`, sorted.
 */
export function expectedGramCounters(rows: ReadonlyArray<{ agency: string; text: string }>): string[] {
  const counts = new Map<string, number>();
  for (const r of rows) {
    const chars = Array.from(r.text);
    const grams = new Set<string>();
    chars.forEach((c, i) => {
      grams.add(c);
      if (i + 1 < chars.length) grams.add(c + chars[i + 1]);
      const three = chars.slice(i, i + 3).join('');
      if (i + 2 < chars.length && !three.includes(' ')) grams.add(three);
    });
    for (const g of grams) {
      if (g.includes('\u0001')) continue;
      const key = `${r.agency} ${g}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return [...counts].map(([key, n]) => `${key} ${n}`).sort();
}

/** The stored counters in the same lines (a counter at 0 is the same as none). */
export function counterLines(rows: ReadonlyArray<{ agencyCode: string; gram: string; total: number }>): string[] {
  return rows
    .filter((r) => r.total !== 0)
    .map((r) => `${r.agencyCode} ${r.gram} ${r.total}`)
    .sort();
}
