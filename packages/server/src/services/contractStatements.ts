import { CONTRACT_TOTAL_CAP, type ContractExportQuery, dateFormats, parseTokyo, tokyoDateParts } from '@olive/api';
import {
  and,
  asc,
  between,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  lt,
  lte,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ServerContext } from '../context';
import { prepared, preparedByShape } from '../db/prepared';
import {
  agencyContractCounts,
  agencyContractGramCounts,
  agencyContractMonthCounts,
  agencyContractStateCounts,
  contracts,
} from '../db/schema';

/**
 * The columns a contract is answered with: every one but the folded search text, which only the
 * keyword condition reads (a list page moved and decoded it for nothing, about a third of a row).
 */
const { searchText: _searchText, ...columns } = getTableColumns(contracts);
export const answeredColumns = columns;
/** A row the list answers; in a sort order with its sort value as text (contractOrder.ts sortValueText), for its cursor. */
export type AnsweredRow = Omit<typeof contracts.$inferSelect, 'searchText'> & { sortText?: string | null };

const minuteEnd = (d: Date) => new Date(d.getTime() + 59_999);

/**
 * docs/product.md §7's filters but the keyword, as values: statuses, hikisari statuses, and the date bounds
 * as instants (Japan wall-clock minutes, both ends inclusive: an end bound is the last millisecond
 * of its minute). contractWhere and the prepared statements below read them from here alone.
 */
export function filterValues(q: ContractExportQuery) {
  const bound = (text: string | null | undefined) => (text ? parseTokyo(text, dateFormats.dateTimeMinutes) : null);
  const end = (text: string | null | undefined) => {
    const d = bound(text);
    return d ? minuteEnd(d) : null;
  };
  return {
    statuses: q.statuses?.length ? q.statuses : null,
    hikisari: q.selectedHikisariStatuses?.length ? q.selectedHikisariStatuses : null,
    startContract: bound(q.startFirstContractDate),
    endContract: end(q.endFirstContractDate),
    startPayment: bound(q.startFirstPaymentDate),
    endPayment: end(q.endFirstPaymentDate),
  };
}
type FilterValues = ReturnType<typeof filterValues>;
type FilterKey = keyof FilterValues;

/**
 * What each of those filters compares, in the order of a shape's letters: a list of values the
 * column must be one of, or a bound the date column must be at or after (`from`) or at or before
 * (`to`). contractWhere writes them with the query's values, the prepared statements below with
 * placeholders: one definition for both.
 */
const filterColumns = [
  ['statuses', contracts.status, 'in'],
  ['hikisari', contracts.hikisariStatus, 'in'],
  ['startContract', contracts.firstContractDate, 'from'],
  ['endContract', contracts.firstContractDate, 'to'],
  ['startPayment', contracts.firstPaymentDate, 'from'],
  ['endPayment', contracts.firstPaymentDate, 'to'],
] as const;
const filterKeys: readonly FilterKey[] = filterColumns.map(([key]) => key);

/** The conditions of the filters a query gives, with its values (contractWhere). */
export function filterConditions(values: FilterValues): Array<SQL | undefined> {
  return filterColumns.map(([key, filtered, op]) => {
    const value = values[key];
    if (value === null) return undefined;
    // The six columns are of three types; each comparison is written once for all of them.
    const column: AnyPgColumn = filtered;
    if (op === 'in') return inArray(column, value as string[]);
    return op === 'from' ? gte(column, value) : lte(column, value);
  });
}

const ph = sql.placeholder;

/**
 * A filter of a shape: the agency, and each filter the shape's letters name (1) as a placeholder
 * (a list of values as `= any(array)`, which PostgreSQL plans as the `IN` list it is).
 */
function shapeWhere(letters: string): SQL | undefined {
  return and(
    eq(contracts.agencyCode, ph('agency')),
    ...filterColumns.map(([key, column, op], i) => {
      if (letters[i] !== '1') return undefined;
      if (op === 'in') return sql`${column} = any(${ph(key)}::text[])`;
      return op === 'from' ? sql`${column} >= ${ph(key)}::timestamptz` : sql`${column} <= ${ph(key)}::timestamptz`;
    }),
  );
}

/**
 * How a page of the default order (newest id first) is read, ids first (a deferred join):
 * - top: from the agency's newest id (page 1);
 * - after: below a cursor id (the next page);
 * - before: above a cursor id, read upwards and answered upwards (the previous page);
 * - jump / jumpBack: by offset from the top, or from the bottom in the reverse order (a page
 *   jump counted from the nearer end), answered newest first.
 */
export type PageKind = 'top' | 'after' | 'before' | 'jump' | 'jumpBack';

/**
 * The agency's newest contract id, read from the end of its (agency, id) index: the top of the
 * default order, where a page read from the top starts (routes/contracts.ts newestFirst too).
 * Asked as max(id) for `agency_code = …`, the planner walked the primary key backwards instead,
 * checking the agency on each row: it expects the agency's rows spread through the ids, but after
 * another agency's import the newest ids are all that agency's, and the walk read them first
 * (page 1 of a 100,000-contract agency after 10,000 imported elsewhere: 4.8 ms, and 0.9 ms this way). The
 * agency is bounded as a range, not compared equal, so that the ORDER BY on (agency, id) stays a
 * sort the primary key cannot give, and the (agency, id) index answers with one entry.
 */
