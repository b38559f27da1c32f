import { eq, type SQL, sql } from 'drizzle-orm';
import { hit } from '../auth/rateLimit';
import type { ServerContext } from '../context';
import { type Db, sqlRows } from '../db';
import { refusalAddresses } from '../db/schema';
import { logText } from './actionLog';

/** The minute an address's 429 limit counts in (fixed, aligned to the clock). */
export const REFUSAL_WINDOW_MS = 60_000;

/**
 * The windows a count of refusals without rows of their own is summarised in, by level: an address
 * starts at a minute and moves one longer after each summary, so a patient address leaves one row a
 * week (docs/adr/0158-refusals-bounded-per-address-and-hour.md).
 */
export const REFUSAL_WINDOWS_MS = [60_000, 3_600_000, 86_400_000, 7 * 86_400_000] as const;

/** An address is forgotten after a day without a refusal, or its window's length if longer. */
export const REFUSAL_MEMORY_MS = 86_400_000;

/** The hour in which at most `refusalAddressesPerHour` new addresses get rows of their own. */
export const REFUSAL_ADDRESS_HOUR_MS = 3_600_000;

/** The address of the row that counts the refusals of addresses past the hour's budget. */
export const POOLED_ADDRESS = '*';

/** The log's words for the row that carries a closed window's count of refusals not logged one by one. */
export const REFUSAL_SUMMARY = {
  method: 'OTHER',
  route: '*',
  description: '未ログインの拒否（個別に記録しなかった分の件数）',
  target: (count: number) => `${count}件`,
} as const;

const minuteOf = (now: Date) => new Date(Math.floor(now.getTime() / REFUSAL_WINDOW_MS) * REFUSAL_WINDOW_MS);
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const longestLevel = REFUSAL_WINDOWS_MS.length - 1;
/** The window's length of a level expression, as an interval. */
const windowOf = (level: SQL) =>
  sql`((case ${level} ${sql.join(
    REFUSAL_WINDOWS_MS.map((ms, i) => sql.raw(`when ${i} then ${ms}`)),
    sql` `,
  )} else ${sql.raw(String(REFUSAL_WINDOWS_MS[longestLevel]))} end) * interval '1 millisecond')`;
const memoryOf = (level: SQL) =>
  sql`greatest(${windowOf(level)}, ${sql.raw(`${REFUSAL_MEMORY_MS}`)} * interval '1 millisecond')`;

/** What counting one refusal decided. */
export interface CountedRefusal {
  /** The address's refusals in the current minute, this one included (past the limit: 429). */
  inMinute: number;
  /** Whether this refusal gets a row of its own; otherwise it is in a count only. */
  ownRow: boolean;
}

/**
 * Counts one anonymous refusal from `ip`, answered `status`, before its answer leaves; every
 * instance shares the counts (they live in the database). A refusal gets a row of its own while its
 * address has had fewer than `refusalRowsPerAddress` since it was last forgotten, and the address
 * was among the first `refusalAddressesPerHour` new ones of the hour; any other is added to a count:
 * its address's window, or, for an address past the hour's budget, the `*` row's. A count becomes
 * one row when its window closes (`summariseRefusals`).
 */
