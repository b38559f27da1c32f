import { type UploadSummary, uploadLimits } from '@olive/api';
import { count } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, statementFiles } from '../../src/db/schema';
import { getFile, putFiles } from '../../src/files/storage';
import { startTestServer, type TestServer } from '../harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`);
const csv = (text: string) => new TextEncoder().encode(`\uFEFF"管理番号","金額"\r\n"${text}","100"\r\n`);
const zip = (entries: Record<string, Uint8Array>) => new Blob([zipSync(entries)]);

async function counts() {
  const [f] = await t.ctx.db.select({ n: count() }).from(files);
  const [s] = await t.ctx.db.select({ n: count() }).from(statementFiles);
  return { files: Number(f?.n), statements: Number(s?.n) };
}

async function refused(
  kind: 'commissionsSettlementsPdf' | 'commissionsSpecificationsCsv' | 'campaignsSettlementsPdf',
  body: Blob,
) {
  const admin = await t.signedIn('super@demo.olive.test');
  const before = await counts();
  const r = await admin.api.uploads.upload(kind, body, 'upload.zip');
  expect(await counts()).toEqual(before);
  if (r.ok) throw new Error('the upload was accepted');
  const summary = (r.error.data as { data?: UploadSummary }).data ?? { imported: [], replaced: [], rejected: [] };
  return { status: r.error.status, message: r.error.message, summary };
}

describe('stored files', () => {
  it('keep every byte value, an empty file and a slice of a larger buffer, unchanged', async () => {
    const every = Buffer.from(Array.from({ length: 1024 }, (_, i) => (i * 7) % 256));
    // A view that starts inside its ArrayBuffer: only its own bytes may be stored.
    const slice = Buffer.concat([Buffer.from('before'), every, Buffer.from('after')]).subarray(6, 6 + 300);
    const contents = [every, Buffer.alloc(0), slice];
    const ids = await putFiles(
      t.ctx.db,
      contents.map((content) => ({ content, contentType: 'application/octet-stream' })),
      new Date(),
    );
    for (const [i, id] of ids.entries()) {
      const stored = await getFile(t.ctx.db, id);
      expect(stored?.size).toBe(contents[i]?.length);
      expect(stored?.content.equals(contents[i] as Buffer)).toBe(true);
    }
  });
});

