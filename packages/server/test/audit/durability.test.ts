import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Child, serverDir, spawnListening } from '../../bench/children';
import { openDatabase, pgliteDataDir, sqlRows } from '../../src/db';
import { DEMO_PASSWORD } from '../harness';

/**
 * No answer precedes its row. The server runs as a child process (scripts/serve.ts) on a
 * copy of the test database; twenty clients send reads and writes, each carrying its own address in
 * X-Forwarded-For (TRUST_PROXY=loopback), until the server is killed with SIGKILL in mid-stream.
 * Then, reading the database the dead process left: every request that got an answer has its log
 * row, and every IP-list entry a write added has the row of the request that added it.
 */
const adminUrl = inject('postgresAdminUrl');
const template = inject('pgliteTemplate');
const dir = mkdtempSync(path.join(tmpdir(), 'olive-crash-'));
let databaseUrl: string | undefined;
let child: Child | undefined;

beforeAll(async () => {
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE olive_crash_${process.pid} TEMPLATE olive_template`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/olive_crash_${process.pid}`;
    databaseUrl = url.toString();
  }
  if (template) cpSync(template, pgliteDataDir(dir), { recursive: true });
  child = await spawnListening(path.join(serverDir, 'scripts/serve.ts'), {
    DATA_DIR: dir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    PORT: '0',
    SEED: 'off',
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'loopback',
    RATE_LIMIT_PER_MINUTE: '100000',
  });
});

afterAll(async () => {
  await child?.kill();
  if (adminUrl && databaseUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS olive_crash_${process.pid} WITH (FORCE)`);
    await admin.end();
  }
  rmSync(dir, { recursive: true, force: true });
});

async function signIn(base: string, email: string) {
  const csrf = await fetch(`${base}/api/csrf-cookie`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(csrf.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const r = await fetch(`${base}/login`, {
    method: 'POST',
    headers: {
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': decodeURIComponent(xsrf),
      'content-type': 'application/json',
    },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(r.status).toBe(200);
  const cookies = r.headers.getSetCookie().map((c) => c.split(';')[0] as string);
  const token = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
  return { cookie: cookies.join('; '), xsrf: decodeURIComponent(token) };
}

/**
 * One request of the load: a write (an allow-list entry for A0019) or a read (/api/me), from a
 * client address of its own in 100.64.0.0/10 (never a real client here). Rejects when the server
 * died with it in flight.
 */
async function sendOne(base: string, session: { cookie: string; xsrf: string }, n: number, write: boolean) {
  const ip = `100.${64 + ((n >> 16) & 63)}.${(n >> 8) & 255}.${n & 255}`;
  const ipAddress = `198.18.${(n >> 8) & 255}.${n & 255}`;
  const r = write
    ? await fetch(`${base}/api/agency-ips`, {
        method: 'POST',
        headers: {
          cookie: session.cookie,
          'x-xsrf-token': session.xsrf,
          'content-type': 'application/json',
          'x-forwarded-for': ip,
        },
        body: JSON.stringify({ agencyCode: 'A0019', ipAddress }),
      })
    : await fetch(`${base}/api/me`, { headers: { cookie: session.cookie, 'x-forwarded-for': ip } });
  await r.arrayBuffer();
  const answer = {
    ip,
    route: write ? '/api/agency-ips' : '/api/me',
    method: write ? 'POST' : 'GET',
    status: r.status,
  };
  return { answer, ipAddress };
}

describe('kill -9 under load', () => {
  it('leaves a committed row for every request that was answered', async () => {
    const base = child?.url as string;
    const session = await signIn(base, 'super@demo.olive.test');
    const answered: Array<{ ip: string; route: string; method: string; status: number }> = [];
    const addedIps: string[] = [];
    let n = 0;
    let stop = false;
    const loop = async (k: number) => {
      while (!stop) {
        n++;
        const write = k % 3 === 0;
        // The server died with this request in flight: no answer, nothing to check.
        const sent = await sendOne(base, session, n, write).catch(() => null);
        if (!sent) return;
        answered.push(sent.answer);
        if (write && sent.answer.status === 201) addedIps.push(sent.ipAddress);
      }
    };
    const loops = Array.from({ length: 20 }, (_, k) => loop(k));
    // Kill it while requests keep coming: once a good number has been answered.
    while (answered.length < 300) await new Promise((resolve) => setTimeout(resolve, 20));
    await child?.kill();
    stop = true;
    await Promise.all(loops);
    expect(answered.length).toBeGreaterThanOrEqual(300);
    expect(answered.every((a) => a.status === 200 || a.status === 201)).toBe(true);

    // Read what the killed server left in the database.
    const database = await openDatabase({ dataDir: dir, databaseUrl });
    try {
      const result = await sqlRows<{ ip: string; route: string; method: string; status: number }>(
        database.db,
        sql`SELECT ip, route, method, status FROM action_logs WHERE ip LIKE '100.%'`,
      );
      const logged = new Map(result.map((r) => [r.ip, r]));
      const missing = answered.filter((a) => {
        const row = logged.get(a.ip);
        return !row || row.route !== a.route || row.method !== a.method || row.status !== a.status;
      });
      expect(missing).toEqual([]);
      // Both or neither: every entry a request added has that request's row (answered or not).
      const entries = await sqlRows<{ ip_address: string }>(
        database.db,
        sql`SELECT ip_address FROM agency_ips WHERE agency_code = 'A0019' AND ip_address LIKE '198.18.%'`,
      );
      const writesLogged = result.filter((r) => r.method === 'POST' && r.status === 201).length;
      expect(entries.length).toBe(writesLogged);
      expect(entries.length).toBeGreaterThanOrEqual(addedIps.length);
    } finally {
      await database.close();
    }
  }, 120_000);
});
