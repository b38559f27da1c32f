import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LogFlusher } from '../../src/audit/logFlusher';
import { SESSION_COOKIE } from '../../src/auth/sessions';
import { sha256 } from '../../src/auth/tokens';
import { sqlRows } from '../../src/db';
import { serverMessages } from '../../src/messages';
import { cookieHeader, startTestServer, type TestServer } from '../harness';

/**
 * Audit rows inside the work they record, the group commit of reads, and the session
 * cache (GET only, dropped at once on the instance that made a change). Real server, real HTTP.
 */
let t: TestServer;
beforeAll(async () => {
  // A long cache life: whatever a GET gets from the cache here, it got from the cache, not by luck
  // of timing. (The setting is capped at 2 s when read from the environment.)
  t = await startTestServer({ sessionCacheMs: 60_000 });
});
afterAll(async () => {
  await t?.close();
});

const rows = <T>(query: ReturnType<typeof sql>): Promise<T[]> => sqlRows<T>(t.ctx.database.db, query);

/**
 * Reads GET /api/me with the client until its session is in the cache. On PostgreSQL the sign-in's
 * own writes come back as notifications a moment later; one arriving during the first read keeps that
 * read out of the cache (the generation check), so "read once, now cached" failed a CI run.
 */
async function cachedSession(c: Awaited<ReturnType<TestServer['signedIn']>>): Promise<void> {
  const id = (await c.jar.getCookies(t.url)).find((k) => k.key === SESSION_COOKIE)?.value ?? '';
  for (let i = 0; i < 50; i++) {
    expect((await c.api.auth.me()).ok).toBe(true);
    if (t.ctx.sessionCache.get(sha256(id))) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the session never stayed in the cache');
}

describe('a mutation and its log row', () => {
  it('commit together: when the log row cannot be written the mutation is rolled back and the answer is an error', async () => {
    const admin = await t.signedIn('super@demo.olive.test');
    // From now on the database refuses every action-log row of POST /api/agency-ips.
    await t.ctx.database.exec(
      `ALTER TABLE action_logs ADD CONSTRAINT test_no_ip_rows CHECK (NOT (route = '/api/agency-ips' AND method = 'POST')) NOT VALID`,
    );
    try {
      const refused = await admin.api.agencyIps.create({ agencyCode: 'A0019', ipAddress: '198.51.100.7' });
      expect(refused.ok).toBe(false);
      expect(refused.status).toBe(503);
      expect(refused.ok ? null : refused.error.message).toBe(serverMessages.auditLogUnavailable);
      // Neither the entry nor its row.
      expect(
        await rows(sql`SELECT id FROM agency_ips WHERE agency_code = 'A0019' AND ip_address = '198.51.100.7'`),
      ).toEqual([]);
    } finally {
      await t.ctx.database.exec('ALTER TABLE action_logs DROP CONSTRAINT test_no_ip_rows');
    }
    const before = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM action_logs WHERE route = '/api/agency-ips' AND method = 'POST'`,
    );
    expect(before[0]?.n).toBe(0);

    // With the log writable again: both, and the row is there by the time the answer is.
    const added = await admin.api.agencyIps.create({ agencyCode: 'A0019', ipAddress: '198.51.100.7' });
    expect(added.ok).toBe(true);
    expect(
      await rows(sql`SELECT id FROM agency_ips WHERE agency_code = 'A0019' AND ip_address = '198.51.100.7'`),
    ).toHaveLength(1);
    expect(
      await rows(sql`SELECT status, user_email FROM action_logs WHERE route = '/api/agency-ips' AND method = 'POST'`),
    ).toEqual([{ status: 201, user_email: 'super@demo.olive.test' }]);
  });

  it('a refused request keeps what it wrote with its row: a wrong code is counted (4xx commits)', async () => {
    const c = await t.signedIn('verify-email@demo.olive.test');
    expect((await c.api.auth.sendVerificationCode({ isEmail: true })).ok).toBe(true);
    const wrong = await c.api.auth.verifyEmail({
      code: t.lastCode('verify-email@demo.olive.test') === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(422);
    expect(
      await rows(
        sql`SELECT attempts FROM verification_codes WHERE purpose = 'verify_email' AND used_at IS NULL AND user_id = (SELECT id FROM users WHERE email = 'verify-email@demo.olive.test')`,
      ),
    ).toEqual([{ attempts: 1 }]);
    expect(
      await rows(sql`SELECT status FROM action_logs WHERE route = '/api/verify-email' ORDER BY id DESC LIMIT 1`),
    ).toEqual([{ status: 422 }]);
  });
});

describe('the session cache', () => {
  it('never serves a write: a session deleted behind its back still reads from the cache, and every write is refused', async () => {
    const c = await t.signedIn('admin@demo.olive.test');
    const cookie = await cookieHeader(c, t.url);
    await cachedSession(c);
    // Delete the session without telling the cache (its trigger off): only a database read sees it.
    await t.ctx.database.exec('ALTER TABLE sessions DISABLE TRIGGER sessions_cache');
    try {
      await t.ctx.database.exec(
        `DELETE FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = 'admin@demo.olive.test')`,
      );
    } finally {
      await t.ctx.database.exec('ALTER TABLE sessions ENABLE TRIGGER sessions_cache');
    }
    // A read may be answered from the cache (within its life) ...
    expect((await fetch(`${t.url}/api/me`, { headers: { cookie } })).status).toBe(200);
    // ... a write never: it reads the session from the database, where it is gone.
    const write = await c.api.auth.changePassword({
      previousPassword: 'Olive-Demo-2026',
      password: 'Another-Pass-2026',
      password_confirmation: 'Another-Pass-2026',
    });
    expect(write.status).toBe(401);
    const logout = await fetch(`${t.url}/logout`, {
      method: 'POST',
      headers: {
        cookie,
        'x-xsrf-token': /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '',
        'content-type': 'application/json',
      },
      body: '{}',
    });
    // Logout needs no session (it ends whatever the cookie names, here nothing): answered, not refused.
    expect(logout.status).toBe(200);
  });

  it('logout ends the session at once on the instance that served it', async () => {
    const c = await t.signedIn('general@demo.olive.test');
    const cookie = await cookieHeader(c, t.url);
    await cachedSession(c);
    expect((await c.api.auth.logout()).ok).toBe(true);
    // The very next read, with the old cookie, within the cache's (here 60 s) life.
    expect((await fetch(`${t.url}/api/me`, { headers: { cookie } })).status).toBe(401);
  });

  it('a password change ends the other cached sessions of the user at once', async () => {
    const one = await t.signedIn('staff2@olive.demo.olive.test');
    const two = await t.signedIn('staff2@olive.demo.olive.test');
    const cookie = await cookieHeader(two, t.url);
    await cachedSession(two);
    const changed = await one.api.auth.changePassword({
      previousPassword: 'Olive-Demo-2026',
      password: 'Another-Pass-2026',
      password_confirmation: 'Another-Pass-2026',
    });
    expect(changed.ok).toBe(true);
    expect((await fetch(`${t.url}/api/me`, { headers: { cookie } })).status).toBe(401);
    expect((await one.api.auth.me()).ok).toBe(true);
  });

  it('a role change shows on the next read, and a deletion refuses it, at once', async () => {
    const admin = await t.signedIn('super@demo.olive.test');
    const staff = await t.signedIn('staff1@olive.demo.olive.test');
    const cookie = await cookieHeader(staff, t.url);
    await cachedSession(staff);
    const me = await fetch(`${t.url}/api/me`, { headers: { cookie } });
    const role = ((await me.json()) as { user: { roleType: string } }).user.roleType;
    const list = await admin.api.oliveUsers.list({ keyword: 'staff1@' });
    const row = list.ok ? list.data.data.find((u) => u.email === 'staff1@olive.demo.olive.test') : undefined;
    expect(row).toBeDefined();
    if (!row) return;
    const detail = await admin.api.oliveUsers.show(row.id);
    expect(detail.ok).toBe(true);
    if (!detail.ok) return;
    const other = role === 'olive_admin' ? 'olive_general' : 'olive_admin';
    const changed = await admin.api.oliveUsers.update(row.id, {
      name: detail.data.data.name,
      email: detail.data.data.email,
      phoneNumber: detail.data.data.phoneNumber ?? '',
      roleType: other,
      isMfaActive: detail.data.data.isMfaActive,
    });
    expect(changed.ok).toBe(true);
    const after = await fetch(`${t.url}/api/me`, { headers: { cookie } });
    expect(((await after.json()) as { user: { roleType: string } }).user.roleType).toBe(other);
    expect((await admin.api.oliveUsers.delete(row.id)).ok).toBe(true);
    expect((await fetch(`${t.url}/api/me`, { headers: { cookie } })).status).toBe(401);
  });

  it('an agency IP list change refuses its recruiters on their next read', async () => {
    const admin = await t.signedIn('super@demo.olive.test');
    const recruiter = await t.signedIn('recruiter-admin@demo.olive.test');
    await cachedSession(recruiter); // with its (empty) list
    const added = await admin.api.agencyIps.create({ agencyCode: 'A0001', ipAddress: '203.0.113.9' });
    expect(added.ok).toBe(true);
    expect((await recruiter.api.auth.me()).status).toBe(403);
    if (added.ok)
      await admin.api.agencyIps.delete(added.data.data.id, { agencyCode: 'A0001', ipAddress: '203.0.113.9' });
    expect((await recruiter.api.auth.me()).ok).toBe(true);
  });
});

describe('the group commit of reads', () => {
  it('answers every read only with its row committed, and reads that wait share one INSERT', async () => {
    const c = await t.signedIn('general@demo.olive.test');
    const cookie = await cookieHeader(c, t.url);
    expect((await fetch(`${t.url}/api/me`, { headers: { cookie } })).status).toBe(200); // session cached
    const before = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM action_logs`);
    // One INSERT in flight at a time (as on PGlite; PostgreSQL's default is two), so the count of
    // INSERTs below does not depend on the backend.
    const flusher = t.ctx.logFlusher;
    t.ctx.logFlusher = new LogFlusher((batch) => t.ctx.database.insertLogRows(batch), {
      maxQueue: 1000,
      maxBatch: 1000,
      maxInFlight: 1,
    });
    const stats = { ...t.ctx.logFlusher.stats };
    // Hold the log table while 20 reads arrive: the first INSERT waits, the other rows queue.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked: () => void = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holding = t.ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE action_logs IN EXCLUSIVE MODE`);
      locked();
      await held;
    });
    await isLocked;
    let answered = 0;
    const pending = Array.from({ length: 20 }, () =>
      fetch(`${t.url}/api/me`, { headers: { cookie } }).then((r) => {
        answered++;
        return r.status;
      }),
    );
    // Wait until all 20 rows are with the flusher: the first INSERT's (the rows of its turn of the
    // event loop, held by the lock) and the queued rest.
    const flusher20 = t.ctx.logFlusher;
    while (flusher20.stats.rows - stats.rows + flusher20.pending < 20) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // No answer while no row can be committed.
    expect(answered).toBe(0);
    release();
    await holding;
    expect(await Promise.all(pending)).toEqual(Array.from({ length: 20 }, () => 200));
    const after = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM action_logs`);
    expect((after[0]?.n ?? 0) - (before[0]?.n ?? 0)).toBe(20);
    // The INSERT that waited, then every row queued meanwhile in one multi-row INSERT.
    expect(t.ctx.logFlusher.stats.batches - stats.batches).toBe(2);
    expect(t.ctx.logFlusher.stats.rows - stats.rows).toBe(20);
    expect(t.ctx.logFlusher.stats.largestBatch).toBeGreaterThanOrEqual(10);
    await t.ctx.logFlusher.close();
    t.ctx.logFlusher = flusher;
  });

  it('answers 503 (Japanese) when the queue is full, and never 200 without a row', async () => {
    const c = await t.signedIn('general@demo.olive.test');
    const cookie = await cookieHeader(c, t.url);
    expect((await fetch(`${t.url}/api/me`, { headers: { cookie } })).status).toBe(200); // session cached
    const flusher = t.ctx.logFlusher;
    // A queue of 2 for this test (the setting's default is 10,000).
    t.ctx.logFlusher = new LogFlusher((batch) => t.ctx.database.insertLogRows(batch), {
      maxQueue: 2,
      maxBatch: 1000,
      maxInFlight: 1,
    });
    try {
      // Hold the log table: the flusher's INSERT waits, the queue fills.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked: () => void = () => {};
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const holding = t.ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`LOCK TABLE action_logs IN EXCLUSIVE MODE`);
        locked();
        await held;
      });
      await isLocked;
      const pending = Array.from({ length: 6 }, () =>
        fetch(`${t.url}/api/me`, { headers: { cookie } }).then(async (r) => ({
          status: r.status,
          body: await r.text(),
        })),
      );
      // One row in flight, two queued: the others are refused while the table is still held.
      const refused = await Promise.race(
        pending.map((p) => p.then((r) => (r.status === 503 ? r : new Promise<never>(() => {})))),
      );
      expect(JSON.parse(refused.body)).toEqual({ message: serverMessages.auditLogBusy });
      release();
      await holding;
      const answers = await Promise.all(pending);
      const ok = answers.filter((a) => a.status === 200).length;
      expect(ok).toBeGreaterThan(0);
      expect(ok + answers.filter((a) => a.status === 503).length).toBe(6);
      expect(t.ctx.logFlusher.stats.rows).toBe(ok);
    } finally {
      await t.ctx.logFlusher.close();
      t.ctx.logFlusher = flusher;
    }
  });
});