describe('statement zip uploads', () => {
  it('imports a good zip, replaces an existing month, and the files download byte for byte', async () => {
    const admin = await t.signedIn('super@demo.olive.test');
    const a = pdf('A0001 2026-11');
    const b = pdf('A0002 2026-10 replaced');
    const r = await admin.api.uploads.upload(
      'commissionsSettlementsPdf',
      zip({ 'A0001_202611.pdf': a, 'A0002_202610.pdf': b }),
      '手数料精算書.zip',
    );
    expect(r).toMatchObject({ ok: true, data: { message: '2件のファイルを取り込みました。' } });
    const summary = r.ok ? r.data.data : undefined;
    expect(summary?.imported).toEqual([{ name: 'A0001_202611.pdf', agencyCode: 'A0001', year: 2026, month: 11 }]);
    expect(summary?.replaced).toEqual([{ name: 'A0002_202610.pdf', agencyCode: 'A0002', year: 2026, month: 10 }]);
    // The agency's own recruiter downloads the new file.
    const recruiter = await t.signedIn('recruiter-admin@demo.olive.test');
    const d = await recruiter.api.statements.download('commissionsSettlementsPdf', {
      agencyCode: 'A0001',
      year: 2026,
      month: 11,
    });
    expect(d.ok && d.data.fileName).toBe('手数料精算書_A0001_2026年11月.pdf');
    expect(d.ok && Buffer.from(await d.data.blob.arrayBuffer())).toEqual(Buffer.from(a));
    const e = await recruiter.api.statements.confirmExistence({ agencyCode: 'A0001', year: 2026, month: 11 });
    expect(e.ok && e.data.data.commissionsSettlementsPdf).toBe(true);
    expect(e.ok && e.data.data.supportsSpecificationsCsv).toBe(false);
  });

  it('accepts Shift_JIS CSV text', async () => {
    const admin = await t.signedIn('super@demo.olive.test');
    // 「管理番号」 in Shift_JIS.
    const sjis = new Uint8Array([0x8a, 0xc7, 0x97, 0x9d, 0x94, 0xd4, 0x8d, 0x86, 0x0d, 0x0a]);
    const r = await admin.api.uploads.upload('supportsSpecificationsCsv', zip({ 'A0003_202611.csv': sjis }));
    expect(r.ok).toBe(true);
  });

  it('refuses the whole zip when any entry is wrong, listing each with its reason, and stores nothing', async () => {
    const error = await refused(
      'commissionsSpecificationsCsv',
      zip({
        'A0001_202611.csv': csv('ok'),
        'A9999_202611.csv': csv('unknown agency'),
        'A0001_202613.csv': csv('month 13'),
        'A0002_202611.pdf': pdf('wrong extension'),
        'readme.txt': new TextEncoder().encode('hello'),
        'A0003_202611.csv': new Uint8Array(0),
        'A0004_202611.csv': new Uint8Array([0x00, 0xff, 0xfe, 0x00]),
        'sub/A0005_202611.csv': csv('nested'),
      }),
    );
    expect(error.status).toBe(422);
    expect(error.summary.imported).toEqual([]);
    expect(Object.fromEntries(error.summary.rejected.map((r) => [r.name, r.reason]))).toEqual({
      'A9999_202611.csv': '代理店コード A9999 は登録されていません。',
      'A0001_202613.csv': '年月が正しくありません。',
      'A0002_202611.pdf': 'この種類には .csv のファイルのみ取り込めます。',
      'readme.txt': 'ファイル名は「代理店コード_年月.拡張子」（例: A0001_202610.pdf）にしてください。',
      'A0003_202611.csv': '空のファイルです。',
      'A0004_202611.csv': '文字コードがUTF-8またはShift_JISのCSVではありません。',
      'sub/A0005_202611.csv': 'フォルダに入れず、ZIPの直下に置いてください。',
    });
  });

  it('refuses a PDF that does not start with %PDF- and duplicate agency-months', async () => {
    const error = await refused(
      'campaignsSettlementsPdf',
      zip({ 'A0001_202611.pdf': new TextEncoder().encode('<html>'), 'A0002_202611.pdf': pdf('x') }),
    );
    expect(error.summary.rejected).toEqual([{ name: 'A0001_202611.pdf', reason: 'PDFファイルではありません。' }]);
  });

  it('refuses ../ and absolute paths', async () => {
    for (const name of ['../A0001_202611.pdf', '/A0001_202611.pdf', '..\\A0001_202611.pdf']) {
      const error = await refused(
        'campaignsSettlementsPdf',
        zip({ [name]: pdf('evil'), 'A0002_202611.pdf': pdf('ok') }),
      );
      expect(error.summary.rejected.map((r) => r.reason)).toEqual([
        'ファイル名に使用できない文字またはパスが含まれています。',
      ]);
    }
  });

  it('refuses a zip bomb: a huge real size, and a header that lies about it', async () => {
    const huge = new Uint8Array(uploadLimits.maxEntryBytes + 1024);
    const bomb = await refused('campaignsSettlementsPdf', zip({ 'A0001_202611.pdf': huge }));
    expect(bomb.summary.rejected[0]?.reason).toBe('ファイルサイズが上限（20MB）を超えています。');
    // Declares 8 bytes, holds 2 MB: yauzl's size check stops the read.
    const bytes = zipSync({ 'A0001_202611.pdf': new Uint8Array(2 * 1024 * 1024).fill(0x25) });
    const view = new DataView(bytes.buffer);
    for (let i = 0; i < bytes.length - 4; i++) {
      const sig = view.getUint32(i, true);
      if (sig === 0x04034b50) view.setUint32(i + 22, 8, true);
      if (sig === 0x02014b50) view.setUint32(i + 24, 8, true);
    }
    const liar = await refused('campaignsSettlementsPdf', new Blob([bytes]));
    expect(liar.summary.rejected[0]?.reason).toBe('ZIP内のファイルが壊れています。');
  });

  it('refuses 10,000 entries, a file that is not a zip, and a zero-byte upload', async () => {
    const many: Record<string, Uint8Array> = {};
    for (let i = 0; i < 10_000; i++) many[`A0001_${String(200001 + i)}.pdf`] = pdf(String(i));
    expect((await refused('campaignsSettlementsPdf', zip(many))).message).toBe(
      'ZIP内のファイル数が上限（2,000件）を超えています。',
    );
    expect((await refused('campaignsSettlementsPdf', new Blob(['not a zip at all']))).message).toBe(
      'ZIP形式のファイルを指定してください。',
    );
    expect((await refused('campaignsSettlementsPdf', new Blob([]))).message).toBe('ファイルが空です。');
  });

  it('refuses an upload without the file field', async () => {
    const admin = await t.signedIn('super@demo.olive.test');
    const r = await admin.api.http.send('uploads.campaignsSettlementsPdf', { body: new FormData() }, 'blob');
    expect(r).toMatchObject({ ok: false, status: 422 });
  });
});

describe('statement downloads', () => {
  it('downloads seeded files with Japanese names and answers 404 in Japanese when a month has none', async () => {
    const c = await t.signedIn('recruiter-admin@demo.olive.test');
    const r = await c.api.statements.download('commissionsSpecificationsCsv', {
      agencyCode: 'A0001',
      year: 2026,
      month: 10,
    });
    expect(r.ok && r.data.fileName).toBe('手数料明細書_A0001_2026年10月.csv');
    expect(r.ok && r.headers.get('content-disposition')).toContain(
      'filename="commissions-specifications_A0001_2026-10.csv"',
    );
    const text = r.ok ? Buffer.from(await r.data.blob.arrayBuffer()).toString('utf8') : '';
    expect(text.startsWith('\uFEFF"管理番号"')).toBe(true);
    const pdfFile = await c.api.statements.download('commissionsSettlementsPdf', {
      agencyCode: 'A0001',
      year: 2026,
      month: 10,
    });
    expect(
      pdfFile.ok &&
        Buffer.from(await pdfFile.data.blob.arrayBuffer())
          .subarray(0, 5)
          .toString(),
    ).toBe('%PDF-');
    const none = await c.api.statements.download('commissionsSettlementsPdf', {
      agencyCode: 'A0001',
      year: 2020,
      month: 1,
    });
    expect(none).toMatchObject({
      ok: false,
      status: 404,
      error: { message: 'この年月の明細はありません。' },
    });
  });

  it('seeds 12 months with campaigns every other month and supports two in three', async () => {
    const c = await t.signedIn('super@demo.olive.test');
    const even = await c.api.statements.confirmExistence({ agencyCode: 'A0002', year: 2026, month: 10 });
    expect(even.ok && even.data.data).toMatchObject({ commissionsSettlementsPdf: true, campaignsSettlementsPdf: true });
    const odd = await c.api.statements.confirmExistence({ agencyCode: 'A0002', year: 2026, month: 9 });
    expect(odd.ok && odd.data.data).toMatchObject({ campaignsSettlementsPdf: false, supportsSettlementsPdf: false });
  });
});
