/**
 * `pnpm bench:availability` (root or packages/server): does a long download stop the others?
 * Not a test: the figures depend on the machine; docs/performance.md keeps them.
 *
 * On PGlite (one connection: every query waits its turn) with BENCH_AVAIL_LOG_ROWS (100,000) log
 * rows, sealed, and BENCH_AVAIL_CONTRACTS (100,000) contracts, all of one agency (bulk inserts):
 * 1. the baseline: another user's GET /api/me, one at a time, BENCH_AVAIL_BASELINE (200) times, with
 *    nothing else running;
 * 2. the same GET /api/me while BENCH_AVAIL_CLIENTS (20) clients download the whole 証跡 CSV at once;
 * 3. the same while as many clients export every contract (契約一覧CSV) at once.
 * Each phase prints GET /api/me's p50/p99, the downloads' time and statuses, and the server's
 * highest RSS (VmRSS of /proc/<pid>/status, polled every 50 ms). Targets (docs/performance.md):
 * p99 ≤ 500 ms, RSS ≤ 512 MB.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCookieClient } from '@olive/api/testing';
import { sql } from 'drizzle-orm';
import { sealActionLog } from '../src/audit/seal';
import { openDatabase, sqlRows } from '../src/db';
import { seed } from '../src/seed';
import { DEMO_PASSWORD } from '../src/seed/accounts';
import { type Child, serverDir, spawnListening } from './children';
import { sessionClient } from './client';
import { benchLogRow } from './logRows';

const LOG_ROWS = Number(process.env.BENCH_AVAIL_LOG_ROWS ?? 100_000);
const CONTRACTS = Number(process.env.BENCH_AVAIL_CONTRACTS ?? 100_000);
const CLIENTS = Number(process.env.BENCH_AVAIL_CLIENTS ?? 20);
const BASELINE = Number(process.env.BENCH_AVAIL_BASELINE ?? 200);
const AGENCY = 'A0001';

const dataDir = mkdtempSync(path.join(tmpdir(), 'olive-avail-'));
let portal: Child | null = null;

/** The demo seed with CONTRACTS contracts moved to one agency, and LOG_ROWS sealed log rows. */
async function prepare(): Promise<void> {
  const database = await openDatabase({ dataDir });
  await seed(database, { contracts: CONTRACTS });
  await database.exec(`UPDATE contracts SET agency_code = '${AGENCY}' WHERE agency_code <> '${AGENCY}'`);
  for (let i = 0; i < LOG_ROWS; i += 5000) {
    await database.insertLogRows(Array.from({ length: Math.min(5000, LOG_ROWS - i) }, (_, k) => benchLogRow(i + k)));
  }
  const run = await sealActionLog(database, { now: new Date() });
  if (run.outcome !== 'sealed') throw new Error(`the log was not sealed: ${JSON.stringify(run)}`);
  const [n] = await sqlRows<{ n: number }>(
    database.db,
    sql`SELECT count(*)::int AS n FROM contracts WHERE agency_code = ${AGENCY}`,
  );
  console.log(`  ${n?.n} contracts of ${AGENCY}, ${LOG_ROWS} log rows sealed in ${run.seals.length} seals`);
  await database.close();
}

