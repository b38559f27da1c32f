import { CODE_RESEND_SECONDS, CODE_VALID_MINUTES, codeLockedMessage } from '@olive/api';
import { and, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { UserRow } from '../accounts/users';
import type { ServerContext } from '../context';
import type { Db } from '../db';
import { verificationCodes } from '../db/schema';
import { serverMessages } from '../messages';
import { giveBackCodeTry, takeCodeTry } from './codeBudget';
import { safeEqual, sha256, sixDigitCode } from './tokens';

export type CodePurpose = 'verify_email' | 'verify_phone' | 'sms_mfa' | 'reset_password';

export const CODE_TTL_MS = CODE_VALID_MINUTES * 60_000;
export const CODE_MAX_TRIES = 5;

const texts: Record<CodePurpose, { subject: string; body: (code: string) => string }> = {
  verify_email: {
    subject: '【オリーブ代理店ポータル】メールアドレス認証コード',
    body: (code) => `メールアドレス認証コード: ${code}\n有効期限は5分です。お心当たりのない場合は破棄してください。`,
  },
  verify_phone: {
    subject: '電話番号認証コード',
    body: (code) => `オリーブ代理店ポータル 電話番号認証コード: ${code}（5分間有効）`,
  },
  sms_mfa: {
    subject: 'ログイン認証コード',
    body: (code) => `オリーブ代理店ポータル ログイン認証コード: ${code}（5分間有効）`,
  },
  reset_password: {
    subject: '【オリーブ代理店ポータル】パスワード再設定の認証コード',
    body: (code) =>
      `パスワード再設定の認証コード: ${code}\n有効期限は5分です。お心当たりのない場合は破棄してください。`,
  },
};

/**
 * Sends a new 6-digit code, and any older unused code of the same purpose stops working; but at
 * most one per CODE_RESEND_SECONDS per account and purpose: sooner, nothing is sent, the code
 * already sent stays the live one, and the caller learns it (false) to answer as it must.
 */
export async function issueCode(
  db: Db,
  ctx: ServerContext,
  user: UserRow,
  purpose: CodePurpose,
  channel: 'email' | 'sms',
): Promise<boolean> {
  if (await codeSentWithin(db, ctx, user, purpose, CODE_RESEND_SECONDS * 1000, { unusedOnly: true })) return false;
  const now = ctx.clock.now();
  await db.update(verificationCodes).set({ usedAt: now }).where(liveCode(user, purpose));
  const code = sixDigitCode();
  await db.insert(verificationCodes).values({
    userId: user.id,
    purpose,
    codeHash: sha256(`${user.id}:${purpose}:${code}`),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    createdAt: now,
  });
  const to = channel === 'email' ? user.email : (user.phoneNumber ?? '');
  await ctx.transport.send({ channel, to, subject: texts[purpose].subject, text: texts[purpose].body(code), code });
  return true;
}

export type CodeCheck = { ok: true } | { ok: false; message: string; locked?: true };

/**
 * Codes expire after 5 minutes, work once, and allow 5 tries; and the address may get no more than
 * CODE_FAILURES_PER_DAY wrong between all its codes in a day (auth/codeBudget): that try is taken
 * first, so a locked address has no code compared at all, and only the right code gives it back.
 * Atomic on PostgreSQL: a try is taken
 * with one `UPDATE … SET attempts = attempts + 1 … WHERE attempts < 5 RETURNING` before the code is
 * compared, and the code is spent with `UPDATE … SET used_at … WHERE used_at IS NULL RETURNING`, so
 * concurrent guesses get no more than 5 comparisons between them and a code signs in at most once.
 */
export async function checkCode(
  db: Db,
  ctx: ServerContext,
  user: UserRow,
  purpose: CodePurpose,
  code: string,
): Promise<CodeCheck> {
  if (!(await takeCodeTry(db, ctx, user.email))) return { ok: false, message: codeLockedMessage, locked: true };
  const now = ctx.clock.now();
  const latest = db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(liveCode(user, purpose))
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  const [taken] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, sql`(${latest})`),
        isNull(verificationCodes.usedAt),
        lt(verificationCodes.attempts, CODE_MAX_TRIES),
        gte(verificationCodes.expiresAt, now),
      ),
    )
    .returning({
      id: verificationCodes.id,
      attempts: verificationCodes.attempts,
      codeHash: verificationCodes.codeHash,
    });
  if (!taken) return explainRefusal(db, user, purpose, now);
  if (!safeEqual(taken.codeHash, sha256(`${user.id}:${purpose}:${code}`))) {
    return {
      ok: false,
      message: taken.attempts >= CODE_MAX_TRIES ? serverMessages.codeTooManyTries : serverMessages.codeWrong,
    };
  }
  const [spent] = await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.id, taken.id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  // Another request spent it first: for this one the code is gone, as if never sent.
  if (!spent) return { ok: false, message: serverMessages.codeMissing };
  await giveBackCodeTry(db, ctx, user.email);
  return { ok: true };
}

/**
 * Whether a code of this purpose was sent to the user within the last `ms` (the resend interval);
 * `unusedOnly` leaves out codes already spent, so signing in again at once still gets a code.
 */
export async function codeSentWithin(
  db: Db,
  ctx: ServerContext,
  user: UserRow,
  purpose: CodePurpose,
  ms: number,
  { unusedOnly = false } = {},
) {
  const since = new Date(ctx.clock.now().getTime() - ms);
  const [row] = await db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, user.id),
        eq(verificationCodes.purpose, purpose),
        gt(verificationCodes.createdAt, since),
        unusedOnly ? isNull(verificationCodes.usedAt) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A phone number as the SMS step shows it: every digit but the last four hidden (***-****-5678). */
export function maskPhoneNumber(phoneNumber: string): string {
  return phoneNumber.replace(/\d(?=(?:\D*\d){4})/g, '*');
}

/** A user's unused codes of one purpose (the newest is the live one). */
const liveCode = (user: UserRow, purpose: CodePurpose) =>
  and(eq(verificationCodes.userId, user.id), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.usedAt));

/** Why no try could be taken: no live code, an expired one, or its tries used up. */
async function explainRefusal(db: Db, user: UserRow, purpose: CodePurpose, now: Date): Promise<CodeCheck> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(liveCode(user, purpose))
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  if (!row) return { ok: false, message: serverMessages.codeMissing };
  if (row.expiresAt.getTime() < now.getTime()) return { ok: false, message: serverMessages.codeExpired };
  return { ok: false, message: serverMessages.codeTooManyTries };
}
