import { formatNumber, type StatementKindId, uploadLimits } from '@olive/api';
import yauzl from 'yauzl';

/**
 * An entry that passed every check. Its bytes are not kept: `read()` inflates it again from the zip
 * when it is stored, and `chunks()` streams it for a dry run, so an upload holds the zip plus one
 * entry at a time, never every entry.
 */
export interface ZipEntryOk {
  name: string;
  agencyCode: string;
  year: number;
  month: number;
  /** What the text of a CSV entry was found to be (a PDF entry has none). */
  encoding?: 'utf-8' | 'shift_jis';
  read: () => Promise<Buffer>;
  chunks: () => AsyncIterable<Buffer>;
}

/** The sizes a zip is judged by: the api's upload limits, smaller in tests. */
export type ZipLimits = Record<'maxEntries' | 'maxEntryBytes' | 'maxTotalBytes', number>;

export interface ZipCheck {
  accepted: ZipEntryOk[];
  rejected: Array<{ name: string; reason: string }>;
  /** A problem with the zip as a whole (not a zip, too many entries…): nothing else is listed. */
  fatal?: string;
}

/** Unix file types in the high 16 bits of an entry's external attributes (zip "version made by" Unix). */
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;

/** The entry's Unix file type, 0 when the zip tool recorded none (Windows, Java). */
export function unixFileType(entry: Pick<yauzl.Entry, 'externalFileAttributes'>): number {
  return ((entry.externalFileAttributes >>> 16) & S_IFMT) >>> 0;
}

export const zipMessages = {
  notZip: 'ZIP形式のファイルを指定してください。',
  empty: 'ファイルが空です。',
  noEntries: 'ZIPにファイルが入っていません。',
  tooManyEntries: (max: number) => `ZIP内のファイル数が上限（${formatNumber(max)}件）を超えています。`,
  totalTooLarge: 'ZIPを展開した合計サイズが上限を超えています。',
  badName: 'ファイル名に使用できない文字またはパスが含まれています。',
  nested: 'フォルダに入れず、ZIPの直下に置いてください。',
  pattern: 'ファイル名は「代理店コード_年月.拡張子」（例: A0001_202610.pdf）にしてください。',
  wrongExtension: (ext: string) => `この種類には .${ext} のファイルのみ取り込めます。`,
  badMonth: '年月が正しくありません。',
  unknownAgency: (code: string) => `代理店コード ${code} は登録されていません。`,
  duplicate: '同じ代理店・年月のファイルがZIP内に複数あります。',
  entryEmpty: '空のファイルです。',
  symlink: 'シンボリックリンクは取り込めません。ファイルそのものをZIPに入れてください。',
  notRegularFile: '通常のファイルではないため取り込めません。',
  entryTooLarge: (mb: number) => `ファイルサイズが上限（${mb}MB）を超えています。`,
  corrupt: 'ZIP内のファイルが壊れています。',
  notPdf: 'PDFファイルではありません。',
  notText: '文字コードがUTF-8またはShift_JISのCSVではありません。',
} as const;

function open(buffer: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      buffer,
      // autoClose off: accepted entries are read again from the same buffer when they are stored.
      { lazyEntries: true, decodeStrings: true, validateEntrySizes: true, strictFileNames: false, autoClose: false },
      (error, zip) => (error || !zip ? reject(error) : resolve(zip)),
    );
  });
}

/**
 * Streams one entry's inflated bytes to `onChunk` (16 KiB at a time), keeping none of them. At most
 * `max` bytes: validateEntrySizes catches a lying header; this bounds the work whatever it says.
 */
function scanEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, max: number, onChunk: (chunk: Buffer) => void) {
  return new Promise<void>((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(error);
      let size = 0;
      stream.on('data', (c: Buffer) => {
        size += c.length;
        if (size > max) return stream.destroy(new Error('entry too large'));
        try {
          onChunk(c);
        } catch (e) {
          stream.destroy(e as Error);
        }
      });
      stream.on('error', reject);
      stream.on('end', resolve);
    });
  });
}

/** The whole entry, in one buffer of its declared size (no second copy of its chunks). */
async function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, max: number): Promise<Buffer> {
  const out = Buffer.allocUnsafe(Math.min(entry.uncompressedSize, max));
  let at = 0;
  await scanEntry(zip, entry, max, (c) => {
    if (at + c.length > out.length) throw new Error('entry larger than its header');
    c.copy(out, at);
    at += c.length;
  });
  if (at !== out.length) throw new Error('entry shorter than its header');
  return out;
}

/** Whether the entry starts with `%PDF-`, read as a stream (the rest is only counted). */
async function entryIsPdf(zip: yauzl.ZipFile, entry: yauzl.Entry, max: number): Promise<boolean> {
  let head = Buffer.alloc(0);
  await scanEntry(zip, entry, max, (c) => {
    if (head.length < 5) head = Buffer.concat([head, c.subarray(0, 5 - head.length)]);
  });
  return head.equals(Buffer.from('%PDF-'));
}

