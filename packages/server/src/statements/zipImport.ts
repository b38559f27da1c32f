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
  const accepted: ZipEntryOk[] = [];
  const rejected: Array<{ name: string; reason: string }> = [];
  const seen = new Set<string>();
  let total = 0;
  let fatal: string | undefined;

  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', resolve);
    zip.on('entry', (entry: yauzl.Entry) => {
      const handle = async () => {
        const name = entry.fileName;
        const type = unixFileType(entry);
        if (name.endsWith('/') || type === S_IFDIR) return; // a folder record; its files are judged on their own
        const reject = (reason: string) => rejected.push({ name, reason });
        // A symbolic link (or device, pipe…) is not a statement, whatever its name says.
        if (type === S_IFLNK) return reject(zipMessages.symlink);
        if (type !== 0 && type !== S_IFREG) return reject(zipMessages.notRegularFile);
        if (yauzl.validateFileName(name) !== null) return reject(zipMessages.badName);
        if (name.includes('/')) return reject(zipMessages.nested);
        const m = name.match(uploadLimits.entryNamePattern);
        if (!m) {
          const ext = name.split('.').pop()?.toLowerCase();
          return reject(
            ext && ext !== format && /^[A-Z]\d{4}_\d{6}\.\w+$/.test(name)
              ? zipMessages.wrongExtension(format)
              : zipMessages.pattern,
          );
        }
        const [, agencyCode = '', y = '', mo = '', ext = ''] = m;
        if (ext !== format) return reject(zipMessages.wrongExtension(format));
        const year = Number(y);
        const month = Number(mo);
        if (month < 1 || month > 12 || year < 2000 || year > 2100) return reject(zipMessages.badMonth);
        if (!agencyExists(agencyCode)) return reject(zipMessages.unknownAgency(agencyCode));
        const key = `${agencyCode}_${y}${mo}`;
        if (seen.has(key)) return reject(zipMessages.duplicate);
        seen.add(key);
        if (entry.uncompressedSize === 0) return reject(zipMessages.entryEmpty);
        if (entry.uncompressedSize > uploadLimits.maxEntryBytes) {
          return reject(zipMessages.entryTooLarge(uploadLimits.maxEntryBytes / 1024 / 1024));
        }
        total += entry.uncompressedSize;
        if (total > uploadLimits.maxTotalBytes) {
          fatal = zipMessages.totalTooLarge;
          return;
        }
        // Checked as a stream: no entry is held while the zip is judged (the bytes are read again to store).
        const max = uploadLimits.maxEntryBytes;
        let good: boolean;
        try {
          good = format === 'pdf' ? await entryIsPdf(zip, entry, max) : await entryIsCsvText(zip, entry, max);
        } catch {
          return reject(zipMessages.corrupt);
        }
        if (!good) return reject(format === 'pdf' ? zipMessages.notPdf : zipMessages.notText);
        const read = () => readEntry(zip, entry, uploadLimits.maxEntryBytes);
        accepted.push({ name, agencyCode, year, month, read });
      };
      handle()
        .then(() => {
          if (fatal) resolve();
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
    else fatal ??= zipMessages.corrupt;
  });

  if (fatal) return { accepted: [], rejected: [], fatal };
  if (accepted.length === 0 && rejected.length === 0) return { accepted, rejected, fatal: zipMessages.noEntries };
  return { accepted, rejected };
}
