import { and, eq, gte, isNull } from 'drizzle-orm';
import type { ServerContext } from '../context';
import type { Db } from '../db';
import { authChallenges } from '../db/schema';
import { randomToken, sha256 } from './tokens';

export type ChallengeKind = 'sms_mfa' | 'new_password';

/** docs/product.md §4's `session` value: an opaque token that expires, not the session id. */
export const CHALLENGE_TTL_MS = 10 * 60_000;

export async function createChallenge(
  db: Db,
  ctx: ServerContext,
  userId: number,
  kind: ChallengeKind,
): Promise<string> {
  const token = randomToken();
  await db.insert(authChallenges).values({
    tokenHash: sha256(token),
    userId,
    kind,
    expiresAt: new Date(ctx.clock.now().getTime() + CHALLENGE_TTL_MS),
  });
  return token;
}

/** The user id behind a live, unused challenge of that kind; null otherwise. */
export async function readChallenge(
  db: Db,
  ctx: ServerContext,
  token: string,
  kind: ChallengeKind,
): Promise<number | null> {
  const [row] = await db
    .select()
    .from(authChallenges)
    .where(
      and(eq(authChallenges.tokenHash, sha256(token)), eq(authChallenges.kind, kind), isNull(authChallenges.usedAt)),
    );
  if (!row || row.expiresAt.getTime() < ctx.clock.now().getTime()) return null;
  return row.userId;
}

/**
 * Spends a challenge: one `UPDATE … WHERE used_at IS NULL … RETURNING`, so of two concurrent
 * requests with the same token only one gets true.
 */
export async function useChallenge(db: Db, ctx: ServerContext, token: string, kind: ChallengeKind): Promise<boolean> {
  const now = ctx.clock.now();
  const rows = await db
    .update(authChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(authChallenges.tokenHash, sha256(token)),
        eq(authChallenges.kind, kind),
        isNull(authChallenges.usedAt),
        gte(authChallenges.expiresAt, now),
      ),
    )
    .returning({ userId: authChallenges.userId });
  return rows.length === 1;
}
