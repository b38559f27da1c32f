import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildServer } from '../../src/app';
import { SESSION_CACHE_MAX_MS } from '../../src/auth/sessionCache';
import { createServerContext } from '../../src/context';
import { type Database, openDatabase } from '../../src/db';
import { watchContract } from '../contract';
import { cookieHeader, startTestServer, type TestServer } from '../harness';

/**
 * Two server instances on one PostgreSQL, each with its own session cache. A logout on A
 * refuses the session on B within the documented time (docs/server.md: at once through LISTEN/NOTIFY,
 * and never later than the cache's life, 2 s, even if a notification were lost). PostgreSQL only:
 * PGlite belongs to one process, so there is no second instance to ask.
 */
const postgres = Boolean(inject('postgresAdminUrl'));

describe.runIf(postgres)('two instances on one PostgreSQL', () => {
  let a: TestServer;
  let b: { url: string; app: FastifyInstance; database: Database };

  /** Instance B: its own pool, cache and listener on A's database, with cache life `cacheMs`. */
  async function startB(cacheMs: number) {
    const database = await openDatabase({ dataDir: a.config.dataDir, databaseUrl: a.config.databaseUrl });
    const ctx = createServerContext({
      config: { ...a.config, sessionCacheMs: cacheMs },
      database,
      clock: a.clock,
      transport: a.ctx.transport,
    });
    const app = await buildServer(ctx, { logger: false });
    watchContract(app);
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    return { url, app, database };
  }

  beforeAll(async () => {
    a = await startTestServer();
  });
  afterAll(async () => {
    await b?.app.close();
    await b?.database.close();
    await a?.close();
  });

  const cookieOf = (c: Awaited<ReturnType<TestServer['signedIn']>>) => cookieHeader(c, a.url);

  it('a logout on A refuses the session on B within the cache life (2 s), and B refuses writes at once', async () => {
    b = await startB(SESSION_CACHE_MAX_MS);
    const c = await a.signedIn('admin@demo.olive.test');
    const cookie = await cookieOf(c);
    expect((await fetch(`${b.url}/api/me`, { headers: { cookie } })).status).toBe(200); // B caches it
    const loggedOutAt = performance.now();
    expect((await c.api.auth.logout()).ok).toBe(true);
    // A write on B reads the database: refused at once.
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '';
    const write = await fetch(`${b.url}/api/password/change`, {
      method: 'PUT',
      headers: { cookie, 'x-xsrf-token': decodeURIComponent(xsrf), 'content-type': 'application/json' },
      body: '{}',
    });
    expect(write.status).toBe(401);
    // Whatever the notification did, once the cache's life has passed B must refuse the read.
    const rest = SESSION_CACHE_MAX_MS - (performance.now() - loggedOutAt);
    if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
    expect((await fetch(`${b.url}/api/me`, { headers: { cookie } })).status).toBe(401);
    await b.app.close();
    await b.database.close();
  });

  it('the refusal reaches B by NOTIFY, not by expiry: with a 60 s cache on B it still comes', async () => {
    b = await startB(60_000);
    const c = await a.signedIn('general@demo.olive.test');
    const cookie = await cookieOf(c);
    expect((await fetch(`${b.url}/api/me`, { headers: { cookie } })).status).toBe(200); // cached for 60 s
    expect((await fetch(`${b.url}/api/me`, { headers: { cookie } })).status).toBe(200);
    expect((await c.api.auth.logout()).ok).toBe(true);
    // Poll: B must refuse long before its cache would expire (the bound here is generous on purpose:
    // it checks that the notification arrives, not how fast).
    let status = 200;
    for (let i = 0; i < 100 && status === 200; i++) {
      status = (await fetch(`${b.url}/api/me`, { headers: { cookie } })).status;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe(401);
  });
});