export async function countRefusal(db: Db, ctx: ServerContext, ip: string, status: number): Promise<CountedRefusal> {
  const now = ctx.clock.now();
  const address = logText.ip(ip);
  const { refusalLimitPerMinute: limit, refusalRowsPerAddress: rows, refusalAddressesPerHour: perHour } = ctx.config;
  const [known] = await db
    .select({ forgetAt: refusalAddresses.forgetAt, windowEndsAt: refusalAddresses.windowEndsAt })
    .from(refusalAddresses)
    .where(eq(refusalAddresses.ip, address));
  const fresh = !known || known.forgetAt.getTime() <= now.getTime();
  // Closed windows become their rows before a new address, or one whose window has closed, is
  // counted (and on the instance's timer): so this refusal lands in an open window, and a flood
  // costs no summarising per request.
  if (fresh || (known.windowEndsAt && known.windowEndsAt.getTime() <= now.getTime())) {
    await summariseRefusals(db, ctx);
  }
  // A new address takes a place in the hour's budget; past it, its refusals are counted under `*`.
  const pooledIfFresh = fresh ? !(await hit(db, 'refusal-addresses', perHour, now, REFUSAL_ADDRESS_HOUR_MS)) : false;

  const forgotten = sql`(r.forget_at <= ${at(now)})`;
  const level = sql`(case when ${forgotten} then 0 else r.level end)`;
  const pooled = sql`(case when ${forgotten} then ${pooledIfFresh} else r.pooled end)`;
  const own = sql`(case when ${forgotten} then 0 else r.own end)`;
  const inMinute = sql`(case when r.minute_started_at = ${at(minuteOf(now))} then r.minute_count + 1 else 1 end)`;
  const ownRow = sql`(not ${pooled} and ${own} < ${rows})`;
  const counted = sql`(not ${pooled} and not (${ownRow}))`;
  const answered = sql`(case when ${inMinute} > ${limit} then 429 else ${status} end)`;
  const firstOwn = !pooledIfFresh && rows >= 1;
  const firstCounted = !pooledIfFresh && !firstOwn;
  const firstStatus = 1 > limit ? 429 : status;
  const [row] = await sqlRows<{ in_minute: number; own_row: boolean; pooled: boolean; status: number }>(
    db,
    sql`
    insert into refusal_addresses as r
      (ip, level, window_ends_at, count, status, own, own_row, pooled, minute_started_at, minute_count, forget_at)
    values (${address}, 0, ${firstCounted ? sql`${at(now)} + ${windowOf(sql`0`)}` : null},
      ${firstCounted ? 1 : 0}, ${firstCounted ? firstStatus : 0}, ${firstOwn ? 1 : 0}, ${firstOwn},
      ${pooledIfFresh}, ${at(minuteOf(now))}, 1, ${at(now)} + ${memoryOf(sql`0`)})
    on conflict (ip) do update set
      level = ${level},
      pooled = ${pooled},
      own = ${own} + (case when ${ownRow} then 1 else 0 end),
      own_row = ${ownRow},
      count = r.count + (case when ${counted} then 1 else 0 end),
      status = case when ${counted} then greatest(r.status, ${answered}) else r.status end,
      window_ends_at = coalesce(r.window_ends_at,
        case when ${counted} then ${at(now)} + ${windowOf(level)} end),
      minute_count = ${inMinute},
      minute_started_at = ${at(minuteOf(now))},
      forget_at = greatest(r.forget_at, ${at(now)} + ${memoryOf(level)})
    returning minute_count as in_minute, own_row, pooled,
      case when minute_count > ${limit} then 429 else ${status} end as status`,
  );
  if (!row) throw new Error('the refusal was not counted');
  if (row.pooled && !row.own_row) {
    // Past the hour's budget of addresses: one count for all of them, summarised every hour.
    await db.execute(sql`
      insert into refusal_addresses as r
        (ip, level, window_ends_at, count, status, minute_started_at, minute_count, forget_at)
      values (${POOLED_ADDRESS}, 1, ${at(now)} + ${windowOf(sql`1`)}, 1, ${row.status}, ${at(minuteOf(now))}, 0,
        ${at(now)} + ${memoryOf(sql`1`)})
      on conflict (ip) do update set
        count = r.count + 1,
        status = greatest(r.status, ${row.status}),
        window_ends_at = coalesce(r.window_ends_at, ${at(now)} + ${windowOf(sql`1`)}),
        forget_at = greatest(r.forget_at, ${at(now)} + ${memoryOf(sql`1`)})`);
  }
  return { inMinute: row.in_minute, ownRow: row.own_row };
}

/**
 * Writes one log row per closed window, carrying its count, and opens the address's next window one
 * level longer (the `*` row stays at an hour); forgets addresses quiet past their memory. One
 * statement (the closed windows locked and read, reset, and their rows inserted), so a window is
 * summarised exactly once whichever instance gets there, and its count is never lost between the
 * two. Returns the rows written.
 */
export async function summariseRefusals(db: Db, ctx: ServerContext): Promise<number> {
  const now = ctx.clock.now();
  const rows = await sqlRows<{ id: number }>(
    db,
    sql`
    with closed as (
      select ip, window_ends_at, count, status from refusal_addresses
      where window_ends_at <= ${at(now)}
      for update
    ), reset as (
      update refusal_addresses r
      set count = 0, status = 0, window_ends_at = null,
        level = case when r.ip = ${POOLED_ADDRESS} then r.level else least(r.level + 1, ${longestLevel}) end
      from closed where r.ip = closed.ip
    ), forgotten as (
      delete from refusal_addresses where window_ends_at is null and forget_at <= ${at(now)}
    )
    insert into action_logs (created_at, ip, method, route, status, description, target)
    select ${at(now)}, ip, ${REFUSAL_SUMMARY.method}, ${REFUSAL_SUMMARY.route}, status,
      ${REFUSAL_SUMMARY.description}, count::text || '件'
    from closed where count > 0
    order by window_ends_at, ip
    returning id`,
  );
  return rows.length;
}
