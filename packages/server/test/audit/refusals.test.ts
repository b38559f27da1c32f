import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/app';
import { REFUSAL_SUMMARY, REFUSAL_WINDOW_MS, summariseRefusals } from '../../src/audit/refusals';
import { ManualClock } from '../../src/clock';
import { parseTrustProxy } from '../../src/config';
import type { ServerContext } from '../../src/context';
import { sqlRows } from '../../src/db';
import { actionLogs } from '../../src/db/schema';
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
      refusalRowsPerMinute: 5,
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
    const left = await sqlRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from refusal_counts`);
    expect(left).toEqual([{ n: 0 }]);
  });
});
