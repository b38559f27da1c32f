import { endpoints } from '@olive/api';
import type { TestServer } from '../harness';

/** A raw call with the XSRF pair, answering the status, the exact bytes and the time taken. */
export async function rawCall(t: TestServer, path: string, body: unknown, method = 'POST') {
  const c = t.client();
  await c.fetch(`${t.url}${endpoints['auth.csrfCookie'].path}`);
  const started = performance.now();
  const r = await c.fetch(`${t.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-xsrf-token': c.readCookie('XSRF-TOKEN') ?? '' },
    body: JSON.stringify(body),
  });
  const bytes = Buffer.from(await r.arrayBuffer()).toString('hex');
  return { status: r.status, bytes, ms: performance.now() - started, text: Buffer.from(bytes, 'hex').toString() };
}
