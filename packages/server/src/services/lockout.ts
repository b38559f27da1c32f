import { eq } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { loginFailures } from '../db/schema';

export const MAX_FAILURES = 5;
export const LOCK_MS = 15 * 60_000;

/** Keyed by the typed e-mail address, so an unknown address locks the same way as a real one. */
export async function isLocked(ctx: ServerContext, email: string): Promise<boolean> {
  const [row] = await ctx.db.select().from(loginFailures).where(eq(loginFailures.email, email.toLowerCase()));
  return !!row?.lockedUntil && row.lockedUntil.getTime() > ctx.clock.now().getTime();
}

export async function recordFailure(ctx: ServerContext, email: string): Promise<void> {
  const key = email.toLowerCase();
  const now = ctx.clock.now();
  const [row] = await ctx.db.select().from(loginFailures).where(eq(loginFailures.email, key));
  // Failures count within a 15-minute window; an expired lock starts a fresh count.
  const fresh = !row || now.getTime() - row.windowStartedAt.getTime() > LOCK_MS;
  const failures = fresh ? 1 : row.failures + 1;
  const lockedUntil = failures >= MAX_FAILURES ? new Date(now.getTime() + LOCK_MS) : null;
  await ctx.db
    .insert(loginFailures)
    .values({ email: key, failures, windowStartedAt: fresh ? now : row.windowStartedAt, lockedUntil })
    .onConflictDoUpdate({
      target: loginFailures.email,
      set: { failures, windowStartedAt: fresh ? now : row.windowStartedAt, lockedUntil },
    });
}

export async function clearFailures(ctx: ServerContext, email: string): Promise<void> {
  await ctx.db.delete(loginFailures).where(eq(loginFailures.email, email.toLowerCase()));
}
