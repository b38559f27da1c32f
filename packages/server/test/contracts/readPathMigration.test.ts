import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { count, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { agencyContractStateCounts, contracts } from '../../src/db/schema';
import {
  insertContractSeries,
  insertTestAgencies,
  journal,
  migrationsFolder as migrations,
  migrationsBefore,
} from '../migrations';

/**
 * Migration 0014 (docs/adr/0050-contract-list-read-path.md): a database that holds contracts when it
 * is upgraded loses the agency, gram and month counters with their triggers and functions, keeps its
 * state counters, and its contracts can still be written. Run on an embedded PGlite in memory (the
 * migration's SQL is the same on PostgreSQL).
 */
const before = migrationsBefore(14);
afterAll(() => rmSync(before, { recursive: true, force: true }));

describe('migration 0014 on a database that holds contracts', () => {
  it('drops the unused counters, and the state counters keep counting', async () => {
    expect(journal.entries.find((e) => e.idx === 14)?.tag).toBe('0014_contract_list_read_path');
    const client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before });
    await insertTestAgencies(db);
    const insert = (from: number, to: number) =>
      insertContractSeries(db, {
        prefix: 'MIG',
        from,
        to,
        cells: {
          status: sql`(array['active', 'lapsed', 'applied'])[g % 3 + 1]`,
          search_text: sql`'mig' || g || chr(1) || 'サトウ'`,
        },
      });
    await insert(1, 60);
    await migrate(db, { migrationsFolder: migrations });

    const names = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(query)).rows as Array<{ name: string }>).map((r) => r.name).sort();
    expect(await names(sql`select tablename as name from pg_tables where tablename like 'agency_contract_%'`)).toEqual([
      'agency_contract_state_counts',
    ]);
    expect(
      await names(
        sql`select tgname as name from pg_trigger where tgrelid = 'contracts'::regclass and tgname like '%count%'`,
      ),
    ).toEqual([
      'contracts_state_count_delete',
      'contracts_state_count_insert',
      'contracts_state_count_truncate',
      'contracts_state_count_update',
    ]);
    expect(
      await names(sql`select proname as name from pg_proc where proname like 'olive_%gram%' or proname like 'olive_%count%'
        or proname like 'olive_tri%' or proname = 'olive_tokyo_month'`),
    ).toEqual(['olive_bigrams', 'olive_count_contract_states', 'olive_query_grams', 'olive_search_grams']);

    // Writes go on, and the state counters stay the contracts' own counts.
    await insert(61, 90);
    await db.execute(sql`update contracts set status = 'cancelled' where id % 4 = 0`);
    await db.execute(sql`update contracts set agency_code = 'T0002' where id % 7 = 0`);
    await db.execute(sql`delete from contracts where id % 5 = 0`);
    const lines = (rows: Array<{ agencyCode: string; status: string; hikisariStatus: string; n: number }>) =>
      rows
        .filter((r) => r.n !== 0)
        .map((r) => `${r.agencyCode} ${r.status} ${r.hikisariStatus} ${r.n}`)
        .sort();
    const counted = await db
      .select({
        agencyCode: contracts.agencyCode,
        status: contracts.status,
        hikisariStatus: contracts.hikisariStatus,
        n: count(),
      })
      .from(contracts)
      .groupBy(contracts.agencyCode, contracts.status, contracts.hikisariStatus);
    const stored = await db
      .select({
        agencyCode: agencyContractStateCounts.agencyCode,
        status: agencyContractStateCounts.status,
        hikisariStatus: agencyContractStateCounts.hikisariStatus,
        n: agencyContractStateCounts.total,
      })
      .from(agencyContractStateCounts);
    expect(lines(stored)).toEqual(lines(counted));
    expect(lines(counted).length).toBeGreaterThan(3);
    await client.close();
  }, 120_000);
});
