import { CONTRACT_TOTAL_CAP, type Contract } from '@olive/api';
import { count, desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractFilter, filterWhere } from '../../src/contracts/filter';
import { keywordCondition, keywordWord } from '../../src/contracts/search';
import { sqlRows } from '../../src/db';
import { contracts } from '../../src/db/schema';
import { insertContractSeries } from '../contractSeries';
import { isPostgresRun, startTestServer, type TestServer } from '../harness';
import { planText, withScansOff } from '../plans';

const onPostgres = isPostgresRun();

/**
 * The keyword search keeps its folding (full-width and half-width, hiragana and katakana,
 * spaces inside names, case) and answers it from the GIN index over the grams of the folded text.
 * Expectations are written on the fields a user sees, not with the server's folding function.
 */
type Row = typeof contracts.$inferSelect;

let t: TestServer;
let rows: Row[];
beforeAll(async () => {
  t = await startTestServer();
  rows = await t.ctx.db.select().from(contracts);
});
afterAll(() => t.close());

const spaceless = (s: string) => s.replace(/\s/g, '');
/** What a user means by "the contract mentions it": number, holder, holder's kana, recruiter. */
const mentions = (r: Row, text: string) =>
  [r.managementNumber, r.policyholderName, r.policyholderKana, r.recruiterName].some(
    (field) => field.includes(text) || spaceless(field).includes(text),
  );
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

interface Case {
  name: string;
  /** Read when the test runs (the rows are loaded by then). */
  keyword: () => string;
  expected: (r: Row) => boolean;
}

/** A policyholder name of two two-character parts, e.g. 佐藤 健太. */
const spacedName = () =>
  (rows.find((r) => /^\S{2}\s\S{2}$/.test(r.policyholderName)) as Row).policyholderName.split(' ') as [string, string];