/**
 * isCsvText, streamed: no NUL byte, and UTF-8 or else Shift_JIS throughout (a second pass for the
 * latter); which of the two, or null.
 */
async function entryCsvEncoding(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  max: number,
): Promise<'utf-8' | 'shift_jis' | null> {
  let nul = false;
  for (const encoding of ['utf-8', 'shift_jis'] as const) {
    const decoder = new TextDecoder(encoding, { fatal: true });
    let ok = true;
    await scanEntry(zip, entry, max, (c) => {
      if (!ok || nul) return;
      if (c.includes(0)) nul = true;
      try {
        decoder.decode(c, { stream: true });
      } catch {
        ok = false;
      }
    });
    if (nul) return null;
    if (ok) {
      try {
        decoder.decode();
        return encoding;
      } catch {
        // an incomplete character at the end: try the next encoding
      }
    }
  }
  return null;
}

/** An entry's inflated bytes as a stream of chunks, at most `max` of them (the declared size, checked). */
async function* entryChunks(zip: yauzl.ZipFile, entry: yauzl.Entry, max: number): AsyncGenerator<Buffer> {
  const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
    zip.openReadStream(entry, (error, s) => (error || !s ? reject(error) : resolve(s))),
  );
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > max) throw new Error('entry too large');
    yield chunk as Buffer;
  }
}

/** UTF-8, or else Shift_JIS, text without NUL bytes. */
export function isCsvText(content: Buffer): boolean {
  if (content.includes(0)) return false;
  for (const encoding of ['utf-8', 'shift_jis']) {
    try {
      new TextDecoder(encoding, { fatal: true }).decode(content);
      return true;
    } catch {
      // try the next encoding
    }
  }
  return false;
}

/** An entry that passed the checks of its record, its bytes not yet read. */
interface Candidate {
  entry: yauzl.Entry;
  agencyCode: string;
  year: number;
  month: number;
}

/** What the check of one zip has found so far: per entry, in zip order, a candidate or why it is refused. */
interface Judging {
  format: 'pdf' | 'csv';
  agencyExists: (code: string) => boolean;
  limits: ZipLimits;
  outcomes: Array<Candidate | { name: string; reason: string }>;
  /** The agency-months named so far (`A0001_202610`): a second entry for one is a duplicate. */
  seen: Set<string>;
  /** The inflated bytes the entries so far declare. */
  total: number;
  /** Set when the whole zip is refused: nothing after it is judged. */
  fatal?: string;
}

/** A folder record: its files are judged on their own. */
const FOLDER = Symbol('folder');

/** Why an entry's record is not a plain file at the zip's top level, or null when it is one. */
function fileTypeProblem(entry: yauzl.Entry): typeof FOLDER | string | null {
  const name = entry.fileName;
  const type = unixFileType(entry);
  if (name.endsWith('/') || type === S_IFDIR) return FOLDER;
  // A symbolic link (or device, pipe…) is not a statement, whatever its name says.
  if (type === S_IFLNK) return zipMessages.symlink;
  if (type !== 0 && type !== S_IFREG) return zipMessages.notRegularFile;
  if (yauzl.validateFileName(name) !== null) return zipMessages.badName;
  if (name.includes('/')) return zipMessages.nested;
  return null;
}

/** The agency and month an entry's name gives (`A0001_202610.pdf`), or why it gives none. */
function parseEntryName(
  name: string,
  format: 'pdf' | 'csv',
): { agencyCode: string; year: number; month: number; key: string } | string {
  const m = name.match(uploadLimits.entryNamePattern);
  if (!m) {
    const ext = name.split('.').pop()?.toLowerCase();
    return ext && ext !== format && /^[A-Z]\d{4}_\d{6}\.\w+$/.test(name)
      ? zipMessages.wrongExtension(format)
      : zipMessages.pattern;
  }
  const [, agencyCode = '', y = '', mo = '', ext = ''] = m;
  if (ext !== format) return zipMessages.wrongExtension(format);
  const year = Number(y);
  const month = Number(mo);
  if (month < 1 || month > 12 || year < 2000 || year > 2100) return zipMessages.badMonth;
  return { agencyCode, year, month, key: `${agencyCode}_${y}${mo}` };
}

/** Why an entry's size refuses it (empty, or past the limit of one entry), or null. */
function sizeProblem(entry: yauzl.Entry, limits: ZipLimits): string | null {
  if (entry.uncompressedSize === 0) return zipMessages.entryEmpty;
  if (entry.uncompressedSize > limits.maxEntryBytes) {
    return zipMessages.entryTooLarge(limits.maxEntryBytes / 1024 / 1024);
  }
  return null;
}

/**
 * Whether an entry's bytes are what its kind says (a PDF, or CSV text), read as a stream: why not,
 * or the CSV's encoding (a PDF's none).
 */
