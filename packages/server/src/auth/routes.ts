import {
  CODE_RESEND_SECONDS,
  changeInitialPasswordBody,
  changePasswordBody,
  codeLockedMessage,
  fieldMessage,
  forgotPasswordBody,
  formLabels,
  isRecruiterRole,
  loginBody,
  messages,
  resendInitialPasswordBody,
  resendSmsCodeBody,
  resetPasswordBody,
  sendVerificationCodeBody,
  smsAuthenticationBody,
  verifyCodeBody,
} from '@olive/api';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendTemporaryPassword } from '../accounts/mail';
import { toSessionUser, type UserRow } from '../accounts/users';
import { recruiterIpAllowed } from '../agencies/ipAllowList';
import type { ServerContext } from '../context';
import type { Db } from '../db';
import { sessions, users } from '../db/schema';
import { defineRoute, defineWriteRoute, fieldError, HttpError, type RouteRegistrar } from '../http/route';
import { serverMessages } from '../messages';
import { createChallenge, readChallenge, useChallenge } from './challenges';
import { takeCodeTry } from './codeBudget';
import { checkCode, codeSentWithin, issueCode, maskPhoneNumber } from './codes';
import { clearFailures, isLocked, MAX_FAILURES, takeAttempt } from './lockout';
import { dummyHash, hashPassword, verifyPassword } from './passwords';
import { hit } from './rateLimit';
import { endSession, SESSION_COOKIE, setXsrfCookie, startSession } from './sessions';
import { sha256, temporaryPassword } from './tokens';

async function userByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

async function userById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The recruiter IP allow-list of the user's agency admits the client (provider users: always). */
async function ipAllowed(db: Db, request: FastifyRequest, user: UserRow): Promise<boolean> {
  return !isRecruiterRole(user.role) || recruiterIpAllowed(db, user.agencyCode, request.clientAddress);
}

async function assertIpAllowed(db: Db, request: FastifyRequest, user: UserRow): Promise<void> {
  if (!(await ipAllowed(db, request, user))) throw new HttpError(403, serverMessages.ipNotAllowed);
}

export { RECOVERY_MIN_MS } from '../config';

async function atConstantCost<T>(minMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const rest = minMs - (performance.now() - started);
    if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
  }
}

/**
 * One refusal for every failed reset: an unknown address, no pending code, a wrong, expired or
 * worn-out code. Distinct answers would let anyone who asks for a code (forgot-password) learn from
 * the next answer whether the address has an account.
 */
export const resetRefused =
  '認証コードが正しくないか、有効期限が切れています。メールをご確認のうえ、必要であれば認証コードを再送してください。';

/** Mails an anonymous caller may have sent to one typed address in a day (reset codes and initial passwords). */
export const MAILS_PER_ADDRESS_PER_DAY = 10;
const DAY_MS = 24 * 3_600_000;

/**
 * The limits of the anonymous calls that send mail, per typed address (whatever client sends them):
 * one a minute per call, MAILS_PER_ADDRESS_PER_DAY a day between them, counted for unknown
 * addresses the same as for real ones, so the 429 tells nothing about an account.
 */
async function limitMailTo(tx: Db, ctx: ServerContext, call: string, email: string): Promise<void> {
  const address = email.toLowerCase();
  const now = ctx.clock.now();
  if (!(await hit(tx, `${call}:to:${address}`, 1, now, CODE_RESEND_SECONDS * 1000))) {
    throw new HttpError(429, serverMessages.codeResendTooSoon(CODE_RESEND_SECONDS));
  }
  if (!(await hit(tx, `mail:to:${address}`, MAILS_PER_ADDRESS_PER_DAY, now, DAY_MS))) {
    throw new HttpError(429, serverMessages.rateLimited);
  }
}

/**
 * A pending account's temporary password is replaced by a resend only once the one mailed is this
 * old (its `updated_at`): sooner, the mailed password stays the one that works and nothing is sent.
 */
export const INITIAL_PASSWORD_RESEND_AFTER_MS = DAY_MS;

/** Completes a sign-in: IP rule for recruiters, a fresh session (and XSRF token), the login times, the user. */
async function signIn(tx: Db, ctx: ServerContext, request: FastifyRequest, reply: FastifyReply, user: UserRow) {
  await assertIpAllowed(tx, request, user);
  // The latest sign-in becomes the previous one in the same statement, so two sign-ins at once
  // cannot both keep the older time (docs/adr/0098-own-last-login-is-the-previous-sign-in.md).
  const [signedIn] = await tx
    .update(users)
    .set({ previousLoginAt: sql`${users.lastLoginAt}`, lastLoginAt: ctx.clock.now() })
    .where(eq(users.id, user.id))
    .returning();
  await startSession(tx, ctx, request, reply, user);
  return toSessionUser(tx, signedIn ?? user);
}

