import {
  type Contract,
  type ContractListQuery,
  type ContractSortKey,
  contractSortKeys,
  type SortOrder,
  sortOrders,
} from '@olive/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { contractsCsv } from '../../src/contracts/export';
import { contractFilter, filterWhere } from '../../src/contracts/filter';
import { contractOrder } from '../../src/contracts/order';
import { sqlRows } from '../../src/db';
import { insertContractSeries } from '../contractSeries';
import { startTestServer, type TestServer } from '../harness';

/** Rows per chunk of the PGlite export (the servers of these tests keep the default). */
const EXPORT_CHUNK = loadConfig({}).exportChunkRows;

/**
 * The lists' sort and page size. The sort is validated (an unknown key is a 422), every
 * sort pages correctly (next and previous by key on (column, id), page jumps, no row skipped or
 * repeated, empty values and ties included), and the CSV comes in exactly the list's order.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
  // A0014: ties on every sort column (few premiums, few days), empty dates, and kana in common.
  await insertContractSeries(t, 137, {
    management_number: sql`'TIE' || lpad(g::text, 7, '0')`,
    agency_code: sql`'A0014'`,
    policyholder_kana: sql`case when g % 3 = 0 then 'アイダ' else 'ワタナベ' end`,
    monthly_premium: sql`1000 * (g % 4)`,
    first_contract_date: sql`case when g % 5 = 0 then null else timestamptz '2025-03-31 15:00:00+00' + (g % 6) * interval '1 day' end`,
    first_payment_date: sql`case when g % 2 = 0 then null else timestamptz '2025-04-30 15:00:00.123456+00' + (g % 3) * interval '1 day' end`,
    search_text: sql`'tie' || g`,
  });
}, 60_000);
afterAll(() => t.close());

const columnOf: Record<ContractSortKey, string> = {
  managementNumber: 'management_number',
  policyholderKana: 'policyholder_kana',
  firstContractDate: 'first_contract_date',
  firstPaymentDate: 'first_payment_date',
  monthlyPremium: 'monthly_premium',
};

/** The agency's ids in an order, read by the database in one piece (PostgreSQL's own NULL rule). */
async function expectedIds(agencyCode: string, sort: ContractSortKey | null, order: SortOrder): Promise<number[]> {
  const by = sort ? sql.raw(`${columnOf[sort]} ${order}, id ${order}`) : sql.raw('id desc');
  const result = await sqlRows<{ id: number | string }>(
    t.ctx.db,
    sql`select id from contracts where agency_code = ${agencyCode} order by ${by}`,
  );
  return result.map((r) => Number(r.id));
}

async function client() {
  return t.signedIn('general@demo.olive.test');
}

async function list(c: Awaited<ReturnType<typeof client>>, query: ContractListQuery) {
  const r = await c.api.contracts.list(query);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.data;
}

const ids = (rows: Contract[]) => rows.map((r) => r.id);

describe('the sort and page size are validated', () => {
  it('refuses an unknown sort key, order or page size with a Japanese 422', async () => {
    const c = await client();
    for (const [bad, label] of [
      ['sort=createdAt', '並び替えの項目'],
      ['sort=id', '並び替えの項目'],
      ['sort=managementNumber&order=up', '並び順'],
      ['perPage=30', '表示件数'],
      ['perPage=abc', '表示件数'],
      ['perPage=1000', '表示件数'],
    ] as const) {
      for (const path of ['/api/contracts', '/api/contractsExport']) {
        if (path === '/api/contractsExport' && bad.startsWith('perPage')) continue;
        const r = await c.fetch(`${t.url}${path}?agencyCode=A0001&${bad}`);
        expect(r.status, `${path} ${bad}`).toBe(422);
        const body = (await r.json()) as { errors?: Record<string, string[]> };
        expect(JSON.stringify(body.errors), bad).toContain(`${label}は`);
      }
    }
  });

  it('accepts every sort key in both orders, and 50 or 100 rows a page', async () => {
    const c = await client();
    for (const sort of contractSortKeys)
      for (const order of sortOrders) {
        const r = await c.fetch(`${t.url}/api/contracts?agencyCode=A0014&sort=${sort}&order=${order}`);
        expect(r.status, `${sort} ${order}`).toBe(200);
      }
    const total = (await expectedIds('A0014', null, 'desc')).length;
    expect(total).toBeGreaterThan(137);
    expect(total).toBeLessThan(200);
    const fifty = await list(c, { agencyCode: 'A0014', perPage: 50 });
    expect(fifty.data).toHaveLength(50);
    expect(fifty.meta).toMatchObject({ perPage: 50, total, lastPage: Math.ceil(total / 50) });
    const hundred = await list(c, { agencyCode: 'A0014', perPage: 100, page: 2 });
    expect(hundred.data).toHaveLength(total - 100);
    expect(hundred.meta).toMatchObject({ perPage: 100, lastPage: 2, currentPage: 2 });
  });
});

