import { hash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { CsvRowChanges } from '@olive/api';
import { parse } from 'csv-parse/sync';
import { CsvTokenizer } from './csvTokenizer';

/** How csv-parse reads a statement CSV: CsvTokenizer reads a streamed one record for record alike. */
const csvOptions = {
  bom: true,
  skip_empty_lines: true,
  relax_column_count: true,
  relax_quotes: true,
  record_delimiter: ['\r\n', '\n', '\r'],
};

/**
 * The records of a CSV text (RFC 4180 by csv-parse: quoted fields may hold commas, quotes as "" and
 * line breaks; records end at CRLF, LF or CR). A leading BOM is dropped; blank lines are not records;
 * a stray quote inside an unquoted field is taken as text. Null when the text is not CSV (a quote
 * never closed): nothing can be counted then.
 */
export function csvRecords(text: string): string[][] | null {
  try {
    return parse(text, csvOptions) as string[][];
  } catch {
    return null;
  }
}

/**
 * A CSV's data rows as a fingerprint per row (the header record is left out): keyed by the first
 * cell while that cell is present and unique, else only counted. A row is kept as a 128-bit hash of
 * its cells rather than as text, so comparing two 20 MiB files holds two maps of hashes, not the files.
 */
export class CsvDigest {
  private header = true;
  /** Row hash by first cell; null once a first cell is empty or repeated. */
  private byFirst: Map<string, string> | null = new Map();
  /** Row hash → how many rows have it; filled only once `byFirst` is given up. */
  private counts = new Map<string, number>();

  add(record: readonly string[]): void {
    if (this.header) {
      this.header = false;
      return;
    }
    const row = hash('sha256', JSON.stringify(record), 'base64').slice(0, 22);
    const first = record[0] ?? '';
    if (this.byFirst && (first === '' || this.byFirst.has(first))) {
      for (const h of this.byFirst.values()) this.count(h);
      this.byFirst = null;
    }
    if (this.byFirst) this.byFirst.set(first, row);
    else this.count(row);
  }

  private count(row: string): void {
    this.counts.set(row, (this.counts.get(row) ?? 0) + 1);
  }

  get keyed(): ReadonlyMap<string, string> | null {
    return this.byFirst;
  }

  /** Row hash → number of rows, whichever way the rows were kept. */
  multiset(): Map<string, number> {
    if (!this.byFirst) return this.counts;
    const out = new Map<string, number>();
    for (const h of this.byFirst.values()) out.set(h, (out.get(h) ?? 0) + 1);
    return out;
  }
}

/** Rows of `from` not matched in `to`, counting duplicates (a multiset difference). */
function unmatched(from: Map<string, number>, to: Map<string, number>): number {
  let n = 0;
  for (const [value, count] of from) n += Math.max(0, count - (to.get(value) ?? 0));
  return n;
}

/** The changes between two files whose rows are keyed by their first cell. */
function keyedChanges(old: ReadonlyMap<string, string>, neu: ReadonlyMap<string, string>): CsvRowChanges {
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
 * Row order never counts: a re-sorted file has no changes.
 */
export function digestChanges(before: CsvDigest, after: CsvDigest): CsvRowChanges {
  const old = before.keyed;
  const neu = after.keyed;
  if (old && neu) return keyedChanges(old, neu);
  const oldRows = before.multiset();
  const newRows = after.multiset();
  return { added: unmatched(newRows, oldRows), removed: unmatched(oldRows, newRows), changed: 0 };
}

/** digestChanges of two whole texts; undefined when either is not CSV. */
export function csvRowChanges(previous: string, next: string): CsvRowChanges | undefined {
  const beforeRecords = csvRecords(previous);
  const afterRecords = csvRecords(next);
  if (!beforeRecords || !afterRecords) return undefined;
  const before = new CsvDigest();
  for (const r of beforeRecords) before.add(r);
  const after = new CsvDigest();
  for (const r of afterRecords) after.add(r);
  return digestChanges(before, after);
}

const BOM = [0xef, 0xbb, 0xbf];

/**
 * A CSV's bytes in, its digest out: decoded (UTF-8, or Shift_JIS as the upload's check found it)
 * and read record by record as the bytes come, holding only the digest and the record being read.
 */
export class CsvDigestReader {
  private readonly digest = new CsvDigest();
  private readonly decoder: TextDecoder;
  private readonly tokenizer = new CsvTokenizer((record) => this.digest.add(record));
  private first = true;

  constructor(private readonly encoding: 'utf-8' | 'shift_jis') {
    this.decoder = new TextDecoder(encoding);
  }

  write(chunk: Uint8Array): void {
    // A Shift_JIS upload's BOM is dropped before decoding, as csvAsUtf8WithBom drops it.
    const body =
      this.first && this.encoding === 'shift_jis' && BOM.every((b, i) => chunk[i] === b) ? chunk.subarray(3) : chunk;
    this.first = false;
    this.tokenizer.write(this.decoder.decode(body, { stream: true }));
  }

  /** The digest; null when the text is not CSV (a quote never closed), like csvRecords. */
  end(): CsvDigest | null {
    this.tokenizer.write(this.decoder.decode());
    return this.tokenizer.end() ? this.digest : null;
  }
}

/**
 * The digest of a CSV read chunk by chunk on this thread, handing the event loop back between
 * chunks. A dry run reads its files in a worker instead (csvCompare.ts); this is its reading.
 */
export async function csvDigest(
  chunks: AsyncIterable<Buffer>,
  encoding: 'utf-8' | 'shift_jis',
): Promise<CsvDigest | null> {
  const reader = new CsvDigestReader(encoding);
  for await (const chunk of chunks) {
    reader.write(chunk);
    await nextTurn();
  }
  return reader.end();
}
