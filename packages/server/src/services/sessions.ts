import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { sessions, users } from '../db/schema';
import { randomToken, sha256 } from './tokens';
import type { UserRow } from './users';

export const SESSION_COOKIE = 'olive_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';

/**
 * The `Secure` flag: over HTTPS, or always when COOKIE_SECURE=true (TLS ends at a proxy, so the
 * server itself sees plain HTTP and, without TRUST_PROXY, cannot trust X-Forwarded-Proto).
 */
export function secureCookies(ctx: Pick<ServerContext, 'config'>, request: FastifyRequest): boolean {
  return ctx.config.cookieSecure || request.protocol === 'https';
}

/** The cookie holds only a random id; the database holds its hash, the user and the expiries. */
export async function startSession(ctx: ServerContext, request: FastifyRequest, reply: FastifyReply, user: UserRow) {
  // Rotation: whatever session the browser had is ended, and a new id is issued.
  await endSession(ctx, request, reply);
  const id = randomToken();
  const now = ctx.clock.now();
  await ctx.db.insert(sessions).values({
    idHash: sha256(id),
    userId: user.id,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + ctx.config.sessionAbsoluteHours * 3600_000),
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
  });
  reply.setCookie(SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(ctx, request),
  });
  // A fresh double-submit token with the new session: a token planted or read before sign-in is useless.
  setXsrfCookie(ctx, request, reply);
}

export async function endSession(ctx: ServerContext, request: FastifyRequest, reply: FastifyReply) {
  const id = request.cookies[SESSION_COOKIE];
  if (id) await ctx.db.delete(sessions).where(eq(sessions.idHash, sha256(id)));
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(ctx, request),
  });
}

/** The user of the request's session, or null when there is none or it has expired (idle or absolute). */
export async function loadSession(ctx: ServerContext, request: FastifyRequest): Promise<UserRow | null> {
  const id = request.cookies[SESSION_COOKIE];
  if (!id) return null;
  const idHash = sha256(id);
  const [row] = await ctx.db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.idHash, idHash));
  if (!row) return null;
  const now = ctx.clock.now().getTime();
  const idleLimit = row.session.lastSeenAt.getTime() + ctx.config.sessionIdleMinutes * 60_000;
  if (now > row.session.expiresAt.getTime() || now > idleLimit) {
    await ctx.db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  // Touch at most once a minute: idle expiry needs no finer grain, and reads stay reads.
  if (now - row.session.lastSeenAt.getTime() > 60_000) {
    await ctx.db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(and(eq(sessions.idHash, idHash)));
  }
  return row.user;
}

export function setXsrfCookie(
  ctx: Pick<ServerContext, 'config'>,
  request: FastifyRequest,
  reply: FastifyReply,
): string {
  const token = randomToken();
  // Readable by the page's script (not httpOnly): the double-submit pattern of Laravel Sanctum.
  reply.setCookie(XSRF_COOKIE, token, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: secureCookies(ctx, request),
  });
  return token;
}
