import { sql } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { type Db, sqlRows } from '../db';
import { refusalCounts } from '../db/schema';
import { logText } from './actionLog';

/** The window anonymous refusals are counted in, per client address (fixed, aligned to the clock). */
export const REFUSAL_WINDOW_MS = 60_000;

/** The log's words for the row that carries a closed window's count of refusals not logged one by one. */
export const REFUSAL_SUMMARY = {
  method: 'OTHER',
  route: '*',
  description: '未ログインの拒否（個別に記録しなかった分の件数）',
  target: (count: number) => `${count}件`,
} as const;

const windowOf = (now: Date) => new Date(Math.floor(now.getTime() / REFUSAL_WINDOW_MS) * REFUSAL_WINDOW_MS);

/**
 * Counts one anonymous refusal from `ip` in the current window, in one statement (INSERT … ON
 * CONFLICT DO UPDATE … RETURNING), so every server process shares the count; returns the refusal's
 * number within the window. The count is the request's account in the log: a refusal past the
 * window's logged rows is written nowhere else until its window is summarised.
 */
export async function countRefusal(db: Db, ctx: ServerContext, ip: string, status: number): Promise<number> {
  const limit = ctx.config.refusalLimitPerMinute;
  // The window's status is the highest answered: 429 once the address was held back.
  const answered = sql`case when ${refusalCounts.count} + 1 > ${limit} then 429 else ${status} end`;
  const [row] = await db
    .insert(refusalCounts)
    .values({
      ip: logText.ip(ip),
      windowStartedAt: windowOf(ctx.clock.now()),
      count: 1,
      status: 1 > limit ? 429 : status,
    })
    .onConflictDoUpdate({
      target: [refusalCounts.ip, refusalCounts.windowStartedAt],
      set: { count: sql`${refusalCounts.count} + 1`, status: sql`greatest(${refusalCounts.status}, ${answered})` },
    })
    .returning({ count: refusalCounts.count });
  return row?.count ?? Number.POSITIVE_INFINITY;
}

/**
 * Writes one log row per closed window that had more refusals than were logged one by one, carrying
 * how many were not, and forgets the window: one statement (DELETE … RETURNING feeding the INSERT),
 * so a window is summarised exactly once whichever instance gets there, and never lost between the
 * two. Returns the rows written.
 */
export async function summariseRefusals(db: Db, ctx: ServerContext): Promise<number> {
  const now = ctx.clock.now();
  const logged = ctx.config.refusalRowsPerMinute;
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const rows = await sqlRows<{ id: number }>(
    db,
    sql`
    with closed as (
      delete from refusal_counts where window_started_at < ${at(windowOf(now))}
      returning ip, window_started_at, count, status
    )
    insert into action_logs (created_at, ip, method, route, status, description, target)
    select ${at(now)}, ip, ${REFUSAL_SUMMARY.method}, ${REFUSAL_SUMMARY.route}, status,
      ${REFUSAL_SUMMARY.description}, (count - ${logged})::text || '件'
    from closed where count > ${logged}
    order by window_started_at, ip
    returning id`,
  );
  return rows.length;
}
