import { rmSync } from 'node:fs';
import { TZDate } from '@date-fns/tz';
import { PGlite } from '@electric-sql/pglite';
import {
  CONTRACT_TOTAL_CAP,
  type ContractExportQuery,
  contractStatuses,
  dateFormats,
  formatTokyo,
  TIME_ZONE,
  tokyoDateParts,
} from '@olive/api';
import { count, type SQL, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, sqlRows } from '../src/db';
import * as schema from '../src/db/schema';
import { contracts } from '../src/db/schema';
import { contractTotal, contractWhere } from '../src/routes/contracts';
import { createRandom } from '../src/seed/random';
import { wholeMonthsTotal } from '../src/services/contractStatements';
import { startTestServer, type TestServer } from './harness';
import { insertContractSeries, insertTestAgencies, journal, migrationsBefore, migrationsFolder } from './migrations';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

/** A contract's month as the counters should hold it, computed here in JavaScript (Japan time, 0 for none). */
const month = (d: Date | null) => {
  if (!d) return 0;
  const parts = tokyoDateParts(d);
  return parts.year * 100 + parts.month;
};
/** The first moment of the Japan-time month of `d`. */
const monthStartOf = (d: Date) => {
  const { year, month } = tokyoDateParts(d);
  return new Date(new TZDate(year, month - 1, 1, TIME_ZONE).getTime());
};

/** The counters without their empty cells, and the same cells counted from the contracts. */
async function countersAndRecount(db: Db = t.ctx.db) {
  const counters = (
    (await sqlRows(
      db,
      sql`select agency_code, status, hikisari_status, contract_month, payment_month, total::int as n
            from agency_contract_month_counts where total <> 0`,
    )) as Array<Record<string, string | number>>
  )
    .map((r) => `${r.agency_code} ${r.status} ${r.hikisari_status} ${r.contract_month} ${r.payment_month} ${r.n}`)
    .sort();
  const rows = await db
    .select({
      agency: contracts.agencyCode,
      status: contracts.status,
      hikisari: contracts.hikisariStatus,
      contractDate: contracts.firstContractDate,
      paymentDate: contracts.firstPaymentDate,
    })
    .from(contracts);
  const cells = new Map<string, number>();
  for (const r of rows) {
    const key = `${r.agency} ${r.status} ${r.hikisari} ${month(r.contractDate)} ${month(r.paymentDate)}`;
    cells.set(key, (cells.get(key) ?? 0) + 1);
  }
  const recount = [...cells].map(([key, n]) => `${key} ${n}`).sort();
  return { counters, recount, contracts: rows.length };
}

/** The filter's exact count, uncapped. */
async function exactCount(q: ContractExportQuery): Promise<number> {
  const [r] = await t.ctx.db.select({ n: count() }).from(contracts).where(contractWhere(q));
  return Number(r?.n ?? 0);
}

const minute = (d: Date) => formatTokyo(d, dateFormats.dateTimeMinutes);

