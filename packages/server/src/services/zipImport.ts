import { type StatementKindId, uploadLimits } from '@olive/api';
import yauzl from 'yauzl';

export interface ZipEntryOk {
  name: string;
  agencyCode: string;
  year: number;
  month: number;
  content: Buffer;
}

export interface ZipCheck {
  accepted: ZipEntryOk[];
  rejected: Array<{ name: string; reason: string }>;
  /** A problem with the zip as a whole (not a zip, too many entries…): nothing else is listed. */
  fatal?: string;
}

export const zipMessages = {
  notZip: 'ZIP形式のファイルを指定してください。',
  empty: 'ファイルが空です。',
  noEntries: 'ZIPにファイルが入っていません。',
  tooManyEntries: (max: number) => `ZIP内のファイル数が上限（${max.toLocaleString('ja-JP')}件）を超えています。`,
  totalTooLarge: 'ZIPを展開した合計サイズが上限を超えています。',
  badName: 'ファイル名に使用できない文字またはパスが含まれています。',
  nested: 'フォルダに入れず、ZIPの直下に置いてください。',
  pattern: 'ファイル名は「代理店コード_年月.拡張子」（例: A0001_202610.pdf）にしてください。',
  wrongExtension: (ext: string) => `この種類には .${ext} のファイルのみ取り込めます。`,
  badMonth: '年月が正しくありません。',
  unknownAgency: (code: string) => `代理店コード ${code} は登録されていません。`,
  duplicate: '同じ代理店・年月のファイルがZIP内に複数あります。',
  entryEmpty: '空のファイルです。',
  entryTooLarge: (mb: number) => `ファイルサイズが上限（${mb}MB）を超えています。`,
  corrupt: 'ZIP内のファイルが壊れています。',
  notPdf: 'PDFファイルではありません。',
  notText: '文字コードがUTF-8またはShift_JISのCSVではありません。',
} as const;

function open(buffer: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      buffer,
      { lazyEntries: true, decodeStrings: true, validateEntrySizes: true, strictFileNames: false },
      (error, zip) => (error || !zip ? reject(error) : resolve(zip)),
    );
  });
}

function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, max: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(error);
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (c: Buffer) => {
        size += c.length;
        // validateEntrySizes catches a lying header; this bounds memory whatever the header says.
        if (size > max) stream.destroy(new Error('entry too large'));
        else chunks.push(c);
      });
      stream.on('error', reject);
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
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
 * Checks every entry of a statement zip before anything is stored (PRODUCT.md: all or nothing).
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
        if (name.endsWith('/')) return; // a folder record; its files are judged on their own
        const reject = (reason: string) => rejected.push({ name, reason });
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
        let content: Buffer;
        try {
          content = await readEntry(zip, entry, uploadLimits.maxEntryBytes);
        } catch {
          return reject(zipMessages.corrupt);
        }
        if (format === 'pdf' && !content.subarray(0, 5).equals(Buffer.from('%PDF-'))) return reject(zipMessages.notPdf);
        if (format === 'csv' && !isCsvText(content)) return reject(zipMessages.notText);
        accepted.push({ name, agencyCode, year, month, content });
      };
      handle()
        .then(() => {
          if (fatal) {
            zip.close();
            resolve();
          } else zip.readEntry();
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
