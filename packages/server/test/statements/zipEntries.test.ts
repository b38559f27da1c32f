import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { checkStatementZip, zipMessages } from '../../src/statements/zipImport';
import { startTestServer, type TestServer } from '../harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

/** A zip built with yazl, so an entry can carry Unix file-mode bits. */
function yazlZip(entries: Array<{ name: string; content: Buffer; mode?: number }>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const zip = new yazl.ZipFile();
    for (const e of entries) zip.addBuffer(e.content, e.name, e.mode ? { mode: e.mode } : {});
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
    zip.end();
  });
}

describe('zip uploads: symlinks and memory', () => {
  const pdf = Buffer.from('%PDF-1.4\n% test\n%%EOF\n');

  it('refuses a symbolic-link entry with a Japanese reason, and the whole zip with it', async () => {
    const body = await yazlZip([
      { name: 'A0001_202610.pdf', content: pdf },
      { name: 'A0002_202610.pdf', content: Buffer.from('/etc/passwd'), mode: 0o120777 },
    ]);
    const check = await checkStatementZip(body, 'commissions/settlements/pdf', () => true);
    expect(check.rejected).toEqual([{ name: 'A0002_202610.pdf', reason: zipMessages.symlink }]);

    const admin = await t.signedIn('super@demo.olive.test');
    const r = await admin.api.uploads.upload(
      'commissionsSettlementsPdf',
      new Blob([new Uint8Array(body)]),
      'upload.zip',
    );
    expect(r).toMatchObject({
      ok: false,
      status: 422,
      error: { data: { data: { rejected: [{ name: 'A0002_202610.pdf', reason: zipMessages.symlink }] } } },
    });
  });

  it('keeps no entry in memory while it checks, and reads one at a time to store', async () => {
    const entryBytes = 20 * 1024 * 1024 - 4096;
    const body = Buffer.alloc(entryBytes, 0x20);
    body.write('%PDF-1.4\n');
    const count = 12; // 240 MiB inflated
    const zip = zipSync(
      Object.fromEntries(
        Array.from({ length: count }, (_, i) => [`A${String(i + 1).padStart(4, '0')}_202610.pdf`, body]),
      ),
      { level: 1 },
    );
    const base = process.memoryUsage().arrayBuffers;
    let peak = base;
    const sample = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().arrayBuffers);
    }, 2);
    const check = await checkStatementZip(Buffer.from(zip), 'commissions/settlements/pdf', () => true);
    clearInterval(sample);
    expect(check.rejected).toEqual([]);
    expect(check.accepted).toHaveLength(count);
    // Holding every entry (the former way) would be 240 MiB; the check streams each entry instead.
    expect((peak - base) / 1024 / 1024).toBeLessThan(100);
    // Each accepted entry is read again, whole, when it is stored.
    const first = await check.accepted[0]?.read();
    expect(first?.length).toBe(entryBytes);
    expect(first?.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