export function newestIdOf(agency: SQLWrapper | string): SQL {
  return sql`(select ${contracts.id} from ${contracts} where ${contracts.agencyCode} >= ${agency} and ${contracts.agencyCode} <= ${agency} order by ${contracts.agencyCode} desc, ${contracts.id} desc limit 1)`;
}

/**
 * The agency's counter as a column of a page's statement (agency_contract_counts, one primary-key
 * read): an unfiltered page and its total in one statement, one trip to the database and one snapshot.
 */
const agencyTotalColumn = sql<
  number | null
>`(select ${agencyContractCounts.total} from ${agencyContractCounts} where ${agencyContractCounts.agencyCode} = ${ph('agency')})`;

/** A page's rows, and the agency's total on each when its statement carries it (`:total` shapes). */
type PageRow = AnsweredRow & { agencyTotal?: number | null };

const pageStatement = preparedByShape((db, shape: `${PageKind}:${string}` | `${PageKind}:${string}:total`) => {
  const [kind, filters = '', withTotal] = shape.split(':') as [PageKind, string, string | undefined];
  const upwards = kind === 'before' || kind === 'jumpBack';
  const from =
    kind === 'top'
      ? sql`${contracts.id} <= ${newestIdOf(ph('agency'))}`
      : kind === 'after'
        ? lt(contracts.id, ph('cursor'))
        : kind === 'before'
          ? gt(contracts.id, ph('cursor'))
          : undefined;
  const ids = db
    .select({ pageId: contracts.id })
    .from(contracts)
    .where(and(shapeWhere(filters), from))
    .orderBy(upwards ? asc(contracts.id) : desc(contracts.id))
    .limit(ph('limit'));
  const pageIds = (kind === 'jump' || kind === 'jumpBack' ? ids.offset(ph('offset')) : ids).as('page_ids');
  return db
    .select(withTotal ? { ...answeredColumns, agencyTotal: agencyTotalColumn } : answeredColumns)
    .from(pageIds)
    .innerJoin(contracts, eq(contracts.id, pageIds.pageId))
    .orderBy(kind === 'before' ? asc(contracts.id) : desc(contracts.id))
    .prepare(`olive_contract_page_${kind}_${filters}${withTotal ? '_total' : ''}`);
});

const cappedCountStatement = preparedByShape((db, filters: string) =>
  db
    .select({ n: count() })
    .from(db.select({ id: contracts.id }).from(contracts).where(shapeWhere(filters)).limit(ph('cap')).as('capped'))
    .prepare(`olive_contract_count_${filters}`),
);

/** A query's filter letters (1 where the filter is given) and the placeholders' values. */
function shapeOf(agencyCode: string, values: FilterValues) {
  const filters = filterKeys.map((k) => (values[k] === null ? '0' : '1')).join('');
  const params: Record<string, unknown> = { agency: agencyCode };
  for (const k of filterKeys) {
    const v = values[k];
    if (v !== null) params[k] = v instanceof Date ? v.toISOString() : v;
  }
  return { filters, params };
}

/**
 * The contract list's reads of the default order without a keyword (the commonest: page 1, the
 * next and previous pages, a page jump, the status and date filters), as prepared statements, one
 * per shape: which kind of page, and which filters are given. A keyword's conditions and the other
 * sort orders are built for each request (routes/contracts.ts). The statements answer exactly what
 * the built queries answer (test/contractStatements.test.ts compares the two on both backends).
 */
export function contractPages(ctx: ServerContext, q: ContractExportQuery) {
  const { filters, params } = shapeOf(q.agencyCode, filterValues(q));
  // Without a filter the total is the agency's counter: a page read from the top or from a cursor
  // brings it along (a jump reads it first, to count from the nearer end).
  const unfiltered = !filters.includes('1');
  let carried: number | null = null;
  return {
    page: async (
      kind: PageKind,
      limit: number,
      at: { cursor?: number; offset?: number } = {},
    ): Promise<AnsweredRow[]> => {
      const withTotal = unfiltered && kind !== 'jump' && kind !== 'jumpBack';
      const rows: PageRow[] = await pageStatement(ctx, `${kind}:${filters}${withTotal ? ':total' : ''}`).execute({
        ...params,
        ...at,
        limit,
      });
      const first = rows[0];
      if (first && first.agencyTotal !== undefined) carried = Number(first.agencyTotal ?? 0);
      return rows;
    },
    /**
     * The agency's total as the last page read brought it (an unfiltered page from the top or a
     * cursor, with at least one row), or null: then the caller reads it (contractTotal).
     */
    carriedTotal: (): number | null => carried,
    /** The filter's count up to `CONTRACT_TOTAL_CAP + 1` rows. */
    cappedCount: async (): Promise<number> => {
      const [r] = await cappedCountStatement(ctx, filters).execute({ ...params, cap: CONTRACT_TOTAL_CAP + 1 });
      return Number(r?.n ?? 0);
    },
  };
}

