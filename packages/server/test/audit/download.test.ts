import http from 'node:http';
import { parse } from 'csv-parse/sync';
import { eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogRow } from '../../src/db';
import { actionLogs, users } from '../../src/db/schema';
import { HeavyWork } from '../../src/http/heavy';
import { cookieHeader, startTestServer, type TestServer } from '../harness';

/**
 * Whole-table downloads come in chunks with the other requests between them
 * (docs/adr/0110-streamed-exports.md). On PGlite every query waits its turn on one connection, so
 * what is checked is the order in which things end, never how long they took.
 */
let t: TestServer;
const ROWS = 4000;
const CHUNK = 50;
/** The first test's download: its own rows in chunks of SMALL_CHUNK, about 150 chunks and 50 KB. */
const SMALL_ROWS = 300;
const SMALL_CHUNK = 2;

const logRow = (i: number): LogRow => ({
  createdAt: new Date(t.clock.now().getTime() - (ROWS - i) * 1000),
  userId: null,
  userName: null,
  userEmail: null,
  agencyCode: null,
  ip: '203.0.113.9',
  method: 'GET',
  route: '/api/contracts',
  status: 200,
  description: `行 ${i}`,
  target: null,
});

beforeAll(async () => {
  t = await startTestServer({ exportChunkRows: CHUNK, heavyDownloads: 1 });
  for (let i = 0; i < ROWS; i += 1000) {
    await t.ctx.database.insertLogRows(Array.from({ length: 1000 }, (_, k) => logRow(i + k)));
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function session(email: string) {
  const c = await t.signedIn(email);
  return {
    cookie: await cookieHeader(c, t.url),
    xsrf: (await c.jar.getCookies(t.url)).find((k) => k.key === 'XSRF-TOKEN')?.value ?? '',
  };
}

/** A request on its own connection (to `base`, the test server unless given): resolves with the answer once it begins. */
function open(
  method: string,
  target: string,
  headers: Record<string, string>,
  body?: string,
  base = t.url,
): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(target, base), { method, headers, agent: false }, resolve);
    req.on('error', reject);
    req.end(body);
  });
}

/** The whole body, read as fast as it comes. */
async function readAll(answer: http.IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of answer) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

const download = (s: { cookie: string; xsrf: string }, filter: Record<string, unknown> = {}, base = t.url) =>
  open(
    'POST',
    '/api/action-logs/download',
    { cookie: s.cookie, 'x-xsrf-token': s.xsrf, 'content-type': 'application/json' },
    JSON.stringify(filter),
    base,
  );

describe('the 証跡 CSV download', () => {
  it('answers another user’s request between its chunks, not after the last one', async () => {
    const admin = await session('super@demo.olive.test');
    const other = await session('recruiter@demo.olive.test');
    const [recruiter] = await t.ctx.db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(eq(users.email, 'recruiter@demo.olive.test'));
    if (!recruiter) throw new Error('no demo recruiter');
    // Many chunks of few bytes (an instance of its own, same database): the whole file fits in what the
    // loopback socket holds unread, so the server never waits for its reader (a wait that would let
    // other requests in by itself). Only the pause between chunks (http/heavy yieldToOthers) lets the
    // other request be read before the last chunk.
    const small = await t.serverWith({ exportChunkRows: SMALL_CHUNK });
    const base = await small.listen({ host: '127.0.0.1', port: 0 });
    await t.ctx.database.insertLogRows(
      Array.from({ length: SMALL_ROWS }, (_, i) => ({
        ...logRow(i),
        userId: recruiter.id,
        userName: recruiter.name,
        userEmail: recruiter.email,
      })),
    );
    const [before] = await t.ctx.db.select({ id: max(actionLogs.id) }).from(actionLogs);
    const ended: string[] = [];
    const answer = await download(admin, { id: recruiter.id, routine: true }, base);
    expect(answer.statusCode).toBe(200);
    const body = readAll(answer).then((text) => {
      ended.push('download');
      return text;
    });
    const me = open('GET', '/api/me', { cookie: other.cookie }, undefined, base).then(async (r) => {
      expect(r.statusCode).toBe(200);
      await readAll(r);
      ended.push('me');
    });
    const [text] = await Promise.all([body, me]);
    expect(Buffer.byteLength(text)).toBeLessThan(64 * 1024);
    const rows: string[][] = parse(text.replace(/^\ufeff/, ''), { from_line: 2 });
    const ids = rows.map((r) => Number(r[0]));
    // The other request's row, written before its answer left, was there for a later chunk to read:
    // it was answered while the download was still being read from the database.
    const later = rows.filter((r) => Number(r[0]) > (before?.id ?? 0));
    expect(later.map((r) => [r[4], r[8]])).toEqual([[recruiter.email, '/api/me']]);
    expect(ended).toEqual(['me', 'download']);
    // The whole selection came, in id order, every row once.
    expect(ids.length).toBeGreaterThan(SMALL_ROWS);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
  }, 120_000);

  it('waits its turn behind another download', async () => {
    const admin = await session('super@demo.olive.test');
    // Not read yet: the first download holds its turn, waiting for its reader.
    const first = await download(admin);
    // One at a time here (heavyDownloads: 1): the second is in line until the first has ended.
    const second = download(admin);
    while (t.ctx.heavyWork.stats.waiting === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(t.ctx.heavyWork.stats).toEqual({ active: 1, waiting: 1 });
    const ended: string[] = [];
    await Promise.all([
      readAll(first).then(() => ended.push('first')),
      second.then(readAll).then(() => ended.push('second')),
    ]);
    expect(ended).toEqual(['first', 'second']);
    expect(t.ctx.heavyWork.stats).toEqual({ active: 0, waiting: 0 });
  }, 120_000);
});

describe('the line of heavy work', () => {
  it('hands the turn on in order, and refuses one more than it can hold', async () => {
    const line = new HeavyWork(1, 1);
    const a = line.enter();
    const b = line.enter();
    expect(a && b).toBeTruthy();
    expect(line.enter()).toBeNull();
    const order: string[] = [];
    const bTurn = b?.turn.then(() => order.push('b'));
    await a?.turn.then(() => order.push('a'));
    expect(order).toEqual(['a']);
    a?.done();
    a?.done(); // twice is once
    await bTurn;
    expect(order).toEqual(['a', 'b']);
    expect(line.stats).toEqual({ active: 1, waiting: 0 });
    b?.done();
    expect(line.stats).toEqual({ active: 0, waiting: 0 });
  });
});