describe('the month counters of status and date searches (migration 0013)', () => {
  it('hold the contracts per agency, states and Japan-time months through inserts, updates and deletes', async () => {
    const db = t.ctx.db;
    const first = await countersAndRecount();
    expect(first.contracts).toBeGreaterThan(300);
    expect(first.counters).toEqual(first.recount);
    // Dates moved to 23:30 UTC on a month's last day: the next month's first day in Japan.
    await db.execute(
      sql`update contracts set first_contract_date = date_trunc('month', first_contract_date) + interval '1 month' - interval '30 minutes'
          where id in (select id from contracts where agency_code = 'A0001' and first_contract_date is not null order by id limit 40)`,
    );
    // Payment dates emptied and set; a move to another agency and status; a delete; an insert of copies.
    await db.execute(
      sql`update contracts set first_payment_date = null where id in (select id from contracts where agency_code = 'A0002' and first_payment_date is not null order by id limit 9)`,
    );
    await db.execute(
      sql`update contracts set first_payment_date = first_contract_date + interval '40 days' where id in (select id from contracts where first_payment_date is null and first_contract_date is not null order by id desc limit 6)`,
    );
    await db.execute(
      sql`update contracts set agency_code = 'A0003', status = 'lapsed' where id in (select id from contracts where agency_code = 'A0002' order by id limit 5)`,
    );
    await db.execute(
      sql`delete from contracts where id in (select id from contracts where agency_code = 'A0003' order by id desc limit 4)`,
    );
    const after = await countersAndRecount();
    expect(after.counters).toEqual(after.recount);
    expect(after.counters).not.toEqual(first.counters);
  });

  it('sum to at most the search count, and to exactly it for bounds on whole months', async () => {
    const random = createRandom(13);
    const [span] = (await sqlRows(
      t.ctx.db,
      sql`select min(first_contract_date) as lo, max(first_contract_date) as hi from contracts where agency_code = 'A0001'`,
    )) as Array<{ lo: string | Date; hi: string | Date }>;
    const lo = new Date(span?.lo ?? 0).getTime();
    const hi = new Date(span?.hi ?? 0).getTime();
    const someDay = () => new Date(lo + random.int(0, Math.floor((hi - lo) / 60_000)) * 60_000);
    let whole = 0;
    let below = 0;
    for (let i = 0; i < 60; i++) {
      const wholeMonths = i % 2 === 0;
      const [a, b] = [someDay(), someDay()].sort((x, y) => x.getTime() - y.getTime()) as [Date, Date];
      // Whole months: from the first minute of a's month to the last minute of the month before b's.
      const start = minute(wholeMonths ? monthStartOf(a) : a);
      const end = minute(wholeMonths ? new Date(monthStartOf(b).getTime() - 60_000) : b);
      const q: ContractExportQuery = {
        agencyCode: 'A0001',
        ...(i % 3 !== 0 ? { startFirstContractDate: start } : {}),
        ...(i % 5 !== 0 ? { endFirstContractDate: end } : {}),
        ...(i % 4 === 1 ? { startFirstPaymentDate: start } : {}),
        ...(i % 7 === 2 ? { endFirstPaymentDate: end } : {}),
        ...(i % 3 === 1 ? { statuses: contractStatuses.filter((_, k) => (k + i) % 2 === 0) } : {}),
        ...(i % 4 === 3 ? { selectedHikisariStatuses: ['paid-in', 'failed'] as const } : {}),
      };
      const exact = await exactCount(q);
      const counted = await wholeMonthsTotal(t.ctx, q);
      expect(counted, JSON.stringify(q)).toBeLessThanOrEqual(exact);
      if (wholeMonths) {
        expect(counted, JSON.stringify(q)).toBe(exact);
        whole += exact > 0 ? 1 : 0;
      } else if (counted < exact) below++;
    }
    // The cases say something: whole-month searches that found rows, and partial months below the count.
    expect(whole).toBeGreaterThan(10);
    expect(below).toBeGreaterThan(5);
  });

  it('answer 「10,000件以上」 without counting the rows once their whole months pass the cap', async () => {
    const db = t.ctx.db;
    // The month of A0001's active contracts that holds the most, and a search of its whole year.
    const [top] = (await sqlRows(
      db,
      sql`select contract_month as m from agency_contract_month_counts where agency_code = 'A0001' and status = 'active'
            group by contract_month order by sum(total) desc, contract_month limit 1`,
    )) as Array<{ m: number }>;
    const busiest = Number(top?.m);
    const year = Math.floor(busiest / 100);
    const q: ContractExportQuery = {
      agencyCode: 'A0001',
      statuses: ['active'],
      startFirstContractDate: `${year}/01/01 00:00`,
      endFirstContractDate: `${year}/12/31 23:59`,
    };
    const exact = await exactCount(q);
    expect(exact).toBeGreaterThan(0);
    expect(exact).toBeLessThanOrEqual(CONTRACT_TOTAL_CAP);
    expect(await contractTotal(t.ctx, q)).toEqual({ total: exact, capped: false });
    // The search's cells made to hold more than the cap: the total says so, so the counters were
    // read (the rows themselves are fewer). Cells of the months outside the year change nothing.
    const inside = sql`agency_code = 'A0001' and status = 'active' and contract_month = ${busiest}`;
    const outside = sql`agency_code = 'A0001' and status = 'active' and contract_month / 100 <> ${year}`;
    const raise = async (cells: SQL, by: number) =>
      (await sqlRows(db, sql`update agency_contract_month_counts set total = total + ${by} where ${cells} returning 1`))
        .length;
    try {
      expect(await raise(outside, CONTRACT_TOTAL_CAP)).toBeGreaterThan(0);
      expect(await contractTotal(t.ctx, q)).toEqual({ total: exact, capped: false });
      expect(await raise(inside, CONTRACT_TOTAL_CAP)).toBeGreaterThan(0);
      expect(await contractTotal(t.ctx, q)).toEqual({ total: CONTRACT_TOTAL_CAP, capped: true });
      expect(await contractTotal(t.ctx, q, { prepared: false })).toEqual({ total: CONTRACT_TOTAL_CAP, capped: true });
      // A search that covers none of that month whole counts its rows.
      const partial = { ...q, startFirstContractDate: `${year}/${String(busiest % 100).padStart(2, '0')}/02 00:00` };
      expect(await contractTotal(t.ctx, partial)).toEqual({ total: await exactCount(partial), capped: false });
      // With a keyword the counters do not apply: the rows are counted.
      expect((await contractTotal(t.ctx, { ...q, keyword: 'OL' })).capped).toBe(false);
    } finally {
      await raise(inside, -CONTRACT_TOTAL_CAP);
      await raise(outside, -CONTRACT_TOTAL_CAP);
    }
    const { counters, recount } = await countersAndRecount();
    expect(counters).toEqual(recount);
  });
});

