import { type EndpointKey, endpoints, findEndpoint, isRecruiterRole, mayCallEndpoint, type Role } from '@olive/api';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { agencies } from '../db/schema';
import { HttpError } from '../http';
import { serverMessages } from '../messages';
import { appendActionLog } from '../services/actionLog';
import { recruiterIpAllowed } from '../services/ipAllowList';
import { hit } from '../services/rateLimit';
import { loadSession, XSRF_COOKIE } from '../services/sessions';
import { safeEqual } from '../services/tokens';
import { isVerified, type UserRow } from '../services/users';

declare module 'fastify' {
  interface FastifyRequest {
    endpointKey: EndpointKey | null;
    /** The signed-in (or partly signed-in) user of the session. */
    user: UserRow | null;
    /** A sign-in attempt's account, set by the handler so the log names who tried. */
    attemptUser: UserRow | null;
    /** The agency the call named, for the log. */
    agencyCode: string | null;
  }
}

/** Sign-in attempts are logged even without a session (PRODUCT.md). */
const signInAttempts = new Set<EndpointKey>(['auth.login', 'auth.smsAuthentication', 'auth.changeInitialPassword']);

/** Per-IP rate limits on the endpoints that guess passwords or codes. */
const rateLimited = new Set<EndpointKey>([
  'auth.login',
  'auth.smsAuthentication',
  'auth.changeInitialPassword',
  'auth.forgotPassword',
  'auth.resetPassword',
  'auth.resendInitialPassword',
  'auth.sendVerificationCode',
  'auth.verifyEmail',
  'auth.verifyPhoneNumber',
]);

function namedAgency(request: FastifyRequest): string | null {
  const source = (request.method === 'GET' ? request.query : request.body) as Record<string, unknown> | undefined;
  const code = source && typeof source === 'object' ? source.agencyCode : undefined;
  if (typeof code === 'string' && code !== '') return code;
  // DELETE /api/recruiters/{id} names its agency in the query string (docs/decisions.md).
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.agencyCode === 'string' && query.agencyCode !== '' ? query.agencyCode : null;
}

/**
 * Every API request passes here, in this order: CSRF (419), rate limit (429), session and access
 * from the api package's endpoint table (401/403), the agency rule, the recruiter IP allow-list.
 * Every request of a signed-in user, allowed or refused, and every sign-in attempt, is logged.
 */
export function registerGuard(app: FastifyInstance, ctx: ServerContext): void {
  app.decorateRequest('endpointKey', null);
  app.decorateRequest('user', null);
  app.decorateRequest('attemptUser', null);
  app.decorateRequest('agencyCode', null);

  app.addHook('onRequest', async (request) => {
    const found = findEndpoint(request.method, request.url);
    request.endpointKey = found?.key ?? null;
    if (found) request.user = await loadSession(ctx, request);
  });

  app.addHook('preHandler', async (request) => {
    const key = request.endpointKey;
    if (!key) return;
    const endpoint = endpoints[key];
    request.agencyCode = namedAgency(request);

    if (endpoint.method !== 'GET') {
      const header = request.headers['x-xsrf-token'];
      const cookie = request.cookies[XSRF_COOKIE];
      if (typeof header !== 'string' || !cookie || !safeEqual(header, cookie)) {
        throw new HttpError(419, serverMessages.csrfMismatch);
      }
    }

    if (rateLimited.has(key)) {
      const within = await hit(ctx.db, `${key}:${request.ip}`, ctx.config.rateLimitPerMinute, ctx.clock.now());
      if (!within) throw new HttpError(429, serverMessages.rateLimited);
    }

    const user = request.user;
    const principal = user
      ? { role: user.role as Role, agencyCode: user.agencyCode, verified: isVerified(user) }
      : null;
    const decision = mayCallEndpoint(key, principal, request.agencyCode);
    if (!decision.allowed) {
      switch (decision.reason) {
        case 'unauthenticated':
          throw new HttpError(401, serverMessages.unauthenticated);
        case 'unverified':
          throw new HttpError(403, serverMessages.unverified);
        case 'role':
          throw new HttpError(403, serverMessages.forbidden);
        case 'agency':
          throw new HttpError(403, serverMessages.otherAgency);
        default:
          decision.reason satisfies never;
      }
    }

    if (user && isRecruiterRole(user.role as Role)) {
      if (!(await recruiterIpAllowed(ctx.db, user.agencyCode, request.ip))) {
        throw new HttpError(403, serverMessages.ipNotAllowed);
      }
    }

    if (user && endpoint.agency !== 'none' && request.agencyCode) {
      const [exists] = await ctx.db
        .select({ code: agencies.code })
        .from(agencies)
        .where(eq(agencies.code, request.agencyCode));
      if (!exists) throw new HttpError(404, serverMessages.unknownAgency);
    }
  });

  // onSend, not onResponse: the row is written before the client has its answer, so whoever reads
  // the log next (an auditor, a test) sees the request that just happened.
  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.endpointKey;
    if (!key) return payload;
    const who = request.user ?? request.attemptUser;
    if (!who && !signInAttempts.has(key)) return payload;
    try {
      await appendActionLog(ctx, {
        user: who ? { id: who.id, name: who.name, email: who.email } : null,
        agencyCode: request.agencyCode ?? who?.agencyCode ?? null,
        ip: request.ip,
        method: request.method,
        route: endpoints[key].path,
        status: reply.statusCode,
        description: endpoints[key].description,
      });
    } catch (error) {
      request.log.error({ err: error }, 'action log write failed');
    }
    return payload;
  });
}