async function signIn(base: string, email: string) {
  const client = createCookieClient(base);
  const r = await client.api.auth.login({ email, password: DEMO_PASSWORD });
  if (!r.ok) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(r)}`);
  const cookies = await client.jar.getCookies(base);
  return {
    cookie: cookies.map((c) => `${c.key}=${c.value}`).join('; '),
    xsrf: cookies.find((c) => c.key === 'XSRF-TOKEN')?.value ?? '',
  };
}

function rssMb(pid: number | undefined): number {
  try {
    const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return Number(line?.[1] ?? Number.NaN) / 1024;
  } catch {
    return Number.NaN;
  }
}

/** A download read to its end on its own connection: its status, bytes and time. */
function download(
  base: string,
  target: string,
  init: { method: string; headers: Record<string, string>; body?: string },
): Promise<{ status: number; bytes: number; ms: number }> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(target, base),
      { method: init.method, headers: init.headers, agent: false },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, ms: performance.now() - t0 }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

interface Phase {
  name: string;
  me: number[];
  rss: number;
  downloads: Array<{ status: number; bytes: number; ms: number }>;
  ms: number;
}

/** GET /api/me one at a time while `background` runs (or BASELINE times), RSS polled meanwhile. */
async function phase(
  name: string,
  base: string,
  cookie: string,
  pid: number | undefined,
  background: (() => Promise<Array<{ status: number; bytes: number; ms: number }>>) | null,
): Promise<Phase> {
  const me = sessionClient(base, cookie);
  let rss = rssMb(pid);
  const poll = setInterval(() => {
    rss = Math.max(rss, rssMb(pid));
  }, 50);
  const times: number[] = [];
  const t0 = performance.now();
  let done = false;
  const running = background
    ? background().finally(() => {
        done = true;
      })
    : null;
  try {
    while (running ? !done : times.length < BASELINE) {
      const s = performance.now();
      const r = await me.get('/api/me');
      if (r.status !== 200) throw new Error(`GET /api/me answered ${r.status}`);
      times.push(performance.now() - s);
    }
    const downloads = running ? await running : [];
    return { name, me: times.sort((a, b) => a - b), rss, downloads, ms: performance.now() - t0 };
  } finally {
    clearInterval(poll);
    me.close();
  }
}

function report(p: Phase): string {
  const statuses = [...new Set(p.downloads.map((d) => d.status))].join('/') || '–';
  const slowest = p.downloads.length ? Math.max(...p.downloads.map((d) => d.ms)) : 0;
  const mb = p.downloads.length ? (p.downloads[0]?.bytes ?? 0) / 1e6 : 0;
  return `| ${p.name} | ${p.me.length} | ${quantile(p.me, 0.5).toFixed(1)} ms | ${quantile(p.me, 0.99).toFixed(1)} ms | ${Math.max(...p.me).toFixed(0)} ms | ${p.downloads.length ? `${p.downloads.length} × ${mb.toFixed(1)} MB, ${statuses}, slowest ${(slowest / 1000).toFixed(1)} s` : '–'} | ${p.rss.toFixed(0)} MB |`;
}

console.log(
  `olive availability bench on PGlite, ${new Date().toISOString()}: ${LOG_ROWS} log rows, ${CONTRACTS} contracts, ${CLIENTS} clients`,
);
try {
  const t0 = performance.now();
  await prepare();
  console.log(`  prepared in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  portal = await spawnListening(path.join(serverDir, 'scripts/serve.ts'), {
    DATA_DIR: dataDir,
    PORT: '0',
    SEED: 'off',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000',
  });
  const base = portal.url;
  const pid = portal.process.pid;
  const superAdmin = await signIn(base, 'super@demo.olive.test');
  const other = await signIn(base, 'recruiter@demo.olive.test');
  const downloadHeaders = { cookie: superAdmin.cookie, 'x-xsrf-token': superAdmin.xsrf };
  const many = (target: string, init: Parameters<typeof download>[2]) => () =>
    Promise.all(Array.from({ length: CLIENTS }, () => download(base, target, init)));

  const rows = [
    await phase('baseline: nothing else running', base, other.cookie, pid, null),
    await phase(
      `${CLIENTS} × 証跡 CSV (POST /api/action-logs/download {})`,
      base,
      other.cookie,
      pid,
      many('/api/action-logs/download', {
        method: 'POST',
        headers: { ...downloadHeaders, 'content-type': 'application/json' },
        body: '{}',
      }),
    ),
    await phase(
      `${CLIENTS} × 契約一覧 CSV (GET /api/contractsExport, ${AGENCY})`,
      base,
      other.cookie,
      pid,
      many(`/api/contractsExport?agencyCode=${AGENCY}`, { method: 'GET', headers: downloadHeaders }),
    ),
  ];
  console.log('\n| another user’s GET /api/me while … | requests | p50 | p99 | max | downloads | server RSS (max) |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(report(row));
  console.log('\ntargets: p99 ≤ 500 ms, RSS ≤ 512 MB');
} finally {
  await portal?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