/** The kana of that name's contract, with its space (サトウ ケンタ). */
const spacedKana = () => (rows.find((r) => r.policyholderName === spacedName().join(' ')) as Row).policyholderKana;
const toHiragana = (s: string) => s.replace(/[\u30A1-\u30F6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
const toWide = (s: string) => s.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
const sample = () => rows[17] as Row;

const cases: Case[] = [
  { name: 'two kanji (佐藤)', keyword: () => '佐藤', expected: (r) => mentions(r, '佐藤') },
  { name: 'two kanji (鈴木)', keyword: () => '鈴木', expected: (r) => mentions(r, '鈴木') },
  { name: 'one kanji (林)', keyword: () => '林', expected: (r) => mentions(r, '林') },
  {
    name: 'hiragana finds the katakana kana (さとう)',
    keyword: () => 'さとう',
    expected: (r) => mentions(r, 'サトウ'),
  },
  { name: 'katakana (サトウ)', keyword: () => 'サトウ', expected: (r) => mentions(r, 'サトウ') },
  { name: 'half-width katakana (ｻﾄｳ)', keyword: () => 'ｻﾄｳ', expected: (r) => mentions(r, 'サトウ') },
  {
    name: 'full-width letters and digits (ＯＬ２５)',
    keyword: () => toWide('OL25'),
    expected: (r) => mentions(r, 'OL25'),
  },
  { name: 'lower case (ol25)', keyword: () => 'ol25', expected: (r) => mentions(r, 'OL25') },
  {
    name: 'a name typed without its space (佐藤健太 for 佐藤 健太)',
    keyword: () => spacedName().join(''),
    expected: (r) => mentions(r, spacedName().join('')),
  },
  {
    name: 'a name with a full-width space finds the same as without (佐藤　健太)',
    keyword: () => spacedName().join('\u3000'),
    expected: (r) => mentions(r, spacedName().join('')),
  },
  {
    name: 'a name with a half-width space finds the same as without (佐藤 健太)',
    keyword: () => spacedName().join(' '),
    expected: (r) => mentions(r, spacedName().join('')),
  },
  {
    name: 'a space inside a word is no second word (佐 藤 finds 佐藤, not 佐々木 sold by 加藤)',
    keyword: () => '佐 藤',
    expected: (r) => mentions(r, '佐藤'),
  },
  {
    name: 'a kana name in hiragana with its space (さとう けんた for サトウ ケンタ)',
    keyword: () => toHiragana(spacedKana()),
    expected: (r) => mentions(r, spaceless(spacedKana())),
  },
  {
    name: 'the spacing voiced mark (す す゛き, as typed on some keyboards, finds スズキ)',
    keyword: () => 'すす\u309Bき',
    expected: (r) => mentions(r, 'スズキ'),
  },
  {
    name: 'a zero-width space pasted with the name (\u200B佐藤)',
    keyword: () => '\u200B佐藤',
    expected: (r) => mentions(r, '佐藤'),
  },
  {
    name: 'a management number in full',
    keyword: () => sample().managementNumber,
    expected: (r) => r.id === sample().id,
  },
];

/** Sequential and plain index scans off: only the GIN index can answer a keyword. */
const onlyTheGinIndex = ['seqscan', 'indexscan', 'indexonlyscan'] as const;

/** The keyword's rows over every agency, with sequential and plain index scans off: only the GIN index can answer. */
async function throughIndex(keyword: string): Promise<{ ids: number[]; plan: string }> {
  const where = keywordCondition(contracts.searchText, keywordWord(keyword) ?? '');
  return withScansOff(t.ctx.db, onlyTheGinIndex, async (tx) => {
    const plan = await planText(tx, sql`select ${contracts.id} from ${contracts} where ${where}`);
    const found = await tx.select({ id: contracts.id }).from(contracts).where(where);
    return { ids: sorted(found.map((r) => r.id)), plan };
  });
}

async function viaApi(keyword: string): Promise<Contract[]> {
  const c = await t.signedIn('general@demo.olive.test');
  const out: Contract[] = [];
  for (let page = 1; ; page++) {
    const r = await c.api.contracts.list({ agencyCode: 'A0001', keyword, page });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    out.push(...r.data.data);
    expect(r.data.meta.totalCapped).toBe(false);
    if (page >= r.data.meta.lastPage) {
      expect(out.length).toBe(r.data.meta.total);
      return out;
    }
  }
}

describe('keyword search: each folding case, through the GIN index', () => {
  it('has rows for every case (no case is vacuous)', () => {
    for (const c of cases) expect(rows.filter(c.expected).length, c.name).toBeGreaterThan(0);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s: the index finds exactly its rows', async (_, c) => {
    const { ids, plan } = await throughIndex(c.keyword());
    expect(plan).toMatch(/Bitmap Index Scan on contracts_search_grams/);
    expect(ids).toEqual(sorted(rows.filter(c.expected).map((r) => r.id)));
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s: the list answers the same rows', async (_, c) => {
    const found = await viaApi(c.keyword());
    const expected = rows.filter((r) => r.agencyCode === 'A0001' && c.expected(r));
    expect(sorted(found.map((r) => r.id))).toEqual(sorted(expected.map((r) => r.id)));
  });

  it('EXPLAIN of a two-character query (佐藤) shows the GIN index, its grams and the LIKE recheck', async () => {
    const { plan } = await throughIndex('佐藤');
    expect(plan).toMatch(/Bitmap Heap Scan on contracts/);
    expect(plan).toMatch(/Bitmap Index Scan on contracts_search_grams/);
    expect(plan).toMatch(/Index Cond: .*@> '\{佐藤\}'::text\[\]/);
    expect(plan).toMatch(/search_text ~~ '%佐藤%'::text/);
  });

  // PGlite is one process: it has no parallel workers to turn off.
  it.runIf(onPostgres)(
    'the capped count plans no parallel workers on a PostgreSQL server (their start-up cost more than the count)',
    async () => {
      // Every connection of the portal's pool, not only the one a test happens to get.
      const settings = await Promise.all(
        [1, 2, 3].map(() =>
          sqlRows<{ n: string }>(t.ctx.db, sql`select current_setting('max_parallel_workers_per_gather') as n`),
        ),
      );
      for (const [r] of settings) expect(r?.n).toBe('0');
    },
  );

  it('a longer word needs all its bigrams and is rechecked in one piece', async () => {
    // サトウ's bigrams サト and トウ also appear apart (サトミ … イトウ would hold both): LIKE decides.
    const { ids } = await throughIndex('サトウ');
    expect(ids.every((id) => mentions(rows.find((r) => r.id === id) as Row, 'サトウ'))).toBe(true);
    expect((await throughIndex('トウサト')).ids).toEqual(
      sorted(rows.filter((r) => mentions(r, 'トウサト')).map((r) => r.id)),
    );
  });

  it('LIKE wildcards and control characters in the keyword are plain text, never a 5xx', async () => {
    const c = await t.signedIn('general@demo.olive.test');
    for (const keyword of ['%', '_', '\\', '佐%藤', '\u0001', '\u0002佐藤']) {
      const r = await c.api.contracts.list({ agencyCode: 'A0001', keyword });
      expect(r.ok, JSON.stringify(keyword)).toBe(true);
    }
    // NUL in any string is refused before the search (a 422 with a Japanese message).
    const nul = await c.api.contracts.list({ agencyCode: 'A0001', keyword: 'a\u0000b' });
    expect(nul).toMatchObject({ ok: false, status: 422 });
    expect(await viaApi('%')).toEqual([]);
    expect(sorted((await viaApi('\u0002佐藤')).map((r) => r.id))).toEqual(
      sorted(rows.filter((r) => r.agencyCode === 'A0001' && mentions(r, '佐藤')).map((r) => r.id)),
    );
  });
});

describe('a long word in 4,500 rows: every way to a page', () => {
  // 4,500 contracts in A0015 (a word in all of them is a page many times over): every one
  // holds ヰヱヲン; only the three oldest also hold ヲヰヱヌ. Neither word is in the demo data.
  beforeAll(async () => {
    await insertContractSeries(t, 4500, {
      management_number: sql`'WLK' || lpad(g::text, 7, '0')`,
      agency_code: sql`'A0015'`,
      policyholder_kana: sql`'シケン ' || lpad((g % 97)::text, 3, '0')`,
      search_text: sql`'wlk' || g || chr(1) || 'ヰヱヲン' || case when g <= 3 then chr(1) || 'ヲヰヱヌ' else '' end`,
    });
  });
  const inserted = async () =>
    (
      await t.ctx.db
        .select({ id: contracts.id, kana: contracts.policyholderKana, text: contracts.searchText })
        .from(contracts)
        .where(sql`${contracts.managementNumber} like 'WLK%'`)
    ).sort((a, b) => b.id - a.id);
  const listed = async (query: Record<string, unknown>) => {
    const c = await t.signedIn('general@demo.olive.test');
    const r = await c.api.contracts.list({ agencyCode: 'A0015', ...query });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    return r.data;
  };

  it('a word in every row: page 1 and the next page by key are the newest rows, in order', async () => {
    const all = await inserted();
    const first = await listed({ keyword: 'ゐゑをん', page: 1 });
    expect(first.data.map((r) => r.id)).toEqual(all.slice(0, 20).map((r) => r.id));
    expect(first.meta).toMatchObject({ total: 4500, totalCapped: false });
    const next = await listed({ keyword: 'ゐゑをん', page: 2, after: first.data.at(-1)?.id });
    expect(next.data.map((r) => r.id)).toEqual(all.slice(20, 40).map((r) => r.id));
  });

  it('a word only in rows below the first 4,200: found through the index, whole, with its total', async () => {
    const all = await inserted();
    const rare = await listed({ keyword: 'をゐゑぬ', page: 1 });
    expect(rare.data.map((r) => r.id)).toEqual(all.filter((r) => r.text.includes('ヲヰヱヌ')).map((r) => r.id));
    expect(rare.meta).toMatchObject({ total: 3, totalCapped: false, lastPage: 1 });
  });

  it('sorted by kana, page 1 is the first rows of that order with the word', async () => {
    const all = await inserted();
    const byKana = [...all].sort((a, b) => (a.kana < b.kana ? -1 : a.kana > b.kana ? 1 : a.id - b.id));
    const sorted = await listed({ keyword: 'ゐゑをん', page: 1, sort: 'policyholderKana', order: 'asc' });
    expect(sorted.data.map((r) => r.id)).toEqual(byKana.slice(0, 20).map((r) => r.id));
  });

  it('a keyword in a sort order: every way to a page, both directions', async () => {
    const all = await inserted();
    const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id);
    for (const order of ['asc', 'desc'] as const) {
      const sign = order === 'asc' ? 1 : -1;
      const byKana = [...all].sort((a, b) => sign * (a.kana < b.kana ? -1 : a.kana > b.kana ? 1 : a.id - b.id));
      // A three-character word (ゐゑを) and a longer one (ゐゑをん), each in all 4,500 rows.
      for (const keyword of ['ゐゑを', 'ゐゑをん']) {
        const sorted = { keyword, sort: 'policyholderKana', order };
        const first = await listed({ ...sorted, page: 1 });
        expect(ids(first.data), `${keyword} ${order} page 1`).toEqual(ids(byKana.slice(0, 20)));
        expect(first.meta).toMatchObject({ total: 4500, totalCapped: false });
        const next = await listed({ ...sorted, page: 2, after: first.data.at(-1)?.id });
        expect(ids(next.data), `${keyword} ${order} next`).toEqual(ids(byKana.slice(20, 40)));
        const back = await listed({ ...sorted, page: 1, before: next.data[0]?.id });
        expect(ids(back.data), `${keyword} ${order} previous`).toEqual(ids(byKana.slice(0, 20)));
        const jump = await listed({ ...sorted, page: 150 });
        expect(ids(jump.data), `${keyword} ${order} jump`).toEqual(ids(byKana.slice(2980, 3000)));
      }
      // A word in the three oldest rows only, wherever they sort.
      const rare = await listed({ keyword: 'ゐゑぬ', sort: 'policyholderKana', order, page: 1 });
      expect(ids(rare.data)).toEqual(ids(byKana.filter((r) => r.text.includes('ヰヱヌ'))));
    }
  });

  it('a lone three-character word: every way to a page gives the rows in order', async () => {
    const all = await inserted();
    const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id);
    // ゐゑを is in every row (ヰヱヲン).
    const first = await listed({ keyword: 'ゐゑを', page: 1 });
    expect(ids(first.data)).toEqual(ids(all.slice(0, 20)));
    expect(first.meta).toMatchObject({ total: 4500, totalCapped: false, lastPage: 225 });
    const next = await listed({ keyword: 'ゐゑを', page: 2, after: first.data.at(-1)?.id });
    expect(ids(next.data)).toEqual(ids(all.slice(20, 40)));
    const back = await listed({ keyword: 'ゐゑを', page: 1, before: next.data[0]?.id });
    expect(ids(back.data)).toEqual(ids(all.slice(0, 20)));
    const jump = await listed({ keyword: 'ゐゑを', page: 200 });
    expect(ids(jump.data)).toEqual(ids(all.slice(3980, 4000)));
    const byKana = [...all].sort((a, b) => (a.kana < b.kana ? -1 : a.kana > b.kana ? 1 : a.id - b.id));
    const sorted = await listed({ keyword: 'ゐゑを', page: 1, sort: 'policyholderKana', order: 'asc' });
    expect(ids(sorted.data)).toEqual(ids(byKana.slice(0, 20)));
    // ゐゑぬ only in the three oldest (ヲヰヱヌ).
    const rare = await listed({ keyword: 'ゐゑぬ', page: 1 });
    expect(ids(rare.data)).toEqual(ids(all.filter((r) => r.text.includes('ヰヱヌ'))));
    expect(rare.meta).toMatchObject({ total: 3, totalCapped: false, lastPage: 1 });
  });
});

