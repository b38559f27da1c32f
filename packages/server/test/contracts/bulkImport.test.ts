import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../../src/db';
import { contractTables, copyContracts, vacuumContracts } from '../../src/seed/contracts';
import { startTestServer, type TestServer } from '../harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('after a bulk import of contracts', () => {
  it('vacuums and analyses the contracts and every counter their triggers rewrote', async () => {
    const db = t.ctx.db;
    // An import in batches: copies of A0001's contracts into A0002, 100 a statement.
    for (let batch = 0; batch < 8; batch++)
      await copyContracts(db, { from: 'A0001', to: 'A0002', limit: 100, prefix: `IMP${batch}-` });
    const counts = async () =>
      Object.fromEntries(
        (
          (await sqlRows(
            db,
            sql`select relname, vacuum_count::int as vacuums, analyze_count::int as analyses
                  from pg_stat_user_tables where relname in (${sql.join(
                    contractTables.map((name) => sql`${name}`),
                    sql`, `,
                  )})`,
          )) as Array<{ relname: string; vacuums: number; analyses: number }>
        ).map((r) => [r.relname, { vacuums: Number(r.vacuums), analyses: Number(r.analyses) }]),
      );
    const before = await counts();
    await vacuumContracts(t.ctx.database);
    const after = await counts();
    expect(Object.keys(after).sort()).toEqual([...contractTables].sort());
    for (const table of contractTables)
      expect(after[table], table).toEqual({
        vacuums: (before[table]?.vacuums ?? 0) + 1,
        analyses: (before[table]?.analyses ?? 0) + 1,
      });
  });
});
