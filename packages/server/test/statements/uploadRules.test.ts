import type { UploadSummary } from '@olive/api';
import { count } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementFiles } from '../../src/db/schema';
import { startTestServer, type TestServer } from '../harness';

/** The upload dry run (what would be replaced), Shift_JIS CSVs served as UTF-8, a month without files. */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const zip = (entries: Record<string, Uint8Array>) => new Blob([zipSync(entries)]);
const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`);

describe('statement uploads', () => {
  it('a dry run lists what would be imported and which published files it would replace, storing nothing', async () => {
    const admin = await t.signedIn('super@demo.olive.test');
    const before = await t.ctx.db.select({ n: count() }).from(statementFiles);
    const r = await admin.api.uploads.upload(
      'commissionsSettlementsPdf',
      zip({ 'A0001_202611.pdf': pdf('new'), 'A0002_202610.pdf': pdf('replacing a seeded month') }),
      'check.zip',
      { dryRun: true },
    );
    expect(r.ok).toBe(true);
    const summary = r.ok ? r.data.data : ({} as UploadSummary);
    expect(summary.imported).toEqual([{ name: 'A0001_202611.pdf', agencyCode: 'A0001', year: 2026, month: 11 }]);
    expect(summary.replaced).toEqual([{ name: 'A0002_202610.pdf', agencyCode: 'A0002', year: 2026, month: 10 }]);
    expect(r.ok && r.data.message).toBe(
      '2件のファイルを取り込めます（うち1件は公開済みのファイルを置き換えます）。まだ取り込んでいません。',
    );
    expect(await t.ctx.db.select({ n: count() }).from(statementFiles)).toEqual(before);
    // A bad zip is refused the same way with or without the dry run.
    const bad = await admin.api.uploads.upload('commissionsSettlementsPdf', zip({ 'x.pdf': pdf('x') }), 'x.zip', {
      dryRun: true,
    });
    expect(bad).toMatchObject({ ok: false, status: 422 });
  });

  it('serves a Shift_JIS CSV as the UTF-8 (with BOM) its charset says', async () => {
    const admin = await t.signedIn('super@demo.olive.test');
    // 「管理番号」 CRLF in Shift_JIS.
    const sjis = new Uint8Array([0x8a, 0xc7, 0x97, 0x9d, 0x94, 0xd4, 0x8d, 0x86, 0x0d, 0x0a]);
    const up = await admin.api.uploads.upload(
      'supportsSpecificationsCsv',
      zip({ 'A0003_202611.csv': sjis }),
      'sjis.zip',
    );
    expect(up.ok).toBe(true);
    const res = await admin.fetch(
      `${t.url}/api/supports/specifications/csv/download?agencyCode=A0003&year=2026&month=11`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes).toEqual(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('管理番号\r\n', 'utf8')]));
    // A UTF-8 file without BOM gets one; one with BOM is kept byte for byte.
    const plain = new TextEncoder().encode('"管理番号"\r\n');
    expect(
      (await admin.api.uploads.upload('supportsSpecificationsCsv', zip({ 'A0003_202611.csv': plain }), 'u.zip')).ok,
    ).toBe(true);
    const again = await admin.fetch(
      `${t.url}/api/supports/specifications/csv/download?agencyCode=A0003&year=2026&month=11`,
    );
    expect(Buffer.from(await again.arrayBuffer())).toEqual(
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(plain)]),
    );
  });

  it('a month without files answers 404 saying there are none (not that they are unpublished)', async () => {
    const c = await t.signedIn('super@demo.olive.test');
    const r = await c.api.statements.download('commissionsSettlementsPdf', {
      agencyCode: 'A0001',
      year: 2020,
      month: 1,
    });
    expect(r).toMatchObject({ ok: false, status: 404, error: { message: 'この年月の明細はありません。' } });
  });
});
