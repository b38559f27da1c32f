import {
  actionLogTarget,
  type Endpoint,
  type EndpointKey,
  endpointKeys,
  endpointShapes,
  endpoints,
  isRecruiterRole,
  mayCallEndpoint,
} from '@olive/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { object } from 'superstruct';
import { isVerified, type UserRow } from '../accounts/users';
import { ipAllowedBy } from '../agencies/ipAllowList';
import { type ActionLogEntry, logText } from '../audit/actionLog';
import { LogQueueFull } from '../audit/logFlusher';
import { countRefusal, REFUSAL_WINDOW_MS, summariseRefusals } from '../audit/refusals';
import { hit } from '../auth/rateLimit';
import { loadAgency, loadSession, XSRF_COOKIE } from '../auth/sessions';
import { safeEqual } from '../auth/tokens';
import type { ServerContext } from '../context';
import { HttpError, type ParsedInput, parse, type RouteAccessConfig } from '../http/route';
import { serverMessages } from '../messages';
import { recordRequest } from './requestTx';

declare module 'fastify' {
  interface FastifyRequest {
    /** The endpoint of the route Fastify matched (its route config), or null for any other request. */
    endpointKey: EndpointKey | null;
    /** The signed-in (or partly signed-in) user of the session. */
    user: UserRow | null;
    /** A sign-in attempt's account, set by the handler so the log names who tried. */
    attemptUser: UserRow | null;
    /**
     * The agency the call named, for the log: set by the guard only after the route's schema has
     * validated it and it exists (or by a handler, from the database).
     */
    agencyCode: string | null;
    /** Set when a request under /api, /login or /logout matched no endpoint (the log names the path). */
    unmatchedPath: string | null;
    /** Set when the router could not read the request target (400): the log names it as sent. */
    unreadableTarget: string | null;
  }
}

/** Per-IP rate limits on the endpoints that guess passwords or codes: the table's own flag. */
const rateLimited = new Set<EndpointKey>(endpointKeys.filter((key) => endpoints[key].rateLimited));

/** What the log calls a request under /api, /login or /logout that matches no endpoint. */
export const UNMATCHED_DESCRIPTION = '存在しないAPIへのアクセス';

/** What the log calls a request whose target the router could not read (`/api/olive-users/%ff`). */
export const UNREADABLE_DESCRIPTION = '解釈できないURLへのアクセス';

const reservedPrefix = /^\/(?:api|login|logout)(?![a-z0-9_-])/;

/**
 * The path a request target names, as generously as any router or proxy might read it: the path of
 * an absolute target, percent-decoding (repeated), backslashes as slashes, duplicate slashes
 * collapsed, dot segments resolved, lower case. Only used to refuse, never to route.
 */
