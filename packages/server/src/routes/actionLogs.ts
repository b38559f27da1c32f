import {
  type ActionLog,
  actionLogDownloadBody,
  actionLogQuery,
  dateFormats,
  endpointKeys,
  endpoints,
  formatTokyo,
  logOutcome,
  logOutcomeLabels,
  parseTokyo,
} from '@olive/api';
import { and, asc, count, desc, eq, gt, gte, isNotNull, lte, type SQL } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { actionLogs } from '../db/schema';
import { defineRoute, type RouteRegistrar } from '../http';
import { csvStream, sendCsvHeaders } from '../services/csv';
import { pageMeta } from '../services/paging';

export const LOG_PAGE_SIZE = 50;

type LogRow = typeof actionLogs.$inferSelect;

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
  };
}

interface Filters {
  id?: number | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  agencyCode?: string | undefined;
  route?: string | undefined;
}

/** Filters of SPEC.md §7; the dates are Japan wall-clock 'yyyy/MM/dd HH:mm:ss', both ends inclusive. */
function where(f: Filters): SQL | undefined {
  const start = f.startDate ? parseTokyo(f.startDate, dateFormats.dateTimeSeconds) : null;
  const end = f.endDate ? parseTokyo(f.endDate, dateFormats.dateTimeSeconds) : null;
  return and(
    f.id !== undefined ? eq(actionLogs.userId, f.id) : undefined,
    start ? gte(actionLogs.createdAt, start) : undefined,
    end ? lte(actionLogs.createdAt, new Date(end.getTime() + 999)) : undefined,
    f.agencyCode ? eq(actionLogs.agencyCode, f.agencyCode) : undefined,
    f.route ? eq(actionLogs.route, f.route) : undefined,
  );
}

export const actionLogRoutes: RouteRegistrar = (app, ctx: ServerContext) => {
  defineRoute(app, 'actionLogs.list', { query: actionLogQuery }, async ({ query }) => {
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

  defineRoute(app, 'actionLogs.download', { body: actionLogDownloadBody }, async ({ body, reply }) => {
    const stamp = formatTokyo(ctx.clock.now(), dateFormats.date).replaceAll('/', '');
    sendCsvHeaders(reply, `証跡一覧_${stamp}.csv`, `action_logs_${stamp}.csv`);
    const csv = csvStream([
      'ID',
      '日時',
      'ユーザーID',
      '氏名',
      'メールアドレス',
      '代理店コード',
      'IPアドレス',
      'メソッド',
      '操作',
      'ステータス',
      '結果',
      '内容',
    ]);
    const filter = where(body);
    // Streamed in id-ordered batches: memory stays flat however long the log is.
    (async () => {
      let after = 0;
      for (;;) {
        const batch = await ctx.db
          .select()
          .from(actionLogs)
          .where(and(filter, gt(actionLogs.id, after)))
          .orderBy(asc(actionLogs.id))
          .limit(2000);
        for (const row of batch) {
          const ok = csv.write([
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
          ]);
          if (!ok) await new Promise((resolve) => csv.once('drain', resolve));
        }
        if (batch.length < 2000) break;
        after = batch[batch.length - 1]?.id ?? after;
      }
      csv.end();
    })().catch((error) => csv.destroy(error as Error));
    return reply.send(csv);
  });

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
