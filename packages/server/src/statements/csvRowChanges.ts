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

/** 64 bits of the SHA-256 of a text, written as the `row`th value of `into`. */
function hash64(text: string, into: BigUint64Array, row: number): void {
  new Uint8Array(into.buffer, row * 8, 8).set(hash('sha256', text, 'buffer').subarray(0, 8));
}

/** A digest's rows once read: each list of 64-bit hashes sorted, so two digests merge in one pass. */
export interface DigestRows {
  /** How many data rows. */
  readonly size: number;
  /** The hash of each row's first cell, sorted; null when a first cell is empty or repeated. */
  readonly keys: BigUint64Array | null;
  /** The hash of each row's cells (the first one included), sorted. */
  readonly rows: BigUint64Array;
}

/**
 * A CSV's data rows as fingerprints (the header record is left out): per row a 64-bit hash of its
 * first cell and a 64-bit hash of all its cells, appended to two typed arrays (16 bytes a row, about
 * 4.5 MB for a 20 MiB file of 278,000 rows) and sorted once the file has been read. The rows are
 * keyed by their first cell when no first cell is empty and no two key hashes are equal.
 *
 * A hash collision miscounts a dry run's preview, nothing else (the import stores the file itself):
 * two first cells of one file with one hash (about n²/2⁶⁵: 3e-8 at a million rows) make it look
 * unkeyed, so its edits count as removed + added; a first cell only in the old file and one only in
 * the new with one hash (about n²/2⁶⁴) count as one changed row instead of a removal and an
 * addition; a changed row whose old and new cells share a hash counts as unchanged. Odds far below
 * a person misreading the preview are accepted (docs/adr/0155-dry-run-off-the-event-loop.md).
 */
export class CsvDigest {
  private header = true;
  private count = 0;
  private keyHashes = new BigUint64Array(4096);
  private rowHashes = new BigUint64Array(4096);
  /** False once a first cell is empty: the rows are then not keyed whatever the hashes. */
  private keyable = true;
  private sorted: DigestRows | null = null;

  add(record: readonly string[]): void {
    if (this.header) {
      this.header = false;
      return;
    }
    if (this.sorted) throw new Error('a row added to a digest already read');
    if (this.count === this.rowHashes.length) {
      this.keyHashes = grown(this.keyHashes);
      this.rowHashes = grown(this.rowHashes);
    }
    const first = record[0] ?? '';
    if (first === '' && this.keyable) {
      // Not keyed whatever follows: the key hashes are dropped rather than grown further.
      this.keyable = false;
      this.keyHashes = new BigUint64Array(0);
    }
    if (this.keyable) hash64(first, this.keyHashes, this.count);
    hash64(JSON.stringify(record), this.rowHashes, this.count);
    this.count++;
  }

  /** The rows, sorted; no row may be added after. */
  read(): DigestRows {
    if (this.sorted) return this.sorted;
    const rows = this.rowHashes.slice(0, this.count).sort();
    let keys: BigUint64Array | null = null;
    if (this.keyable) {
      keys = this.keyHashes.slice(0, this.count).sort();
      for (let i = 1; i < keys.length; i++) {
        if (keys[i] === keys[i - 1]) {
          keys = null;
          break;
        }
      }
    }
    this.keyHashes = new BigUint64Array(0);
    this.rowHashes = new BigUint64Array(0);
    this.sorted = { size: this.count, keys, rows };
    return this.sorted;
  }

  /** The rows when keyed by a unique first cell, else null. */
  get keyed(): DigestRows | null {
    const read = this.read();
    return read.keys ? read : null;
  }
}

/** A typed array twice as long holding the same values (the digest grows by doubling). */
function grown(values: BigUint64Array): BigUint64Array<ArrayBuffer> {
  const next = new BigUint64Array(values.length * 2);
  next.set(values);
  return next;
}

/** How many values two sorted lists have in common, counting repeats (a multiset intersection). */
function common(a: BigUint64Array, b: BigUint64Array): number {
  let n = 0;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as bigint;
    const y = b[j] as bigint;
    if (x < y) i++;
    else if (x > y) j++;
    else {
      n++;
      i++;
      j++;
    }
  }
  return n;
}

/**
 * How the data rows of a replacing CSV differ from the published one (the first record of each is
 * the header and is not counted). Rows are matched by their first cell (管理番号 in the statement
 * CSVs) when that cell is present and unique in both files: a key in both with other cells different
 * is one `changed` row, a key only in the new file `added`, only in the old one `removed`. Otherwise
 * (no unique key) whole rows are matched as a multiset, so an edited row counts as removed + added.
 * Row order never counts: a re-sorted file has no changes.
 *
 * Both ways come down to merging sorted hashes: a row's hash covers its first cell, so with unique
 * keys the rows in both files are the keys in both whose row did not change.
 */
export function digestChanges(before: CsvDigest, after: CsvDigest): CsvRowChanges {
  const old = before.read();
  const neu = after.read();
  const sameRows = common(old.rows, neu.rows);
  if (old.keys && neu.keys) {
    const sameKeys = common(old.keys, neu.keys);
    return { added: neu.size - sameKeys, removed: old.size - sameKeys, changed: sameKeys - sameRows };
  }
  return { added: neu.size - sameRows, removed: old.size - sameRows, changed: 0 };
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