export function canonicalPath(target: string): string {
  let path = target;
  if (!path.startsWith('/')) {
    try {
      path = new URL(path).pathname;
    } catch {
      return path.toLowerCase();
    }
  }
  path = path.split(/[?#]/)[0] ?? '';
  for (let i = 0; i < 3 && path.includes('%'); i++) {
    try {
      path = decodeURIComponent(path);
    } catch {
      path = path.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    }
  }
  const out: string[] = [];
  for (const segment of path.replaceAll('\\', '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  return `/${out.join('/')}`.toLowerCase();
}

/** Whether a request target is under /api, /login or /logout in any spelling: never the app shell. */
export function isReservedPath(target: string): boolean {
  return reservedPrefix.test(canonicalPath(target));
}

function refusal(reason: 'unauthenticated' | 'unverified' | 'role' | 'agency'): HttpError {
  switch (reason) {
    case 'unauthenticated':
      return new HttpError(401, serverMessages.unauthenticated);
    case 'unverified':
      return new HttpError(403, serverMessages.unverified);
    case 'role':
      return new HttpError(403, serverMessages.forbidden);
    case 'agency':
      return new HttpError(403, serverMessages.otherAgency);
    default:
      return reason satisfies never;
  }
}

function hasKeys(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value !== 'object') return true;
  return Object.keys(value).length > 0;
}

/** The schema of a call that takes no input of that kind: every key is refused (422). */
const noInput = object({});

/** Parses params, query and body with the route's schemas; input a route takes none of is refused. */
function parseInput(config: RouteAccessConfig, request: FastifyRequest): ParsedInput {
  // The body's media type is the endpoint's (docs/adr/0131-every-status-declared-in-one-place.md): a
  // multipart body to a JSON call would otherwise read as no body at all, and JSON to an upload as no file.
  const takesFiles = Boolean(config.endpointKey && 'multipart' in endpointShapes[config.endpointKey]);
  if (request.isMultipart() !== takesFiles) {
    throw new HttpError(415, serverMessages.unsupportedMediaType);
  }
  const schemas = config.schemas ?? {};
  const labels = schemas.labels;
  const params = schemas.params ? parse(schemas.params, request.params, labels) : {};
  const query = schemas.query
    ? parse(schemas.query, request.query, labels)
    : hasKeys(request.query)
      ? parse(noInput, request.query, labels)
      : {};
  // Multipart bodies (news, zip uploads) are read by their handlers and never land in request.body.
  const body = schemas.body
    ? parse(schemas.body, request.body, labels)
    : hasKeys(request.body)
      ? parse(noInput, request.body, labels)
      : undefined;
  return { params, query, body };
}

/** The agency a call names, from its validated input: the query for GET, else the body (or query). */
function validatedAgency(endpoint: Endpoint, input: ParsedInput): string | null {
  if (endpoint.agency === 'none') return null;
  const pick = (source: unknown) => {
    const code = source && typeof source === 'object' ? (source as { agencyCode?: unknown }).agencyCode : undefined;
    return typeof code === 'string' && code !== '' ? code : null;
  };
  // DELETE /api/recruiters/{id} names its agency in the query string (docs/adr/0005-api-answer-shapes-and-client.md).
  return endpoint.method === 'GET' ? pick(input.query) : (pick(input.body) ?? pick(input.query));
}

/** CSRF: every call but a GET carries the XSRF cookie's value in its header (419 otherwise). */
function checkCsrf(endpoint: Endpoint, request: FastifyRequest): void {
  if (endpoint.method === 'GET') return;
  const header = request.headers['x-xsrf-token'];
  const cookie = request.cookies[XSRF_COOKIE];
  if (typeof header !== 'string' || !cookie || !safeEqual(header, cookie)) {
    throw new HttpError(419, serverMessages.csrfMismatch);
  }
}

type Principal = Parameters<typeof mayCallEndpoint>[1];

/**
 * Session and role from the api table (401/403), then the recruiter IP allow-list (403) for what
 * needs a session: a public call (logout among them) is open from any address.
 */
function checkCaller(key: EndpointKey, request: FastifyRequest): Principal {
  const user = request.user;
  const principal = user ? { role: user.role, agencyCode: user.agencyCode, verified: isVerified(user) } : null;
  const access = mayCallEndpoint(key, principal, null);
  if (!access.allowed) throw refusal(access.reason);
  // The allow-list came with the session (one read, or the GET cache): no statement here.
  if (user && isRecruiterRole(user.role) && user.agencyCode && endpoints[key].access !== 'public') {
    if (!ipAllowedBy(request.sessionAgency?.ips ?? [], request.clientAddress)) {
      throw new HttpError(403, serverMessages.ipNotAllowed);
    }
  }
  return principal;
}

/** The agency rule on the validated agency (403) and its existence (404); the agency named, or null. */
async function checkAgency(
  ctx: ServerContext,
  key: EndpointKey,
  principal: Principal,
  input: ParsedInput,
  request: FastifyRequest,
): Promise<string | null> {
  const named = validatedAgency(endpoints[key], input);
  const agencyRule = mayCallEndpoint(key, principal, named);
  if (!agencyRule.allowed) throw refusal(agencyRule.reason);
  // The session's own agency exists (it was read with the session); any other from the
  // database, or for a GET from the cache (an agency deleted drops it at once).
  if (request.user && named && named !== request.sessionAgency?.code) {
    if (!(await loadAgency(ctx, request, named))) throw new HttpError(404, serverMessages.unknownAgency);
  }
  return named;
}

/**
 * Every request passes here. **The matched route decides**: the endpoint key comes from the config
 * of the route Fastify dispatched (defineRoute puts it there), so every spelling of a URL that
 * reaches a handler — percent-encoded, absolute-form, HEAD for GET — is judged as that handler's
 * endpoint. Anything under /api, /login or /logout that matches no endpoint is refused (404) by
 * `refuseUnmatched`, and a route there without a key cannot even be registered.
 *
 * For a keyed route, in order: CSRF (419), rate limit (429), session and role from the api table
 * (401/403), the recruiter IP allow-list (403), the input parsed with the route's schemas (422), the
 * agency rule on the validated agency (403) and its existence (404). Every request to a keyed route
 * is written to the action log before its answer leaves (anonymous CSRF-cookie calls excepted), and
 * an answer whose row cannot be written becomes a 503.
 */
export function registerGuard(app: FastifyInstance, ctx: ServerContext): void {
  app.decorateRequest('endpointKey', null);
  app.decorateRequest('user', null);
  app.decorateRequest('attemptUser', null);
  app.decorateRequest('agencyCode', null);
  app.decorateRequest('parsedInput', null);
  app.decorateRequest('unmatchedPath', null);
  app.decorateRequest('unreadableTarget', null);

  // At registration: a route under the reserved prefixes carries an endpoint key that names exactly
  // its own method and path, or an explicit public marker. Anything else stops the server starting.
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as RouteAccessConfig;
    const methods = [route.method].flat();
    if (config.endpointKey) {
      const endpoint = endpoints[config.endpointKey];
      const sameMethod = methods.every((m) => m === endpoint.method || (m === 'HEAD' && endpoint.method === 'GET'));
      if (!endpoint || route.url !== endpoint.path || !sameMethod) {
        throw new Error(`[guard] ${methods.join(',')} ${route.url} carries the key of ${config.endpointKey}`);
      }
      return;
    }
    if (config.publicRoute) return;
    if (isReservedPath(route.url)) {
      throw new Error(
        `[guard] ${methods.join(',')} ${route.url}: /api, /login and /logout routes come from defineRoute`,
      );
    }
  });

  app.addHook('onRequest', async (request) => {
    const config = (request.routeOptions.config ?? {}) as RouteAccessConfig;
    if (config.endpointKey) {
      request.endpointKey = config.endpointKey;
      request.user = await loadSession(ctx, request);
      return;
    }
    if (config.publicRoute || request.is404) return;
    // A matched route with no key is only ever a static file; under the reserved prefixes, fail closed.
    if (isReservedPath(request.url)) throw new HttpError(404, serverMessages.apiNotFound);
  });

  app.addHook('preHandler', async (request) => {
    const key = request.endpointKey;
    if (!key) return;
    const endpoint = endpoints[key];
    checkCsrf(endpoint, request);
    if (rateLimited.has(key)) {
      const ip = logText.ip(request.clientAddress);
      const within = await hit(ctx.db, `${key}:${ip}`, ctx.config.rateLimitPerMinute, ctx.clock.now());
      if (!within) throw new HttpError(429, serverMessages.rateLimited);
    }
    const config = request.routeOptions.config as RouteAccessConfig;
    let principal: Principal;
    try {
      principal = checkCaller(key, request);
    } catch (refused) {
      // A signed-in caller refused (403) still has its row name what it reached for, if valid.
      if (request.user) noteReach(request, endpoint, config);
      throw refused;
    }
    const input = parseInput(config, request);
    // Known once the input is valid: the row of a refusal below names the agency and target asked for.
    request.parsedInput = input;
    request.agencyCode = validatedAgency(endpoint, input);
    request.agencyCode = await checkAgency(ctx, key, principal, input, request);
  });

  // onSend, not onResponse: the row is written before the client has its answer, so whoever reads
  // the log next (an auditor, a test) sees the request that just happened — and an answer whose row
  // cannot be written is not sent: it becomes a 503.
  app.addHook('onSend', async (request, reply, payload) => logAnswer(ctx, request, reply, payload));

  // Closed windows of anonymous refusals become their summary rows when a new address, or one whose
  // window has closed, is counted (countRefusal), and on this timer for addresses that went quiet.
  const summarise = () =>
    summariseRefusals(ctx.db, ctx).catch((error: unknown) =>
      app.log.error({ err: error }, 'summarising anonymous refusals failed; the counts stay for the next run'),
    );
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(summarise, REFUSAL_WINDOW_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}

/** The agency and target a refused call named, for its row, when its input is valid; else nothing. */
function noteReach(request: FastifyRequest, endpoint: Endpoint, config: RouteAccessConfig): void {
  try {
    const input = parseInput(config, request);
    request.parsedInput = input;
    request.agencyCode = validatedAgency(endpoint, input);
  } catch {
    // Input that does not validate is not written to the log.
  }
}

/** Writes the request's row (or its count) before the answer leaves; the answer to send. */
async function logAnswer(ctx: ServerContext, request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const entry = logEntry(request, reply);
  if (!entry) return payload;
  try {
    if (isAnonymousRefusal(entry)) {
      const held = await countAnonymousRefusal(ctx, request, reply, entry, payload);
      if (held.counted) return held.payload;
      await recordRequest(ctx, request, held.entry);
      return held.payload;
    }
    // A write's row commits with the write (its own transaction); a read's joins the group commit.
    await recordRequest(ctx, request, entry);
    return payload;
  } catch (error) {
    request.log.error({ err: error }, 'action log write failed: the answer is withheld');
    return withheld(reply, payload, error instanceof LogQueueFull);
  }
}

/**
 * The answer to a request target the router cannot read (`/api/olive-users/%ff`): 400 in Japanese,
 * logged with the target as sent. Fastify answers these outside every route, so no onSend hook runs:
 * the row (or count) is written here, as the guard's onSend would.
 */
export async function answerUnreadable(
  ctx: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
): Promise<void> {
  request.unreadableTarget = logText.route(request.url);
  reply.code(status).header('content-type', 'application/json; charset=utf-8');
  const payload = await logAnswer(ctx, request, reply, JSON.stringify({ message: serverMessages.badUrl }));
  reply.send(payload);
}

/** A refusal (4xx) of a caller the log cannot name: no session, and no account a sign-in named. */
function isAnonymousRefusal(entry: ActionLogEntry): boolean {
  return entry.user === null && entry.status >= 400 && entry.status < 500;
}

/**
 * Anonymous refusals are counted per client address in the database (every instance shares the
 * counts): past `refusalLimitPerMinute` in a minute the answer becomes a 429, and only the first
 * `refusalRowsPerAddress` of an address (of the first `refusalAddressesPerHour` new addresses of the
 * hour) get rows of their own — the rest are counts, each written as one row when its window closes
 * (docs/adr/0158-refusals-bounded-per-address-and-hour.md). So neither a flood nor a
 * patient address, nor many addresses, add more than a few rows. The count is stored before the
 * answer leaves, in a write's own transaction.
 */
async function countAnonymousRefusal(
  ctx: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
  entry: ActionLogEntry,
  payload: unknown,
): Promise<{ counted: boolean; entry: ActionLogEntry; payload: unknown }> {
  const tx = request.requestTx;
  const db = tx?.isOpen ? tx.db : ctx.db;
  const refusal = await countRefusal(db, ctx, entry.ip, entry.status);
  let answer = payload;
  let answered = entry;
  if (refusal.inMinute > ctx.config.refusalLimitPerMinute && entry.status !== 429) {
    answer = replaced(reply, payload, 429, serverMessages.rateLimited);
    answered = { ...entry, status: 429 };
  }
  if (refusal.ownRow) return { counted: false, entry: answered, payload: answer };
  await tx?.commit();
  return { counted: true, entry: answered, payload: answer };
}

/** An answer replaced by another status and message (the original payload, if a stream, is closed). */
function replaced(reply: FastifyReply, payload: unknown, status: number, message: string): string {
  const stream = payload as { destroy?: () => void } | null;
  if (stream && typeof stream === 'object' && typeof stream.destroy === 'function') stream.destroy();
  reply.code(status);
  reply.removeHeader('content-length');
  reply.removeHeader('content-disposition');
  reply.header('content-type', 'application/json; charset=utf-8');
  return JSON.stringify({ message });
}

/**
 * A recruiter's rows carry their own agency, except a refusal (403, 404): it names the agency the
 * request reached for, so an auditor of that agency sees the attempt
 * (docs/adr/0121-refusals-name-what-they-reached-for.md). Anyone else's name the agency of the call.
 */
function rowAgency(who: UserRow | null, named: string | null, status: number): string | null {
  const refused = status === 403 || status === 404;
  if (who && isRecruiterRole(who.role) && !(refused && named)) return who.agencyCode;
  return named ?? who?.agencyCode ?? null;
}

/** The row a request leaves in the log, or null for a request the log does not record. */
function logEntry(request: FastifyRequest, reply: FastifyReply): ActionLogEntry | null {
  const key = request.endpointKey;
  const who = request.user ?? request.attemptUser;
  let route: string;
  let description: string;
  if (key) {
    // Only the anonymous CSRF-cookie call (every page load) goes unrecorded.
    if (!who && key === 'auth.csrfCookie') return null;
    route = endpoints[key].path;
    description = endpoints[key].description;
  } else if (request.unmatchedPath !== null && request.user) {
    route = request.unmatchedPath;
    description = UNMATCHED_DESCRIPTION;
  } else if (request.unreadableTarget !== null) {
    route = request.unreadableTarget;
    description = UNREADABLE_DESCRIPTION;
  } else {
    return null;
  }
  const agencyCode = rowAgency(who, request.agencyCode, reply.statusCode);
  return {
    user: who ? { id: who.id, name: who.name, email: who.email } : null,
    agencyCode,
    ip: request.clientAddress,
    method: request.method,
    route,
    status: reply.statusCode,
    description,
    target: key ? actionLogTarget(request.parsedInput) : null,
  };
}

/** The answer in place of one whose log row could not be written. */
function withheld(reply: FastifyReply, payload: unknown, busy = false): string {
  const stream = payload as { destroy?: () => void } | null;
  if (stream && typeof stream === 'object' && typeof stream.destroy === 'function') stream.destroy();
  reply.code(503);
  reply.removeHeader('content-length');
  reply.removeHeader('content-disposition');
  reply.removeHeader('set-cookie');
  reply.header('content-type', 'application/json; charset=utf-8');
  return JSON.stringify({ message: busy ? serverMessages.auditLogBusy : serverMessages.auditLogUnavailable });
}

/**
 * The answer to a request under /api, /login or /logout (in any spelling) that matched no route:
 * 404, never a handler and never the app shell. A signed-in caller's probe is logged with the path.
 */
export function unmatchedHandler(ctx: ServerContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    request.unmatchedPath = logText.route(canonicalPath(request.url));
    request.user = await loadSession(ctx, request);
    request.log.info({ method: request.method, url: logText.route(request.url) }, 'no such API');
    return reply.code(404).send({ message: serverMessages.apiNotFound });
  };
}
