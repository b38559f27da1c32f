import {
  type ActionLog,
  actionLogCsvHeader,
  actionLogDownloadBody,
  actionLogLabels,
  actionLogQuery,
  actionLogSessionQuery,
  dateFormats,
  endpointKeys,
  endpoints,
  formatTokyo,
  logOutcome,
  logOutcomeLabels,
  parseTokyo,
  SESSION_GAP_MINUTES,
  SESSION_ROWS_MAX,
} from '@olive/api';
import { and, asc, count, desc, eq, gt, gte, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { type Db, sqlRows } from '../db';
import { actionLogSealedRows, actionLogSeals, actionLogs } from '../db/schema';
import { csvStream, sendCsvHeaders } from '../http/csv';
import { drained, type HeavyTicket, yieldToOthers } from '../http/heavy';
import { pageMeta } from '../http/paging';
import { defineRoute, defineWriteRoute, HttpError, type RouteRegistrar } from '../http/route';
import { serverMessages } from '../messages';
import { actionTextCondition, routineCondition } from './logFilters';
import { canonicalTimeSql } from './seal';

export const LOG_PAGE_SIZE = 50;

type LogRow = typeof actionLogs.$inferSelect;

interface SessionRow {
  user_id: number | string;
  first_id: number | string;
  last_id: number | string;
  start_at: Date | string;
  end_at: Date | string;
  rows: number | string;
  reads: number | string;
  refused: number | string;
  user_name: string | null;
  user_email: string | null;
  total: number | string;
  actions: string | SessionAction[];
}

type SessionAction = [description: string, count: number | string, target: string | null];

function toActionLog(row: LogRow): ActionLog {
  return {
    id: row.id,
    createdAt: formatTokyo(row.createdAt, dateFormats.dateTimeSeconds),
    user: row.userId !== null ? { id: row.userId, name: row.userName ?? '', email: row.userEmail ?? '' } : null,
    agencyCode: row.agencyCode,
    ip: row.ip,
    method: row.method,
    route: row.route,
    status: row.status,
    description: row.description,
    target: row.target,
  };
}

interface Filters {
  id?: number | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  agencyCode?: string | undefined;
  route?: string | undefined;
  action?: string | undefined;
  routine?: boolean | undefined;
  fromId?: number | undefined;
  toId?: number | undefined;
}

/** Filters of docs/product.md §7; the dates are Japan wall-clock 'yyyy/MM/dd HH:mm:ss', both ends inclusive. */
function where(f: Filters): SQL | undefined {
  const start = f.startDate ? parseTokyo(f.startDate, dateFormats.dateTimeSeconds) : null;
  const end = f.endDate ? parseTokyo(f.endDate, dateFormats.dateTimeSeconds) : null;
  return and(
    f.id !== undefined ? eq(actionLogs.userId, f.id) : undefined,
    start ? gte(actionLogs.createdAt, start) : undefined,
    end ? lte(actionLogs.createdAt, new Date(end.getTime() + 999)) : undefined,
    f.agencyCode ? eq(actionLogs.agencyCode, f.agencyCode) : undefined,
    f.route ? eq(actionLogs.route, f.route) : undefined,
    actionTextCondition(f.action),
    // A session's own rows (fromId–toId) are all of its requests, as its count says.
    routineCondition(f.routine || f.fromId !== undefined),
    f.fromId !== undefined ? gte(actionLogs.id, f.fromId) : undefined,
    f.toId !== undefined ? lte(actionLogs.id, f.toId) : undefined,
  );
}

/** One batch of the log's CSV: `limit` rows after `after` in id order, each with its seal's number, hash and digest. */
function logCsvBatch(db: Db, filter: SQL | undefined, after: number, limit: number) {
  return (
    db
      .select({
        log: actionLogs,
        utc: sql<string>`${sql.raw(canonicalTimeSql('"action_logs"."created_at"'))}`,
        sealSeq: actionLogSeals.seq,
        sealDigest: actionLogSeals.digest,
        rowHash: actionLogSealedRows.rowHash,
      })
      .from(actionLogs)
      // The hashes' side bounded too: the planner merges the two id orders, and without it would read
      // every hash from id 1 up to the chunk for each chunk (a download's time growing with its square).
      .leftJoin(
        actionLogSealedRows,
        and(eq(actionLogSealedRows.logId, actionLogs.id), gt(actionLogSealedRows.logId, after)),
      )
      .leftJoin(
        actionLogSeals,
        and(
          isNotNull(actionLogSealedRows.logId),
          lte(actionLogSeals.firstId, actionLogs.id),
          gte(actionLogSeals.lastId, actionLogs.id),
        ),
      )
      .where(and(filter, gt(actionLogs.id, after)))
      .orderBy(asc(actionLogs.id))
      .limit(limit)
  );
}

type LogCsvRow = Awaited<ReturnType<typeof logCsvBatch>>[number];

/** A row of the log's CSV, in actionLogCsvHeader's order. */
function logCsvCells({ log: row, utc, sealSeq, sealDigest, rowHash }: LogCsvRow) {
  return [
    row.id,
    formatTokyo(row.createdAt, dateFormats.dateTimeSeconds),
    row.userId ?? '',
    row.userName ?? '',
    row.userEmail ?? '',
    row.agencyCode ?? '',
    row.ip,
    row.method,
    row.route,
    row.status,
    logOutcomeLabels[logOutcome(row.status)],
    row.description,
    row.target ?? '',
    utc,
    sealSeq ?? '',
    rowHash ?? '',
    sealDigest ?? '',
  ];
}

/**
 * Writes the log's rows to `csv` once the ticket's turn comes, in id-ordered chunks of
 * `exportChunkRows`, each its own short query: memory stays flat however long the log is, the
 * reader is waited for whenever the stream is full, and between chunks the other requests run
 * (docs/adr/0110-streamed-exports.md). Stops when the reader goes away; gives the turn back.
 */
async function writeLogCsv(
  ctx: ServerContext,
  filter: SQL | undefined,
  csv: ReturnType<typeof csvStream>,
  ticket: HeavyTicket,
): Promise<void> {
  try {
    await ticket.turn;
    const chunk = ctx.config.exportChunkRows;
    let after = 0;
    for (;;) {
      if (csv.destroyed) return;
      const batch = await logCsvBatch(ctx.db, filter, after, chunk);
      for (const row of batch) {
        if (!csv.write(logCsvCells(row)) && !(await drained(csv))) return;
      }
      if (batch.length < chunk) break;
      after = batch[batch.length - 1]?.log.id ?? after;
      await yieldToOthers();
    }
    csv.end();
  } finally {
    ticket.done();
  }
}

export const actionLogRoutes: RouteRegistrar = (app, ctx: ServerContext) => {
  defineRoute(app, 'actionLogs.list', { query: actionLogQuery, labels: actionLogLabels }, async ({ query }) => {
    const page = query.page ?? 1;
    const filter = where(query);
    const [total] = await ctx.db.select({ n: count() }).from(actionLogs).where(filter);
    const rows = await ctx.db
      .select()
      .from(actionLogs)
      .where(filter)
      // Newest first by id (the primary key): rows arrive in time order, and the table keeps no
      // B-tree on the time (a BRIN index serves date ranges, migration 0002).
      .orderBy(desc(actionLogs.id))
      .limit(LOG_PAGE_SIZE)
      .offset((page - 1) * LOG_PAGE_SIZE);
    const n = Number(total?.n ?? 0);
    return {
      data: rows.map(toActionLog),
      meta: pageMeta(n, page, LOG_PAGE_SIZE),
    };
  });

  // A POST, so it has a transaction, but it writes nothing: its rows stream on `ctx.db` after the
  // answer has begun, once the transaction has committed with the request's log row.
  defineWriteRoute(
    app,
    ctx,
    'actionLogs.download',
    { body: actionLogDownloadBody, labels: actionLogLabels },
    async ({ body, reply }) => {
      const filter = where(body);
      const stamp = formatTokyo(ctx.clock.now(), dateFormats.date).replaceAll('/', '');
      const ticket = ctx.heavyWork.enter();
      if (!ticket) throw new HttpError(503, serverMessages.downloadsBusy);
      sendCsvHeaders(reply, `証跡一覧_${stamp}.csv`, `action_logs_${stamp}.csv`);
      const csv = csvStream([...actionLogCsvHeader]);
      // Streamed in id-ordered chunks, after the downloads ahead of it (http/heavy). Each row carries
      // its canonical time, the seal that covers it, its hash when sealed and that seal's digest, so
      // an inspector can check the file against the chain (docs/audit.md, `pnpm audit:verify --csv`).
      writeLogCsv(ctx, filter, csv, ticket).catch((error) => csv.destroy(error as Error));
      return reply.send(csv);
    },
  );

  defineRoute(app, 'actionLogs.users', {}, async () => {
    const rows = await ctx.db
      .selectDistinctOn([actionLogs.userId], {
        id: actionLogs.userId,
        name: actionLogs.userName,
        email: actionLogs.userEmail,
      })
      .from(actionLogs)
      .where(isNotNull(actionLogs.userId))
      .orderBy(asc(actionLogs.userId), desc(actionLogs.id));
    return { data: rows.map((r) => ({ id: r.id as number, name: r.name ?? '', email: r.email ?? '' })) };
  });

  // The routes the filter offers: every endpoint of the api table with what the log calls it.
  // The log as sessions: one signed-in user's rows with gaps under 30 minutes, newest
  // first, made from the newest SESSION_ROWS_MAX rows that match the filters (a bounded scan).
  defineRoute(
    app,
    'actionLogs.sessions',
    { query: actionLogSessionQuery, labels: actionLogLabels },
    async ({ query }) => {
      const page = query.page ?? 1;
      const perPage = 20;
      // A session is every request of its time, the page-load checks included (they join its reads).
      const filter = and(where({ ...query, routine: true }), isNotNull(actionLogs.userId));
      const gap = `${SESSION_GAP_MINUTES} minutes`;
      const rows = await sqlRows<SessionRow>(
        ctx.db,
        sql`
      WITH f AS (
        SELECT id, created_at, user_id, user_name, user_email, method, status, description, target
        FROM action_logs WHERE ${filter} ORDER BY id DESC LIMIT ${SESSION_ROWS_MAX}
      ), m AS (
        SELECT *, CASE WHEN created_at - lag(created_at) OVER w < ${gap}::interval THEN 0 ELSE 1 END AS starts
        FROM f WINDOW w AS (PARTITION BY user_id ORDER BY created_at, id)
      ), s AS (
        SELECT *, sum(starts) OVER (PARTITION BY user_id ORDER BY created_at, id) AS n FROM m
      ), sessions AS (
        SELECT user_id, n, min(id) AS first_id, max(id) AS last_id, min(created_at) AS start_at,
          max(created_at) AS end_at, count(*) AS rows,
          count(*) FILTER (WHERE method IN ('GET', 'HEAD') AND status < 400) AS reads,
          count(*) FILTER (WHERE status >= 400) AS refused,
          (array_agg(user_name ORDER BY id DESC))[1] AS user_name,
          (array_agg(user_email ORDER BY id DESC))[1] AS user_email,
          count(*) OVER () AS total
        FROM s GROUP BY user_id, n
        ORDER BY max(id) DESC LIMIT ${perPage} OFFSET ${(page - 1) * perPage}
      ), actions AS (
        SELECT s.user_id, s.n, s.description, s.target, count(*) AS c, min(s.id) AS first
        FROM s JOIN sessions USING (user_id, n)
        WHERE s.method NOT IN ('GET', 'HEAD') AND s.status < 400
        GROUP BY s.user_id, s.n, s.description, s.target
      )
      SELECT sessions.*, coalesce(
        (SELECT json_agg(json_build_array(a.description, a.c, a.target) ORDER BY a.first) FROM actions a
          WHERE a.user_id = sessions.user_id AND a.n = sessions.n), '[]'::json) AS actions
      FROM sessions ORDER BY last_id DESC`,
      );
      const total = Number(rows[0]?.total ?? 0);
      return {
        data: rows.map((r) => ({
          user: { id: Number(r.user_id), name: r.user_name ?? '', email: r.user_email ?? '' },
          startAt: formatTokyo(new Date(r.start_at), dateFormats.dateTimeSeconds),
          endAt: formatTokyo(new Date(r.end_at), dateFormats.dateTimeSeconds),
          firstId: Number(r.first_id),
          lastId: Number(r.last_id),
          rows: Number(r.rows),
          reads: Number(r.reads),
          refused: Number(r.refused),
          actions: (typeof r.actions === 'string' ? (JSON.parse(r.actions) as SessionAction[]) : r.actions).map(
            ([description, count, target]) => ({ description, target, count: Number(count) }),
          ),
        })),
        meta: pageMeta(total, page, perPage),
      };
    },
  );

  // The seal chain recomputed now (one verification at a time; a result serves 30 s).
  defineRoute(app, 'actionLogs.seal', {}, async () => {
    const v = await ctx.auditVerifier.latest();
    return {
      data: {
        ok: v.ok,
        seals: v.seals,
        sealedRows: v.sealedRows,
        sealedThrough: v.sealedThrough,
        headDigest: v.headDigest,
        lastSealedAt: v.lastSealedAt ? formatTokyo(v.lastSealedAt, dateFormats.dateTimeSeconds) : null,
        unsealedRows: v.unsealedRows,
        problem: v.problem,
        checkedAt: formatTokyo(v.checkedAt, dateFormats.dateTimeSeconds),
      },
    };
  });

  defineRoute(app, 'actionLogs.actions', {}, async () => ({
    data: endpointKeys
      .filter((key) => key !== 'auth.csrfCookie')
      .map((key) => ({
        route: endpoints[key].path,
        method: endpoints[key].method,
        description: endpoints[key].description,
      })),
  }));
};
