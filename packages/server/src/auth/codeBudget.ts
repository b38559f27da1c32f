import { CODE_FAILURES_PER_DAY } from '@olive/api';
import { and, eq, sql } from 'drizzle-orm';
import type { ServerContext } from '../context';
import type { Db } from '../db';
import { codeFailures } from '../db/schema';

/** The calendar day in Japan time (UTC+9, no daylight saving): the day a wrong code counts toward. */
export function japanDay(now: Date): string {
  return new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * Takes one of the address's wrong-code tries for today before any code is compared, in one
 * statement (INSERT … ON CONFLICT DO UPDATE … RETURNING), so concurrent guesses from any number of
 * client addresses get no more than CODE_FAILURES_PER_DAY comparisons between them. A try that
 * turns out not to be a wrong guess (the right code, or no code to compare) is given back.
 * Keyed by the typed e-mail address, so an unknown address is refused the same way as a real one.
 */
export async function takeCodeTry(db: Db, ctx: ServerContext, email: string): Promise<boolean> {
  const day = japanDay(ctx.clock.now());
  const [row] = await db
    .insert(codeFailures)
    .values({ email: email.toLowerCase(), day, failures: 1 })
    .onConflictDoUpdate({
      target: codeFailures.email,
      set: {
        failures: sql`case when ${codeFailures.day} = ${day} then ${codeFailures.failures} + 1 else 1 end`,
        day,
      },
    })
    .returning({ failures: codeFailures.failures });
  return (row?.failures ?? Number.POSITIVE_INFINITY) <= CODE_FAILURES_PER_DAY;
}

/** Returns a try taken for a check that compared no wrong code. */
export async function giveBackCodeTry(db: Db, ctx: ServerContext, email: string): Promise<void> {
  await db
    .update(codeFailures)
    .set({ failures: sql`greatest(${codeFailures.failures} - 1, 0)` })
    .where(and(eq(codeFailures.email, email.toLowerCase()), eq(codeFailures.day, japanDay(ctx.clock.now()))));
}

/** An administrator's recovery: saving the account lifts the day's lock on its address. */
export async function clearCodeFailures(db: Db, email: string): Promise<void> {
  await db.delete(codeFailures).where(eq(codeFailures.email, email.toLowerCase()));
}
