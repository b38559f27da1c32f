import http from 'node:http';
import { and, eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../src/config';
import { actionLogs } from '../../src/db/schema';
import { cookieHeader, startTestServer, type TestServer } from '../harness';

/**
 * A client that leaves before its answer still has its request in the log, with its address: the
 * address is taken when the request arrives, since a closed socket no longer tells its peer (and
 * a row that cannot be written withholds the answer, docs/adr/0191-client-address-kept-on-arrival.md).
 * The request is held by a transaction that locks the table it reads, on either backend; the client
 * closes its socket once the server has the whole request, and the lock goes once the server
 * has seen the socket close.
 */
let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function session(email: string) {
  return cookieHeader(await t.signedIn(email), t.url);
}

/** The rows after `after` of GET /api/contracts, once there is one (the group commit writes them soon after). */
async function rowsOfList(after: number) {
  const route = '/api/contracts';
  for (let i = 0; i < 100; i++) {
    const rows = await t.ctx.db
      .select({ ip: actionLogs.ip, status: actionLogs.status })
      .from(actionLogs)
      .where(and(gt(actionLogs.id, after), eq(actionLogs.route, route)));
    if (rows.length > 0) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return [];
}

/**
 * GET /api/contracts on `server` (listening at `base`) by a client that closes its socket after
 * sending the whole request, while the contracts table is locked; the lock is let go once the server
 * has seen the socket close.
 */
async function leaveBeforeTheAnswer(server: http.Server, base: string, headers: Record<string, string>) {
  let unlock!: () => void;
  const held = new Promise<void>((resolve) => {
    unlock = resolve;
  });
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const lock = t.ctx.db.transaction(async (tx) => {
    await tx.execute('LOCK TABLE contracts IN ACCESS EXCLUSIVE MODE');
    locked();
    await held;
  });
  await isLocked;
  const closedOnServer = new Promise<void>((resolve) => {
    server.once('request', (req: http.IncomingMessage) => {
      req.socket.once('close', () => resolve());
      // A GET has no body: the request is all in, and the client goes.
      client.destroy();
    });
  });
  const client = http.request(new URL('/api/contracts?agencyCode=A0001', base), { headers, agent: false });
  const answered = new Promise<string>((resolve) => {
    client.on('response', (res) => resolve(`answered ${res.statusCode}`));
    client.on('error', (error) => resolve(`left: ${error.message}`));
  });
  client.end();
  await closedOnServer;
  unlock();
  await lock;
  return answered;
}

describe('a client that leaves before its answer', () => {
  it('has its request in the log with its address', async () => {
    const cookie = await session('super@demo.olive.test');
    const [before] = await t.ctx.db.select({ id: max(actionLogs.id) }).from(actionLogs);
    const outcome = await leaveBeforeTheAnswer(t.app.server, t.url, { cookie });
    expect(outcome).toMatch(/^left/);
    expect(await rowsOfList(before?.id ?? 0)).toEqual([{ ip: '127.0.0.1', status: 200 }]);
  }, 60_000);

  it('has the address a trusted proxy forwarded', async () => {
    const behind = await t.serverWith({ trustProxy: parseTrustProxy('loopback') });
    const base = await behind.listen({ host: '127.0.0.1', port: 0 });
    const cookie = await session('super@demo.olive.test');
    const [before] = await t.ctx.db.select({ id: max(actionLogs.id) }).from(actionLogs);
    const outcome = await leaveBeforeTheAnswer(behind.server, base, {
      cookie,
      'x-forwarded-for': '198.51.100.7',
    });
    expect(outcome).toMatch(/^left/);
    expect(await rowsOfList(before?.id ?? 0)).toEqual([{ ip: '198.51.100.7', status: 200 }]);
  }, 60_000);
});
