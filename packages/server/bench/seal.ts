/**
 * `pnpm bench:seal` / `pnpm bench:seal:postgres` (root): what sealing the action log costs.
 * Not a test: the figures depend on the machine; docs/performance.md and docs/audit.md keep them.
 *
 * Writes BENCH_SEAL_ROWS (100,000) log rows the way the server does (the group commit's multi-row
 * INSERT, 1,000 rows a batch) — the baseline, measured in the same run — then seals them in one run
 * (seals of at most 50,000 ids), then verifies the chain as `pnpm audit:verify` does. Each figure is
 * printed per 10,000 rows. PGlite, or PostgreSQL when TEST_POSTGRES_URL is set (with-postgres
 * --durable: fsync and synchronous_commit on).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sealActionLog } from '../src/audit/seal';
import { verifyActionLog } from '../src/audit/verify';
import { openDatabase } from '../src/db';
import { benchLogRow } from './logRows';

const ROWS = Number(process.env.BENCH_SEAL_ROWS ?? 100_000);
const adminUrl = process.env.TEST_POSTGRES_URL;
const dataDir = mkdtempSync(path.join(tmpdir(), 'olive-seal-'));
let databaseUrl: string | undefined;
if (adminUrl) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS olive_seal_bench');
  await admin.query('CREATE DATABASE olive_seal_bench');
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = '/olive_seal_bench';
  databaseUrl = url.toString();
}
const database = await openDatabase({ dataDir, databaseUrl });
const per10k = (ms: number) => `${((ms * 10_000) / ROWS).toFixed(1)} ms`;

try {
  let t0 = performance.now();
  for (let i = 0; i < ROWS; i += 1000) {
    await database.insertLogRows(Array.from({ length: Math.min(1000, ROWS - i) }, (_, k) => benchLogRow(i + k)));
  }
  const write = performance.now() - t0;

  t0 = performance.now();
  const run = await sealActionLog(database, { now: new Date() });
  const sealMs = performance.now() - t0;
  if (run.outcome !== 'sealed') throw new Error(`nothing sealed: ${JSON.stringify(run)}`);

  t0 = performance.now();
  const v = await verifyActionLog(database.db);
  const verifyMs = performance.now() - t0;
  if (!v.ok || v.sealedRows !== ROWS) throw new Error(`verification failed: ${JSON.stringify(v)}`);

  console.log(`\naction-log sealing, ${database.kind}, ${ROWS.toLocaleString('en')} rows (${run.seals.length} seals)`);
  console.log('| step | total | per 10,000 rows |');
  console.log('|---|---|---|');
  console.log(
    `| baseline: writing the rows (group-commit INSERTs of 1,000) | ${write.toFixed(0)} ms | ${per10k(write)} |`,
  );
  console.log(`| sealing them (hash per row in SQL, chained digests) | ${sealMs.toFixed(0)} ms | ${per10k(sealMs)} |`);
  console.log(
    `| verifying the chain (JavaScript, as pnpm audit:verify) | ${verifyMs.toFixed(0)} ms | ${per10k(verifyMs)} |`,
  );
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS olive_seal_bench WITH (FORCE)');
    await admin.end();
  }
}
