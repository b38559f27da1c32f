import { formatNumber, type StatementKindId, uploadLimits } from '@olive/api';
import yauzl from 'yauzl';

/**
 * An entry that passed every check. Its bytes are not kept: `read()` inflates it again from the zip
 * when it is stored, so an upload holds the zip plus one entry at a time, never every entry.
 */
export interface ZipEntryOk {
  name: string;
  agencyCode: string;
  year: number;
  month: number;
  read: () => Promise<Buffer>;
}

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

/** isCsvText, streamed: no NUL byte, and UTF-8 or else Shift_JIS throughout (a second pass for the latter). */
async function entryIsCsvText(zip: yauzl.ZipFile, entry: yauzl.Entry, max: number): Promise<boolean> {
  let nul = false;
  for (const encoding of ['utf-8', 'shift_jis']) {
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
    if (nul) return false;
    if (ok) {
      try {
        decoder.decode();
        return true;
      } catch {
        // an incomplete character at the end: try the next encoding
      }
    }
  }
  return false;
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

/** What the check of one zip has found so far. */
interface Judging {
  format: 'pdf' | 'csv';
  agencyExists: (code: string) => boolean;
  accepted: ZipEntryOk[];
  rejected: Array<{ name: string; reason: string }>;
  /** The agency-months named so far (`A0001_202610`): a second entry for one is a duplicate. */
  seen: Set<string>;
  /** The inflated bytes of the entries so far. */
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
function sizeProblem(entry: yauzl.Entry): string | null {
  if (entry.uncompressedSize === 0) return zipMessages.entryEmpty;
  if (entry.uncompressedSize > uploadLimits.maxEntryBytes) {
    return zipMessages.entryTooLarge(uploadLimits.maxEntryBytes / 1024 / 1024);
  }
  return null;
}

/** Whether an entry's bytes are what its kind says (a PDF, or CSV text), read as a stream; why not, or null. */
async function contentProblem(zip: yauzl.ZipFile, entry: yauzl.Entry, format: 'pdf' | 'csv'): Promise<string | null> {
  const max = uploadLimits.maxEntryBytes;
  let good: boolean;
  try {
    good = format === 'pdf' ? await entryIsPdf(zip, entry, max) : await entryIsCsvText(zip, entry, max);
  } catch {
    return zipMessages.corrupt;
  }
  if (!good) return format === 'pdf' ? zipMessages.notPdf : zipMessages.notText;
  return null;
}

/** Judges one entry: accepted, rejected with its reason, or the end of the whole zip (`fatal`). */
async function judgeEntry(state: Judging, zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<void> {
  const name = entry.fileName;
  const reject = (reason: string) => {
    state.rejected.push({ name, reason });
  };
  const typeProblem = fileTypeProblem(entry);
  if (typeProblem === FOLDER) return;
  if (typeProblem) return reject(typeProblem);
  const parsed = parseEntryName(name, state.format);
  if (typeof parsed === 'string') return reject(parsed);
  if (!state.agencyExists(parsed.agencyCode)) return reject(zipMessages.unknownAgency(parsed.agencyCode));
  if (state.seen.has(parsed.key)) return reject(zipMessages.duplicate);
  state.seen.add(parsed.key);
  const tooLarge = sizeProblem(entry);
  if (tooLarge) return reject(tooLarge);
  state.total += entry.uncompressedSize;
  if (state.total > uploadLimits.maxTotalBytes) {
    state.fatal = zipMessages.totalTooLarge;
    return;
  }
  // Checked as a stream: no entry is held while the zip is judged (the bytes are read again to store).
  const bad = await contentProblem(zip, entry, state.format);
  if (bad) return reject(bad);
  const { agencyCode, year, month } = parsed;
  state.accepted.push({ name, agencyCode, year, month, read: () => readEntry(zip, entry, uploadLimits.maxEntryBytes) });
}

/**
 * Checks every entry of a statement zip before anything is stored (docs/product.md: all or nothing).
 * Entry names are `{agencyCode}_{YYYYMM}.{pdf|csv}` at the top level of the zip.
 */
export async function checkStatementZip(
  buffer: Buffer,
  kind: StatementKindId,
  agencyExists: (code: string) => boolean,
): Promise<ZipCheck> {
  if (buffer.length === 0) return { accepted: [], rejected: [], fatal: zipMessages.empty };
  let zip: yauzl.ZipFile;
  try {
    zip = await open(buffer);
  } catch {
    return { accepted: [], rejected: [], fatal: zipMessages.notZip };
  }
  if (zip.entryCount > uploadLimits.maxEntries) {
    zip.close();
    return { accepted: [], rejected: [], fatal: zipMessages.tooManyEntries(uploadLimits.maxEntries) };
  }
  const format = kind.split('/')[2] as 'pdf' | 'csv';
  const state: Judging = { format, agencyExists, accepted: [], rejected: [], seen: new Set(), total: 0 };
  const { accepted, rejected } = state;

  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', resolve);
    zip.on('entry', (entry: yauzl.Entry) => {
      judgeEntry(state, zip, entry)
        .then(() => {
          if (state.fatal) resolve();
          else zip.readEntry();
        })
        .catch(reject);
    });
    zip.readEntry();
  }).catch((error: Error) => {
    // yauzl refuses unsafe names (../, absolute paths, backslashes) by stopping the whole zip:
    // report the entry it named, and judge nothing after it.
    const unsafe = error.message.match(
      /^(?:absolute path|invalid relative path|invalid characters in fileName): (.*)$/,
    );
    if (unsafe) rejected.push({ name: unsafe[1] ?? '', reason: zipMessages.badName });
    else state.fatal ??= zipMessages.corrupt;
  });

  if (state.fatal) return { accepted: [], rejected: [], fatal: state.fatal };
  if (accepted.length === 0 && rejected.length === 0) return { accepted, rejected, fatal: zipMessages.noEntries };
  return { accepted, rejected };
}
