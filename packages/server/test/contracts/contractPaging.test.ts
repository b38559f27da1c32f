import { CONTRACT_TOTAL_CAP, type Contract, type ContractListQuery } from '@olive/api';
import { count, desc, eq, sql, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyContractStateCounts, contracts } from '../../src/db/schema';
import { insertContractSeries } from '../contractSeries';
import { startTestServer, type TestServer } from '../harness';

/** Totals that do not scan, and paging that does not skip rows. */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

/** Contracts straight into an agency, `n` of them, alternating active and lapsed. */
async function bulkInsert(agencyCode: string, n: number, prefix: string) {
  await insertContractSeries(t, n, {
    management_number: sql`${prefix} || lpad(g::text, 7, '0')`,
    agency_code: sql`${agencyCode}`,
    status: sql`case when g % 2 = 0 then 'active' else 'lapsed' end`,
    search_text: sql`lower(${prefix}) || g`,
  });
}

const counted = async () =>
  Object.fromEntries(
    (
      await t.ctx.db.select({ agency: contracts.agencyCode, n: count() }).from(contracts).groupBy(contracts.agencyCode)
    ).map((r) => [r.agency, Number(r.n)]),
  );
/** The agency's total as the list reads it: the sum of its state counters. */
const counters = async () =>
  Object.fromEntries(
    (
      await t.ctx.db
        .select({ agency: agencyContractStateCounts.agencyCode, n: sum(agencyContractStateCounts.total) })
        .from(agencyContractStateCounts)
        .groupBy(agencyContractStateCounts.agencyCode)
    )
      .filter((r) => Number(r.n) !== 0)
      .map((r) => [r.agency, Number(r.n)]),
  );

async function list(query: Omit<ContractListQuery, 'agencyCode'> & { agencyCode?: string }) {
  const c = await t.signedIn('general@demo.olive.test');
  const r = await c.api.contracts.list({ agencyCode: 'A0001', ...query });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.data;
}
const ids = (rows: Contract[]) => rows.map((r) => r.id);

describe('the per-agency counters (triggers, same transaction)', () => {
  it('equals count(*) per agency after the seed, inserts, moves and deletes', async () => {
    expect(await counters()).toEqual(await counted());
    await bulkInsert('A0017', 30, 'CNT');
    const moved = await t.ctx.db
      .update(contracts)
      .set({ agencyCode: 'A0016' })
      .where(sql`${contracts.managementNumber} like 'CNT%' and ${contracts.id} % 3 = 0`)
      .returning({ id: contracts.id });
    expect(moved.length).toBeGreaterThan(0);
    expect(await counters()).toEqual(await counted());
    await t.ctx.db.delete(contracts).where(sql`${contracts.managementNumber} like 'CNT%'`);
    expect(await counters()).toEqual(await counted());
  });

  it('a rolled-back insert leaves the counter as it was', async () => {
    const before = await counters();
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await tx.execute(sql`insert into contracts (management_number, agency_code, recruiter_name, policyholder_name,
          policyholder_kana, insured_name, product_name, plan_name, status, hikisari_status, payment_method,
          monthly_premium, search_text, created_at, updated_at)
          values ('RB0000001', 'A0001', 'a', 'b', 'c', 'd', 'e', 'f', 'active', 'paid-in', '1', 1, 'x', now(), now())`);
        const [inside] = await tx
          .select({ n: sum(agencyContractStateCounts.total) })
          .from(agencyContractStateCounts)
          .where(eq(agencyContractStateCounts.agencyCode, 'A0001'));
        expect(Number(inside?.n)).toBe((before.A0001 ?? 0) + 1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await counters()).toEqual(before);
  });

  it('answers the unfiltered total of the list', async () => {
    const all = await counted();
    const r = await list({});
    expect(r.meta).toMatchObject({ total: all.A0001, totalCapped: false, currentPage: 1, perPage: 20 });
    expect(r.meta.lastPage).toBe(Math.ceil((all.A0001 ?? 0) / 20));
  });
});

