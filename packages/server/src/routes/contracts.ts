import {
  CONTRACT_PAGE_SIZE,
  CONTRACT_TOTAL_CAP,
  type Contract,
  type ContractDetail,
  type ContractExportQuery,
  type ContractListAnswer,
  type ContractListQuery,
  type ContractSortKey,
  cancellationBody,
  changePaymentMethodBody,
  closedContractStatuses,
  contractExportQuery,
  contractListLabels,
  contractListQuery,
  contractShowQuery,
  contractStatusOptions,
  dateFormats,
  fieldMessage,
  formatTokyo,
  idParams,
  isRecruiterRole,
  itemLabels,
  messages,
  paymentMethodLabels,
} from '@olive/api';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { UserRow } from '../accounts/users';
import type { ServerContext } from '../context';
import { type Db, sqlRows } from '../db';
import { agencyContractGramCounts, type agencyContractStateCounts, contracts, hozenRequests } from '../db/schema';
import { sendCsvHeaders } from '../http/csv';
import { defineRoute, defineWriteRoute, fieldError, HttpError, notFound, type RouteRegistrar } from '../http/route';
import { serverMessages } from '../messages';
import {
  anyOf,
  beyond,
  beyondRanges,
  type ContractOrder,
  type ContractPosition,
  contractOrder,
  cursorPosition,
  cursorText,
  orderTerms,
  positionOf,
  positionOfRow,
  sortValueText,
} from '../services/contractOrder';
import {
  type AnsweredRow,
  agencyTotalStatement,
  answeredColumns,
  contractPages,
  filterConditions,
  filterValues,
  gramTotalStatement,
  newestIdOf,
  stateCountsStatement,
  wholeMonthsTotal,
} from '../services/contractStatements';
import { contractsCsv } from '../services/contractsExport';
import { pageMeta } from '../services/paging';
import { keywordCondition, keywordScanCondition, keywordWords, textArray } from '../services/search';

type ContractRow = typeof contracts.$inferSelect;

const day = (d: Date | null) => (d ? formatTokyo(d, dateFormats.date) : null);

