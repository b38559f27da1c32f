import {
  changeInitialPasswordBody,
  changePasswordBody,
  forgotPasswordBody,
  formLabels,
  isRecruiterRole,
  loginBody,
  type Role,
  resendInitialPasswordBody,
  resetPasswordBody,
  sendVerificationCodeBody,
  smsAuthenticationBody,
  verifyCodeBody,
} from '@olive/api';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { sessions, users } from '../db/schema';
import { defineRoute, fieldError, HttpError, type RouteRegistrar } from '../http';
import { serverMessages } from '../messages';
import { createChallenge, readChallenge, useChallenge } from '../services/challenges';
import { checkCode, issueCode } from '../services/codes';
import { recruiterIpAllowed } from '../services/ipAllowList';
import { clearFailures, isLocked, recordFailure } from '../services/lockout';
import { dummyHash, hashPassword, verifyPassword } from '../services/passwords';
import { endSession, SESSION_COOKIE, setXsrfCookie, startSession } from '../services/sessions';
import { sha256, temporaryPassword } from '../services/tokens';
import { toSessionUser, type UserRow } from '../services/users';
import { sendTemporaryPassword } from './accountMail';

async function userByEmail(ctx: ServerContext, email: string): Promise<UserRow | undefined> {
  const [row] = await ctx.db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

async function userById(ctx: ServerContext, id: number): Promise<UserRow | undefined> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Completes a sign-in: IP rule for recruiters, a fresh session, the login time, the user. */
async function signIn(ctx: ServerContext, request: FastifyRequest, reply: FastifyReply, user: UserRow) {
  if (isRecruiterRole(user.role as Role) && !(await recruiterIpAllowed(ctx.db, user.agencyCode, request.ip))) {
    throw new HttpError(403, serverMessages.ipNotAllowed);
  }
  const now = ctx.clock.now();
  await ctx.db.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id));
  await startSession(ctx, request, reply, user);
  return toSessionUser(ctx.db, { ...user, lastLoginAt: now });
}

