import type { CsvRowChanges } from '@olive/api';
import { parse } from 'csv-parse/sync';

/**
 * The records of a CSV text (RFC 4180 by csv-parse: quoted fields may hold commas, quotes as "" and
 * line breaks; records end at CRLF, LF or CR). A leading BOM is dropped; blank lines are not records;
 * a stray quote inside an unquoted field is taken as text. Null when the text is not CSV (a quote
 * never closed): nothing can be counted then.
 */
export function csvRecords(text: string): string[][] | null {
  try {
    return parse(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      relax_quotes: true,
      record_delimiter: ['\r\n', '\n', '\r'],
    }) as string[][];
  } catch {
    return null;
  }
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

/** Each row by its first cell, or null when a first cell is empty or appears twice. */
function byFirstCell(rows: string[][]): Map<string, string> | null {
  const map = new Map<string, string>();
  for (const row of rows) {
    const first = row[0] ?? '';
    if (first === '' || map.has(first)) return null;
    map.set(first, keyOf(row));
  }
  return map;
}

/** The changes between two files whose rows are keyed by their first cell. */
function keyedChanges(old: Map<string, string>, neu: Map<string, string>): CsvRowChanges {
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

/**
 * How the data rows of a replacing CSV differ from the published one (the first record of each is
 * the header and is not counted). Rows are matched by their first cell (管理番号 in the statement
 * CSVs) when that cell is present and unique in both files: a key in both with other cells different
 * is one `changed` row, a key only in the new file `added`, only in the old one `removed`. Otherwise
 * (no unique key) whole rows are matched as a multiset, so an edited row counts as removed + added.
 * Row order never counts: a re-sorted file has no changes. Undefined when either file is not CSV.
 */
export function csvRowChanges(previous: string, next: string): CsvRowChanges | undefined {
  const beforeRecords = csvRecords(previous);
  const afterRecords = csvRecords(next);
  if (!beforeRecords || !afterRecords) return undefined;
  const before = beforeRecords.slice(1);
  const after = afterRecords.slice(1);
  const old = byFirstCell(before);
  const neu = old ? byFirstCell(after) : null;
  if (old && neu) return keyedChanges(old, neu);
  const oldRows = counts(before.map(keyOf));
  const newRows = counts(after.map(keyOf));
  return { added: unmatched(newRows, oldRows), removed: unmatched(oldRows, newRows), changed: 0 };
}
