import { SESSION_COOKIE, XSRF_COOKIE } from '@olive/api';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../accounts/users';
import type { ServerContext } from '../context';
import type { Db } from '../db';
import { prepared } from '../db/prepared';
import { agencies, agencyIps, sessions, users } from '../db/schema';
import type { AgencyRecord, SessionRecord } from './sessionCache';
import { randomToken, sha256 } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's agency (name and IP allow-list), read with the session; null without one. */
    sessionAgency: AgencyRecord | null;
  }
}

/** The cookie names are the api package's (the client and the API docs use them too). */
export { SESSION_COOKIE, XSRF_COOKIE };

/**
 * The `Secure` flag: over HTTPS, or always when COOKIE_SECURE=true (TLS ends at a proxy, so the
 * server itself sees plain HTTP and, without TRUST_PROXY, cannot trust X-Forwarded-Proto).
 */
export function secureCookies(ctx: Pick<ServerContext, 'config'>, request: FastifyRequest): boolean {
  return ctx.config.cookieSecure || request.protocol === 'https';
}

/** The cookie holds only a random id; the database holds its hash, the user and the expiries. */
export async function startSession(
  db: Db,
  ctx: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
) {
  // Rotation: whatever session the browser had is ended, and a new id is issued.
  await endSession(db, ctx, request, reply);
  const id = randomToken();
  const now = ctx.clock.now();
  await db.insert(sessions).values({
    idHash: sha256(id),
    userId: user.id,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + ctx.config.sessionAbsoluteHours * 3600_000),
    ip: request.clientAddress,
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

export async function endSession(db: Db, ctx: ServerContext, request: FastifyRequest, reply: FastifyReply) {
  const id = request.cookies[SESSION_COOKIE];
  if (id) await db.delete(sessions).where(eq(sessions.idHash, sha256(id)));
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(ctx, request),
  });
}

/** GET and HEAD only read: they may be served from the session cache. Every other method reads the database. */
export function isReadMethod(method: string): boolean {
  return method === 'GET' || method === 'HEAD';
}

/** The IP allow-list of an agency as one text[] (NULL when it has none), for the queries below. */
const agencyIpList = (code: typeof users.agencyCode | typeof agencies.code) =>
  sql<
    string[] | null
  >`(SELECT array_agg(${agencyIps.ipAddress}) FROM ${agencyIps} WHERE ${agencyIps.agencyCode} = ${code})`;

/** One trip for the whole session: the session's times, its user, the user's agency name and IP list. */
const sessionQuery = (db: Db) =>
  db
    .select({
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      user: users,
      agencyCode: agencies.code,
      agencyName: agencies.name,
      agencyIps: agencyIpList(users.agencyCode),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(agencies, eq(agencies.code, users.agencyCode))
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .prepare('olive_session_load');

const agencyQuery = (db: Db) =>
  db
    .select({ code: agencies.code, name: agencies.name, ips: agencyIpList(agencies.code) })
    .from(agencies)
    .where(eq(agencies.code, sql.placeholder('code')))
    .prepare('olive_agency_load');

const sessionStatement = prepared(sessionQuery);
const agencyStatement = prepared(agencyQuery);

function alive(ctx: ServerContext, record: { lastSeenAt: number; expiresAt: number }, now: number): boolean {
  return now <= record.expiresAt && now <= record.lastSeenAt + ctx.config.sessionIdleMinutes * 60_000;
}

/**
 * The user of the request's session, or null when there is none or it has expired (idle or
 * absolute); the user's agency goes to `request.sessionAgency`. A GET (or HEAD) may be answered
 * from the session cache (at most `sessionCacheMs`, ≤ 2 s old, dropped at once on a change: see
 * auth/sessionCache); any other method always reads the database, in one statement.
 */
export async function loadSession(ctx: ServerContext, request: FastifyRequest): Promise<UserRow | null> {
  request.sessionAgency = null;
  const id = request.cookies[SESSION_COOKIE];
  if (!id) return null;
  const idHash = sha256(id);
  const now = ctx.clock.now().getTime();
  const cache = ctx.sessionCache;
  if (isReadMethod(request.method)) {
    const hit = cache.get(idHash);
    if (hit && alive(ctx, hit, now)) {
      request.sessionAgency = hit.agency;
      return hit.user;
    }
  }
  const started = cache.begin();
  const [row] = await sessionStatement(ctx).execute({ idHash });
  if (!row) return null;
  const record: SessionRecord = {
    user: row.user,
    lastSeenAt: row.lastSeenAt.getTime(),
    expiresAt: row.expiresAt.getTime(),
    agency: row.agencyCode ? { code: row.agencyCode, name: row.agencyName, ips: row.agencyIps ?? [] } : null,
  };
  if (!alive(ctx, record, now)) {
    await ctx.db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  // Touch at most once a minute: idle expiry needs no finer grain, and reads stay reads.
  if (now - record.lastSeenAt > 60_000) {
    await ctx.db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.idHash, idHash));
    record.lastSeenAt = now;
  }
  cache.set(idHash, record, started);
  request.sessionAgency = record.agency;
  return record.user;
}

/**
 * An agency by code (its name and IP allow-list), or null when there is none: from the cache for
 * GET and HEAD, from the database otherwise.
 */
export async function loadAgency(
  ctx: ServerContext,
  request: FastifyRequest,
  code: string,
): Promise<AgencyRecord | null> {
  const cache = ctx.sessionCache;
  if (isReadMethod(request.method)) {
    const hit = cache.getAgency(code);
    if (hit !== undefined) return hit;
  }
  const started = cache.begin();
  const [row] = await agencyStatement(ctx).execute({ code });
  const record = row ? { code: row.code, name: row.name, ips: row.ips ?? [] } : null;
  cache.setAgency(code, record, started);
  return record;
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