const sorts: Array<[ContractSortKey | null, SortOrder]> = [
  [null, 'desc'],
  ...contractSortKeys.flatMap((k) => sortOrders.map((o) => [k, o] as [ContractSortKey, SortOrder])),
];

describe('every sort pages correctly (keyset on (column, id), jumps by offset)', () => {
  it.each(sorts)(
    '%s %s: next by key, previous by key and page jumps give the same rows as one read',
    async (sort, order) => {
      const c = await client();
      const base: ContractListQuery = { agencyCode: 'A0014', ...(sort ? { sort, order } : {}), perPage: 20 };
      const expected = await expectedIds('A0014', sort, order);
      expect(expected.length).toBeGreaterThan(137);

      // Forward by key, page after page.
      const pages: Contract[][] = [];
      // Each page's cursor for the page before it (the answer's firstCursor).
      const firsts: Array<string | undefined> = [];
      let answer = await list(c, base);
      pages.push(answer.data);
      firsts.push(answer.meta.firstCursor);
      while (answer.data.length === 20 && pages.length < 20) {
        answer = await list(c, { ...base, page: pages.length + 1, after: answer.meta.lastCursor });
        if (answer.data.length > 0) {
          pages.push(answer.data);
          firsts.push(answer.meta.firstCursor);
        }
      }
      const forward = pages.flatMap(ids);
      expect(forward).toEqual(expected);
      expect(new Set(forward).size).toBe(forward.length);
      expect(pages).toHaveLength(Math.ceil(expected.length / 20));

      // Backward by key from the last page to the first.
      for (let p = pages.length; p > 1; p--) {
        const back = await list(c, { ...base, page: p - 1, before: firsts[p - 1] });
        expect(ids(back.data), `page ${p - 1}`).toEqual(ids(pages[p - 2] as Contract[]));
        expect(back.meta.currentPage).toBe(p - 1);
      }

      // Jumps by page number to every page: the first half counted from the top, the second half
      // from the end in the reverse order (the total is the agency's counter), the short last page,
      // and one past the end (no rows).
      for (let p = 2; p <= pages.length + 1; p++) {
        const jump = await list(c, { ...base, page: p });
        expect(ids(jump.data), `jump ${p}`).toEqual(expected.slice((p - 1) * 20, p * 20));
      }
    },
  );

  it('a status filter (its total from the state counters) jumps to every page from the nearer end', async () => {
    const c = await client();
    const all = await sqlRows<{ id: number | string }>(
      t.ctx.db,
      sql`select id from contracts where agency_code = 'A0014' and status = 'active' order by monthly_premium asc, id asc`,
    );
    const expected = all.map((r) => Number(r.id));
    const base: ContractListQuery = {
      agencyCode: 'A0014',
      statuses: ['active'],
      sort: 'monthlyPremium',
      order: 'asc',
      perPage: 20,
    };
    const last = Math.ceil(expected.length / 20);
    expect(last).toBeGreaterThan(3);
    for (let p = 2; p <= last + 1; p++) {
      const jump = await list(c, { ...base, page: p });
      expect(ids(jump.data), `jump ${p}`).toEqual(expected.slice((p - 1) * 20, p * 20));
      expect(jump.meta.total).toBe(expected.length);
    }
  });

  it('orders the values themselves: premiums rise, kana in order, empty dates last ascending and first descending', async () => {
    const c = await client();
    const up = await list(c, { agencyCode: 'A0014', sort: 'monthlyPremium', order: 'asc', perPage: 100 });
    const premiums = up.data.map((r) => r.monthlyPremium);
    expect(premiums).toEqual([...premiums].sort((a, b) => a - b));
    const kana = await list(c, { agencyCode: 'A0014', sort: 'policyholderKana', perPage: 100 });
    expect(kana.data[0]?.policyholderKana).toBe('アイダ');
    const paidUp = await list(c, {
      agencyCode: 'A0014',
      sort: 'firstPaymentDate',
      order: 'asc',
      perPage: 100,
      page: 2,
    });
    expect(paidUp.data.at(-1)?.firstPaymentDate).toBeNull();
    const paidDown = await list(c, { agencyCode: 'A0014', sort: 'firstPaymentDate', order: 'desc', perPage: 20 });
    expect(paidDown.data[0]?.firstPaymentDate).toBeNull();
    const dates = (await list(c, { agencyCode: 'A0014', sort: 'firstContractDate', order: 'desc', perPage: 100 })).data
      .map((r) => r.firstContractDate)
      .filter((d): d is string => d !== null);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('a cursor whose contract has gone falls back to the page number', async () => {
    const c = await client();
    const base: ContractListQuery = { agencyCode: 'A0014', sort: 'monthlyPremium', order: 'desc' };
    const expected = await expectedIds('A0014', 'monthlyPremium', 'desc');
    const r = await list(c, { ...base, page: 3, after: '2000000000' });
    expect(ids(r.data)).toEqual(expected.slice(40, 60));
  });

  it("another agency's contract as the cursor places nothing: the page by its number, whatever the contract's value", async () => {
    const c = await client();
    const [low, high] = (
      await sqlRows(
        t.ctx.db,
        sql`(select id from contracts where agency_code = 'A0002' order by monthly_premium asc, id limit 1)
          union all (select id from contracts where agency_code = 'A0002' order by monthly_premium desc, id limit 1)`,
      )
    ).map((r) => Number((r as { id: number }).id));
    const base: ContractListQuery = { agencyCode: 'A0014', sort: 'monthlyPremium', order: 'asc', page: 2 };
    const expected = (await expectedIds('A0014', 'monthlyPremium', 'asc')).slice(20, 40);
    for (const cursor of [low, high]) {
      expect(ids((await list(c, { ...base, after: String(cursor) })).data)).toEqual(expected);
      expect(ids((await list(c, { ...base, before: String(cursor) })).data)).toEqual(expected);
    }
  });
});

/** The management numbers of a CSV, in its order. */
function csvNumbers(text: string): string[] {
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(1)
    .filter((l) => l !== '')
    .map((l) => /^"([^"]*)"/.exec(l)?.[1] ?? '');
}

async function csv(c: Awaited<ReturnType<typeof client>>, query: Parameters<typeof c.api.contracts.export>[0]) {
  const r = await c.api.contracts.export(query);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return new TextDecoder().decode(await r.data.blob.arrayBuffer());
}

describe('a cursor is the value its row was shown with: the page stays in place when that contract changes or goes', () => {
  /** Per order: an agency of its own, and how its cursor row is moved to the far end of the order. */
  const cases: Array<[ContractSortKey, SortOrder, string, string]> = [
    ['policyholderKana', 'asc', 'A0008', `policyholder_kana = (select max(policyholder_kana) from contracts) || 'ン'`],
    ['monthlyPremium', 'desc', 'A0009', 'monthly_premium = 0'],
    ['firstContractDate', 'asc', 'A0010', 'first_contract_date = null'],
    ['firstPaymentDate', 'desc', 'A0011', `first_payment_date = timestamptz '1900-01-01 00:00:00+00'`],
    ['managementNumber', 'asc', 'A0012', `management_number = 'ZZZ' || id`],
  ];
  beforeAll(async () => {
    // Ties on every column, empty dates and a timestamp with microseconds, beside each agency's own.
    for (const [, , agency] of cases)
      await insertContractSeries(t, 60, {
        management_number: sql`${`CUR${agency}`} || lpad(g::text, 5, '0')`,
        agency_code: sql`${agency}`,
        policyholder_kana: sql`case when g % 3 = 0 then 'アイダ' else 'ワタナベ' end`,
        monthly_premium: sql`1000 * (1 + g % 4)`,
        first_contract_date: sql`case when g % 5 = 0 then null else timestamptz '2025-03-31 15:00:00+00' + (g % 6) * interval '1 day' end`,
        first_payment_date: sql`case when g % 2 = 0 then null else timestamptz '2025-04-30 15:00:00.123456+00' + (g % 3) * interval '1 day' end`,
        search_text: sql`'cur' || g`,
      });
  }, 60_000);

  it.each(cases)(
    '%s %s: next after a contract that went, previous before one that moved',
    async (sort, order, agency, move) => {
      const c = await client();
      const base: ContractListQuery = { agencyCode: agency, sort, order };
      const expected = await expectedIds(agency, sort, order);
      const p1 = await list(c, base);
      const p2 = await list(c, { ...base, page: 2, after: p1.meta.lastCursor });
      const p3 = await list(c, { ...base, page: 3, after: p2.meta.lastCursor });
      expect([...ids(p1.data), ...ids(p2.data), ...ids(p3.data)]).toEqual(expected.slice(0, 60));

      // Page 2's last contract (the next page's cursor) and one of page 1 go; page 3's first (the
      // previous page's cursor) moves to the far end of the order.
      const gone = [(p2.data.at(-1) as Contract).id, (p1.data[5] as Contract).id];
      const moved = (p3.data[0] as Contract).id;
      await t.ctx.db.execute(sql`delete from contracts where id in (${gone[0]}, ${gone[1]})`);
      await t.ctx.db.execute(sql`update contracts set ${sql.raw(move)} where id = ${moved}`);
      const now = await expectedIds(agency, sort, order);
      expect(now.indexOf(moved)).toBeGreaterThanOrEqual(60);

      // By key: the rows after page 2's last as it was shown, none skipped; the rows before page 3's first.
      const next = await list(c, { ...base, page: 3, after: p2.meta.lastCursor });
      expect(ids(next.data)).toEqual(
        expected
          .slice(40)
          .filter((id) => id !== moved)
          .slice(0, 20),
      );
      const previous = await list(c, { ...base, page: 2, before: p3.meta.firstCursor });
      expect(ids(previous.data)).toEqual(
        expected
          .slice(0, 40)
          .filter((id) => !gone.includes(id))
          .slice(-20),
      );
      expect(previous.meta.currentPage).toBe(2);
      // Each is also what the whole order now holds on either side of the cursor's old place.
      expect(now.indexOf((next.data[0] as Contract).id)).toBe(now.indexOf((previous.data.at(-1) as Contract).id) + 1);
    },
  );

  it("a value the sort column cannot hold is a Japanese 422; a forged value places the page among the agency's own rows", async () => {
    const c = await client();
    const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
    for (const [sort, cursor] of [
      ['monthlyPremium', `5.${b64('abc')}`],
      ['monthlyPremium', `5.${b64('99999999999')}`],
      ['monthlyPremium', '5.~'],
      ['policyholderKana', '5.~'],
      ['firstContractDate', `5.${b64('1e9')}`],
      ['firstContractDate', `5.${b64('99999999999999999')}`],
      ['policyholderKana', `5.${b64('ア')}=`],
      ['policyholderKana', '5.AAA'],
      ['policyholderKana', '5.!'],
      ['policyholderKana', '0'],
      ['policyholderKana', '2147483648'],
    ] as const) {
      for (const field of ['after', 'before']) {
        const r = await c.fetch(
          `${t.url}/api/contracts?agencyCode=A0014&sort=${sort}&page=2&${field}=${encodeURIComponent(cursor)}`,
        );
        expect(r.status, `${sort} ${field}=${cursor}`).toBe(422);
        const body = (await r.json()) as { errors?: Record<string, string[]> };
        expect(body.errors?.[field], cursor).toEqual([
          `${field === 'after' ? '次ページの起点' : '前ページの起点'}は無効です。`,
        ]);
      }
    }
    // アイダ's rows first, then the rest: a forged kana between them places the page after アイダ's.
    const expected = await expectedIds('A0014', 'policyholderKana', 'asc');
    const forged = await list(c, {
      agencyCode: 'A0014',
      sort: 'policyholderKana',
      page: 2,
      after: `1.${b64('アイダ')}`,
    });
    const aida = (await list(c, { agencyCode: 'A0014', keyword: 'アイダ', perPage: 100 })).meta.total;
    expect(ids(forged.data)).toEqual(expected.slice(aida, aida + 20));
    expect(forged.data.every((r) => r.agencyCode === 'A0014')).toBe(true);
    // In the default order a cursor is its id; a value after it changes nothing.
    const top = await list(c, { agencyCode: 'A0014' });
    const byId = await list(c, {
      agencyCode: 'A0014',
      page: 2,
      after: `${(top.data.at(-1) as Contract).id}.${b64('x')}`,
    });
    expect(ids(byId.data)).toEqual((await expectedIds('A0014', null, 'desc')).slice(20, 40));
  });
});

describe('the CSV comes in the list order', () => {
  it.each(sorts)('%s %s: the CSV lists the rows exactly as the list pages do', async (sort, order) => {
    const c = await client();
    const ordering = sort ? { sort, order } : {};
    const all = await list(c, { agencyCode: 'A0014', ...ordering, perPage: 100 });
    const rest = await list(c, { agencyCode: 'A0014', ...ordering, perPage: 100, page: 2 });
    const listed = [...all.data, ...rest.data].map((r) => r.managementNumber);
    expect(csvNumbers(await csv(c, { agencyCode: 'A0014', ...ordering }))).toEqual(listed);
  });

  it('with a filter, on the seeded agency too', async () => {
    const c = await client();
    const query = { agencyCode: 'A0001', statuses: ['active', 'lapsed', 'applied'] as ContractListQuery['statuses'] };
    for (const [sort, order] of sorts) {
      const ordering = sort ? { sort, order } : {};
      const listed: string[] = [];
      for (let page = 1; page < 50; page++) {
        const r = await list(c, { ...query, ...ordering, page, perPage: 50 });
        listed.push(...r.data.map((x) => x.managementNumber));
        if (page >= r.meta.lastPage) break;
      }
      expect(listed.length).toBeGreaterThan(0);
      expect(csvNumbers(await csv(c, { ...query, ...ordering })), `${sort} ${order}`).toEqual(listed);
    }
  });

  it('in order across the PGlite export chunks, ties and empty values included', async () => {
    await insertContractSeries(t, EXPORT_CHUNK * 2 + 11, {
      management_number: sql`'BIG' || lpad(g::text, 8, '0')`,
      agency_code: sql`'A0013'`,
      policyholder_name: sql`'試験 花子'`,
      policyholder_kana: sql`'シケン ハナコ'`,
      insured_name: sql`'試験 花子'`,
      product_name: sql`'オリーブがん保険'`,
      plan_name: sql`'ライト'`,
      payment_method: sql`'2'`,
      monthly_premium: sql`500 * (g % 9)`,
      first_contract_date: sql`timestamptz '2025-03-31 15:00:00+00' + (g % 11) * interval '1 day'`,
      first_payment_date: sql`case when g % 4 = 0 then null else timestamptz '2025-05-31 15:00:00+00' + (g % 13) * interval '1 day' end`,
      search_text: sql`'big' || g`,
    });
    const c = await client();
    for (const [sort, order] of [
      ['monthlyPremium', 'asc'],
      ['firstPaymentDate', 'desc'],
      ['firstPaymentDate', 'asc'],
    ] as const) {
      const expected = await sqlRows<{ n: string }>(
        t.ctx.db,
        sql`select management_number as n from contracts where agency_code = 'A0013' order by ${sql.raw(
          `${columnOf[sort]} ${order}, id ${order}`,
        )}`,
      );
      const numbers = csvNumbers(await csv(c, { agencyCode: 'A0013', sort, order }));
      expect(numbers, `${sort} ${order}`).toEqual(expected.map((r) => r.n));
      expect(numbers.length).toBeGreaterThan(EXPORT_CHUNK * 2 + 11);
    }
  }, 120_000);
});

describe('the PGlite export goes on after a chunk’s last row as it was read', () => {
  it('that row deleted before the next chunk is read: every row once, in order (PostgreSQL: one snapshot)', async () => {
    const order = contractOrder({ sort: 'firstPaymentDate', order: 'asc' });
    const expected = await sqlRows<{ id: number | string; n: string }>(
      t.ctx.db,
      sql`select id, management_number as n from contracts where agency_code = 'A0013' order by first_payment_date asc, id asc`,
    );
    expect(expected.length).toBeGreaterThan(EXPORT_CHUNK * 2);
    const stream = contractsCsv(t.ctx.database, filterWhere(contractFilter({ agencyCode: 'A0013' })), order, {
      chunkRows: EXPORT_CHUNK,
    });
    // Nobody reads yet: the export writes its first chunk and waits for the reader (PGlite), or
    // its COPY has begun (PostgreSQL).
    // PGlite writes the chunk in one piece (well over 8 KB); COPY's bytes stop at the stream's 16 KB.
    while (stream.readableLength < 8 * 1024) await new Promise((resolve) => setTimeout(resolve, 20));
    const boundary = expected[EXPORT_CHUNK - 1] as { id: number | string; n: string };
    await t.ctx.db.execute(sql`delete from contracts where id = ${Number(boundary.id)}`);
    const parts: Buffer[] = [];
    for await (const part of stream) parts.push(Buffer.from(part));
    const numbers = csvNumbers(Buffer.concat(parts).toString('utf8'));
    // The deleted row was in the first chunk (or the snapshot): it is there, and nothing after it is lost.
    expect(numbers).toEqual(expected.map((r) => r.n));
  }, 120_000);
});

describe('account lists: sort by name or last login, page size', () => {
  it('sorts provider users and recruiters, pages with a stable order, and refuses unknown keys', async () => {
    const c = await t.signedIn('super@demo.olive.test');
    const bad = await c.fetch(`${t.url}/api/olive-users?sort=email`);
    expect(bad.status).toBe(422);
    expect(JSON.stringify(await bad.json())).toContain('並び替えの項目は');
    const badSize = await c.fetch(`${t.url}/api/recruiters?perPage=25`);
    expect(badSize.status).toBe(422);
    expect(JSON.stringify(await badSize.json())).toContain('表示件数は');

    for (const order of sortOrders) {
      const users = await c.api.oliveUsers.list({ sort: 'name', order, perPage: 100 });
      if (!users.ok) throw new Error(JSON.stringify(users.error));
      const expected = await sqlRows<{ id: number }>(
        t.ctx.db,
        sql`select id from users where role like 'olive_%' order by ${sql.raw(`name ${order}, id ${order}`)}`,
      );
      expect(users.data.data.map((u) => u.id)).toEqual(expected.map((r) => Number(r.id)));

      const recruiters = await c.api.recruiters.list({ sort: 'lastLoginAt', order, perPage: 100 });
      if (!recruiters.ok) throw new Error(JSON.stringify(recruiters.error));
      const expectedRecruiters = await sqlRows<{ id: number }>(
        t.ctx.db,
        sql`select id from users where role like 'recruiter_%' order by ${sql.raw(`last_login_at ${order}, id ${order}`)}`,
      );
      expect(recruiters.data.data.map((u) => u.id)).toEqual(expectedRecruiters.map((r) => Number(r.id)));
    }

    // Pages of 20 add up to the pages of 100, none repeated.
    const read = async (perPage: 20 | 100) => {
      const out: number[] = [];
      for (let page = 1; page < 100; page++) {
        const r = await c.api.recruiters.list({
          sort: 'name',
          order: 'desc',
          page,
          ...(perPage === 20 ? {} : { perPage }),
        });
        if (!r.ok) throw new Error('recruiters page');
        expect(r.data.meta.perPage).toBe(perPage);
        out.push(...r.data.data.map((u) => u.id));
        if (page >= r.data.meta.lastPage) break;
      }
      return out;
    };
    const small = await read(20);
    expect(small.length).toBeGreaterThan(20);
    expect(new Set(small).size).toBe(small.length);
    expect(small).toEqual(await read(100));
  });
});