function toContract(row: AnsweredRow): Contract {
  return {
    id: row.id,
    managementNumber: row.managementNumber,
    agencyCode: row.agencyCode,
    recruiterName: row.recruiterName,
    policyholderName: row.policyholderName,
    policyholderKana: row.policyholderKana,
    insuredName: row.insuredName,
    productName: row.productName,
    planName: row.planName,
    status: row.status,
    hikisariStatus: row.hikisariStatus,
    paymentMethod: row.paymentMethod,
    monthlyPremium: row.monthlyPremium,
    firstContractDate: day(row.firstContractDate),
    firstPaymentDate: day(row.firstPaymentDate),
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

/**
 * How the keyword's words are looked up: from the GIN index of grams ('index', the default: the
 * rows that hold the word, gathered whole), or checked on each row read ('scan'; see keywordLookup).
 */
export type KeywordLookup = 'index' | 'scan';

/**
 * Which rows a page of the list is read from: the table with a filter, or (`gathered`) the rows that
 * hold the keyword, gathered through the index before they are sorted (a sorted keyword's page).
 */
interface PageFilter {
  where: SQL | undefined;
  gathered: boolean;
  /** Rows to read instead (a subquery named `contracts`): the first rows of a sorted list (windowPage). */
  rows?: SQL;
}

/**
 * docs/product.md §7's filters. Date bounds are Japan wall-clock minutes, both ends inclusive. Through the
 * index, a word listed in `grams` asks it for those bigrams only (keywordIndexGrams).
 */
export function contractWhere(
  q: ContractExportQuery,
  keywords: KeywordLookup = 'index',
  grams?: KeywordGrams,
): SQL | undefined {
  return and(
    eq(contracts.agencyCode, q.agencyCode),
    ...keywordWords(q.keyword).map((w) =>
      keywords === 'index'
        ? keywordCondition(contracts.searchText, w, grams?.get(w))
        : keywordScanCondition(contracts.searchText, w),
    ),
    ...filterConditions(filterValues(q)),
  );
}

/** Whether anything narrows the agency's contracts (an unfiltered total is the agency's counter). */
export function hasContractFilter(q: ContractExportQuery): boolean {
  return (
    keywordWords(q.keyword).length > 0 ||
    (q.statuses?.length ?? 0) > 0 ||
    (q.selectedHikisariStatuses?.length ?? 0) > 0 ||
    !!q.startFirstContractDate ||
    !!q.endFirstContractDate ||
    !!q.startFirstPaymentDate ||
    !!q.endFirstPaymentDate
  );
}

/** Whether the filter names statuses and hikisari statuses only (no keyword, no dates). */
function statesOnly(q: ContractExportQuery): boolean {
  return (
    keywordWords(q.keyword).length === 0 &&
    !q.startFirstContractDate &&
    !q.endFirstContractDate &&
    !q.startFirstPaymentDate &&
    !q.endFirstPaymentDate
  );
}

/** The longest word whose count is a counter (migrations 0011 and 0012: unigrams, bigrams, trigrams). */
const COUNTED_GRAM_LENGTH = 3;

/**
 * The one gram a filter asks for, when its total is that gram's counter: a keyword of one word of
 * one to three characters (佐藤, 鈴木, さとう, すずき) and nothing else. Such a word is in a
 * contract's folded text exactly when it is one of the text's grams of its length (migrations 0011
 * and 0012), so the counter is the count.
 */
function loneGram(q: ContractExportQuery): string | null {
  const words = keywordWords(q.keyword);
  const [word] = words;
  if (words.length !== 1 || word === undefined || Array.from(word).length > COUNTED_GRAM_LENGTH) return null;
  return hasContractFilter({ ...q, keyword: undefined }) ? null : word;
}

/**
 * The list's total for a filter, exact up to CONTRACT_TOTAL_CAP and above it the cap with `capped`
 * (shown 「10,000件以上」):
 * - no filter: the agency's counter (agency_contract_counts, one primary-key read);
 * - statuses and hikisari statuses only (the home's counts link to these): the sum of
 *   the agency's state counters (agency_contract_state_counts, at most 28 rows of its primary key),
 *   capped as a count would be, so the answer is the same as counting and costs no scan;
 * - one keyword word of one to three characters alone (佐藤, 鈴木, さとう): the agency's counter of
 *   that gram (agency_contract_gram_counts, one primary-key read; loneGram), capped as a count would be;
 * - statuses and dates without a keyword: the capped total when the months the date bounds cover
 *   whole already hold more than the cap (agency_contract_month_counts, wholeMonthsTotal);
 * - anything else: counted up to CONTRACT_TOTAL_CAP + 1 rows from the filter indexes,
 *   by a prepared statement when there is no keyword (services/contractStatements; `prepared:
 *   false` builds it instead, the comparison of the test and the bench).
 * The home's counts (contracts/summary.ts) sum the same counters with the same two functions
 * (stateCounts, sumStates) and cap them with cappedTotal, so each equals the list it opens.
 */
export async function contractTotal(
  ctx: ServerContext,
  query: ContractExportQuery,
  options: { prepared?: boolean; grams?: KeywordGrams } = {},
): Promise<{ total: number; capped: boolean }> {
  let counted: number;
  if (!hasContractFilter(query)) return { total: await agencyContractTotal(ctx, query.agencyCode), capped: false };
  const gram = loneGram(query);
  if (statesOnly(query)) {
    counted = sumStates(await stateCounts(ctx, query.agencyCode), query);
  } else if (gram !== null) {
    const [r] = await gramTotalStatement(ctx).execute({ agency: query.agencyCode, gram });
    counted = Number(r?.n ?? 0);
  } else if (keywordWords(query.keyword).length === 0) {
    // States and dates: the months the bounds cover whole may already pass the cap (migration 0013);
    // else the rows are counted, up to the cap.
    const whole = await wholeMonthsTotal(ctx, query);
    counted =
      whole > CONTRACT_TOTAL_CAP
        ? whole
        : options.prepared !== false
          ? await contractPages(ctx, query).cappedCount()
          : await cappedRowCount(ctx, query, options.grams);
  } else {
    counted = await cappedRowCount(ctx, query, options.grams);
  }
  return cappedTotal(counted);
}

/** The filter's rows counted up to CONTRACT_TOTAL_CAP + 1, by a query built for the request. */
async function cappedRowCount(ctx: ServerContext, query: ContractExportQuery, grams?: KeywordGrams): Promise<number> {
  const [r] = await ctx.db.select({ n: count() }).from(
    ctx.db
      .select({ id: contracts.id })
      .from(contracts)
      .where(contractWhere(query, 'index', grams))
      .limit(CONTRACT_TOTAL_CAP + 1)
      .as('capped'),
  );
  return Number(r?.n ?? 0);
}

/** Bigrams the GIN index is asked for, per keyword word that has more than that many (keywordIndexGrams). */
export const INDEX_GRAMS = 3;

/** The bigrams the index is asked for, by keyword word; a word not in it asks for all of its own. */
export type KeywordGrams = ReadonlyMap<string, readonly string[]>;

/**
 * For each keyword word with more than INDEX_GRAMS distinct bigrams (a management number, a full
 * name): its INDEX_GRAMS rarest in the agency, by the agency's gram counters (one read of their
 * primary key for all the words; a gram no contract of the agency holds counts 0 and comes
 * first). The GIN index reads a list of row addresses for each bigram it is asked for, and a
 * management number's commonest ones (ol, l2, 00) are in nearly every contract. At a million
 * contracts all eight bigrams of one management number cost a capped count 27.5 ms (p50), its three rarest
 * 8.0–9.2, its two rarest 18–20 and its rarest alone 73–76 (too many rows to check). Words of up to
 * four characters have at most three bigrams and ask for all of them, as before; no read is made
 * for them.
 */
export async function keywordIndexGrams(
  ctx: ServerContext,
  agencyCode: string,
  keyword: string | undefined,
): Promise<KeywordGrams> {
  const words = [...new Set(keywordWords(keyword))].filter((w) => Array.from(w).length > INDEX_GRAMS + 1);
  if (words.length === 0) return new Map();
  const rows = await sqlRows<{ word: string; gram: string; total: number | string }>(
    ctx.db,
    sql`select w.word, g.gram, coalesce(c.total, 0)::int as total
        from unnest(${textArray(words)}) as w(word),
             lateral (select distinct q.gram from unnest(olive_query_grams(w.word)) as q(gram)) as g
        left join ${agencyContractGramCounts} as c on c.agency_code = ${agencyCode} and c.gram = g.gram`,
  );
  const chosen = new Map<string, string[]>();
  for (const word of words) {
    const grams = rows
      .filter((r) => r.word === word)
      .map((r) => ({ gram: r.gram, total: Number(r.total) }))
      .sort((a, b) => a.total - b.total || (a.gram < b.gram ? -1 : a.gram > b.gram ? 1 : 0));
    if (grams.length > INDEX_GRAMS)
      chosen.set(
        word,
        grams.slice(0, INDEX_GRAMS).map((g) => g.gram),
      );
  }
  return chosen;
}

/** The agency's contracts, from its counter (agency_contract_counts, one primary-key read). */
async function agencyContractTotal(ctx: ServerContext, agencyCode: string): Promise<number> {
  const [r] = await agencyTotalStatement(ctx).execute({ agency: agencyCode });
  return Number(r?.n ?? 0);
}

/**
 * The sort keys whose column is part of the text a keyword is looked for in (services/search.ts
 * contractSearchText: management number, policyholder name and kana, recruiter name): in their
 * order the rows that hold a word lie together (every サトウ sorts at サトウ).
 */
const searchedSortKeys: ReadonlySet<ContractSortKey> = new Set(['policyholderKana', 'managementNumber']);

/**
 * Rows a clustered keyword's window reads for each row that gathering it would read: per row, the
 * walk along the sort's index and the gathering through the GIN index cost about the same (0.7–0.9
 * against 0.7–2.6 µs at 100,000 contracts on PostgreSQL), so a page costs at most about twice the
 * cheaper of the two.
 */
const WALKED_PER_GATHERED = 1;

/**
 * At most how many of the agency's contracts hold every word: the smallest counter of the words'
 * grams (agency_contract_gram_counts; a gram no contract holds counts 0). Each gram of a word is in
 * the folded text of every contract that holds the word, so the least of their counts bounds the
 * word's; for a word of one to three characters it is the word's own count.
 */
async function keywordRowsBound(ctx: ServerContext, agencyCode: string, words: string[]): Promise<number> {
  const [row] = await sqlRows<{ n: number | string }>(
    ctx.db,
    sql`select coalesce(min(coalesce(c.total, 0)), 0)::int as n
        from (select distinct g.gram from unnest(${textArray(words)}) as w(word),
              lateral olive_contract_grams(w.word) as g(gram)) as grams
        left join ${agencyContractGramCounts} as c on c.agency_code = ${agencyCode} and c.gram = grams.gram`,
  );
  return Number(row?.n ?? 0);
}

/** A word held by 1 in this many of the rows read is common enough to be checked row by row (keywordLookup). */
const COMMON_WORD_SHARE = 200;

/**
 * How a keyword list reads its page, from its count and the agency's size. The planner cannot know
 * how many rows hold a word: it multiplies the frequencies of the word's bigrams as if they were
 * independent, and a word's overlapping bigrams are not (サト and トウ come together in every
 * サトウ). For a common word it then gathers every row that holds it from the GIN index and sorts
 * them to keep 20: at a million contracts サトウ's page took 46 ms that way against 1.5 ms reading
 * the rows newest first and checking the word on each until 21 are found. A word held by at least
 * 1 in 200 of the agency's contracts, or past the cap, is checked row by row ('scan': about 4,200
 * rows read for a page of 20); a rarer one is gathered from the index ('index'). listContracts first
 * reads that many rows of the list for a long word's page (walkedPage), beside the count; a page
 * read by offset or upwards waits for the count and this decision.
 */
export function keywordLookup(count: { total: number; capped: boolean }, agencyTotal: number): KeywordLookup {
  return count.capped || count.total * COMMON_WORD_SHARE >= agencyTotal ? 'scan' : 'index';
}

/** A count as the list shows it: exact up to CONTRACT_TOTAL_CAP, above it the cap and `capped`. */
export const cappedTotal = (counted: number): { total: number; capped: boolean } =>
  counted > CONTRACT_TOTAL_CAP ? { total: CONTRACT_TOTAL_CAP, capped: true } : { total: counted, capped: false };

type StateCount = Pick<typeof agencyContractStateCounts.$inferSelect, 'status' | 'hikisariStatus' | 'total'>;

/** The agency's state counters (at most 7 × 4 rows, one range of the primary key). */
export const stateCounts = (ctx: ServerContext, agencyCode: string): Promise<StateCount[]> =>
  stateCountsStatement(ctx).execute({ agency: agencyCode });

/** How many contracts a statuses/hikisari filter matches, from the counters: contractWhere's two conditions. */
export function sumStates(
  rows: readonly StateCount[],
  q: Pick<ContractExportQuery, 'statuses' | 'selectedHikisariStatuses'>,
): number {
  const statuses = q.statuses?.length ? q.statuses : null;
  const hikisari = q.selectedHikisariStatuses?.length ? q.selectedHikisariStatuses : null;
  return rows
    .filter((r) => (!statuses || statuses.includes(r.status)) && (!hikisari || hikisari.includes(r.hikisariStatus)))
    .reduce((n, r) => n + r.total, 0);
}

export const contractListMessages = {
  bothCursors: '次ページの起点と前ページの起点は同時に指定できません。',
} as const;

/**
 * GET /api/contracts: totals that do not scan and paging that does not skip rows.
 * - Total: contractTotal (the agency's counter, or a count capped at CONTRACT_TOTAL_CAP + 1 rows);
 *   above the cap the answer says totalCapped.
 * - Rows in the chosen order (services/contractOrder.ts; by default newest id first), `perPage` at a
 *   time: `after`/`before` (the last/first id the client shows) read the next or previous page by
 *   key, on (sort column, id) when a sort is chosen; a page number alone is a jump by deferred join
 *   (the ids of the page from an index, then their rows). One row more than the page tells whether a
 *   next page exists. A cursor whose contract has gone (deleted meanwhile) falls back to the jump.
 */
export async function listContracts(
  ctx: ServerContext,
  query: ContractListQuery,
  options: { prepared?: boolean } = {},
): Promise<ContractListAnswer> {
  if (query.after !== undefined && query.before !== undefined)
    throw new HttpError(422, contractListMessages.bothCursors);
  const size = query.perPage ?? CONTRACT_PAGE_SIZE;
  const order = contractOrder(query);
  let page = query.page ?? 1;

  // A long word asks the index for its rarest bigrams (one read of the gram counters first).
  const grams = await keywordIndexGrams(ctx, query.agencyCode, query.keyword);
  /**
   * The default order without a keyword (page 1, the next and previous pages, a jump, the status
   * and date filters) is read by prepared statements of the same queries (services/contractStatements):
   * drizzle does not build them again for each request and PostgreSQL does not parse them again,
   * which halved page 1's queries at 100,000 contracts (1.4 against 0.7 ms).
   */
  const fast =
    options.prepared !== false && !order.column && keywordWords(query.keyword).length === 0
      ? contractPages(ctx, query)
      : null;
  let totalRead: Promise<{ total: number; capped: boolean }> | undefined;
  const totalQuery = () => (totalRead ??= contractTotal(ctx, query, { ...options, grams }));
  // Started now, awaited after the rows: on PostgreSQL the two run side by side. An unfiltered page
  // in the default order brings the agency's counter in its own statement instead (contractPages),
  // one trip to the database fewer: it is read here only when that page came back empty. (A failure
  // here is the answer's: the promise is awaited below; the catch only keeps Node from calling it unhandled.)
  if (!fast || hasContractFilter(query)) void totalQuery().catch(() => {});
  const indexWhere = contractWhere(query, 'index', grams);
  // A lone word of one to three characters has its exact count in a counter (loneGram), read before
  // its page: the planner, which multiplies the gram's and the LIKE's estimates, judged 佐藤 (1 in
  // 20 contracts) at 5 rows of a million and gathered all 49,265 to sort them (116 ms against 0.5).
  const lone = loneGram(query) !== null;
  // Any other keyword with a word of three characters or more is one the planner misjudges
  // (keywordLookup) and whose count is not a counter: its page is first looked for row by row
  // (walkedPage), beside its count.
  const longWord = !lone && keywordWords(query.keyword).some((w) => Array.from(w).length > 2);
  const scanWhere = longWord || lone ? contractWhere(query, 'scan') : indexWhere;
  // A keyword in a chosen sort order (kana, dates, premium): the rows that hold it, up to the cap,
  // gathered through the index first (with their sort value) and then sorted, not looked for along
  // the sort's index. A name's words cluster in the kana order (every ワタナベ sorts near the end),
  // so a walk in that order, row by row or with the grams checked on each row, read most of the
  // agency before its first match: at 100,000 contracts わたなべ by kana took 106–122 ms, さとう
  // 43–91, わたな 84–90.
  const sortedKeyword = order.column !== null && keywordWords(query.keyword).length > 0;
  // Past the cap too, when the list is sorted by a text the keyword is looked for in (kana, management
  // number): a word's rows lie together in that order, wherever the word sorts, and a walk along it
  // read everything sorted before them (at a million contracts さとう by kana took 680 ms that way,
  // わたなべ 1.5 s). Gathering them costs their number, at most the agency's.
  const clustered = sortedKeyword && order.key !== null && searchedSortKeys.has(order.key);
  let agencyTotalRead: Promise<number> | undefined;
  /** The agency's counter, read once for the request whichever step asks first. */
  const agencyTotal = () => (agencyTotalRead ??= agencyContractTotal(ctx, query.agencyCode));
  let decided: Promise<PageFilter> | undefined;
  /**
   * The filter of a page read by offset or upwards, of a lone short word's, or of a keyword in a
   * chosen sort order: as the keyword's count decides.
   */
  const where = () =>
    (decided ??=
      sortedKeyword || longWord || lone
        ? Promise.all([totalQuery(), agencyTotal()]).then(([counted, agencyTotal]): PageFilter => {
            // A sorted keyword's rows are gathered within the cap, and past it in an order of its own
            // text (clustered); past it in another order (dates, premium) it is met soon.
            if (sortedKeyword && (!counted.capped || clustered)) return { where: undefined, gathered: true };
            const scan = (longWord || lone) && keywordLookup(counted, agencyTotal) === 'scan';
            return { where: scan ? scanWhere : indexWhere, gathered: false };
          })
        : Promise.resolve({ where: indexWhere, gathered: false }));

  /** What a subquery named `contracts` carries for the page to order and bound it: the id and the sort value. */
  const keyed = { id: contracts.id, ...(order.column ? { sortValue: order.column } : {}) };
  /**
   * Rows by a deferred join: `limit` ids of the filter's rows (and within `extra`: the ranges of a
   * cursor's bound, beyondRanges) after `offset` in the order (or its reverse), read from an index
   * (or from the gathered rows), then their rows by primary key (the caller orders them). Reading ids alone lets
   * the planner take the (agency, id …) indexes, index-only for the agency, status and date
   * filters; asked for whole rows, it walks the primary key backwards and checks the agency on each
   * row, which is fast only while the agency's rows are spread evenly through the ids (after
   * another agency imported 100,000 contracts, page 1 of the million-contract agency took 28 ms
   * that way against 0.14 ms).
   */
  const deferred = (filter: PageFilter, ids: { reverse: boolean; limit: number; offset?: number; extra?: SQL[] }) => {
    const ranges = ids.extra ?? [];
    // A bound of two ranges on the table is read range by range (rangedRows); the gathered rows and
    // a window are few, and take it as one condition.
    const ranged = ranges.length > 1 && !filter.rows && !filter.gathered && !ids.offset;
    // drizzle checks that a selected column's table is in the query; the gathered rows are a
    // subquery that only carries the table's name, so their id is selected as SQL.
    const source = ranged
      ? rangedRows(filter.where, ranges, ids.reverse, ids.limit)
      : (filter.rows ?? (filter.gathered ? gatheredRows() : contracts));
    const pageId =
      source === contracts ? contracts.id : sql<number>`${contracts}.${sql.identifier('id')}`.as('page_id');
    const page = ctx.db
      .select({ pageId })
      .from(source)
      .where(ranged ? undefined : and(filter.where, anyOf(ranges)))
      .orderBy(...orderTerms(order, ids.reverse))
      .limit(ids.limit);
    const pageIds = (ids.offset ? page.offset(ids.offset) : page).as('page_ids');
    // In a sort order each row also carries its sort value as its cursor's text (sortValueText).
    const sortText = sortValueText(order);
    return ctx.db
      .select(sortText ? { ...answeredColumns, sortText } : answeredColumns)
      .from(pageIds)
      .innerJoin(contracts, eq(contracts.id, pageIds.pageId));
  };
  /**
   * The rows that hold the keyword, with the sort's column, gathered through the GIN index (a
   * sorted keyword's page, `where`): a subquery named `contracts`, so the order and the cursor's
   * conditions read its columns as they would the table's. OFFSET 0 keeps PostgreSQL from merging
   * it into the page's query, which would bring back the walk along the sort's index (written in
   * SQL: drizzle leaves out an offset of 0).
   */
  const gatheredRows = () => sql`(${ctx.db.select(keyed).from(contracts).where(indexWhere)} offset 0) as ${contracts}`;
  /**
   * The first `limit` rows of the filter (or of its reverse) within a bound of two ranges
   * (beyondRanges: a date's values and its empty ones), each range read by an index scan of its
   * own and cut at `limit`: a subquery named `contracts`, of which the page's ORDER BY takes the
   * first. Read as one OR, PostgreSQL cannot start the scan at the cursor and reads every row before
   * it.
   */
  const rangedRows = (where: SQL | undefined, ranges: SQL[], reverse: boolean, limit: number) =>
    sql`(${sql.join(
      ranges.map(
        (range) =>
          sql`(${ctx.db
            .select(keyed)
            .from(contracts)
            .where(and(where, range))
            .orderBy(...orderTerms(order, reverse))
            .limit(limit)})`,
      ),
      sql` union all `,
    )}) as ${contracts}`;
  const pageInOrder = (filter: PageFilter, extra?: SQL[]) =>
    deferred(filter, { reverse: false, limit: size + 1, extra }).orderBy(...orderTerms(order));
  /**
   * A long word's page from `extra` on, read from the first rows of the list in its order with the
   * words checked on each, as many as a word held by 1 in 200 of them needs for a page
   * (keywordLookup's share): the page, when those rows hold it whole (or are all there is), else
   * null. It runs side by side with the count and needs nothing from it.
   */
  const walkedPage = async (extra: SQL[]): Promise<AnsweredRow[] | null> => {
    const [stop] = await ctx.db
      .select({ id: contracts.id, empty: order.column ? sql<boolean>`${order.column} is null` : sql<boolean>`false` })
      .from(contracts)
      .where(and(contractWhere({ ...query, keyword: undefined }), anyOf(extra)))
      .orderBy(...orderTerms(order))
      .limit(1)
      .offset(COMMON_WORD_SHARE * (size + 1));
    const rows = await pageInOrder(
      { where: scanWhere, gathered: false },
      stop ? [and(anyOf(extra), beyond(order, { id: stop.id, empty: stop.empty === true }, true)) as SQL] : extra,
    );
    return rows.length > size || !stop ? rows : null;
  };
  /**
   * A sorted keyword's page from `extra` on, read from a window: the first `budget` rows of the list
   * in its order (along the sort's index), then the words checked on each. The page, when the window
   * holds it whole or is the whole agency (`agencyTotal`), else null. A bound "before the stop row"
   * on (column, id), as walkedPage's, is an OR that PostgreSQL cannot end an index scan on: such a
   * walk read on to the end of the agency (やま by kana at 100,000 contracts, 82,000 rows, 70 ms).
   */
  const windowPage = async (extra: SQL[], budget: number, agencyTotal: number) => {
    const rows = await pageInOrder({
      where: and(...keywordWords(query.keyword).map((w) => keywordScanCondition(contracts.searchText, w))),
      gathered: false,
      // The window's rows carry what the page reads of them: the id, the sort value and the text.
      rows: sql`(${ctx.db
        .select({ ...keyed, searchText: contracts.searchText })
        .from(contracts)
        .where(and(contractWhere({ ...query, keyword: undefined }), anyOf(extra)))
        .orderBy(...orderTerms(order))
        .limit(budget)}) as ${contracts}`,
    });
    return rows.length > size || budget >= agencyTotal ? rows : null;
  };
  /**
   * The top of the default order (newest first) for this agency: its newest id, read index-only.
   * A page read from the top starts its walk of the primary key there, not at the table's newest
   * row: after another agency's import (ids above every one of this agency's), a keyword page of a
   * million-contract agency walked the 100,000 imported rows first (65 ms against 4 ms).
   */
  const newestFirst = order.column ? undefined : sql`${contracts.id} <= ${newestIdOf(query.agencyCode)}`;
  /** The page after `position` in the list's order, or from the top; a long word is first looked for row by row (walkedPage). */
  const inOrder = async (position?: ContractPosition): Promise<AnsweredRow[]> => {
    if (fast) return fast.page(position ? 'after' : 'top', size + 1, { cursor: position?.id });
    const from = position ? beyondRanges(order, position) : newestFirst ? [newestFirst] : [];
    if (longWord && !sortedKeyword) {
      // Asked for its rarest bigrams only, the planner expects more rows from the index and ANDs them
      // with the primary key's range below the agency's newest id: 100,000 entries read at 100,000
      // contracts (4.8 ms against 1.3). The rows it gathers are few; the top needs no bound.
      const fallback = position || grams.size === 0 ? from : [];
      return (await walkedPage(from)) ?? pageInOrder({ where: indexWhere, gathered: false }, fallback);
    }
    const filter = await where();
    if (clustered && filter.gathered && (await totalQuery()).capped) {
      // Past the cap the word may still come soon in the order (a management number's prefix, in
      // every row; a surname that sorts first): the first rows of the order are read with the word
      // checked on each, as many as gathering would read, before the gathering.
      const [gathering, total] = await Promise.all([
        keywordRowsBound(ctx, query.agencyCode, keywordWords(query.keyword)),
        agencyTotal(),
      ]);
      const budget = Math.max(COMMON_WORD_SHARE * (size + 1), WALKED_PER_GATHERED * gathering);
      return (await windowPage(from, budget, total)) ?? pageInOrder(filter, from);
    }
    return pageInOrder(filter, from);
  };
  /** The rows of a page and the one after it: ids first by offset, then the rows (a deferred join). */
  const idsThenRows = async (offset: number, limit: number, reverse: boolean) =>
    fast
      ? fast.page(reverse ? 'jumpBack' : 'jump', limit, { offset })
      : where().then((f) => deferred(f, { reverse, limit, offset }).orderBy(...orderTerms(order)));
  const jump = async (target: number): Promise<AnsweredRow[]> => {
    const first = (target - 1) * size;
    // When the total is a counter's (no keyword, no dates), a page in the second half is counted
    // from the end, in the reverse order: page 4,000 of 5,000 skips 20,000 entries, not 80,000.
    const known = statesOnly(query) ? await totalQuery() : null;
    if (known && !known.capped) {
      if (first >= known.total) return [];
      if (first > known.total / 2) {
        // Forward places first … first + size (the page and the row after it) are reverse places
        // total − 1 − first − size … total − 1 − first.
        const offset = Math.max(0, known.total - 1 - first - size);
        return idsThenRows(offset, known.total - first - offset, true);
      }
    }
    return idsThenRows(first, size + 1, false);
  };

  const position = await sentPosition(ctx, order, query);
  let rows: AnsweredRow[];
  if (query.before !== undefined && position) {
    // The page before: the rows just above the first one shown, read upwards, then turned round,
    // and the first row below them, which says that a next page exists.
    const above = fast
      ? await fast.page('before', size, { cursor: position.id })
      : await where().then((f) =>
          deferred(f, { reverse: true, limit: size, extra: beyondRanges(order, position, true) }).orderBy(
            ...orderTerms(order, true),
          ),
        );
    if (above.length < size) {
      // Fewer than a page above it: that is the top of the list, which is page 1.
      page = 1;
      rows = await inOrder();
    } else {
      const first = above[0] as AnsweredRow;
      const below = await inOrder(positionOfRow(order, first)).then((r) => r.slice(0, 1));
      rows = [...above.reverse(), ...below];
    }
  } else if (query.after !== undefined && position) {
    rows = await inOrder(position);
  } else {
    rows = page === 1 ? await inOrder() : await jump(page);
  }
  const hasNext = rows.length > size;
  rows = rows.slice(0, size);

  const carried = fast?.carriedTotal() ?? null;
  const { total, capped } = carried !== null ? { total: carried, capped: false } : await totalQuery();
  const meta = pageMeta(total, page, size);
  // Above the cap the last page is unknown: report the last one known to exist. A page past the
  // end (no rows: a link kept from before, a number typed) is not one of them.
  if (capped && rows.length > 0) meta.lastPage = Math.max(meta.lastPage, page + (hasNext ? 1 : 0));
  const first = rows[0];
  const last = rows[rows.length - 1];
  return {
    data: rows.map(toContract),
    meta: {
      ...meta,
      totalCapped: capped,
      ...(first && last
        ? {
            firstCursor: cursorText(order, first.id, first.sortText),
            lastCursor: cursorText(order, last.id, last.sortText),
          }
        : {}),
    },
  };
}

/**
 * The position `after` or `before` names: in a sort order, at the value the client was shown
 * (the cursor's own; a bare id's is read from the agency's contract of that id, null when there is
 * none). A value the sort column cannot hold is a 422.
 */
async function sentPosition(
  ctx: ServerContext,
  order: ContractOrder,
  query: ContractListQuery,
): Promise<ContractPosition | null> {
  const field = query.before !== undefined ? 'before' : 'after';
  const cursor = query[field];
  if (cursor === undefined) return null;
  const sent = cursorPosition(order, cursor);
  if (sent === undefined) throw fieldError(field, fieldMessage(contractListLabels[field] ?? field, messages.invalid()));
  return sent ?? positionOf(ctx.db, order, Number.parseInt(cursor, 10), query.agencyCode);
}

async function detail(db: Db, row: ContractRow): Promise<ContractDetail> {
  const requests = await db
    .select()
    .from(hozenRequests)
    .where(eq(hozenRequests.contractId, row.id))
    .orderBy(desc(hozenRequests.requestedAt), desc(hozenRequests.id));
  return {
    ...toContract(row),
    hozenRequests: requests.map((r) => ({
      id: r.id,
      kind: r.kind,
      paymentMethod: r.paymentMethod,
      requestedBy: r.requestedByName,
      requestedAt: formatTokyo(r.requestedAt, dateFormats.dateTimeSeconds),
    })),
  };
}

export const hozenMessages = {
  closed: 'この契約は解約・失効・不成立のため、保全手続きを受け付けできません。',
  alreadyCancelling: 'この契約はすでに解約申請中です。',
  cancellingNoChange: '解約申請中の契約は支払方法を変更できません。',
  sameMethod: (label: string) => `支払方法はすでに${label}です。`,
  cancelled: '解約申請を受け付けました。',
  // The button says 変更を申請する: the answer says the request was taken, as the cancellation's does.
  changed: (label: string) => `支払方法の変更（${label}）の申請を受け付けました。`,
} as const;

export const contractRoutes: RouteRegistrar = (app, ctx) => {
  defineRoute(app, 'contracts.list', { query: contractListQuery, labels: contractListLabels }, ({ query }) =>
    listContracts(ctx, query),
  );

  defineRoute(
    app,
    'contracts.show',
    { params: idParams, query: contractShowQuery, labels: itemLabels.contract },
    async ({ params, query }) => {
      const [row] = await ctx.db
        .select()
        .from(contracts)
        .where(and(eq(contracts.id, params.id), eq(contracts.agencyCode, query.agencyCode)));
      // Another agency's contract is simply not found: its existence is not revealed.
      if (!row) throw notFound();
      return { data: await detail(ctx.db, row) };
    },
  );

  defineRoute(app, 'contracts.statuses', {}, async () => ({ data: contractStatusOptions }));

  defineRoute(
    app,
    'contracts.export',
    { query: contractExportQuery, labels: contractListLabels },
    async ({ query, reply }) => {
      const stamp = formatTokyo(ctx.clock.now(), dateFormats.date).replaceAll('/', '');
      sendCsvHeaders(reply, `契約一覧_${query.agencyCode}_${stamp}.csv`, `contracts_${query.agencyCode}_${stamp}.csv`);
      const grams = await keywordIndexGrams(ctx, query.agencyCode, query.keyword);
      return reply.send(contractsCsv(ctx.database, contractWhere(query, 'index', grams), contractOrder(query)));
    },
  );

  /** The contract a hozen call names; a recruiter only finds their own agency's (else 404). */
  const hozenTarget = async (db: Db, managementNumber: string, user: UserRow) => {
    const [row] = await db.select().from(contracts).where(eq(contracts.managementNumber, managementNumber));
    if (!row) throw notFound(serverMessages.contractNotFound);
    if (isRecruiterRole(user.role) && row.agencyCode !== user.agencyCode) {
      throw notFound(serverMessages.contractNotFound);
    }
    if ((closedContractStatuses as readonly string[]).includes(row.status))
      throw new HttpError(422, hozenMessages.closed);
    return row;
  };

  defineWriteRoute(app, ctx, 'contracts.cancel', { body: cancellationBody }, async ({ body, request, user, tx }) => {
    const row = await hozenTarget(tx, body.managementNumber, user);
    request.agencyCode = row.agencyCode;
    if (row.status === 'cancellation-requested') throw new HttpError(422, hozenMessages.alreadyCancelling);
    const now = ctx.clock.now();
    await tx.insert(hozenRequests).values({
      contractId: row.id,
      kind: 'cancellation',
      paymentMethod: null,
      requestedByUserId: user.id,
      requestedByName: user.name,
      requestedAt: now,
    });
    const [updated] = await tx
      .update(contracts)
      .set({ status: 'cancellation-requested', updatedAt: now })
      .where(eq(contracts.id, row.id))
      .returning();
    return { message: hozenMessages.cancelled, data: await detail(tx, updated ?? row) };
  });

  defineWriteRoute(
    app,
    ctx,
    'contracts.changePaymentMethod',
    { body: changePaymentMethodBody },
    async ({ body, request, user, tx }) => {
      const row = await hozenTarget(tx, body.managementNumber, user);
      request.agencyCode = row.agencyCode;
      if (row.status === 'cancellation-requested') throw new HttpError(422, hozenMessages.cancellingNoChange);
      const label = paymentMethodLabels[body.paymentMethod];
      if (row.paymentMethod === body.paymentMethod) throw new HttpError(422, hozenMessages.sameMethod(label));
      const now = ctx.clock.now();
      await tx.insert(hozenRequests).values({
        contractId: row.id,
        kind: 'change-payment-method',
        paymentMethod: body.paymentMethod,
        requestedByUserId: user.id,
        requestedByName: user.name,
        requestedAt: now,
      });
      const [updated] = await tx
        .update(contracts)
        .set({ paymentMethod: body.paymentMethod, updatedAt: now })
        .where(eq(contracts.id, row.id))
        .returning();
      return { message: hozenMessages.changed(label), data: await detail(tx, updated ?? row) };
    },
  );
};