/** The agency's contracts, from its counter (agency_contract_counts, one primary-key read). */
export const agencyTotalStatement = prepared((db) =>
  db
    .select({ n: agencyContractCounts.total })
    .from(agencyContractCounts)
    .where(eq(agencyContractCounts.agencyCode, ph('agency')))
    .prepare('olive_contract_agency_total'),
);

/** The agency's counter of one gram (agency_contract_gram_counts, one primary-key read). */
export const gramTotalStatement = prepared((db) =>
  db
    .select({ n: agencyContractGramCounts.total })
    .from(agencyContractGramCounts)
    .where(and(eq(agencyContractGramCounts.agencyCode, ph('agency')), eq(agencyContractGramCounts.gram, ph('gram'))))
    .prepare('olive_contract_gram_total'),
);

/** The agency's state counters (at most 7 × 4 rows, one range of the primary key). */
export const stateCountsStatement = prepared((db) =>
  db
    .select({
      status: agencyContractStateCounts.status,
      hikisariStatus: agencyContractStateCounts.hikisariStatus,
      total: agencyContractStateCounts.total,
    })
    .from(agencyContractStateCounts)
    .where(eq(agencyContractStateCounts.agencyCode, ph('agency')))
    .prepare('olive_contract_state_counts'),
);

/** A Japan-time month as the counters store it: yyyymm (202501). */
const tokyoMonth = (d: Date) => {
  const { year, month } = tokyoDateParts(d);
  return year * 100 + month;
};
const nextMonth = (m: number) => (m % 100 === 12 ? m + 89 : m + 1);
const previousMonth = (m: number) => (m % 100 === 1 ? m - 89 : m - 1);
/** The last month a date can fall in (December 9999): a column without an end bound reads its cells up to here. */
const LAST_MONTH = 999_912;

/**
 * The months of one date column a search covers whole, as a range of the counters' months: from
 * the start bound's month when the bound is the month's first minute (else the month after), to the
 * end bound's month when the bound is its last minute (else the month before). Without a bound the
 * range takes every month and the empty date (0), which no bound matches.
 */
function wholeMonths(from: Date | null, to: Date | null): [number, number] {
  if (!from && !to) return [0, LAST_MONTH];
  let first = 1;
  if (from) {
    const m = tokyoMonth(from);
    first = tokyoMonth(new Date(from.getTime() - 1)) === m ? nextMonth(m) : m;
  }
  let last = LAST_MONTH;
  if (to) {
    const m = tokyoMonth(to);
    last = tokyoMonth(new Date(to.getTime() + 1)) === m ? previousMonth(m) : m;
  }
  return [first, last];
}

const monthTotalStatement = preparedByShape((db, states: string) => {
  const m = agencyContractMonthCounts;
  return db
    .select({ n: sql<string>`coalesce(sum(${m.total}), 0)` })
    .from(m)
    .where(
      and(
        eq(m.agencyCode, ph('agency')),
        states[0] === '1' ? sql`${m.status} = any(${ph('statuses')}::text[])` : undefined,
        states[1] === '1' ? sql`${m.hikisariStatus} = any(${ph('hikisari')}::text[])` : undefined,
        between(m.contractMonth, ph('contractFirst'), ph('contractLast')),
        between(m.paymentMonth, ph('paymentFirst'), ph('paymentLast')),
      ),
    )
    .prepare(`olive_contract_month_total_${states}`);
});

/**
 * How many of the agency's contracts with the query's statuses and hikisari statuses fall in the
 * months its date bounds cover whole (agency_contract_month_counts, migration 0013): never more than
 * the search's count, and equal to it when every bound is a month's first or last minute. A search
 * of states and dates over a year of contracts covers most of its rows in whole months, so this
 * passes CONTRACT_TOTAL_CAP where counting the cap's rows would read 10,001 index entries. The
 * keyword is not looked at: the caller asks only for a query without one.
 */
export async function wholeMonthsTotal(ctx: ServerContext, q: ContractExportQuery): Promise<number> {
  const v = filterValues(q);
  const [contractFirst, contractLast] = wholeMonths(v.startContract, v.endContract);
  const [paymentFirst, paymentLast] = wholeMonths(v.startPayment, v.endPayment);
  if (contractFirst > contractLast || paymentFirst > paymentLast) return 0;
  const states = `${v.statuses ? 1 : 0}${v.hikisari ? 1 : 0}`;
  const [r] = await monthTotalStatement(ctx, states).execute({
    agency: q.agencyCode,
    ...(v.statuses ? { statuses: v.statuses } : {}),
    ...(v.hikisari ? { hikisari: v.hikisari } : {}),
    contractFirst,
    contractLast,
    paymentFirst,
    paymentLast,
  });
  return Number(r?.n ?? 0);
}
