/**
 * `pnpm bench` / `pnpm bench:postgres` (root), first part: the server under load.
 * Not a test: the figures depend on the machine; docs/performance.md keeps the latest with its date.
 *
 * 1. GET /api/me with a session, autocannon, 10 connections, BENCH_SECONDS (10) after a 2 s warm-up:
 *    - as a recruiter_admin whose agency has an IP allow-list (the heaviest path: session, user,
 *      agency name, allow-list check, the log row);
 *    - as a super admin;
 *    - and, in the same run, a bare Fastify (bench/bareFastify.ts) answering the same body: the
 *      portal's figures are printed as a share of it, by req/s and by the server process's CPU time
 *      per answer (steadier where the machine's speed moves between runs);
 *    - and the floor (bench/floorFastify.ts): that bare Fastify waiting, before each answer, for the
 *      portal's own log row in the portal's own group commit on the same database, and nothing else.
 *      No portal can pass it while every answer waits for its durable row; the portal's share of it
 *      is what the portal's own work (session, guard, headers) costs.
 *    The portal and the yardsticks each run in their own process (scripts/serve.ts), autocannon in
 *    this one. Under the table, the ceiling under the floor: the same log rows written back to back
 *    with no HTTP at all, in rows per second beside the bare Fastify's req/s.
 * 2. A mixed load: 70 % reads of lists and details, 30 % writes, 50 connections, BENCH_MIXED_SECONDS
 *    (60) — on PostgreSQL against two server processes sharing the database, on PGlite against the
 *    one process that owns it. Every request is awaited to its answer (none is cut off at the end),
 *    then the action log must hold exactly one new row per request.
 *
 * Backend: PGlite, or PostgreSQL when TEST_POSTGRES_URL is set (`pnpm bench:postgres` starts a
 * throwaway server with fsync and synchronous_commit on: scripts/with-postgres.mjs --durable).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpoints, serializeQuery } from '@olive/api';
import { createCookieClient } from '@olive/api/testing';
import autocannon from 'autocannon';
import pg from 'pg';
import { toLogRow } from '../src/audit/actionLog';
import { openDatabase } from '../src/db';
import { seed } from '../src/seed';
import { DEMO_PASSWORD } from '../src/seed/accounts';
import { type Child, serverDir, spawnListening } from './children';
import { type LoggedUser, meLogEntry, spawnFloor } from './yardstick';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
const MIXED_CONNECTIONS = Number(process.env.BENCH_MIXED_CONNECTIONS ?? 50);
const adminUrl = process.env.TEST_POSTGRES_URL;
const backend = adminUrl ? 'PostgreSQL' : 'PGlite';

const dataDir = mkdtempSync(path.join(tmpdir(), 'olive-load-'));
const children: Child[] = [];
const cleanup = async () => {
  await Promise.all(children.map((c) => c.stop()));
  rmSync(dataDir, { recursive: true, force: true });
};

/** A fresh database with the demo seed (5,000 contracts): a PGlite directory, or a new PostgreSQL database. */
async function freshDatabase(): Promise<{ databaseUrl?: string }> {
  let databaseUrl: string | undefined;
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS olive_load WITH (FORCE)');
    await admin.query('CREATE DATABASE olive_load');
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = '/olive_load';
    databaseUrl = url.toString();
  }
  const database = await openDatabase({ dataDir, databaseUrl });
  await seed(database, { contracts: 5000 });
  await database.close();
  return databaseUrl ? { databaseUrl } : {};
}

const serverEnv = (db: { databaseUrl?: string }): Record<string, string> => ({
  DATA_DIR: dataDir,
  ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
  PORT: '0',
  SEED: 'off',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_PER_MINUTE: '100000',
});

/**
 * BENCH_CPU_PROF=<dir>: the portal processes write a V8 CPU profile there when they stop (open it in
 * Chrome DevTools, or summarise it with bench/profileSummary.ts): where a request's time goes.
 */
const cpuProfDir = process.env.BENCH_CPU_PROF;

