import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import { rateLimits } from '../db/schema';

/**
 * A fixed window per key (a minute unless given), counted in the database so every server process
 * shares it. Returns true while the caller is within `limit`.
 */
export async function hit(db: Db, key: string, limit: number, now: Date, windowMs = 60_000): Promise<boolean> {
  const windowStart = new Date(now.getTime() - windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStartedAt: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStartedAt} < ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${rateLimits.windowStartedAt} < ${windowStart} then ${now} else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return (row?.count ?? 0) <= limit;
}
