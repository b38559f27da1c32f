import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/app';
import {
  countRefusal,
  POOLED_ADDRESS,
  REFUSAL_SUMMARY,
  REFUSAL_WINDOW_MS,
  REFUSAL_WINDOWS_MS,
  summariseRefusals,
} from '../../src/audit/refusals';
import { ManualClock } from '../../src/clock';
import { parseTrustProxy } from '../../src/config';
import type { ServerContext } from '../../src/context';
import { sqlRows } from '../../src/db';
import { actionLogs, refusalAddresses } from '../../src/db/schema';
import { serverMessages } from '../../src/messages';
import { UNREADABLE_DESCRIPTION } from '../../src/plugins/guard';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../harness';

let t: TestServer;
let clock: ManualClock;
let ctx: ServerContext;
const apps: FastifyInstance[] = [];

/** Another instance on the same database: behind a proxy on loopback, with production's limits. */
async function instance(): Promise<FastifyInstance> {
  const app = await buildServer(ctx, { logger: false });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  t = await startTestServer();
  // A clock of its own, at the start of a minute: a run of requests stays inside one window.
  const now = t.clock.now().getTime();
  clock = new ManualClock(new Date(now - (now % REFUSAL_WINDOW_MS) + REFUSAL_WINDOW_MS));
  ctx = {
    ...t.ctx,
    clock,
    config: {
      ...t.config,
      trustProxy: parseTrustProxy('loopback'),
      refusalLimitPerMinute: 60,
      refusalRowsPerAddress: 5,
      refusalAddressesPerHour: 30,
    },
  };
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await t.close();
});

const me = (app: FastifyInstance, from: string, cookie?: string) =>
  app.inject({
    method: 'GET',
    url: '/api/me',
    headers: { 'x-forwarded-for': from, ...(cookie ? { cookie } : {}) },
  });

async function rowsFrom(ip: string) {
  return t.ctx.db.select().from(actionLogs).where(eq(actionLogs.ip, ip)).orderBy(actionLogs.id);
}

/** An address's anonymous trace in the log: its rows, and the refusals they stand for (rows of their own plus counts). */
async function traceOf(ip: string) {
  const rows = (await rowsFrom(ip)).filter((r) => r.userId === null);
  const counts = rows.filter((r) => r.route === REFUSAL_SUMMARY.route);
  const standFor = rows.length - counts.length + counts.reduce((n, r) => n + Number.parseInt(r.target ?? '', 10), 0);
  return { rows: rows.length, summaries: counts.length, standFor };
}

/**
 * `n` anonymous refusals from `from`, one every `everyMs` of the test's clock; the statuses answered.
 * The first `viaApp` are `GET /api/me` through the guard; the rest go straight to `countRefusal`,
 * which the guard calls for each of them, so a long run costs its counting and not the requests
 * around it.
 */
async function refusalsAtPace(app: FastifyInstance, from: string, n: number, everyMs: number, viaApp = n) {
  const statuses = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    let status: number;
    if (i < viaApp) {
      status = (await me(app, from)).statusCode;
    } else {
      const counted = await countRefusal(ctx.db, ctx, from, 401);
      // A row of its own is the guard's to write: the direct ones come after the address's first few.
      if (counted.ownRow) throw new Error(`refusal ${i + 1} of ${from} is due a row of its own`);
      status = counted.inMinute > ctx.config.refusalLimitPerMinute ? 429 : 401;
    }
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    clock.advance(everyMs);
  }
  return Object.fromEntries(statuses);
}

/** Moves the clock past every window still open and writes their counts. */
async function closeEveryWindow() {
  clock.advance(REFUSAL_WINDOWS_MS[REFUSAL_WINDOWS_MS.length - 1] ?? 0);
  await summariseRefusals(ctx.db, ctx);
}

