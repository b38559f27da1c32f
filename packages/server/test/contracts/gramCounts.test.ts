import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { CONTRACT_TOTAL_CAP } from '@olive/api';
import { count, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractFilter, filterWhere } from '../../src/contracts/filter';
import { listContracts } from '../../src/contracts/routes';
import { sqlRows } from '../../src/db';
import { contracts } from '../../src/db/schema';
import { copyContracts } from '../../src/seed/contracts';
import { insertContractSeries } from '../contractSeries';
import { startTestServer, type TestServer } from '../harness';
import {
  insertContractSeries as insertPlainSeries,
  insertTestAgencies,
  journal,
  migrationsFolder as migrations,
  migrationsBefore,
} from '../migrations';

/**
 * The gram counters (migration 0019, docs/adr/0193-short-keyword-totals-from-gram-counters.md): the
 * list's total of a lone keyword of up to three characters is read from them, so after every kind of
 * write it must still be the number of the agency's contracts that hold the word.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const agencies = ['A0019', 'A0020'];
// One to three characters, in the series below or not; ウヰ only across a name's space (never found).
const words = ['佐藤', '林', 'さとう', 'サイ', 'ヰヱ', 'ヲン', 'ヰヱヲ', 'ン', 'ウヰ', 'gc1', '7', 'ｇｃ'];

/** Each agency and word: the list's total beside the agency's rows that hold the word, counted. */
async function totals(): Promise<Array<{ at: string; listed: number; counted: number }>> {
  const out = [];
  for (const agencyCode of agencies)
    for (const keyword of words) {
      const [counted] = await t.ctx.db
        .select({ n: count() })
        .from(contracts)
        .where(filterWhere(contractFilter({ agencyCode, keyword })));
      const listed = await listContracts(t.ctx, { agencyCode, keyword });
      out.push({
        at: `${agencyCode} ${keyword}`,
        listed: listed.meta.total,
        counted: Math.min(Number(counted?.n ?? 0), CONTRACT_TOTAL_CAP),
      });
    }
  return out;
}
const listedOf = (rows: Array<{ at: string; listed: number }>) => rows.map((r) => `${r.at}: ${r.listed}`);
const countedOf = (rows: Array<{ at: string; counted: number }>) => rows.map((r) => `${r.at}: ${r.counted}`);

describe('the total of a short keyword after every kind of write', () => {
  it('is the count of the rows that hold it, whatever was inserted, changed, moved or deleted', async () => {
    const db = t.ctx.db;
    await insertContractSeries(t, 300, {
      management_number: sql`'GC' || lpad(g::text, 7, '0')`,
      agency_code: sql`'A0019'`,
      search_text: sql`'gc' || g || chr(1) || (array['ヰヱヲン', 'サトウ ヰヱ', '佐藤 林'])[g % 3 + 1]`,
    });
    const writes: Array<[string, ReturnType<typeof sql>]> = [
      [
        'a name changed',
        sql`update contracts set search_text = replace(search_text, 'サトウ', 'サイトウ') where id % 5 = 0`,
      ],
      ['a status changed (the text stays)', sql`update contracts set status = 'cancelled' where id % 4 = 0`],
      ['contracts moved to another agency', sql`update contracts set agency_code = 'A0020' where id % 7 = 0`],
      ['contracts deleted', sql`delete from contracts where id % 6 = 0`],
    ];
    const seen = [await totals()];
    for (const [, write] of writes) {
      await db.execute(write);
      seen.push(await totals());
    }
    await copyContracts(db, { from: 'A0019', to: 'A0020', limit: 120, prefix: 'GCC' });
    seen.push(await totals());
    for (const [i, rows] of seen.entries()) expect(listedOf(rows), `after write ${i}`).toEqual(countedOf(rows));
    // Every write but the status change changed some word's total, so the comparisons above say
    // something; the status change left every total as it was.
    for (let i = 1; i < seen.length; i++) {
      const same = expect(countedOf(seen[i] ?? []), `write ${i}`);
      if (i === 2) same.toEqual(countedOf(seen[i - 1] ?? []));
      else same.not.toEqual(countedOf(seen[i - 1] ?? []));
    }
    expect(seen[0]?.find((r) => r.at === 'A0019 ウヰ')?.listed).toBe(0);

    await db.execute(sql`truncate contracts cascade`);
    const [left] = await sqlRows<{ n: number }>(db, sql`select count(*)::int as n from agency_gram_counts`);
    expect(left?.n).toBe(0);
  });
});

const before = migrationsBefore(19);
afterAll(() => rmSync(before, { recursive: true, force: true }));

describe('migration 0019 on a database that holds contracts', () => {
  it('counts the grams of the contracts already stored, and its triggers keep counting', async () => {
    expect(journal.entries.find((e) => e.idx === 19)?.tag).toBe('0019_contract_gram_counts');
    const client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before });
    await insertTestAgencies(db);
    const insert = (from: number, to: number) =>
      insertPlainSeries(db, {
        prefix: 'GRM',
        from,
        to,
        cells: { search_text: sql`'grm' || g || chr(1) || (array['サトウ', '佐藤 林', 'ヰヱヲ'])[g % 3 + 1]` },
      });
    const compare = async () => {
      const rows = (
        await db.execute(sql`
          select a.code || ' ' || w as at,
            coalesce((select total from agency_gram_counts where agency_code = a.code and gram = w), 0)::int as listed,
            (select count(*) from contracts where agency_code = a.code and search_text like '%' || w || '%')::int as counted
          from agencies a, unnest(array['サトウ', 'トウ', '佐藤', '林', 'ヰヱヲ', 'grm', '1']) as w
          where a.code in ('T0001', 'T0002') order by 1`)
      ).rows as Array<{ at: string; listed: number; counted: number }>;
      expect(rows.some((r) => r.counted > 0)).toBe(true);
      return rows;
    };
    await insert(1, 60);
    await migrate(db, { migrationsFolder: migrations });
    const upgraded = await compare();
    expect(listedOf(upgraded)).toEqual(countedOf(upgraded));
    await insert(61, 90);
    await db.execute(sql`update contracts set agency_code = 'T0002' where id % 7 = 0`);
    await db.execute(sql`delete from contracts where id % 5 = 0`);
    const written = await compare();
    expect(listedOf(written)).toEqual(countedOf(written));
    await client.close();
  }, 120_000);
});
