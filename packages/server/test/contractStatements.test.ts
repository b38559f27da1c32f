import { CONTRACT_TOTAL_CAP, type ContractListQuery } from '@olive/api';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyContractCounts, contracts } from '../src/db/schema';
import { contractTotal, contractWhere, listContracts } from '../src/routes/contracts';
import { contractPages } from '../src/services/contractStatements';
import { isPostgresRun, startTestServer, type TestServer } from './harness';
import { insertTestAgencies } from './migrations';

/**
 * The contract list's prepared statements (services/contractStatements) against the queries built
 * for each request that they replace: for every shape they serve (page 1, next, previous, a jump
 * from either end; no filter, statuses, hikisari statuses, each date bound, and their mixes), the
 * same rows in the same order, the same totals and the same paging; and the prepared capped count
 * of a filter against the count built from contractWhere.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const filters: Array<Omit<ContractListQuery, 'agencyCode'>> = [
  {},
  { statuses: ['active'] },
  { statuses: ['active', 'lapsed', 'cancelled'] },
  { selectedHikisariStatuses: ['paid-in'] },
  { statuses: ['active'], selectedHikisariStatuses: ['paid-in', 'failed'] },
  { startFirstContractDate: '2025/06/01 00:00' },
  { endFirstContractDate: '2025/06/30 23:59' },
  { startFirstPaymentDate: '2025/03/01 09:30', endFirstPaymentDate: '2026/01/31 23:59' },
  {
    statuses: ['active'],
    startFirstContractDate: '2025/01/01 00:00',
    endFirstContractDate: '2025/12/31 23:59',
    startFirstPaymentDate: '2025/02/01 00:00',
    endFirstPaymentDate: '2026/01/31 23:59',
  },
  // A filter nothing matches.
  { startFirstContractDate: '2099/01/01 00:00' },
];

const both = async (query: ContractListQuery) => {
  const built = await listContracts(t.ctx, query, { prepared: false });
  const prepared = await listContracts(t.ctx, query);
  return { built, prepared };
};

describe('the prepared statements of the contract list', () => {
  it.each(filters)('answer what the built queries answer, on every kind of page (%o)', async (filter) => {
    const base = { agencyCode: 'A0001', perPage: 20, ...filter } as ContractListQuery;
    const first = await both({ ...base, page: 1 });
    expect(first.prepared).toEqual(first.built);
    const { lastPage } = first.built.meta;
    for (const page of new Set([2, Math.ceil(lastPage / 2), lastPage - 1, lastPage, lastPage + 1])) {
      if (page < 1) continue;
      const jumped = await both({ ...base, page });
      expect(jumped.prepared).toEqual(jumped.built);
    }
    const rows = first.built.data;
    const last = rows.at(-1);
    if (last) {
      const next = await both({ ...base, page: 2, after: first.built.meta.lastCursor });
      expect(next.prepared).toEqual(next.built);
      const firstOfNext = next.built.data[0];
      if (firstOfNext) {
        const back = await both({ ...base, page: 1, before: next.built.meta.firstCursor });
        expect(back.prepared).toEqual(back.built);
        expect(back.prepared.data.map((r) => r.id)).toEqual(rows.map((r) => r.id));
      }
    }
  });

  it.each(filters)('count a filter as the built capped count does (%o)', async (filter) => {
    const query = { agencyCode: 'A0001', ...filter } as ContractListQuery;
    const [built] = await t.ctx.db.select({ n: count() }).from(
      t.ctx.db
        .select({ id: contracts.id })
        .from(contracts)
        .where(contractWhere(query))
        .limit(CONTRACT_TOTAL_CAP + 1)
        .as('c'),
    );
    expect(await contractPages(t.ctx, query).cappedCount()).toBe(Number(built?.n));
    expect(await contractTotal(t.ctx, query)).toEqual(await contractTotal(t.ctx, query, { prepared: false }));
  });

  it('serve the list over HTTP (named statements on PostgreSQL)', async () => {
    const c = await t.signedIn('general@demo.olive.test');
    const r = await c.api.contracts.list({ agencyCode: 'A0001', page: 1, statuses: ['active'] });
    expect(r.ok).toBe(true);
    const pool = t.ctx.database.pool;
    if (!isPostgresRun() || !pool) return;
    // Every connection of the pool at once: the statement was prepared on one of them.
    const clients = await Promise.all(Array.from({ length: pool.totalCount }, () => pool.connect()));
    try {
      const names = new Set<string>();
      for (const client of clients) {
        const { rows } = await client.query<{ name: string }>('select name from pg_prepared_statements');
        for (const row of rows) names.add(row.name);
      }
      expect(names).toContain('olive_contract_page_top_100000');
      expect(names).toContain('olive_contract_state_counts');
    } finally {
      for (const client of clients) client.release();
    }
  });

  /**
   * The statements sent to the database while `run` runs: their names (a named statement on
   * PostgreSQL, drizzle's on both backends are named by their text on PGlite) or first words.
   */
  const statementsOf = async (run: () => Promise<unknown>): Promise<string[]> => {
    const sent: string[] = [];
    const target = (t.ctx.database.pool ?? t.ctx.database.pglite) as unknown as {
      query: (...args: unknown[]) => Promise<unknown>;
    };
    const original = target.query;
    target.query = function (this: unknown, ...args: unknown[]) {
      const q = args[0] as string | { name?: string; text?: string };
      sent.push(typeof q === 'string' ? q : (q.name ?? q.text ?? ''));
      return original.apply(this, args);
    };
    try {
      await run();
    } finally {
      target.query = original;
    }
    return sent;
  };

  it('bring an unfiltered page and its total in one statement, and read the counter when the page is empty', async () => {
    const query = { agencyCode: 'A0001', perPage: 20 } as ContractListQuery;
    const [counter] = await t.ctx.db
      .select({ n: agencyContractCounts.total })
      .from(agencyContractCounts)
      .where(eq(agencyContractCounts.agencyCode, 'A0001'));
    const agencyTotal = Number(counter?.n);
    let first!: Awaited<ReturnType<typeof listContracts>>;
    const sent = await statementsOf(async () => {
      first = await listContracts(t.ctx, { ...query, page: 1 });
    });
    expect(first.meta.total).toBe(agencyTotal);
    expect(first.data).toHaveLength(20);
    expect(sent).toHaveLength(1);
    if (isPostgresRun()) expect(sent[0]).toBe('olive_contract_page_top_000000_total');

    // The next page and the one before it: one statement each, the same total.
    const next = await listContracts(t.ctx, { ...query, page: 2, after: first.meta.lastCursor });
    expect(next.meta.total).toBe(agencyTotal);
    const back = await listContracts(t.ctx, { ...query, page: 1, before: next.meta.firstCursor });
    expect(back.meta.total).toBe(agencyTotal);
    expect(back.data.map((r) => r.id)).toEqual(first.data.map((r) => r.id));

    // After the agency's last contract nothing is left: the page is empty, the total still the counter's.
    const [oldest] = await t.ctx.db
      .select({ id: sql<number>`min(${contracts.id})` })
      .from(contracts)
      .where(eq(contracts.agencyCode, 'A0001'));
    let pastEnd!: Awaited<ReturnType<typeof listContracts>>;
    const sentPastEnd = await statementsOf(async () => {
      pastEnd = await listContracts(t.ctx, { ...query, page: 999, after: String(oldest?.id) });
    });
    expect(pastEnd.data).toEqual([]);
    expect(pastEnd.meta.total).toBe(agencyTotal);
    expect(pastEnd).toEqual(
      await listContracts(t.ctx, { ...query, page: 999, after: String(oldest?.id) }, { prepared: false }),
    );
    expect(sentPastEnd.length).toBeGreaterThan(1);

    // An agency without contracts (and without a counter row): page 1 is empty and its total 0.
    await insertTestAgencies(t.ctx.db);
    try {
      const none = await listContracts(t.ctx, { agencyCode: 'T0001', page: 1 } as ContractListQuery);
      expect(none.data).toEqual([]);
      expect(none.meta.total).toBe(0);
    } finally {
      await t.ctx.db.execute(sql`delete from agencies where code in ('T0001', 'T0002')`);
    }
  });
});