describe('filtered totals: exact up to 10,000, capped above', () => {
  beforeAll(async () => {
    await bulkInsert('A0019', CONTRACT_TOTAL_CAP + 50, 'CAP');
  }, 120_000);

  it('counts the unfiltered total exactly above the cap (the counter)', async () => {
    const all = await counted();
    const r = await list({ agencyCode: 'A0019' });
    expect(r.meta.total).toBe(all.A0019);
    expect(r.meta.total).toBeGreaterThan(CONTRACT_TOTAL_CAP);
    expect(r.meta.totalCapped).toBe(false);
  });

  it('counts a filter under the cap exactly', async () => {
    const [exact] = await t.ctx.db
      .select({ n: count() })
      .from(contracts)
      .where(sql`${contracts.agencyCode} = 'A0019' and ${contracts.status} = 'lapsed'`);
    const r = await list({ agencyCode: 'A0019', statuses: ['lapsed'] });
    expect(Number(exact?.n)).toBeLessThan(CONTRACT_TOTAL_CAP);
    expect(r.meta).toMatchObject({ total: Number(exact?.n), totalCapped: false });
  });

  it('says a filter above the cap is capped, and pages on past the cap', async () => {
    const filter = { agencyCode: 'A0019', statuses: ['active', 'lapsed'] as ContractListQuery['statuses'] };
    const first = await list(filter);
    expect(first.meta).toMatchObject({ total: CONTRACT_TOTAL_CAP, totalCapped: true, currentPage: 1 });
    expect(first.meta.lastPage).toBeGreaterThanOrEqual(CONTRACT_TOTAL_CAP / 20);
    // Page 500 is the last the capped total covers; there are rows after it, so 501 is known to exist.
    const p500 = await list({ ...filter, page: 500 });
    expect(p500.data).toHaveLength(20);
    expect(p500.meta.lastPage).toBe(501);
    const p501 = await list({ ...filter, page: 501, after: p500.meta.lastCursor });
    expect(p501.data).toHaveLength(20);
    expect(p501.meta).toMatchObject({ currentPage: 501, totalCapped: true });
    expect((p501.data[0] as Contract).id).toBeLessThan((p500.data.at(-1) as Contract).id);
    // Back to page 500 by key: the same rows, and page 501 still known to exist.
    const back = await list({ ...filter, page: 500, before: p501.meta.firstCursor });
    expect(ids(back.data)).toEqual(ids(p500.data));
    expect(back.meta).toMatchObject({ currentPage: 500, lastPage: 501, totalCapped: true });
  });

  it('a capped list asked for a page past its end: no rows, and no claim that the page exists', async () => {
    const filter = { agencyCode: 'A0019', statuses: ['active', 'lapsed'] as ContractListQuery['statuses'] };
    for (const page of [5_000, 1_000_000]) {
      const past = await list({ ...filter, page });
      expect(past.data).toEqual([]);
      expect(past.meta).toMatchObject({ currentPage: page, lastPage: CONTRACT_TOTAL_CAP / 20, totalCapped: true });
    }
  });
});

describe("the top of an agency's list after another agency's import", () => {
  it("page 1 is the agency's newest rows, below the import's ids", async () => {
    // A0019 holds most of the table (the cap's tests above), and another agency's import comes
    // after it: ids above every one of A0019's. The statistics say so (ANALYZE, as after any import).
    await bulkInsert('A0017', 300, 'TOPIMP');
    await t.ctx.db.execute(sql`analyze contracts`);
    const newest = await t.ctx.db
      .select({ id: contracts.id })
      .from(contracts)
      .where(eq(contracts.agencyCode, 'A0019'))
      .orderBy(desc(contracts.id))
      .limit(20);
    const first = await list({ agencyCode: 'A0019' });
    expect(ids(first.data)).toEqual(newest.map((r) => r.id));
  });
});

describe('paging: keyset next/previous, deferred-join jumps', () => {
  it('a page jump returns the same rows as the list read in one piece', async () => {
    const everything = await t.ctx.db
      .select({ id: contracts.id })
      .from(contracts)
      .where(eq(contracts.agencyCode, 'A0001'))
      .orderBy(desc(contracts.id));
    for (const page of [1, 2, 3]) {
      const r = await list({ page });
      expect(ids(r.data)).toEqual(everything.slice((page - 1) * 20, page * 20).map((x) => x.id));
    }
  });

  it('next and previous by key neither skip nor repeat rows when new contracts arrive meanwhile', async () => {
    const page1 = await list({});
    const page2 = await list({ page: 2 });
    await bulkInsert('A0001', 7, 'NEW');
    // By offset, page 2 now repeats the last 7 rows of page 1; by key it is the page that followed.
    const byOffset = await list({ page: 2 });
    expect(ids(byOffset.data).slice(0, 7)).toEqual(ids(page1.data).slice(13));
    const next = await list({ page: 2, after: page1.meta.lastCursor });
    expect(ids(next.data)).toEqual(ids(page2.data));
    expect(next.meta.currentPage).toBe(2);
    const previous = await list({ page: 1, before: next.meta.firstCursor });
    expect(ids(previous.data)).toEqual(ids(page1.data));
    // Page 1 itself shows the newest, the 7 new ones included.
    expect((await list({})).data.slice(0, 7).every((c) => c.managementNumber.startsWith('NEW'))).toBe(true);
  });

  it('previous from near the top is page 1 (never a short page)', async () => {
    const page1 = await list({});
    const r = await list({ page: 2, before: String((page1.data[3] as Contract).id) });
    expect(r.meta.currentPage).toBe(1);
    expect(ids(r.data)).toEqual(ids(page1.data));
  });

  it('refuses malformed or conflicting cursors with a Japanese 422', async () => {
    const c = await t.signedIn('general@demo.olive.test');
    const both = await c.fetch(`${t.url}/api/contracts?agencyCode=A0001&after=10&before=20`);
    expect(both.status).toBe(422);
    expect(((await both.json()) as { message: string }).message).toBe(
      '次ページの起点と前ページの起点は同時に指定できません。',
    );
    for (const bad of ['after=abc', 'after=0', 'before=-3', 'after=99999999999']) {
      const r = await c.fetch(`${t.url}/api/contracts?agencyCode=A0001&${bad}`);
      expect(r.status, bad).toBe(422);
      expect(JSON.stringify(await r.json())).toMatch(/[起点]/);
    }
  });
});
