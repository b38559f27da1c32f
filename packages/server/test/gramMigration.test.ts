import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { agencyContractGramCounts, contracts } from '../src/db/schema';
import { counterLines, expectedGramCounters } from './gramCounters';
import {
  insertContractSeries,
  insertTestAgencies,
  journal,
  migrationsFolder as migrations,
  migrationsBefore,
} from './migrations';

/**
 * Migration 0012: a database that already holds contracts when it is upgraded gets the
 * counters of their trigrams, and from then on the triggers count all three lengths. Run on an
 * embedded PGlite in memory (the migration's SQL is the same on PostgreSQL; the counters' upkeep on
 * PostgreSQL is tested in search.test.ts).
 */
const before = migrationsBefore(12);
afterAll(() => rmSync(before, { recursive: true, force: true }));

describe('migration 0012 on a database that holds contracts', () => {
  it('counts the trigrams of the contracts already there, and the triggers keep all three lengths', async () => {
    expect(journal.entries.find((e) => e.idx === 12)?.tag).toBe('0012_contract_trigram_counts');
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
          search_text: sql`'mig' || g || chr(1) || (array['サトウ ハナコ', '佐々木 一郎', 'スズキ', 'タナカ タロウ', 'ab c'])[g % 5 + 1]
            || chr(1) || (array['サトウハナコ', '佐々木一郎', 'スズキ', 'タナカタロウ', 'abc'])[g % 5 + 1]`,
        },
      });
    await insert(1, 60);
    const stored = async () => counterLines(await db.select().from(agencyContractGramCounts));
    const expected = async () =>
      expectedGramCounters(
        await db.select({ agency: contracts.agencyCode, text: contracts.searchText }).from(contracts),
      );
    // Before 0012: characters and pairs only.
    expect((await stored()).some((line) => line.startsWith('T0001 サトウ '))).toBe(false);

    await migrate(db, { migrationsFolder: migrations });
    expect(await stored()).toContain('T0001 サトウ 8');
    expect(await stored()).toContain('T0002 佐々木 4');
    // No counter for a run of three that holds a space (ab c): no keyword word can hold one.
    expect((await stored()).some((line) => line.startsWith('T0001 b c '))).toBe(false);
    expect(await stored()).toEqual(await expected());

    // The triggers count trigrams from here on: inserts, a changed text, a move, deletes.
    await insert(61, 90);
    await db.execute(sql`update contracts set search_text = search_text || chr(1) || 'イトウ' where id % 4 = 0`);
    await db.execute(sql`update contracts set agency_code = 'T0002' where id % 7 = 0`);
    await db.execute(sql`delete from contracts where id % 5 = 0`);
    expect(await stored()).toEqual(await expected());
    await client.close();
  });
});
