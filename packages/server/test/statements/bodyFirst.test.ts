import http from 'node:http';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../../src/messages';
import { startTestServer, type TestServer } from '../harness';
import { type Caller, signedInCaller } from '../http/attackKit';

// Small enough that the test waits little for Node's cut-off, large enough for the other requests.
const REQUEST_TIMEOUT_MS = 2000;
const UPLOAD = '/api/commissions/specifications/csv/zip/upload';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ requestTimeoutMs: REQUEST_TIMEOUT_MS });
});
afterAll(() => t.close());

const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`);
const zip = (entries: Record<string, Uint8Array>) => new Blob([zipSync(entries)]);

/**
 * A dry-run upload whose zip part arrives at once and whose last part then trickles, a byte every
 * 100 ms, never finishing: resolves with the server's answer.
 */
function trickledUpload(caller: Caller): Promise<{ status: number; body: string }> {
  const boundary = 'olive-trickle';
  const zipBytes = Buffer.from(zipSync({ 'A0001_202610.csv': new TextEncoder().encode('"管理番号"\r\n"OL1"\r\n') }));
  const head = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.zip"\r\n` +
        'Content-Type: application/zip\r\n\r\n',
    ),
    zipBytes,
    Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\n`),
  ]);
  const { hostname, port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: hostname,
        port: Number(port),
        method: 'POST',
        path: `${UPLOAD}?dryRun=1`,
        agent: false,
        headers: {
          ...caller.headers,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + 10_000),
        },
      },
      (res) => {
        clearInterval(drip);
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', (error) => {
      clearInterval(drip);
      reject(error);
    });
    req.write(head);
    const drip = setInterval(() => req.write('x'), 100);
  });
}

describe('a request body that trickles', () => {
  it('is cut off with a 408 in Japanese, while other requests, a write among them, are answered', async () => {
    const trickler = await signedInCaller(t, 'trickler', 'super@demo.olive.test');
    const other = await t.signedIn('super@demo.olive.test');
    const order: string[] = [];
    const trickled = trickledUpload(trickler).then((r) => {
      order.push('trickled');
      return r;
    });
    // Let the trickled request reach its handler before the others start.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const me = await other.api.auth.me();
    order.push('read');
    // A write begins a transaction: on PGlite's one connection it would wait for one the trickled
    // upload held open, until the cut-off.
    const write = await other.api.uploads.upload(
      'commissionsSettlementsPdf',
      zip({ 'A0001_202610.pdf': pdf('dry') }),
      'x.zip',
      { dryRun: true },
    );
    order.push('write');
    expect(me.ok).toBe(true);
    expect(write.ok && write.data.message).toMatch(/^1件のファイルを取り込めます/);
    const answer = await trickled;
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({ message: serverMessages.requestTimeout });
    expect(order).toEqual(['read', 'write', 'trickled']);
  });
});
