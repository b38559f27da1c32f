import {
  CONTRACT_PAGE_SIZE,
  CONTRACT_TOTAL_CAP,
  type Contract,
  type ContractDetail,
  type ContractListAnswer,
  type ContractListQuery,
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
import type { Db } from '../db';
import { agencyContractStateCounts, agencyGramCounts, contracts, hozenRequests } from '../db/schema';
import { sendCsvHeaders } from '../http/csv';
import { pageMeta } from '../http/paging';
import { defineRoute, defineWriteRoute, fieldError, HttpError, notFound, type RouteRegistrar } from '../http/route';
import { serverMessages } from '../messages';
import { contractsCsv } from './export';
import { type ContractFilter, contractFilter, filterWhere, narrows } from './filter';
import {
  type AnsweredRow,
  answeredColumns,
  beyond,
  type ContractOrder,
  type ContractPosition,
  contractOrder,
  cursorPosition,
  cursorText,
  orderTerms,
  positionOfRow,
  sortValueText,
} from './order';

/** A row as the list answers it: days in Japan time, the times as epoch milliseconds. */
function toContract({ sortText: _sortText, ...row }: AnsweredRow): Contract {
  const day = (d: Date | null) => (d ? formatTokyo(d, dateFormats.date) : null);
  return {
    ...row,
    firstContractDate: day(row.firstContractDate),
    firstPaymentDate: day(row.firstPaymentDate),
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

type Total = { total: number; capped: boolean };

/** A count as the list shows it: exact up to CONTRACT_TOTAL_CAP, above it the cap and `capped`. */
export const cappedTotal = (counted: number): Total =>
  counted > CONTRACT_TOTAL_CAP ? { total: CONTRACT_TOTAL_CAP, capped: true } : { total: counted, capped: false };

type StateCount = Pick<typeof agencyContractStateCounts.$inferSelect, 'status' | 'hikisariStatus' | 'total'>;

/** The agency's state counters (at most 7 × 4 rows, one range of the primary key). */
export function stateCounts(ctx: ServerContext, agencyCode: string): Promise<StateCount[]> {
  const c = agencyContractStateCounts;
  return ctx.db
    .select({ status: c.status, hikisariStatus: c.hikisariStatus, total: c.total })
    .from(c)
    .where(eq(c.agencyCode, agencyCode));
}

/** How many contracts the filter's statuses and hikisari statuses select, from the state counters. */
export function sumStates(rows: readonly StateCount[], f: Pick<ContractFilter, 'statuses' | 'hikisari'>): number {
  const { statuses, hikisari } = f;
  return rows
    .filter((r) => (!statuses || statuses.includes(r.status)) && (!hikisari || hikisari.includes(r.hikisariStatus)))
    .reduce((n, r) => n + r.total, 0);
}

/** The filter's rows counted up to CONTRACT_TOTAL_CAP + 1 (one more says the cap is passed). */
async function cappedCount(ctx: ServerContext, f: ContractFilter): Promise<number> {
  const rows = ctx.db
    .select({ id: contracts.id })
    .from(contracts)
    .where(filterWhere(f))
    .limit(CONTRACT_TOTAL_CAP + 1)
    .as('capped');
  const [r] = await ctx.db.select({ n: count() }).from(rows);
  return Number(r?.n ?? 0);
}

/** The agency's contracts that hold a gram, from its counter (none: 0). */
async function gramCount(ctx: ServerContext, agencyCode: string, gram: string): Promise<number> {
  const g = agencyGramCounts;
  const [row] = await ctx.db
    .select({ total: g.total })
    .from(g)
    .where(and(eq(g.agencyCode, agencyCode), eq(g.gram, gram)));
  return row?.total ?? 0;
}

/**
 * The list's total: the sum of the agency's state counters when nothing narrows it; for a lone
 * keyword of up to three characters (code points, as PostgreSQL counts them) its gram's counter
 * (docs/adr/0193-short-keyword-totals-from-gram-counters.md); else a capped count. Above the cap
 * the total is the cap with `capped` (shown 「10,000件以上」). The home's counts
 * (contracts/summary.ts) sum the same counters.
 */
export async function contractTotal(ctx: ServerContext, f: ContractFilter): Promise<Total> {
  if (f.keyword && [...f.keyword].length <= 3 && !narrows({ ...f, keyword: null }))
    return cappedTotal(await gramCount(ctx, f.agencyCode, f.keyword));
  if (narrows(f)) return cappedTotal(await cappedCount(ctx, f));
  return { total: sumStates(await stateCounts(ctx, f.agencyCode), f), capped: false };
}

export const contractListMessages = {
  bothCursors: '次ページの起点と前ページの起点は同時に指定できません。',
} as const;

/** Where a page starts and which way it is read. */
interface PageRead {
  /** Rows strictly beyond this position (keyset), else from the top of the order. */
  from?: ContractPosition | undefined;
  /** Rows skipped first (a jump to a page number). */
  offset?: number;
  /** Read upwards (the page before a cursor). */
  reverse?: boolean;
  limit: number;
}

/**
 * Rows of the list by a deferred join: the page's ids from an index in the order (or its reverse),
 * within the cursor's bound or after `offset` rows, then their rows by primary key. Reading ids
 * alone lets the planner take the (agency, id …) and (agency, sort column, id) indexes, index-only
 * for the agency, status and date filters; a jump walks index entries, not rows.
 */
function readRows(ctx: ServerContext, where: SQL, order: ContractOrder, read: PageRead): Promise<AnsweredRow[]> {
  const reverse = read.reverse ?? false;
  const pageIds = ctx.db
    .select({ pageId: contracts.id })
    .from(contracts)
    .where(and(where, read.from ? beyond(order, read.from, reverse) : undefined))
    .orderBy(...orderTerms(order, reverse))
    .limit(read.limit)
    .offset(read.offset ?? 0)
    .as('page_ids');
  // In a sort order each row also carries its sort value as its cursor's text (sortValueText).
  const sortText = sortValueText(order);
  return ctx.db
    .select(sortText ? { ...answeredColumns, sortText } : answeredColumns)
    .from(pageIds)
    .innerJoin(contracts, eq(contracts.id, pageIds.pageId))
    .orderBy(...orderTerms(order, reverse));
}

/**
 * A jump to a page number: its ids after `(page − 1) × size` of the list's. In the unfiltered list,
 * whose exact total the counters give, a page in the second half is counted from the end in the
 * reverse order (page 4,000 of 5,000 skips 20,000 index entries, not 80,000), and a page past the
 * end reads nothing.
 */
async function jump(
  ctx: ServerContext,
  f: ContractFilter,
  where: SQL,
  order: ContractOrder,
  at: { page: number; size: number; total: Promise<Total> },
): Promise<AnsweredRow[]> {
  const first = (at.page - 1) * at.size;
  const known = narrows(f) ? null : await at.total;
  if (!known || first <= known.total / 2) return readRows(ctx, where, order, { offset: first, limit: at.size + 1 });
  if (first >= known.total) return [];
  // Forward places first … first + size (the page and the row after it) are reverse places
  // total − 1 − first − size … total − 1 − first.
  const offset = Math.max(0, known.total - 1 - first - at.size);
  const rows = await readRows(ctx, where, order, { offset, limit: known.total - first - offset, reverse: true });
  return rows.reverse();
}

/**
 * A page and the row after it (which says a next page exists): keyset from the cursor the client
 * sent (`after`, `before`), else a jump to the page number by deferred join. A cursor whose contract
 * has gone falls back to the jump. The page before a cursor is read from the row above it found by
 * reading upwards; fewer than a page above it is the top of the list, which is page 1.
 */
async function readPage(
  ctx: ServerContext,
  f: ContractFilter,
  order: ContractOrder,
  query: ContractListQuery,
  at: { size: number; total: Promise<Total> },
): Promise<{ rows: AnsweredRow[]; page?: number }> {
  const where = filterWhere(f);
  let position = await sentPosition(ctx, order, query);
  if (position && query.before !== undefined) {
    const above = await readRows(ctx, where, order, { from: position, reverse: true, limit: at.size + 1 });
    const start = above[at.size];
    if (!start) return { rows: await readRows(ctx, where, order, { limit: at.size + 1 }), page: 1 };
    position = positionOfRow(order, start);
  }
  if (position) return { rows: await readRows(ctx, where, order, { from: position, limit: at.size + 1 }) };
  return { rows: await jump(ctx, f, where, order, { ...at, page: query.page ?? 1 }) };
}

/**
 * GET /api/contracts: totals that do not scan and paging that does not skip rows.
 * The total (contractTotal) starts first and is awaited after the rows: on PostgreSQL the two run
 * side by side. Above the cap the last page is the last one known to exist; a page past the end (no
 * rows: a link kept from before, a number typed) is not one of them.
 */
export async function listContracts(ctx: ServerContext, query: ContractListQuery): Promise<ContractListAnswer> {
  if (query.after !== undefined && query.before !== undefined)
    throw new HttpError(422, contractListMessages.bothCursors);
  const filter = contractFilter(query);
  const order = contractOrder(query);
  const size = query.perPage ?? CONTRACT_PAGE_SIZE;
  const totalRead = contractTotal(ctx, filter);
  // The promise is awaited below; the catch only keeps Node from calling a failure unhandled meanwhile.
  totalRead.catch(() => {});
  const read = await readPage(ctx, filter, order, query, { size, total: totalRead });
  const { total, capped } = await totalRead;
  const page = read.page ?? query.page ?? 1;
  const hasNext = read.rows.length > size;
  const rows = read.rows.slice(0, size);
  const meta = pageMeta(total, page, size);
  if (capped && rows.length > 0) meta.lastPage = Math.max(meta.lastPage, page + (hasNext ? 1 : 0));
  const first = rows[0];
  const last = rows[rows.length - 1];
  const cursors =
    first && last
      ? {
          firstCursor: cursorText(order, first.id, first.sortText),
          lastCursor: cursorText(order, last.id, last.sortText),
        }
      : {};
  return { data: rows.map(toContract), meta: { ...meta, totalCapped: capped, ...cursors } };
}

/**
 * The position `after` or `before` names: in a sort order, at the value the client was shown
 * (the cursor's own), else null. A value the sort column cannot hold is a 422. A bare id in a sort
 * order is placed at the value of the agency's contract of that id, or null when there is none (it
 * has gone, or it never was: the page is then read by its number). A sort value is read only from
 * the agency's own rows: a cursor naming another agency's contract would otherwise place the page
 * by that contract's kana, date or premium, and the rows answered around it would tell a recruiter
 * where a value they may not read falls among theirs.
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
  if (sent || !order.column) return sent;
  const id = Number.parseInt(cursor, 10);
  const [row] = await ctx.db
    .select({ empty: sql<boolean>`${order.column} is null` })
    .from(contracts)
    .where(and(eq(contracts.id, id), eq(contracts.agencyCode, query.agencyCode)));
  return row ? { id, empty: row.empty === true } : null;
}

async function detail(db: Db, row: AnsweredRow): Promise<ContractDetail> {
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
        .select(answeredColumns)
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
      const filter = filterWhere(contractFilter(query));
      const order = contractOrder(query);
      const ticket = ctx.heavyWork.enter();
      if (!ticket) throw new HttpError(503, serverMessages.downloadsBusy);
      sendCsvHeaders(reply, `契約一覧_${query.agencyCode}_${stamp}.csv`, `contracts_${query.agencyCode}_${stamp}.csv`);
      return reply.send(contractsCsv(ctx.database, filter, order, { chunkRows: ctx.config.exportChunkRows, ticket }));
    },
  );

  /** The contract a hozen call names; a recruiter only finds their own agency's (else 404). */
  const hozenTarget = async (db: Db, managementNumber: string, user: UserRow) => {
    const [row] = await db
      .select(answeredColumns)
      .from(contracts)
      .where(eq(contracts.managementNumber, managementNumber));
    if (!row) throw notFound(serverMessages.contractNotFound);
    if (isRecruiterRole(user.role) && row.agencyCode !== user.agencyCode) {
      throw notFound(serverMessages.contractNotFound);
    }
    if ((closedContractStatuses as readonly string[]).includes(row.status))
      throw new HttpError(422, hozenMessages.closed);
    return row;
  };

  /** A hozen request recorded on `row` and its change applied: the contract's detail as it now is. */
  const recordHozen = async (
    tx: Db,
    row: AnsweredRow,
    user: UserRow,
    asked: Pick<typeof hozenRequests.$inferInsert, 'kind' | 'paymentMethod'>,
    change: Partial<typeof contracts.$inferInsert>,
  ) => {
    const now = ctx.clock.now();
    const by = { contractId: row.id, requestedByUserId: user.id, requestedByName: user.name, requestedAt: now };
    await tx.insert(hozenRequests).values({ ...asked, ...by });
    const [updated] = await tx
      .update(contracts)
      .set({ ...change, updatedAt: now })
      .where(eq(contracts.id, row.id))
      .returning(answeredColumns);
    return detail(tx, updated ?? row);
  };

  defineWriteRoute(app, ctx, 'contracts.cancel', { body: cancellationBody }, async ({ body, request, user, tx }) => {
    const row = await hozenTarget(tx, body.managementNumber, user);
    request.agencyCode = row.agencyCode;
    if (row.status === 'cancellation-requested') throw new HttpError(422, hozenMessages.alreadyCancelling);
    const asked = { kind: 'cancellation', paymentMethod: null } as const;
    const data = await recordHozen(tx, row, user, asked, { status: 'cancellation-requested' });
    return { message: hozenMessages.cancelled, data };
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
      const asked = { kind: 'change-payment-method', paymentMethod: body.paymentMethod } as const;
      const data = await recordHozen(tx, row, user, asked, { paymentMethod: body.paymentMethod });
      return { message: hozenMessages.changed(label), data };
    },
  );
};
