import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('manuals', () => {
  it('lists the four groups with title, size and date, and downloads a file', async () => {
    const c = await t.signedIn('recruiter@demo.olive.test');
    const r = await c.api.manuals.list();
    expect(r.ok && Object.keys(r.data.data)).toEqual(['agency', 'product', 'officeProcedure', 'compliance']);
    const file = r.ok ? r.data.data.compliance[0] : undefined;
    expect(file).toMatchObject({
      title: 'コンプライアンス・ハンドブック',
      filePath: 'compliance/コンプライアンス・ハンドブック.pdf',
    });
    const d = await c.api.manuals.download({ filePath: file?.filePath ?? '' });
    expect(d.ok && d.data.fileName).toBe('コンプライアンス・ハンドブック.pdf');
    expect(d.ok && d.data.blob.size).toBe(file?.size);
  });

  it('refuses any path outside the manuals folder', async () => {
    const c = await t.signedIn('recruiter@demo.olive.test');
    for (const filePath of [
      '../package.json',
      'agency/../../package.json',
      '/etc/passwd',
      'agency/..',
      'src/main.ts',
      'agency\\..\\x',
    ]) {
      expect({ filePath, status: (await c.api.manuals.download({ filePath })).status }).toEqual({
        filePath,
        status: 404,
      });
    }
  });

  it('zips the chosen groups into one file, one folder per group', async () => {
    const c = await t.signedIn('recruiter@demo.olive.test');
    const r = await c.api.manuals.zip({ types: ['agency', 'compliance'] });
    expect(r.ok && r.data.fileName).toMatch(/^マニュアル_\d{8}\.zip$/);
    const entries = r.ok ? unzipSync(new Uint8Array(await r.data.blob.arrayBuffer())) : {};
    expect(Object.keys(entries).sort()).toEqual([
      'コンプライアンス/コンプライアンス・ハンドブック.pdf',
      '代理店向け/代理店ポータル操作ガイド.pdf',
      '代理店向け/代理店登録事項変更の手引き.pdf',
    ]);
  });
});