async function startPortal(db: { databaseUrl?: string }): Promise<Child> {
  const nodeArgs = cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(cpuProfDir)}`] : [];
  const child = await spawnListening(path.join(serverDir, 'scripts/serve.ts'), serverEnv(db), 120_000, nodeArgs);
  children.push(child);
  return child;
}

/** The session cookie and XSRF header of a signed-in demo account. */
async function signIn(base: string, email: string) {
  const client = createCookieClient(base);
  const r = await client.api.auth.login({ email, password: DEMO_PASSWORD });
  if (!r.ok) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(r)}`);
  const cookies = await client.jar.getCookies(base);
  const cookie = cookies.map((c) => `${c.key}=${c.value}`).join('; ');
  const xsrf = cookies.find((c) => c.key === 'XSRF-TOKEN')?.value ?? '';
  return { client, cookie, xsrf };
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** The server process's CPU time per answer, in µs (Linux /proc; NaN elsewhere). */
  cpuPerAnswer: number;
}

/**
 * A process's CPU time so far (user and system, all its threads) in ms, from /proc/<pid>/stat
 * (Linux, whose clock tick for it is 1/100 s). NaN where there is no /proc.
 */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

async function cannon(url: string, headers: Record<string, string>, seconds: number, pid?: number): Promise<Figures> {
  const before = cpuMs(pid);
  const r = await autocannon({ url, connections: 10, duration: seconds, headers });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    cpuPerAnswer: ((cpuMs(pid) - before) * 1000) / r.requests.total,
  };
}

/**
 * After a warm-up, the figures of SECONDS of load, with the server's CPU per answer: on a machine
 * whose speed moves between runs (another tenant, a throttled core), req/s of the yardstick and
 * of the portal move with it, while the CPU each answer costs stays put. Its ratio to the bare
 * Fastify's is the share the machine's noise does not blur.
 */
async function measure(url: string, headers: Record<string, string>, pid: number | undefined): Promise<Figures> {
  await cannon(url, headers, 2);
  return cannon(url, headers, SECONDS, pid);
}