describe('a keyword past the cap, sorted by the kana it is looked for in: the rows in order, however they are read', () => {
  // A0018: CONTRACT_TOTAL_CAP + 300 contracts whose kana sorts first (ア…) without the word, and
  // CONTRACT_TOTAL_CAP + 100 whose kana sorts last (ワ…) with ヰヱヲン: past the cap, the word's rows
  // lie together at the end of the kana order. Ascending, the first rows of the order (as many as
  // the word's rows) hold none of them, so its pages are gathered; descending, they are those rows.
  const withWord = CONTRACT_TOTAL_CAP + 100;
  beforeAll(async () => {
    await insertContractSeries(t, CONTRACT_TOTAL_CAP + 300, {
      management_number: sql`'CLA' || lpad(g::text, 7, '0')`,
      agency_code: sql`'A0018'`,
      policyholder_kana: sql`'アオキ ' || lpad((g % 89)::text, 3, '0')`,
      search_text: sql`'cla' || g || chr(1) || 'アオキ'`,
    });
    await insertContractSeries(t, withWord, {
      management_number: sql`'CLW' || lpad(g::text, 7, '0')`,
      agency_code: sql`'A0018'`,
      policyholder_kana: sql`'ワタリ ' || lpad((g % 97)::text, 3, '0')`,
      search_text: sql`'clw' || g || chr(1) || 'ヰヱヲン'`,
    });
  }, 120_000);
  const listed = async (query: Record<string, unknown>) => {
    const c = await t.signedIn('general@demo.olive.test');
    const r = await c.api.contracts.list({ agencyCode: 'A0018', ...query });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    return r.data;
  };
  const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id);

  it.each(['ゐゑをん', 'ゐゑを'])('%s: page 1, the next, the previous and a jump, both directions', async (keyword) => {
    const held = await t.ctx.db
      .select({ id: contracts.id, kana: contracts.policyholderKana })
      .from(contracts)
      .where(sql`${contracts.managementNumber} like 'CLW%'`);
    expect(held).toHaveLength(withWord);
    for (const order of ['asc', 'desc'] as const) {
      const sign = order === 'asc' ? 1 : -1;
      const byKana = [...held].sort((a, b) => sign * (a.kana < b.kana ? -1 : a.kana > b.kana ? 1 : a.id - b.id));
      const sorted = { keyword, sort: 'policyholderKana', order };
      const first = await listed({ ...sorted, page: 1 });
      expect(ids(first.data), `${order} page 1`).toEqual(ids(byKana.slice(0, 20)));
      expect(first.meta).toMatchObject({ total: CONTRACT_TOTAL_CAP, totalCapped: true });
      const next = await listed({ ...sorted, page: 2, after: first.data.at(-1)?.id });
      expect(ids(next.data), `${order} next`).toEqual(ids(byKana.slice(20, 40)));
      const back = await listed({ ...sorted, page: 1, before: next.data[0]?.id });
      expect(ids(back.data), `${order} previous`).toEqual(ids(byKana.slice(0, 20)));
      const jump = await listed({ ...sorted, page: 300 });
      expect(ids(jump.data), `${order} jump`).toEqual(ids(byKana.slice(5980, 6000)));
    }
  });

  it('a word in every row of the agency, sorted by management number: the first rows of that order', async () => {
    const all = await t.ctx.db
      .select({ id: contracts.id, number: contracts.managementNumber })
      .from(contracts)
      .where(sql`${contracts.agencyCode} = 'A0018'`);
    const byNumber = [...all].sort((a, b) => (a.number < b.number ? -1 : a.number > b.number ? 1 : a.id - b.id));
    const first = await listed({ keyword: 'cl', sort: 'managementNumber', order: 'asc', page: 1 });
    expect(ids(first.data)).toEqual(ids(byNumber.slice(0, 20)));
    expect(first.meta).toMatchObject({ totalCapped: true });
  });
});