describe('anonymous refusals leave a bounded, countable trace (docs/architecture.md, the request path)', () => {
  it('1,000 anonymous 401s from one address: 429 past the limit, at most 10 rows, every one counted', async () => {
    const app = await instance();
    const flood = '203.0.113.50';
    const statuses: number[] = [];
    for (let i = 0; i < 1000; i++) statuses.push((await me(app, flood)).statusCode);
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(401));
    expect(statuses.slice(60)).toEqual(Array(940).fill(429));
    const held = await me(app, flood);
    expect(held.json()).toEqual({ message: serverMessages.rateLimited });

    // Within the minute: the first 5 have rows of their own, the rest only a count.
    const during = await rowsFrom(flood);
    expect(during.map((r) => [r.status, r.route, r.target])).toEqual(Array(5).fill([401, '/api/me', null]));

    // Another address, and a signed-in user at the flooding address, are not held back or folded in.
    const other = await me(app, '203.0.113.51');
    expect(other.statusCode).toBe(401);
    expect(await rowsFrom('203.0.113.51')).toHaveLength(1);
    const login = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'x-forwarded-for': flood, cookie: 'XSRF-TOKEN=x', 'x-xsrf-token': 'x' },
      payload: { email: 'admin@demo.olive.test', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const session = login.cookies.find((c) => c.name === 'olive_session')?.value ?? '';
    expect((await me(app, flood, `olive_session=${session}`)).statusCode).toBe(200);
    const signedIn = await t.ctx.db
      .select()
      .from(actionLogs)
      .where(and(eq(actionLogs.ip, flood), eq(actionLogs.userEmail, 'admin@demo.olive.test')));
    expect(signedIn.map((r) => r.status)).toEqual([200, 200]);

    // The minute closes: the next refusal of any address writes the count of what had no row.
    clock.advance(REFUSAL_WINDOW_MS);
    expect((await me(app, '203.0.113.52')).statusCode).toBe(401);
    const after = (await rowsFrom(flood)).filter((r) => r.userId === null);
    expect(after.length).toBeLessThanOrEqual(10);
    const summary = after.at(-1);
    expect(summary).toMatchObject({
      method: REFUSAL_SUMMARY.method,
      route: REFUSAL_SUMMARY.route,
      status: 429,
      description: REFUSAL_SUMMARY.description,
      target: '996件',
    });
    // Accounted for: rows of their own plus the count equal the requests answered.
    expect(after.length - 1 + Number.parseInt(summary?.target ?? '0', 10)).toBe(1001);
    // The address is answered again in the new minute.
    expect((await me(app, flood)).statusCode).toBe(401);
  });

  it('counts in the database: two instances share one limit, and a window is summarised once', async () => {
    const a = await instance();
    const b = await instance();
    const from = '203.0.113.70';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await me(a, from)).statusCode);
      statuses.push((await me(b, from)).statusCode);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(60);
    expect(statuses.slice(60)).toEqual([429, 429]);
    clock.advance(REFUSAL_WINDOW_MS);
    // Both instances summarise at once: one row for the window, whichever got there.
    const written = await Promise.all([summariseRefusals(ctx.db, ctx), summariseRefusals(ctx.db, ctx)]);
    expect(written.reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(1);
    const summaries = (await rowsFrom(from)).filter((r) => r.route === REFUSAL_SUMMARY.route);
    expect(summaries.map((r) => r.target)).toEqual(['57件']);
  });

  it('an undecodable path is answered 400 and logged, bounded like other anonymous refusals', async () => {
    const app = await instance();
    // Behind the trusted proxy (loopback here) the row names the client, as every other row does.
    const from = '203.0.113.90';
    for (let i = 0; i < 20; i++) {
      const r = await app.inject({ method: 'GET', url: '/api/olive-users/%ff', headers: { 'x-forwarded-for': from } });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ message: serverMessages.badUrl });
    }
    const rows = await rowsFrom(from);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toMatchObject({ status: 400, route: '/api/olive-users/%ff', description: UNREADABLE_DESCRIPTION });
    clock.advance(REFUSAL_WINDOW_MS);
    await summariseRefusals(ctx.db, ctx);
    const [summary] = await t.ctx.db
      .select({ target: actionLogs.target })
      .from(actionLogs)
      .where(and(eq(actionLogs.ip, from), eq(actionLogs.route, REFUSAL_SUMMARY.route)));
    expect(summary?.target).toBe('15件');
    const left = await t.ctx.db.select().from(refusalAddresses).where(eq(refusalAddresses.ip, from));
    expect(left.map((r) => [r.count, r.windowEndsAt])).toEqual([[0, null]]);
  });

  it('10,000 anonymous 401s from one address at 60 a minute for hours: at most 100 rows, every one counted', async () => {
    const app = await instance();
    const from = '203.0.113.100';
    // One a second: the most an address may send without a 429, for 2 h 47 min. The first 200
    // through the guard: its 5 rows of its own, and the minute's count written when the minute closes.
    expect(await refusalsAtPace(app, from, 200, 1000)).toEqual({ 401: 200 });
    expect(await traceOf(from)).toEqual({ rows: 6, summaries: 1, standFor: 65 });
    expect(await refusalsAtPace(app, from, 9_800, 1000, 0)).toEqual({ 401: 9_800 });
    await closeEveryWindow();
    const trace = await traceOf(from);
    expect(trace.rows).toBeLessThanOrEqual(100);
    // 5 rows of its own, then one count per window: a minute, an hour, a day.
    expect(trace).toEqual({ rows: 8, summaries: 3, standFor: 10_000 });
    const counts = (await rowsFrom(from)).filter((r) => r.route === REFUSAL_SUMMARY.route).map((r) => r.target);
    expect(counts).toEqual(['60件', '3600件', '6335件']);
  }, 600_000);

  it('1,000 anonymous 401s from one address, one every 10 minutes for a week: a count a week, every one counted', async () => {
    const app = await instance();
    const from = '203.0.113.101';
    // The first 100 through the guard: its 5 rows, then a minute's count (1) and an hour's (6).
    expect(await refusalsAtPace(app, from, 100, 600_000)).toEqual({ 401: 100 });
    expect(await traceOf(from)).toEqual({ rows: 7, summaries: 2, standFor: 12 });
    expect(await refusalsAtPace(app, from, 900, 600_000, 0)).toEqual({ 401: 900 });
    await closeEveryWindow();
    const trace = await traceOf(from);
    // 5 rows of its own, then a minute, an hour, a day (144) and a week (the last 844, 5.9 days).
    expect(trace).toEqual({ rows: 9, summaries: 4, standFor: 1_000 });
    const counts = (await rowsFrom(from)).filter((r) => r.route === REFUSAL_SUMMARY.route).map((r) => r.target);
    expect(counts).toEqual(['1件', '6件', '144件', '844件']);
  }, 600_000);

  it('many addresses: past the hour’s budget of addresses, their refusals share one count', async () => {
    const app = await instance();
    // A new hour of the budget of addresses.
    clock.advance(2 * 3_600_000);
    const addresses = Array.from({ length: 100 }, (_, i) => `198.51.100.${i + 1}`);
    for (const from of addresses) expect(await refusalsAtPace(app, from, 3, 1000)).toEqual({ 401: 3 });
    const [before] = await sqlRows<{ id: number }>(
      t.ctx.db,
      sql`select coalesce(max(id), 0)::int as id from action_logs`,
    );
    await closeEveryWindow();
    // The first 30 addresses of the hour have rows of their own; the other 70 none, only the count.
    const traces = await Promise.all(addresses.map(traceOf));
    expect(traces.slice(0, 30).every((x) => x.rows === 3 && x.standFor === 3)).toBe(true);
    expect(traces.slice(30).every((x) => x.rows === 0)).toBe(true);
    const pooled = (await rowsFrom(POOLED_ADDRESS)).filter((r) => r.id > (before?.id ?? 0));
    expect(pooled.map((r) => [r.route, r.status, r.target])).toEqual([[REFUSAL_SUMMARY.route, 401, '210件']]);
    // Every refusal accounted for: 90 rows of their own plus the count of 210.
    expect(traces.reduce((n, x) => n + x.standFor, 0) + 210).toBe(300);
  }, 600_000);
});