/**
 * The account a password sign-in names, once its password is right and its address allowed; a
 * wrong one is a 401 (a 429 once the address is locked out), and the try is counted either way.
 */
async function passwordUser(
  tx: Db,
  ctx: ServerContext,
  request: FastifyRequest,
  body: { email: string; password: string },
): Promise<UserRow> {
  if (await isLocked(tx, ctx, body.email)) throw new HttpError(429, serverMessages.lockedOut);
  const user = await userByEmail(tx, body.email);
  request.attemptUser = user ?? null;
  // One of the address's 5 tries is taken before the password is compared (atomically, auth/lockout).
  const attempt = await takeAttempt(tx, ctx, body.email);
  if (!attempt.allowed) throw new HttpError(429, serverMessages.lockedOut);
  // The allow-list is read whatever the password, so the time does not tell a right password either.
  const fromAllowedIp = user ? await ipAllowed(tx, request, user) : false;
  // Verify against a dummy hash for unknown addresses so the answer time does not tell.
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), body.password);
  // The right password from an address the agency does not allow answers as a wrong one, and counts as
  // a failure: the answer must not confirm a password to someone outside the allow-list.
  if (!user || !ok || !fromAllowedIp) {
    if (attempt.count >= MAX_FAILURES) throw new HttpError(429, serverMessages.lockedOut);
    throw new HttpError(401, serverMessages.loginFailed);
  }
  await clearFailures(tx, body.email);
  return user;
}

/**
 * The SMS step's code, under the sign-in lockout as well as the code's own limits: a locked address
 * is refused before the code is looked at, and a wrong code counts as a failed sign-in (429 once it
 * locks). The right code clears the address's failures, as the right password does.
 */
async function checkSmsCode(tx: Db, ctx: ServerContext, user: UserRow, code: string): Promise<void> {
  if (await isLocked(tx, ctx, user.email)) throw new HttpError(429, serverMessages.lockedOut);
  const check = await checkCode(tx, ctx, user, 'sms_mfa', code);
  if (check.ok) {
    await clearFailures(tx, user.email);
    return;
  }
  if (!check.locked) {
    const attempt = await takeAttempt(tx, ctx, user.email);
    if (!attempt.allowed || attempt.count >= MAX_FAILURES) throw new HttpError(429, serverMessages.lockedOut);
  }
  throw fieldError('smsVerificationCode', check.message);
}

