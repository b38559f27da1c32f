import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { serverRoot } from '../src/config';
import { defaults } from './contractSeries';

/** The server's migrations folder and its journal. */
export const migrationsFolder = path.join(serverRoot, 'drizzle');
export const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: Array<{ idx: number; tag: string }>;
};

/**
 * A temporary migrations folder as the server's was before migration `idx` (the caller removes
 * it): a database migrated with it, given rows, then migrated with the real folder, is one that
 * held those rows when it was upgraded.
 */
export function migrationsBefore(idx: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'olive-migrations-'));
  const entries = journal.entries.filter((e) => e.idx < idx);
  mkdirSync(path.join(dir, 'meta'), { recursive: true });
  writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const e of entries) copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

/** What the helpers below write with: any drizzle database. */
type Executes = { execute: (query: SQL) => Promise<unknown> };

/** The two agencies the series below belong to. */
export function insertTestAgencies(db: Executes) {
  return db.execute(sql`insert into agencies (code, name) values ('T0001', '試験代理店一'), ('T0002', '試験代理店二')`);
}

/**
 * Contracts g = from … to written by plain SQL, as a database migrated only so far can hold them:
 * management number `prefix` + g, agency T0002 for every third and T0001 otherwise, and each other
 * column contractSeries.ts's plain policy unless `cells` gives it an SQL expression of g.
 */
export function insertContractSeries(
  db: Executes,
  series: { prefix: string; from: number; to: number; cells: Partial<Record<string, SQL>> & { search_text: SQL } },
) {
  const cells: Record<string, SQL> = {
    management_number: sql`${series.prefix} || lpad(g::text, 7, '0')`,
    agency_code: sql`case when g % 3 = 0 then 'T0002' else 'T0001' end`,
    ...defaults,
    ...series.cells,
  };
  return db.execute(
    sql`insert into contracts (${sql.raw(Object.keys(cells).join(', '))})
        select ${sql.join(Object.values(cells), sql`, `)}
        from generate_series(${series.from}::int, ${series.to}::int) as g`,
  );
}