console.log(`olive load bench on ${backend}, ${new Date().toISOString()}`);
try {
  const t0 = performance.now();
  const db = await freshDatabase();
  console.log(`  demo data seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const portal = await startPortal(db);

  const superAdmin = await signIn(portal.url, 'super@demo.olive.test');
  // The recruiter's agency gets an allow-list that admits this machine: every request checks it.
  for (const ipAddress of ['127.0.0.1', '10.0.0.0/8', '192.0.2.0/24']) {
    const r = await superAdmin.client.api.agencyIps.create({ agencyCode: 'A0001', ipAddress });
    if (!r.ok) throw new Error(`allow-list entry ${ipAddress}: ${JSON.stringify(r)}`);
  }
  const recruiter = await signIn(portal.url, 'recruiter-admin@demo.olive.test');

  const mePath = endpoints['auth.me'].path;
  const body = await (await fetch(`${portal.url}${mePath}`, { headers: { cookie: recruiter.cookie } })).text();
  const bare = await spawnListening(path.join(serverDir, 'bench/bareFastify.ts'), { BARE_BODY: body });
  children.push(bare);
  const { user } = JSON.parse(body) as { user: LoggedUser };
  const floor = await spawnFloor(body, user, { ...db, dataDir: mkdtempSync(path.join(dataDir, 'floor-')) });
  children.push(floor);

  // Warm the portal's code paths (JIT, the statements' plans) with both sessions before measuring.
  await cannon(`${portal.url}${mePath}`, { cookie: recruiter.cookie }, 3);
  await cannon(`${portal.url}${mePath}`, { cookie: superAdmin.cookie }, 2);
  console.log(`  GET ${mePath}, 10 connections, ${SECONDS} s each (after 2 s of warm-up)`);
  const results: Array<[string, Figures]> = [];
  results.push(['bare Fastify, same body', await measure(`${bare.url}${mePath}`, {}, bare.process.pid)]);
  results.push([
    'bare Fastify + its durable log row (the floor)',
    await measure(`${floor.url}${mePath}`, {}, floor.process.pid),
  ]);
  await floor.stop();
  results.push([
    'portal, recruiter_admin (IP allow-list)',
    await measure(`${portal.url}${mePath}`, { cookie: recruiter.cookie }, portal.process.pid),
  ]);
  results.push([
    'portal, olive_super_admin',
    await measure(`${portal.url}${mePath}`, { cookie: superAdmin.cookie }, portal.process.pid),
  ]);
  await bare.stop();
  const baseline = results[0]?.[1];
  const floorFigures = results[1]?.[1];
  console.log('');
  console.log(
    '| GET /api/me, 10 connections | req/s | p50 | p99 | share of bare Fastify | share of the floor | server CPU per answer | share of bare Fastify by CPU per answer | non-2xx / errors |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const [name, f] of results) {
    const rpsShare = (f.rps / (baseline?.rps ?? Number.NaN)) * 100;
    const floorShare = (f.rps / (floorFigures?.rps ?? Number.NaN)) * 100;
    const cpuShare = ((baseline?.cpuPerAnswer ?? Number.NaN) / f.cpuPerAnswer) * 100;
    console.log(
      `| ${name} | ${Math.round(f.rps).toLocaleString('en')} | ${f.p50} ms | ${f.p99} ms | ${rpsShare.toFixed(1)} % | ${f === baseline ? '' : `${floorShare.toFixed(1)} %`} | ${f.cpuPerAnswer.toFixed(0)} µs | ${cpuShare.toFixed(1)} % | ${f.non2xx} / ${f.errors} |`,
    );
  }
  console.log('');
  for (const size of [5, 10]) {
    const alone = await logRowsAlone(db, user, size);
    console.log(
      `  the log rows alone, no HTTP, batches of ${size} back to back: ${Math.round(alone).toLocaleString('en')} rows/s (${((alone / (baseline?.rps ?? Number.NaN)) * 100).toFixed(1)} % of bare Fastify's req/s)`,
    );
  }
  console.log('');

  // The mixed load (BENCH_MIXED_SECONDS=0 leaves it out).
  if (MIXED_SECONDS > 0) {
    const servers = [portal];
    if (db.databaseUrl) servers.push(await startPortal(db));
    const mixed = await mixedLoad(
      servers.map((s) => s.url),
      superAdmin,
      recruiter,
      db.databaseUrl,
    );
    // Every request has been answered; count the rows they left.
    await Promise.all(servers.map((s) => s.stop()));
    const logRows = (await countLogRows(db, mixed.firstLogId)) - mixed.extraRows;
    const where = db.databaseUrl ? 'two server processes on one PostgreSQL' : 'one server process (PGlite)';
    console.log(
      `| mixed load (${where}), ${MIXED_CONNECTIONS} connections, ${MIXED_SECONDS} s | requests | req/s | p50 | p99 | errors | action-log rows |`,
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    const line = (name: string, s: Stats) =>
      console.log(
        `| ${name} | ${s.count.toLocaleString('en')} | ${Math.round(s.count / mixed.seconds).toLocaleString('en')} | ${pct(s.times, 50).toFixed(1)} ms | ${pct(s.times, 99).toFixed(1)} ms | ${s.errors} | |`,
      );
    line('reads (lists, details)', mixed.reads);
    line('writes', mixed.writes);
    const total = mixed.reads.count + mixed.writes.count;
    const errors = mixed.reads.errors + mixed.writes.errors;
    console.log(
      `| all | ${total.toLocaleString('en')} | ${Math.round(total / mixed.seconds).toLocaleString('en')} | ${pct([...mixed.reads.times, ...mixed.writes.times], 50).toFixed(1)} ms | ${pct([...mixed.reads.times, ...mixed.writes.times], 99).toFixed(1)} ms | ${errors} | ${logRows.toLocaleString('en')} |`,
    );
    console.log('');
    const verdict = errors === 0 && logRows === total;
    console.log(
      `  mixed load: ${errors} errors; ${logRows} new action-log rows for ${total} requests: ${
        logRows === total ? 'exactly one row per request' : `MISMATCH (${logRows - total})`
      }${verdict ? '' : ' — FAILED'}`,
    );
    if (mixed.errorSamples.length > 0) console.log('  first errors:', mixed.errorSamples.join(' | '));
    if (!verdict) process.exitCode = 1;
  }
} finally {
  await cleanup();
}

interface Stats {
  count: number;
  errors: number;
  times: number[];
}

function pct(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * The ceiling under the floor: the portal's log row for GET /api/me written through the database's
 * `insertLogRows` in batches of `size`, back to back for 3 s after a warm-up, with no HTTP at all (in
 * this process; PGlite on a directory of its own, the portal holds its own open). Batches of 5 are
 * what 10 connections give with one batch in flight (the other connections' rows make the next one);
 * 10 is every connection in one batch. Rows per second here bound what any server on this machine
 * can answer while each answer waits for its durable row.
 */
async function logRowsAlone(db: { databaseUrl?: string }, user: LoggedUser, size: number): Promise<number> {
  const database = await openDatabase({
    dataDir: mkdtempSync(path.join(dataDir, 'alone-')),
    databaseUrl: db.databaseUrl,
  });
  try {
    const batch = () => Array.from({ length: size }, () => toLogRow(meLogEntry(user, '127.0.0.1'), new Date()));
    for (let i = 0; i < 200; i++) await database.insertLogRows(batch());
    let rows = 0;
    const t0 = performance.now();
    while (performance.now() - t0 < 3000) {
      await database.insertLogRows(batch());
      rows += size;
    }
    return rows / ((performance.now() - t0) / 1000);
  } finally {
    await database.close();
  }
}

async function countLogRows(db: { databaseUrl?: string }, afterId: number): Promise<number> {
  if (db.databaseUrl) {
    const c = new pg.Client({ connectionString: db.databaseUrl });
    await c.connect();
    const r = await c.query<{ n: number }>('SELECT count(*)::int AS n FROM action_logs WHERE id > $1', [afterId]);
    await c.end();
    return r.rows[0]?.n ?? 0;
  }
  // The server has stopped (it owned the directory): open it here.
  const database = await openDatabase({ dataDir });
  const r = await database.pglite?.query<{ n: number }>('SELECT count(*)::int AS n FROM action_logs WHERE id > $1', [
    afterId,
  ]);
  await database.close();
  return r?.rows[0]?.n ?? 0;
}

type Session = Awaited<ReturnType<typeof signIn>>;

/**
 * MIXED_CONNECTIONS loops, each sending one request at a time to one server (alternating between
 * the servers) until the time is up, and awaiting every answer. Reads: the recruiter's contract
 * list, contract details, own session and news; the super admin's contract lists of other agencies,
 * IP lists, recruiter lists and details, provider users, news. Writes (super admin): an IP added to
 * agency A0019's list, one of them removed again, a recruiter of A0018 renamed.
 */
async function mixedLoad(urls: string[], superAdmin: Session, recruiter: Session, databaseUrl?: string) {
  const base = urls[0] as string;
  const get = async (session: Session, p: string) => {
    const r = await fetch(`${base}${p}`, { headers: { cookie: session.cookie } });
    if (!r.ok) throw new Error(`${p}: ${r.status}`);
    return r.json() as Promise<{ data: Array<Record<string, unknown>> }>;
  };
  const q = (p: string, query: Record<string, unknown>) => `${p}?${serializeQuery(query as never)}`;
  const contractIds = (await get(recruiter, q('/api/contracts', { agencyCode: 'A0001', page: 1 }))).data.map(
    (c) => c.id as number,
  );
  const recruitersA0018 = (await get(superAdmin, q('/api/recruiters', { agencyCode: 'A0018' }))).data.map(
    (r) => r.id as number,
  );
  const recruiterDetails = new Map<number, Record<string, unknown>>();
  for (const id of recruitersA0018) {
    const d = (await get(superAdmin, q(`/api/recruiters/${id}`, { agencyCode: 'A0018' }))) as unknown as {
      data: Record<string, unknown>;
    };
    recruiterDetails.set(id, d.data);
  }
  if (contractIds.length === 0 || recruitersA0018.length === 0) throw new Error('no contracts or recruiters to load');
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)] as T;

  const reads: Array<() => [Session, string]> = [
    () => [recruiter, q('/api/contracts', { agencyCode: 'A0001', page: 1 + Math.floor(Math.random() * 20) })],
    () => [recruiter, q(`/api/contracts/${pick(contractIds)}`, { agencyCode: 'A0001' })],
    () => [recruiter, '/api/me'],
    () => [recruiter, q('/api/recruiter-news', { agencyCode: 'A0001' })],
    () => [superAdmin, q('/api/contracts', { agencyCode: pick(['A0002', 'A0005', 'A0010']), page: 1 })],
    () => [superAdmin, q('/api/agency-ips', { agencyCode: 'A0019' })],
    () => [superAdmin, q('/api/recruiters', { agencyCode: 'A0018' })],
    () => [superAdmin, q(`/api/recruiters/${pick(recruitersA0018)}`, { agencyCode: 'A0018' })],
    () => [superAdmin, '/api/olive-users'],
    () => [superAdmin, q('/api/news', { isAll: true })],
  ];

  // The newest log id before the load: every row after it belongs to a request of the load. On
  // PGlite the server owns the database, so it is asked through the API (its newest row is the one
  // before this call's own, which the count then leaves out: `extraRows`).
  let firstLogId = 0;
  let extraRows = 0;
  if (databaseUrl) {
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    const r = await c.query<{ id: number }>('SELECT coalesce(max(id), 0)::int AS id FROM action_logs');
    await c.end();
    firstLogId = r.rows[0]?.id ?? 0;
  } else {
    const r = await get(superAdmin, q('/api/action-logs', { page: 1 }));
    firstLogId = (r.data[0]?.id as number | undefined) ?? 0;
    extraRows = 1;
  }

  const stats = {
    reads: { count: 0, errors: 0, times: [] as number[] },
    writes: { count: 0, errors: 0, times: [] as number[] },
  };
  const errorSamples: string[] = [];
  const t0 = performance.now();
  const deadline = t0 + MIXED_SECONDS * 1000;
  let ipCounter = 0;

  /** A write of the mix: delete an entry this loop added, add one, or edit a recruiter of A0018. */
  const writeRequest = (added: Array<{ id: number; ipAddress: string }>): { target: string; init: RequestInit } => {
    const headers = {
      cookie: superAdmin.cookie,
      'x-xsrf-token': superAdmin.xsrf,
      'content-type': 'application/json',
    };
    const kind = Math.random();
    const gone = kind < 1 / 3 ? added.shift() : undefined;
    if (gone) {
      const body = JSON.stringify({ agencyCode: 'A0019', ipAddress: gone.ipAddress });
      return { target: `/api/agency-ips/${gone.id}`, init: { method: 'DELETE', headers, body } };
    }
    if (kind < 2 / 3) {
      ipCounter++;
      const ipAddress = `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
      return {
        target: '/api/agency-ips',
        init: { method: 'POST', headers, body: JSON.stringify({ agencyCode: 'A0019', ipAddress }) },
      };
    }
    const id = pick(recruitersA0018);
    const d = recruiterDetails.get(id) as Record<string, unknown>;
    const body = {
      name: `負荷 試験${Math.floor(Math.random() * 1000)}`,
      email: d.email,
      phoneNumber: d.phoneNumber,
      roleType: d.roleType,
      isMfaActive: d.isMfaActive,
      agencyCode: d.agencyCode,
    };
    return { target: `/api/recruiters/${id}`, init: { method: 'PUT', headers, body: JSON.stringify(body) } };
  };

  /** A read of the mix: a session and one of the read paths. */
  const readRequest = (): { target: string; init: RequestInit } => {
    const [session, target] = pick(reads)();
    return { target, init: { headers: { cookie: session.cookie } } };
  };

  /** An answer counted: its time, an error (a sample of it), or the entry a POST added. */
  const countAnswer = (
    s: (typeof stats)['reads'],
    request: { target: string; init: RequestInit },
    answer: { status: number; text: string },
    added: Array<{ id: number; ipAddress: string }>,
  ) => {
    const { target, init } = request;
    if (answer.status < 200 || answer.status > 299) {
      s.errors++;
      if (errorSamples.length < 5)
        errorSamples.push(`${init.method ?? 'GET'} ${target} ${answer.status} ${answer.text.slice(0, 120)}`);
    } else if (init.method === 'POST' && target === '/api/agency-ips') {
      const d = (JSON.parse(answer.text) as { data?: { id?: number; ipAddress?: string } }).data;
      if (typeof d?.id === 'number' && d.ipAddress) added.push({ id: d.id, ipAddress: d.ipAddress });
    }
  };

  const loop = async (n: number) => {
    const url = urls[n % urls.length] as string;
    const added: Array<{ id: number; ipAddress: string }> = [];
    while (performance.now() < deadline) {
      const write = Math.random() < 0.3;
      const request = write ? writeRequest(added) : readRequest();
      const { target, init } = request;
      const s = write ? stats.writes : stats.reads;
      const started = performance.now();
      try {
        const r = await fetch(`${url}${target}`, init);
        const text = await r.text();
        s.times.push(performance.now() - started);
        s.count++;
        countAnswer(s, request, { status: r.status, text }, added);
      } catch (error) {
        // No answer: the request may or may not have reached the server; counted as an error.
        s.count++;
        s.errors++;
        if (errorSamples.length < 5) errorSamples.push(`${target}: ${(error as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: MIXED_CONNECTIONS }, (_, n) => loop(n)));
  return { ...stats, seconds: (performance.now() - t0) / 1000, firstLogId, extraRows, errorSamples };
}