export const authRoutes: RouteRegistrar = (app, ctx) => {
  defineRoute(app, 'auth.csrfCookie', {}, async ({ request, reply }) => {
    setXsrfCookie(ctx, request, reply);
    // Sent here, so no serialiser gives the empty answer a JSON Content-Type.
    return reply.code(204).send();
  });

  defineWriteRoute(app, ctx, 'auth.login', { body: loginBody }, async ({ body, request, reply, tx }) => {
    const user = await passwordUser(tx, ctx, request, body);
    if (user.mustChangePassword) {
      const session = await createChallenge(tx, ctx, user.id, 'new_password');
      return {
        code: 'NEW_PASSWORD_REQUIRED',
        message: serverMessages.newPasswordRequired,
        data: { session, email: user.email },
      };
    }
    if (user.isMfaActive && user.phoneNumber) {
      await issueCode(tx, ctx, user, 'sms_mfa', 'sms');
      const session = await createChallenge(tx, ctx, user.id, 'sms_mfa');
      return {
        code: 'SMS_MFA',
        message: serverMessages.smsSent,
        data: { session, email: user.email, phoneNumber: maskPhoneNumber(user.phoneNumber) },
      };
    }
    return { message: serverMessages.loginSucceeded, user: await signIn(tx, ctx, request, reply, user) };
  });

  defineWriteRoute(
    app,
    ctx,
    'auth.smsAuthentication',
    { body: smsAuthenticationBody },
    async ({ body, request, reply, tx }) => {
      const userId = await readChallenge(tx, ctx, body.session, 'sms_mfa');
      const user = userId === null ? undefined : await userById(tx, userId);
      request.attemptUser = user ?? null;
      if (!user || user.email.toLowerCase() !== body.email.toLowerCase()) {
        throw new HttpError(401, serverMessages.challengeExpired);
      }
      await assertIpAllowed(tx, request, user);
      await checkSmsCode(tx, ctx, user, body.smsVerificationCode);
      if (!(await useChallenge(tx, ctx, body.session, 'sms_mfa')))
        throw new HttpError(401, serverMessages.challengeExpired);
      return { message: serverMessages.loginSucceeded, user: await signIn(tx, ctx, request, reply, user) };
    },
  );

  // A new SMS code for the same challenge: at most one per CODE_RESEND_SECONDS (and the per-address limit).
  defineWriteRoute(app, ctx, 'auth.resendSmsCode', { body: resendSmsCodeBody }, async ({ body, request, tx }) => {
    const userId = await readChallenge(tx, ctx, body.session, 'sms_mfa');
    const user = userId === null ? undefined : await userById(tx, userId);
    request.attemptUser = user ?? null;
    if (!user?.phoneNumber || user.email.toLowerCase() !== body.email.toLowerCase()) {
      throw new HttpError(401, serverMessages.challengeExpired);
    }
    await assertIpAllowed(tx, request, user);
    if (await codeSentWithin(tx, ctx, user, 'sms_mfa', CODE_RESEND_SECONDS * 1000)) {
      throw new HttpError(429, serverMessages.codeResendTooSoon(CODE_RESEND_SECONDS));
    }
    await issueCode(tx, ctx, user, 'sms_mfa', 'sms');
    return { message: serverMessages.smsSent };
  });

  defineWriteRoute(
    app,
    ctx,
    'auth.changeInitialPassword',
    { body: changeInitialPasswordBody, labels: formLabels.changeInitialPassword },
    async ({ body, request, reply, tx }) => {
      const userId = await readChallenge(tx, ctx, body.session, 'new_password');
      const user = userId === null ? undefined : await userById(tx, userId);
      request.attemptUser = user ?? null;
      if (!user || user.email.toLowerCase() !== body.email.toLowerCase()) {
        throw new HttpError(401, serverMessages.challengeExpired);
      }
      // The allow-list first: nothing is saved for a client the agency does not allow.
      await assertIpAllowed(tx, request, user);
      // The temporary password may not become the permanent one (the client cannot know it: checked here).
      if (await verifyPassword(user.passwordHash, body.password)) {
        throw fieldError(
          'password',
          fieldMessage(formLabels.changeInitialPassword.password ?? '', messages.passwordReused()),
        );
      }
      // Spent before the password is saved, atomically: one token changes the password once.
      if (!(await useChallenge(tx, ctx, body.session, 'new_password'))) {
        throw new HttpError(401, serverMessages.challengeExpired);
      }
      const passwordHash = await hashPassword(body.password);
      const now = ctx.clock.now();
      await tx
        .update(users)
        .set({ passwordHash, mustChangePassword: false, updatedAt: now })
        .where(eq(users.id, user.id));
      const updated = { ...user, passwordHash, mustChangePassword: false };
      return { message: serverMessages.passwordChanged, user: await signIn(tx, ctx, request, reply, updated) };
    },
  );

  defineWriteRoute(app, ctx, 'auth.logout', {}, async ({ request, reply, tx }) => {
    await endSession(tx, ctx, request, reply);
    return { message: serverMessages.loggedOut };
  });

  const me = async ({ request, user }: { request: FastifyRequest; user: UserRow }) => {
    return { user: await toSessionUser(ctx.db, user, request.sessionAgency) };
  };
  defineRoute(app, 'auth.me', {}, me);
  defineRoute(app, 'auth.startupMe', {}, me);

  defineWriteRoute(
    app,
    ctx,
    'auth.changePassword',
    { body: changePasswordBody, labels: formLabels.changePassword },
    async ({ body, request, user, tx }) => {
      if (!(await verifyPassword(user.passwordHash, body.previousPassword))) {
        throw fieldError('previousPassword', serverMessages.previousPasswordWrong);
      }
      const passwordHash = await hashPassword(body.password);
      await tx.update(users).set({ passwordHash, updatedAt: ctx.clock.now() }).where(eq(users.id, user.id));
      // Other sessions of this user end: a changed password should lock out whoever had the old one.
      const current = request.cookies[SESSION_COOKIE] ?? '';
      await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.idHash, sha256(current))));
      return { message: serverMessages.passwordChanged };
    },
  );

  // The same answer, at the same cost, whether or not the address has an account (a code sent in
  // the last minute stays the live one: issueCode sends none sooner).
  defineWriteRoute(app, ctx, 'auth.forgotPassword', { body: forgotPasswordBody }, async ({ body, tx }) =>
    atConstantCost(ctx.config.recoveryMinMs, async () => {
      await limitMailTo(tx, ctx, 'forgot', body.email);
      const user = await userByEmail(tx, body.email);
      if (user) await issueCode(tx, ctx, user, 'reset_password', 'email');
      return { message: serverMessages.resetMailSent };
    }),
  );

  defineWriteRoute(
    app,
    ctx,
    'auth.resetPassword',
    { body: resetPasswordBody, labels: formLabels.resetPassword },
    async ({ body, tx }) =>
      atConstantCost(ctx.config.recoveryMinMs, async () => {
        // The same argon2 work whether or not there is an account or a code to check.
        const passwordHash = await hashPassword(body.password);
        const user = await userByEmail(tx, body.email);
        // An unknown address spends the day's tries like a real one, so the lock tells nothing either.
        const check = user
          ? await checkCode(tx, ctx, user, 'reset_password', body.code)
          : (await takeCodeTry(tx, ctx, body.email))
            ? null
            : { ok: false as const, message: codeLockedMessage, locked: true as const };
        if (check && !check.ok && check.locked) throw fieldError('code', codeLockedMessage);
        if (!user || !check?.ok) throw fieldError('code', resetRefused);
        await tx
          .update(users)
          .set({ passwordHash, mustChangePassword: false, updatedAt: ctx.clock.now() })
          .where(eq(users.id, user.id));
        await tx.delete(sessions).where(eq(sessions.userId, user.id));
        await clearFailures(tx, user.email);
        return { message: serverMessages.passwordReset };
      }),
  );

  // The same answer, at the same cost (one argon2 hash either way), for any address; a temporary
  // password mailed less than INITIAL_PASSWORD_RESEND_AFTER_MS ago is kept and nothing is sent.
  defineWriteRoute(app, ctx, 'auth.resendInitialPassword', { body: resendInitialPasswordBody }, async ({ body, tx }) =>
    atConstantCost(ctx.config.recoveryMinMs, async () => {
      await limitMailTo(tx, ctx, 'resend-initial', body.email);
      const user = await userByEmail(tx, body.email);
      const password = temporaryPassword();
      const passwordHash = await hashPassword(password);
      const mailedBefore = ctx.clock.now().getTime() - INITIAL_PASSWORD_RESEND_AFTER_MS;
      if (user?.mustChangePassword && user.updatedAt.getTime() <= mailedBefore) {
        await tx.update(users).set({ passwordHash, updatedAt: ctx.clock.now() }).where(eq(users.id, user.id));
        await sendTemporaryPassword(ctx, user, password);
      }
      return { message: serverMessages.initialPasswordResent };
    }),
  );

  defineWriteRoute(
    app,
    ctx,
    'auth.sendVerificationCode',
    { body: sendVerificationCodeBody },
    async ({ body, user, tx }) => {
      const tooSoon = () => new HttpError(429, serverMessages.codeResendTooSoon(CODE_RESEND_SECONDS));
      if (body.isEmail) {
        if (!(await issueCode(tx, ctx, user, 'verify_email', 'email'))) throw tooSoon();
        return { message: serverMessages.codeSentEmail(user.email) };
      }
      if (!user.phoneNumber) throw new HttpError(422, serverMessages.noPhoneNumber);
      if (!(await issueCode(tx, ctx, user, 'verify_phone', 'sms'))) throw tooSoon();
      if (user.phoneNumberStatus === 'unregistered') {
        await tx.update(users).set({ phoneNumberStatus: 'unverified' }).where(eq(users.id, user.id));
      }
      return { message: serverMessages.codeSentSms(maskPhoneNumber(user.phoneNumber)) };
    },
  );

  defineWriteRoute(app, ctx, 'auth.verifyEmail', { body: verifyCodeBody }, async ({ body, user, tx }) => {
    const check = await checkCode(tx, ctx, user, 'verify_email', body.code);
    if (!check.ok) throw fieldError('code', check.message);
    await tx.update(users).set({ isEmailVerified: true, updatedAt: ctx.clock.now() }).where(eq(users.id, user.id));
    return {
      message: serverMessages.emailVerified,
      user: await toSessionUser(tx, { ...user, isEmailVerified: true }),
    };
  });

  defineWriteRoute(app, ctx, 'auth.verifyPhoneNumber', { body: verifyCodeBody }, async ({ body, user, tx }) => {
    const check = await checkCode(tx, ctx, user, 'verify_phone', body.code);
    if (!check.ok) throw fieldError('code', check.message);
    await tx
      .update(users)
      .set({ phoneNumberStatus: 'verified', updatedAt: ctx.clock.now() })
      .where(eq(users.id, user.id));
    return {
      message: serverMessages.phoneVerified,
      user: await toSessionUser(tx, { ...user, phoneNumberStatus: 'verified' }),
    };
  });
};
