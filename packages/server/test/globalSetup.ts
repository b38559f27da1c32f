import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteDataDir } from '../src/db';
import { seed } from '../src/seed';
import { TEST_CONTRACTS, TEST_NOW } from './constants';
import { operationIds } from './contract';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * A migrated, seeded PGlite data directory, closed cleanly (PGlite backend): a test file copies
     * it and opens the copy, faster than loading a dump (docs/adr/0016-test-suites-share-module-graph.md).
     */
    pgliteTemplate: string;
    /** Admin URL of the PostgreSQL server and the template database name (PostgreSQL backend). */
    postgresAdminUrl: string;
    /** Where each test file lists the operations its requests reached (contractSetup.ts). */
    contractDir: string;
  }
}

/**
 * Seeds one database per run and lets every test file start from a copy: a PGlite data directory, or a
 * PostgreSQL template database (CREATE DATABASE … TEMPLATE). Seeding once keeps the suite fast.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_POSTGRES_URL;
  const dir = mkdtempSync(path.join(tmpdir(), 'olive-template-'));
  if (adminUrl) {
    const pg = await import('pg');
    const admin = new pg.default.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS olive_template');
    await admin.query('CREATE DATABASE olive_template');
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = '/olive_template';
    const database = await openDatabase({ dataDir: dir, databaseUrl: url.toString() });
    await seed(database, { contracts: TEST_CONTRACTS, now: TEST_NOW });
    await database.close();
    project.provide('postgresAdminUrl', adminUrl);
    project.provide('pgliteTemplate', '');
  } else {
    const database = await openDatabase({ dataDir: dir });
    await seed(database, { contracts: TEST_CONTRACTS, now: TEST_NOW });
    await database.close();
    project.provide('pgliteTemplate', pgliteDataDir(dir));
    project.provide('postgresAdminUrl', '');
  }
  const contractDir = mkdtempSync(path.join(tmpdir(), 'olive-contract-'));
  project.provide('contractDir', contractDir);
  return () => {
    rmSync(dir, { recursive: true, force: true });
    reportCoverage(project.name, contractDir);
    rmSync(contractDir, { recursive: true, force: true });
  };
}

/** Prints how many of the document's operations the run's requests reached, and which none did. */
function reportCoverage(name: string, dir: string) {
  const reached = new Set<string>();
  let answers = 0;
  let ms = 0;
  for (const file of readdirSync(dir)) {
    const lines = readFileSync(path.join(dir, file), 'utf8').split('\n').filter(Boolean);
    for (const line of lines) if (!line.startsWith('#')) reached.add(line);
    const last = lines.findLast((line) => line.startsWith('#cost '))?.split(' ');
    answers += Number(last?.[1] ?? 0);
    ms += Number(last?.[2] ?? 0);
  }
  const missing = operationIds.filter((id) => !reached.has(id));
  console.log(
    `[${name}] contract: ${operationIds.length - missing.length} of ${operationIds.length} operations answered; ${answers} answers checked against the OpenAPI document in ${(ms / 1000).toFixed(1)} s`,
  );
  if (missing.length > 0) console.log(`[${name}] contract: no request reached ${missing.join(', ')}`);
}
