import { statementKinds } from '@olive/api';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { startTestServer, type TestServer } from '../harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const zipUrl = (agencyCode: string, year: number, month: number) =>
  `${t.url}/api/statements/zip/download?agencyCode=${agencyCode}&year=${year}&month=${month}`;

/** Every entry of a zip, by name, with its bytes. */
function entries(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true, strictFileNames: true, validateEntrySizes: true }, (error, file) => {
      if (error) return reject(error);
      const found = new Map<string, Buffer>();
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (e, stream) => {
          if (e) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            found.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.on('end', () => resolve(found));
      file.on('error', reject);
      file.readEntry();
    });
  });
}

describe('the month zip (今月の明細をまとめてダウンロード)', () => {
  it('holds exactly the agency-month files, under the single downloads’ names and bytes', async () => {
    const admin = await t.signedIn('super@demo.olive.test');
    const pdf = new TextEncoder().encode('%PDF-1.4\n% A0001 2026-11 commissions\n%%EOF\n');
    // A formula cell: the zip must serve it neutralised, as the single download does.
    const csv = new TextEncoder().encode('\uFEFF"管理番号","金額"\r\n"=HYPERLINK(""x"")","100"\r\n');
    const other = new TextEncoder().encode('%PDF-1.4\n% A0002 2026-11\n%%EOF\n');
    for (const [kind, files] of [
      ['commissionsSettlementsPdf', { 'A0001_202611.pdf': pdf, 'A0002_202611.pdf': other }],
      ['supportsSpecificationsCsv', { 'A0001_202611.csv': csv }],
    ] as const) {
      const r = await admin.api.uploads.upload(kind, new Blob([zipSync(files)]), 'upload.zip');
      expect(r.ok).toBe(true);
    }

    const recruiter = await t.signedIn('recruiter-admin@demo.olive.test');
    const response = await recruiter.fetch(zipUrl('A0001', 2026, 11));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="statements_A0001_2026-11.zip"; filename*=UTF-8''${encodeURIComponent('明細_A0001_2026年11月.zip')}`,
    );
    const inZip = await entries(Buffer.from(await response.arrayBuffer()));
    expect([...inZip.keys()]).toEqual(['手数料精算書_A0001_2026年11月.pdf', 'サポート明細書_A0001_2026年11月.csv']);
    expect(inZip.get('手数料精算書_A0001_2026年11月.pdf')).toEqual(Buffer.from(pdf));
    // Each entry is what the single download of its kind serves.
    const single = await recruiter.api.statements.download('supportsSpecificationsCsv', {
      agencyCode: 'A0001',
      year: 2026,
      month: 11,
    });
    expect(single.ok && Buffer.from(await single.data.blob.arrayBuffer())).toEqual(
      inZip.get('サポート明細書_A0001_2026年11月.csv'),
    );
  });

  it('holds every file a seeded month has, as confirmExistence lists them', async () => {
    const recruiter = await t.signedIn('recruiter-admin@demo.olive.test');
    const query = { agencyCode: 'A0001', year: 2026, month: 10 };
    const existence = await recruiter.api.statements.confirmExistence(query);
    if (!existence.ok) throw new Error('confirmExistence failed');
    const expected = statementKinds.filter((k) => existence.data.data[k.key]).map((k) => k.label.replace(/（.*）/, ''));
    expect(expected.length).toBeGreaterThan(1);
    const z = await recruiter.api.statements.downloadMonth(query);
    if (!z.ok) throw new Error('the month zip failed');
    expect(z.data.fileName).toBe('明細_A0001_2026年10月.zip');
    const names = [...(await entries(Buffer.from(await z.data.blob.arrayBuffer()))).keys()];
    expect(names.map((n) => n.replace(/_A0001_2026年10月\.(pdf|csv)$/, ''))).toEqual(expected);
  });

  it('refuses another agency’s month to a recruiter, and is logged once like a single download', async () => {
    const recruiter = await t.signedIn('recruiter-admin@demo.olive.test');
    const refused = await recruiter.fetch(zipUrl('A0002', 2026, 10));
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-type')).not.toBe('application/zip');

    const admin = await t.signedIn('admin@demo.olive.test');
    const chosen = await admin.api.statements.downloadMonth({ agencyCode: 'A0002', year: 2026, month: 10 });
    expect(chosen.ok).toBe(true);
    const log = await admin.api.actionLogs.list({ route: '/api/statements/zip/download' });
    if (!log.ok) throw new Error('the action log failed');
    const rows = log.data.data.map((e) => [e.user?.email, e.status, e.description, e.agencyCode]);
    expect(rows.filter((r) => r[0] === 'admin@demo.olive.test')).toEqual([
      ['admin@demo.olive.test', 200, '明細をまとめてダウンロード', 'A0002'],
    ]);
    expect(rows.filter((r) => r[0] === 'recruiter-admin@demo.olive.test' && r[1] === 403)).toHaveLength(1);
  });

  it('answers 404 with the single downloads’ message for a month without files', async () => {
    const recruiter = await t.signedIn('recruiter-admin@demo.olive.test');
    const r = await recruiter.api.statements.downloadMonth({ agencyCode: 'A0001', year: 2020, month: 1 });
    expect(r.ok ? 200 : [r.error.status, r.error.message]).toEqual([404, 'この年月の明細はありません。']);
  });
});