export const authRoutes: RouteRegistrar = (app, ctx) => {
  defineRoute(app, 'auth.csrfCookie', {}, async ({ request, reply }) => {
    setXsrfCookie(request, reply);
    reply.code(204);
    return null;
  });

  defineRoute(app, 'auth.login', { body: loginBody }, async ({ body, request, reply }) => {
    if (await isLocked(ctx, body.email)) throw new HttpError(429, serverMessages.lockedOut);
    const user = await userByEmail(ctx, body.email);
    request.attemptUser = user ?? null;
    // Verify against a dummy hash for unknown addresses so the answer time does not tell.
    const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), body.password);
    if (!user || !ok) {
      await recordFailure(ctx, body.email);
      if (await isLocked(ctx, body.email)) throw new HttpError(429, serverMessages.lockedOut);
      throw new HttpError(401, serverMessages.loginFailed);
    }
    await clearFailures(ctx, body.email);
    if (user.mustChangePassword) {
      const session = await createChallenge(ctx, user.id, 'new_password');
      return {
        code: 'NEW_PASSWORD_REQUIRED',
        message: serverMessages.newPasswordRequired,
        data: { session, email: user.email },
      };
    }
    if (user.isMfaActive && user.phoneNumber) {
      await issueCode(ctx, user, 'sms_mfa', 'sms');
      const session = await createChallenge(ctx, user.id, 'sms_mfa');
      return { code: 'SMS_MFA', message: serverMessages.smsSent, data: { session, email: user.email } };
    }
    return { message: serverMessages.loginSucceeded, user: await signIn(ctx, request, reply, user) };
  });

  defineRoute(app, 'auth.smsAuthentication', { body: smsAuthenticationBody }, async ({ body, request, reply }) => {
    const userId = await readChallenge(ctx, body.session, 'sms_mfa');
    const user = userId === null ? undefined : await userById(ctx, userId);
    request.attemptUser = user ?? null;
    if (!user || user.email.toLowerCase() !== body.email.toLowerCase()) {
      throw new HttpError(401, serverMessages.challengeExpired);
    }
    const check = await checkCode(ctx, user, 'sms_mfa', body.smsVerificationCode);
    if (!check.ok) throw fieldError('smsVerificationCode', check.message);
    await useChallenge(ctx, body.session);
    return { message: serverMessages.loginSucceeded, user: await signIn(ctx, request, reply, user) };
  });

  defineRoute(
    app,
    'auth.changeInitialPassword',
    { body: changeInitialPasswordBody, labels: formLabels.changeInitialPassword },
    async ({ body, request, reply }) => {
      const userId = await readChallenge(ctx, body.session, 'new_password');
      const user = userId === null ? undefined : await userById(ctx, userId);
      request.attemptUser = user ?? null;
      if (!user || user.email.toLowerCase() !== body.email.toLowerCase()) {
        throw new HttpError(401, serverMessages.challengeExpired);
      }
      const passwordHash = await hashPassword(body.password);
      const now = ctx.clock.now();
      await ctx.db
        .update(users)
        .set({ passwordHash, mustChangePassword: false, updatedAt: now })
        .where(eq(users.id, user.id));
      await useChallenge(ctx, body.session);
      const updated = { ...user, passwordHash, mustChangePassword: false };
      return { message: serverMessages.passwordChanged, user: await signIn(ctx, request, reply, updated) };
    },
  );

  defineRoute(app, 'auth.logout', {}, async ({ request, reply }) => {
    await endSession(ctx, request, reply);
    return { message: serverMessages.loggedOut };
  });

  const me = async ({ request }: { request: FastifyRequest }) => {
    // The guard let only sessions through; request.user is set.
    const user = request.user as UserRow;
    return { user: await toSessionUser(ctx.db, user) };
  };
  defineRoute(app, 'auth.me', {}, me);
  defineRoute(app, 'auth.startupMe', {}, me);

  defineRoute(
    app,
    'auth.changePassword',
    { body: changePasswordBody, labels: formLabels.changePassword },
    async ({ body, request }) => {
      const user = request.user as UserRow;
      if (!(await verifyPassword(user.passwordHash, body.previousPassword))) {
        throw fieldError('previousPassword', serverMessages.previousPasswordWrong);
      }
      const passwordHash = await hashPassword(body.password);
      await ctx.db.update(users).set({ passwordHash, updatedAt: ctx.clock.now() }).where(eq(users.id, user.id));
      // Other sessions of this user end: a changed password should lock out whoever had the old one.
      const current = request.cookies[SESSION_COOKIE] ?? '';
      await ctx.db.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.idHash, sha256(current))));
      return { message: serverMessages.passwordChanged };
    },
  );

  defineRoute(app, 'auth.forgotPassword', { body: forgotPasswordBody }, async ({ body }) => {
    const user = await userByEmail(ctx, body.email);
    if (user) await issueCode(ctx, user, 'reset_password', 'email');
    // The same answer whether or not the address has an account.
    return { message: serverMessages.resetMailSent };
  });

  defineRoute(
    app,
    'auth.resetPassword',
    { body: resetPasswordBody, labels: formLabels.resetPassword },
    async ({ body }) => {
      const user = await userByEmail(ctx, body.email);
      if (!user) throw fieldError('code', serverMessages.codeWrong);
      const check = await checkCode(ctx, user, 'reset_password', body.code);
      if (!check.ok) throw fieldError('code', check.message);
      const passwordHash = await hashPassword(body.password);
      await ctx.db
        .update(users)
        .set({ passwordHash, mustChangePassword: false, updatedAt: ctx.clock.now() })
        .where(eq(users.id, user.id));
      await ctx.db.delete(sessions).where(eq(sessions.userId, user.id));
      await clearFailures(ctx, user.email);
      return { message: serverMessages.passwordReset };
    },
  );

  defineRoute(app, 'auth.resendInitialPassword', { body: resendInitialPasswordBody }, async ({ body }) => {
    const user = await userByEmail(ctx, body.email);
    if (user?.mustChangePassword) {
      const password = temporaryPassword();
      await ctx.db
        .update(users)
        .set({ passwordHash: await hashPassword(password), updatedAt: ctx.clock.now() })
        .where(eq(users.id, user.id));
      await sendTemporaryPassword(ctx, user, password);
    }
    return { message: serverMessages.initialPasswordResent };
  });

  defineRoute(app, 'auth.sendVerificationCode', { body: sendVerificationCodeBody }, async ({ body, request }) => {
    const user = request.user as UserRow;
    if (body.isEmail) {
      await issueCode(ctx, user, 'verify_email', 'email');
      return { message: serverMessages.codeSentEmail };
    }
    if (!user.phoneNumber) throw new HttpError(422, serverMessages.noPhoneNumber);
    await issueCode(ctx, user, 'verify_phone', 'sms');
    if (user.phoneNumberStatus === 'unregistered') {
      await ctx.db.update(users).set({ phoneNumberStatus: 'unverified' }).where(eq(users.id, user.id));
    }
    return { message: serverMessages.codeSentSms };
  });

  defineRoute(app, 'auth.verifyEmail', { body: verifyCodeBody }, async ({ body, request }) => {
    const user = request.user as UserRow;
    const check = await checkCode(ctx, user, 'verify_email', body.code);
    if (!check.ok) throw fieldError('code', check.message);
    await ctx.db.update(users).set({ isEmailVerified: true, updatedAt: ctx.clock.now() }).where(eq(users.id, user.id));
    return {
      message: serverMessages.emailVerified,
      user: await toSessionUser(ctx.db, { ...user, isEmailVerified: true }),
    };
  });

  defineRoute(app, 'auth.verifyPhoneNumber', { body: verifyCodeBody }, async ({ body, request }) => {
    const user = request.user as UserRow;
    const check = await checkCode(ctx, user, 'verify_phone', body.code);
    if (!check.ok) throw fieldError('code', check.message);
    await ctx.db
      .update(users)
      .set({ phoneNumberStatus: 'verified', updatedAt: ctx.clock.now() })
      .where(eq(users.id, user.id));
    return {
      message: serverMessages.phoneVerified,
      user: await toSessionUser(ctx.db, { ...user, phoneNumberStatus: 'verified' }),
    };
  });
};