describe('migration 0013 on a database that holds contracts', () => {
  it('counts the contracts already there by month, and the triggers keep the counters from then on', async () => {
    expect(journal.entries.find((e) => e.idx === 13)?.tag).toBe('0013_contract_month_counts');
    const before = migrationsBefore(13);
    const client = new PGlite();
    try {
      const pgliteDb = drizzle(client, { schema });
      const db: Db = pgliteDb;
      await migrate(pgliteDb, { migrationsFolder: before });
      await insertTestAgencies(db);
      // Contract dates on 15:00 UTC of the 31st (the 1st in Japan) and the 15th, every third without a payment date.
      const insert = (from: number, to: number) =>
        insertContractSeries(db, {
          prefix: 'MON',
          from,
          to,
          cells: {
            status: sql`(array['active', 'lapsed', 'applied'])[g % 3 + 1]`,
            first_contract_date: sql`timestamptz '2024-12-31 15:00:00+00' + (g % 14) * interval '1 month' + (g % 2) * interval '14 days'`,
            first_payment_date: sql`case when g % 3 = 0 then null else timestamptz '2025-02-10 00:00:00+09' + (g % 9) * interval '1 month' end`,
            search_text: sql`'mon' || g`,
          },
        });
      await insert(1, 90);
      await migrate(pgliteDb, { migrationsFolder });
      const filled = await countersAndRecount(db);
      expect(filled.contracts).toBe(90);
      expect(filled.counters).toEqual(filled.recount);
      // A contract dated 2024-12-31 15:00 UTC is in January 2025 in Japan.
      expect(filled.counters.some((line) => line.includes(' 202501 '))).toBe(true);
      expect(filled.counters.some((line) => line.includes(' 202412 '))).toBe(false);

      await insert(91, 120);
      await db.execute(sql`update contracts set first_payment_date = null where id % 4 = 0`);
      await db.execute(sql`update contracts set agency_code = 'T0002', status = 'lapsed' where id % 7 = 0`);
      await db.execute(sql`delete from contracts where id % 5 = 0`);
      const kept = await countersAndRecount(db);
      expect(kept.counters).toEqual(kept.recount);
    } finally {
      await client.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