describe('a keyword of one to three characters alone: its total and first page', () => {
  it.each([
    ['A0001', '佐藤'],
    ['A0001', '鈴木'],
    ['A0001', '林'],
    ['A0001', 'ｏｌ'],
    ['A0001', '1'],
    ['A0001', '鬱鬱'],
    ['A0015', 'ゐゑ'],
    ['A0016', '佐藤'],
    ['A0016', 'さと'],
    ['A0001', 'さとう'],
    ['A0001', 'ｻﾄｳ'],
    ['A0001', 'ＯＬ２'],
    ['A0015', 'ゐゑを'],
    ['A0016', 'サトウ'],
    ['A0001', '鬱鬱鬱'],
  ])(
    "%s, %s: the list's total is the count through the index, its first page the newest rows",
    async (agencyCode, keyword) => {
      const [counted] = await t.ctx.db
        .select({ n: count() })
        .from(contracts)
        .where(filterWhere(contractFilter({ agencyCode, keyword })));
      // Every word but the absent one is in the data, so the comparison says something.
      if (!keyword.startsWith('鬱')) expect(counted?.n).toBeGreaterThan(0);
      const c = await t.signedIn('general@demo.olive.test');
      const r = await c.api.contracts.list({ agencyCode, keyword });
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      expect({ total: r.data.meta.total, capped: r.data.meta.totalCapped }).toEqual({
        total: Math.min(counted?.n ?? 0, CONTRACT_TOTAL_CAP),
        capped: (counted?.n ?? 0) > CONTRACT_TOTAL_CAP,
      });
      // The page is the newest rows that hold the word, with other agencies' newer contracts above them (the series
      // inserted into A0015 and A0016 above are the newest of all).
      const newest = await t.ctx.db
        .select({ id: contracts.id })
        .from(contracts)
        .where(filterWhere(contractFilter({ agencyCode, keyword })))
        .orderBy(desc(contracts.id))
        .limit(20);
      expect(r.data.data.map((x) => x.id)).toEqual(newest.map((x) => x.id));
    },
  );
});
