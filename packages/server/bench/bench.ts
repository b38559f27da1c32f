/**
 * `pnpm bench` (root): the reference server's performance figures, printed as a Markdown table.
 * Not a test: figures vary with the machine; docs/performance.md keeps the latest with its date.
 *
 * - cold start: an empty data directory (migrations only), the first start that seeds the demo,
 *   and a restart on the seeded directory;
 * - 100,000 contracts seeded (all moved to agency A0001, so one agency's search and export run
 *   over the whole set), then p50/p95 of GET /api/contracts for four searches, and the time and
 *   peak RSS growth of GET /api/contractsExport for all 100,000 rows;
 * - requests per second of GET /api/me with a session (autocannon, 10 s, 10 connections).
 *
 * Backend: embedded PGlite, or PostgreSQL when TEST_POSTGRES_URL is set (`pnpm bench:postgres` starts
 * a throwaway server and sets it); each measure gets its own new database there.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ContractListQuery, endpoints, serializeQuery } from '@olive/api';
import { createCookieClient } from '@olive/api/testing';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db';
import { seed } from '../src/seed';
import { DEMO_PASSWORD } from '../src/seed/accounts';
import { startServer } from '../src/start';

const CONTRACTS = Number(process.env.BENCH_CONTRACTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const adminUrl = process.env.TEST_POSTGRES_URL;
const backend = adminUrl ? 'PostgreSQL' : 'PGlite';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'olive-bench-'));
  dirs.push(d);
  return d;
};

/** A fresh database: a temp PGlite directory, or a new database on the PostgreSQL server. */
async function freshDatabase(name: string): Promise<{ dataDir: string; databaseUrl?: string }> {
  const dataDir = tempDir();
  if (!adminUrl) return { dataDir };
  const pg = await import('pg');
  const admin = new pg.default.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { dataDir, databaseUrl: url.toString() };
}

const env = (db: { dataDir: string; databaseUrl?: string }, extra: Record<string, string> = {}) =>
  loadConfig({
    DATA_DIR: db.dataDir,
    ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
    PORT: '0',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000',
    ...extra,
  });

const ms = (t0: number) => performance.now() - t0;
const fmt = (n: number, digits = 1) => n.toFixed(digits);
const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
const rows: string[][] = [];
const row = (...cells: string[]) => {
  rows.push(cells);
  console.log(`  ${cells.join('  ·  ')}`);
};

console.log(`olive bench on ${backend}, ${new Date().toISOString()}`);

// Cold start: empty, first start with the demo seed, restart seeded.
{
  const empty = await freshDatabase('olive_bench_empty');
  let t0 = performance.now();
  let s = await startServer(env(empty, { SEED: 'off' }));
  row('cold start, empty data directory (migrations)', `${fmt(ms(t0), 0)} ms`);
  await s.stop();

  const demo = await freshDatabase('olive_bench_demo');
  t0 = performance.now();
  s = await startServer(env(demo));
  row('first start with the demo seed (5,000 contracts, 12 months of PDFs)', `${fmt(ms(t0) / 1000)} s`);
  await s.stop();
  t0 = performance.now();
  s = await startServer(env(demo));
  row('cold start, seeded data directory', `${fmt(ms(t0), 0)} ms`);
  await s.stop();
}

// 100,000 contracts.
const big = await freshDatabase('olive_bench_big');
{
  const database = await openDatabase({ dataDir: big.dataDir, databaseUrl: big.databaseUrl });
  const t0 = performance.now();
  await seed(database, { contracts: CONTRACTS });
  row(`seed ${CONTRACTS.toLocaleString('en')} contracts (whole demo data set)`, `${fmt(ms(t0) / 1000)} s`);
  await database.db.execute(sql`UPDATE contracts SET agency_code = 'A0001'`);
  await database.db.execute(sql`ANALYZE`);
  await database.close();
}

const server = await startServer(env(big, { SEED: 'off' }));
const base = server.url;
const { api, fetch: cookieFetch, jar } = createCookieClient(base);
const login = await api.auth.login({ email: 'super@demo.olive.test', password: DEMO_PASSWORD });
if (!login.ok) throw new Error(`sign-in failed: ${JSON.stringify(login)}`);

async function timeGet(path: string): Promise<number> {
  const t0 = performance.now();
  const r = await cookieFetch(`${base}${path}`);
  await r.arrayBuffer();
  if (r.status !== 200) throw new Error(`${path}: ${r.status}`);
  return ms(t0);
}

/** A GET of the endpoint table's path with a query, as the client sends it. */
const url = (key: 'contracts.list' | 'contracts.export' | 'auth.me', query: Record<string, unknown> = {}) => {
  const qs = serializeQuery(query as Parameters<typeof serializeQuery>[0]);
  return `${endpoints[key].path}${qs ? `?${qs}` : ''}`;
};
const search = (query: Omit<ContractListQuery, 'agencyCode'>) =>
  url('contracts.list', { agencyCode: 'A0001', ...query });

const searches: Array<[string, string]> = [
  ['no filter, page 1', search({ page: 1 })],
  ['keyword (契約者名)', search({ page: 1, keyword: '佐藤' })],
  [
    'status + first-contract date range',
    search({
      page: 1,
      statuses: ['active'],
      startFirstContractDate: '2025/01/01 00:00',
      endFirstContractDate: '2025/12/31 23:59',
    }),
  ],
  ['deep page (page 4,000 of 5,000)', search({ page: 4000 })],
];
for (const [name, path] of searches) {
  for (let i = 0; i < 5; i++) await timeGet(path);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await timeGet(path));
  row(`GET /api/contracts: ${name}`, `p50 ${fmt(pct(times, 50))} ms`, `p95 ${fmt(pct(times, 95))} ms`);
}

// Export of every row: time, and the server's peak RSS growth (the server runs in this process;
// the client side only counts bytes as they arrive).
{
  global.gc?.();
  const rss0 = process.memoryUsage().rss;
  let peak = rss0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const t0 = performance.now();
  const r = await cookieFetch(`${base}${url('contracts.export', { agencyCode: 'A0001' })}`);
  let bytes = 0;
  let lines = 0;
  const reader = r.body?.getReader();
  for (;;) {
    const chunk = await reader?.read();
    if (!chunk || chunk.done) break;
    bytes += chunk.value.length;
    for (const b of chunk.value) if (b === 10) lines++;
  }
  const elapsed = ms(t0);
  clearInterval(sampler);
  row(
    `GET /api/contractsExport: ${(lines - 1).toLocaleString('en')} rows, ${fmt(bytes / 1024 / 1024)} MB`,
    `${fmt(elapsed / 1000, 2)} s`,
    `peak RSS +${fmt((peak - rss0) / 1024 / 1024)} MB`,
  );
}

// GET /api/me with a session.
{
  const cookie = jar.getCookieStringSync(base);
  const result = await autocannon({
    url: `${base}${url('auth.me')}`,
    connections: 10,
    duration: 10,
    headers: { cookie, accept: 'application/json' },
  });
  if (result.non2xx > 0) throw new Error(`/api/me answered ${result.non2xx} non-2xx responses`);
  row(
    'GET /api/me with a session (autocannon, 10 connections, 10 s)',
    `${Math.round(result.requests.average).toLocaleString('en')} req/s`,
    `p99 ${result.latency.p99} ms`,
  );
}

await server.stop();
for (const d of dirs) rmSync(d, { recursive: true, force: true });

console.log(`\n| ${backend} | figure | |\n|---|---|---|`);
for (const r of rows) console.log(`| ${r[0]} | ${r[1] ?? ''} | ${r[2] ?? ''} |`);
process.exit(0);
