import type { CsvRowChanges } from '@olive/api';

/**
 * The records of a CSV text (RFC 4180: quoted fields may hold commas, quotes as "" and line breaks;
 * records end at CRLF or LF). A leading BOM is dropped; blank lines are not records.
 */
export function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRecord = () => {
    record.push(field);
    if (!(record.length === 1 && record[0] === '')) records.push(record);
    record = [];
    field = '';
  };
  for (; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n') endRecord();
    else if (c === '\r') {
      if (text[i + 1] === '\n') i++;
      endRecord();
    } else field += c;
  }
  if (field !== '' || record.length > 0) endRecord();
  return records;
}

/** A record as one comparable value (a separator no CSV cell of text can hold unescaped). */
const keyOf = (record: readonly string[]) => JSON.stringify(record);

function counts(values: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const v of values) out.set(v, (out.get(v) ?? 0) + 1);
  return out;
}

/** Rows of `from` not matched in `to`, counting duplicates (a multiset difference). */
function unmatched(from: Map<string, number>, to: Map<string, number>): number {
  let n = 0;
  for (const [value, count] of from) n += Math.max(0, count - (to.get(value) ?? 0));
  return n;
}

/**
 * How the data rows of a replacing CSV differ from the published one (the first record of each is
 * the header and is not counted). Rows are matched by their first cell (管理番号 in the statement
 * CSVs) when that cell is present and unique in both files: a key in both with other cells different
 * is one `changed` row, a key only in the new file `added`, only in the old one `removed`. Otherwise
 * (no unique key) whole rows are matched as a multiset, so an edited row counts as removed + added.
 * Row order never counts: a re-sorted file has no changes.
 */
export function csvRowChanges(previous: string, next: string): CsvRowChanges {
  const before = csvRecords(previous).slice(1);
  const after = csvRecords(next).slice(1);
  const byFirstCell = (rows: string[][]) => {
    const map = new Map<string, string>();
    for (const row of rows) {
      const first = row[0] ?? '';
      if (first === '' || map.has(first)) return null;
      map.set(first, keyOf(row));
    }
    return map;
  };
  const old = byFirstCell(before);
  const neu = old ? byFirstCell(after) : null;
  if (old && neu) {
    let added = 0;
    let changed = 0;
    for (const [first, row] of neu) {
      const was = old.get(first);
      if (was === undefined) added++;
      else if (was !== row) changed++;
    }
    let removed = 0;
    for (const first of old.keys()) if (!neu.has(first)) removed++;
    return { added, removed, changed };
  }
  const oldRows = counts(before.map(keyOf));
  const newRows = counts(after.map(keyOf));
  return { added: unmatched(newRows, oldRows), removed: unmatched(oldRows, newRows), changed: 0 };
}
