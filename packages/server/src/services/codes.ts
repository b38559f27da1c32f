import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { verificationCodes } from '../db/schema';
import { serverMessages } from '../messages';
import { safeEqual, sha256, sixDigitCode } from './tokens';
import type { UserRow } from './users';

export type CodePurpose = 'verify_email' | 'verify_phone' | 'sms_mfa' | 'reset_password';

export const CODE_TTL_MS = 5 * 60_000;
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

/** Sends a new 6-digit code; any older unused code of the same purpose stops working. */
export async function issueCode(
  ctx: ServerContext,
  user: UserRow,
  purpose: CodePurpose,
  channel: 'email' | 'sms',
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(verificationCodes.userId, user.id),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.usedAt),
      ),
    );
  const code = sixDigitCode();
  await ctx.db.insert(verificationCodes).values({
    userId: user.id,
    purpose,
    codeHash: sha256(`${user.id}:${purpose}:${code}`),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    createdAt: now,
  });
  const to = channel === 'email' ? user.email : (user.phoneNumber ?? '');
  await ctx.transport.send({ channel, to, subject: texts[purpose].subject, text: texts[purpose].body(code), code });
}

export type CodeCheck = { ok: true } | { ok: false; message: string };

/** Codes expire after 5 minutes, work once, and allow 5 tries. */
export async function checkCode(
  ctx: ServerContext,
  user: UserRow,
  purpose: CodePurpose,
  code: string,
): Promise<CodeCheck> {
  const [row] = await ctx.db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, user.id),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.usedAt),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  if (!row) return { ok: false, message: serverMessages.codeMissing };
  const now = ctx.clock.now();
  if (row.expiresAt.getTime() < now.getTime()) return { ok: false, message: serverMessages.codeExpired };
  if (row.attempts >= CODE_MAX_TRIES) return { ok: false, message: serverMessages.codeTooManyTries };
  if (!safeEqual(row.codeHash, sha256(`${user.id}:${purpose}:${code}`))) {
    await ctx.db
      .update(verificationCodes)
      .set({ attempts: row.attempts + 1 })
      .where(eq(verificationCodes.id, row.id));
    return {
      ok: false,
      message: row.attempts + 1 >= CODE_MAX_TRIES ? serverMessages.codeTooManyTries : serverMessages.codeWrong,
    };
  }
  await ctx.db.update(verificationCodes).set({ usedAt: now }).where(eq(verificationCodes.id, row.id));
  return { ok: true };
}