async function contentProblem(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  format: 'pdf' | 'csv',
  max: number,
): Promise<{ problem: string } | { encoding?: 'utf-8' | 'shift_jis' }> {
  try {
    if (format === 'pdf') return (await entryIsPdf(zip, entry, max)) ? {} : { problem: zipMessages.notPdf };
    const encoding = await entryCsvEncoding(zip, entry, max);
    return encoding ? { encoding } : { problem: zipMessages.notText };
  } catch {
    return { problem: zipMessages.corrupt };
  }
}

/**
 * Judges one entry by its record alone (name, type, declared size): a candidate, rejected with its
 * reason, or the end of the whole zip (`fatal`). No byte of it is inflated here, so a zip whose
 * entries declare more than the limit in all is refused before any is read.
 */
function judgeRecord(state: Judging, entry: yauzl.Entry): void {
  const outcome = recordOutcome(state, entry);
  if (typeof outcome === 'string') state.outcomes.push({ name: entry.fileName, reason: outcome });
  else if (outcome) state.outcomes.push(outcome);
}

/** judgeRecord's verdict: a candidate, why the entry is refused, or null (a folder, or the zip is refused). */
function recordOutcome(state: Judging, entry: yauzl.Entry): Candidate | string | null {
  const typeProblem = fileTypeProblem(entry);
  if (typeProblem === FOLDER) return null;
  if (typeProblem) return typeProblem;
  const parsed = parseEntryName(entry.fileName, state.format);
  if (typeof parsed === 'string') return parsed;
  if (!state.agencyExists(parsed.agencyCode)) return zipMessages.unknownAgency(parsed.agencyCode);
  if (state.seen.has(parsed.key)) return zipMessages.duplicate;
  state.seen.add(parsed.key);
  const tooLarge = sizeProblem(entry, state.limits);
  if (tooLarge) return tooLarge;
  // Declared sizes are binding: yauzl's validateEntrySizes stops an entry that inflates past its own.
  state.total += entry.uncompressedSize;
  if (state.total > state.limits.maxTotalBytes) {
    state.fatal = zipMessages.totalTooLarge;
    return null;
  }
  const { agencyCode, year, month } = parsed;
  return { entry, agencyCode, year, month };
}

/** Every entry record of the zip, in order (the central directory only: nothing is inflated). */
async function judgeRecords(state: Judging, zip: yauzl.ZipFile): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', resolve);
    zip.on('entry', (entry: yauzl.Entry) => {
      judgeRecord(state, entry);
      if (state.fatal) resolve();
      else zip.readEntry();
    });
    zip.readEntry();
  }).catch((error: Error) => {
    // yauzl refuses unsafe names (../, absolute paths, backslashes) by stopping the whole zip:
    // report the entry it named, and judge nothing after it.
    const unsafe = error.message.match(
      /^(?:absolute path|invalid relative path|invalid characters in fileName): (.*)$/,
    );
    if (unsafe) state.outcomes.push({ name: unsafe[1] ?? '', reason: zipMessages.badName });
    else state.fatal ??= zipMessages.corrupt;
  });
}

/**
 * Checks every entry of a statement zip before anything is stored (docs/product.md: all or nothing).
 * Entry names are `{agencyCode}_{YYYYMM}.{pdf|csv}` at the top level of the zip. The records are
 * judged first, then the bytes of the entries they let through, one entry at a time as a stream.
 */
export async function checkStatementZip(
  buffer: Buffer,
  kind: StatementKindId,
  agencyExists: (code: string) => boolean,
  limits: ZipLimits = uploadLimits,
): Promise<ZipCheck> {
  if (buffer.length === 0) return { accepted: [], rejected: [], fatal: zipMessages.empty };
  let zip: yauzl.ZipFile;
  try {
    zip = await open(buffer);
  } catch {
    return { accepted: [], rejected: [], fatal: zipMessages.notZip };
  }
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    return { accepted: [], rejected: [], fatal: zipMessages.tooManyEntries(limits.maxEntries) };
  }
  const format = kind.split('/')[2] as 'pdf' | 'csv';
  const state: Judging = { format, agencyExists, limits, outcomes: [], seen: new Set(), total: 0 };
  await judgeRecords(state, zip);
  if (state.fatal) {
    zip.close();
    return { accepted: [], rejected: [], fatal: state.fatal };
  }

  const accepted: ZipEntryOk[] = [];
  const rejected: ZipCheck['rejected'] = [];
  const max = limits.maxEntryBytes;
  for (const outcome of state.outcomes) {
    if (!('entry' in outcome)) {
      rejected.push(outcome);
      continue;
    }
    const { entry, agencyCode, year, month } = outcome;
    const name = entry.fileName;
    // Checked as a stream: no entry is held while the zip is judged (the bytes are read again to store).
    const content = await contentProblem(zip, entry, format, max);
    if ('problem' in content) {
      rejected.push({ name, reason: content.problem });
      continue;
    }
    accepted.push({
      name,
      agencyCode,
      year,
      month,
      ...content,
      read: () => readEntry(zip, entry, max),
      chunks: () => entryChunks(zip, entry, max),
    });
  }
  if (accepted.length === 0 && rejected.length === 0) return { accepted, rejected, fatal: zipMessages.noEntries };
  return { accepted, rejected };
}
