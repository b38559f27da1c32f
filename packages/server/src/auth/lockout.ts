import { eq, sql } from 'drizzle-orm';
import type { ServerContext } from '../context';
import type { Db } from '../db';
import { loginFailures } from '../db/schema';

export const MAX_FAILURES = 5;
export const LOCK_MS = 15 * 60_000;

/** Keyed by the typed e-mail address, so an unknown address locks the same way as a real one. */
export async function isLocked(db: Db, ctx: ServerContext, email: string): Promise<boolean> {
  const [row] = await db.select().from(loginFailures).where(eq(loginFailures.email, email.toLowerCase()));
  return !!row?.lockedUntil && row.lockedUntil.getTime() > ctx.clock.now().getTime();
}

export type Attempt = { allowed: true; count: number } | { allowed: false };

/**
 * Takes one of the address's 5 tries before the password is checked, in one statement
 * (INSERT … ON CONFLICT DO UPDATE SET failures = failures + 1 … RETURNING): concurrent attempts each
 * get their own number, so no more than 5 passwords are ever compared per window, however many
 * requests arrive at once. Failures count within a 15-minute window; an expired window starts a fresh
 * count. The try that reaches 5 sets the lock; a right password then clears it (clearFailures).
 */
export async function takeAttempt(db: Db, ctx: ServerContext, email: string): Promise<Attempt> {
  const key = email.toLowerCase();
  const now = ctx.clock.now();
  const lockUntil = new Date(now.getTime() + LOCK_MS);
  // Raw SQL gets ISO text and a cast: the same on PGlite and node-postgres.
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const expired = sql`${loginFailures.windowStartedAt} < ${at(new Date(now.getTime() - LOCK_MS))}`;
  const next = sql`case when ${expired} then 1 else ${loginFailures.failures} + 1 end`;
  const [row] = await db
    .insert(loginFailures)
    .values({ email: key, failures: 1, windowStartedAt: now, lockedUntil: MAX_FAILURES <= 1 ? lockUntil : null })
    .onConflictDoUpdate({
      target: loginFailures.email,
      set: {
        failures: next,
        windowStartedAt: sql`case when ${expired} then ${at(now)} else ${loginFailures.windowStartedAt} end`,
        lockedUntil: sql`case when ${next} >= ${MAX_FAILURES} then ${at(lockUntil)} when ${expired} then null else ${loginFailures.lockedUntil} end`,
      },
    })
    .returning({ failures: loginFailures.failures });
  const count = row?.failures ?? Number.POSITIVE_INFINITY;
  return count <= MAX_FAILURES ? { allowed: true, count } : { allowed: false };
}

export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email.toLowerCase()));
}
