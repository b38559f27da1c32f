import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db';
import { seed } from '../src/seed';
import { TEST_CONTRACTS, TEST_NOW } from './constants';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of a migrated, seeded PGlite data directory (PGlite backend). */
    pgliteTemplate: string;
    /** Admin URL of the PostgreSQL server and the template database name (PostgreSQL backend). */
    postgresAdminUrl: string;
  }
}

/**
 * Seeds one database per run and lets every test file start from a copy: a PGlite dump, or a
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
    const dump = await database.pglite?.dumpDataDir('none');
    await database.close();
    if (!dump) throw new Error('PGlite dump failed');
    const file = path.join(dir, 'template.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
    project.provide('postgresAdminUrl', '');
  }
  return () => rmSync(dir, { recursive: true, force: true });
}
