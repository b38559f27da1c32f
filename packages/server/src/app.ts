import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { refuseCommonPasswords } from '@olive/api/commonPasswords';
import { openApiDocument } from '@olive/api/openapi';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import fastifySymbols from 'fastify/lib/symbols.js';
import { secureCookies } from './auth/sessions';
import type { ServerContext } from './context';
import { HttpError } from './http/route';
import { serverMessages } from './messages';
import { apiDocsPage } from './openapi/docsPage';
import { registerAuditSealer } from './plugins/auditSealer';
import { keepClientAddress, registerClientAddress } from './plugins/clientAddress';
import { registerFileSweep } from './plugins/fileSweep';
import { answerUnreadable, isReservedPath, registerGuard, unmatchedHandler } from './plugins/guard';
import { registerNoStore } from './plugins/noStore';
import { registerRequestTransactions } from './plugins/requestTx';
import { registerSecurityHeaders } from './plugins/securityHeaders';
import { registerStatic } from './plugins/static';
import { featureRoutes } from './routes';

/**
 * `a[]=1&a[]=2` and `a=1&a=2` both arrive as `a: ['1', '2']` (docs/product.md §7 sends arrays with `[]`).
 * The object has no prototype, so `__proto__`, `constructor` or `toString` are plain keys (which
 * every schema then refuses as unknown), never the prototype's members.
 */
export function parseQuery(text: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null);
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const isArray = rawKey.endsWith('[]');
    const key = isArray ? rawKey.slice(0, -2) : rawKey;
    const prev = Object.hasOwn(out, key) ? out[key] : undefined;
    if (prev === undefined) out[key] = isArray ? [value] : value;
    else if (Array.isArray(prev)) prev.push(value);
    else out[key] = [prev, value];
  }
  return out;
}

/** A multipart body busboy could not read (truncated, no boundary, a broken part header). */
function isBrokenMultipart(error: unknown, request: FastifyRequest): boolean {
  const e = error as { statusCode?: number; message?: string };
  return (
    e.statusCode === undefined &&
    request.isMultipart() &&
    /multipart|boundary|part header|unexpected end/i.test(e.message ?? '')
  );
}

/** Whether a Fastify error is the body parser refusing a JSON body (syntax or a prototype key). */
function isBodyParseError(error: unknown): boolean {
  const e = error as { statusCode?: number; code?: string };
  return (
    error instanceof SyntaxError ||
    e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
    e.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH'
  );
}

/**
 * What Node's HTTP parser refuses before a request exists (a request line or headers past its 16 KB
 * limit, a request not received in time, bytes that are not HTTP) is answered in Japanese in the
 * portal's `{ message }` shape, as Fastify's own handler would answer it in English: a 10,000-character
 * keyword in the contract search would otherwise get `Exceeded maximum allowed HTTP header size`. No request,
 * so nothing for the action log (there is no user, route or agency to record).
 */
function answerClientError(error: Error & { code?: string }, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // An answer already under way on this socket is not interrupted by another one: the socket just ends.
  if ((socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent) {
    socket.destroy(error);
    return;
  }
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, serverMessages.requestTooLong]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, serverMessages.requestTimeout]
        : [400, serverMessages.badRequest];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Fastify builds the request of a target its router cannot read outside every route, from its bare
 * request class, whose `ip` is the socket's peer whatever TRUST_PROXY says. It is given the prototype
 * every routed request of this instance has, so its `ip` (and `ips`, `protocol`, `host`) are the
 * same getters over the same trust rule (config.trustProxy): one definition of the client address.
 */
function routedRequest(app: FastifyInstance, request: FastifyRequest): void {
  const requestClass = (app as unknown as Record<symbol, { prototype: object } | undefined>)[fastifySymbols.kRequest];
  if (requestClass) Object.setPrototypeOf(request, requestClass.prototype);
}

// Every password the server lets a user set is checked against the common list (schemas/common.ts).
refuseCommonPasswords();

export async function buildServer(ctx: ServerContext, options: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    trustProxy: ctx.config.trustProxy,
    routerOptions: { querystringParser: parseQuery },
    bodyLimit: 1024 * 1024,
    // A request must arrive whole within this time, its body included (a multipart upload's too):
    // one trickling in is answered 408 by answerClientError. Node checks every tenth of it.
    requestTimeout: ctx.config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(60_000, ctx.config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(30_000, Math.max(50, Math.floor(ctx.config.requestTimeoutMs / 10))),
    },
    logger: { level: ctx.config.logLevel },
    // A target the router cannot read (`/api/%zz`) is refused in Japanese, like every other 4xx.
    frameworkErrors: (error, request, reply) => {
      routedRequest(app, request);
      keepClientAddress(request);
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      void answerUnreadable(ctx, request, reply as FastifyReply, status);
    },
    clientErrorHandler: answerClientError,
    ...options,
  });
  registerClientAddress(app);

  await app.register(fastifyCookie);
  await registerSecurityHeaders(
    app,
    {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // styled-components injects <style> elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      // The same policy as frame-ancestors 'none', for browsers that read only this header.
      frameguard: { action: 'deny' },
    },
    (request) => secureCookies(ctx, request),
  );
  await app.register(fastifyMultipart, {
    limits: { fileSize: 200 * 1024 * 1024, files: 10, fields: 200, parts: 220 },
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.status).send({ message: error.message, ...error.extra });
    }
    const status = (error as { statusCode?: number }).statusCode;
    const code = (error as { code?: string }).code;
    // A file past its limit, or a body (JSON, or multipart as a whole) past the server's.
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.code(413).send({ message: serverMessages.fileTooLarge });
    }
    if (status === 413) return reply.code(413).send({ message: serverMessages.bodyTooLarge });
    // A JSON body that does not parse, or that names `__proto__` / `constructor.prototype`: the
    // same 422 shape as any other bad input (docs/product.md §5).
    if (isBodyParseError(error) || isBrokenMultipart(error, request)) {
      return reply.code(422).send({ message: serverMessages.validation, errors: { _: [serverMessages.badBody] } });
    }
    // @fastify/multipart answers 406 to a body that is not multipart; the media type is what is refused.
    if (status === 415 || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      return reply.code(415).send({ message: serverMessages.unsupportedMediaType });
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send({ message: serverMessages.validation });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: serverMessages.serverError });
  });

  // The guard first: its onRoute check sees every route registered after it.
  registerNoStore(app);
  // Before the guard: its onSend ends a write request's transaction with the request's log row.
  registerRequestTransactions(app, ctx);
  registerGuard(app, ctx);
  registerAuditSealer(app, ctx);
  registerFileSweep(app, ctx);
  // Outside the api table and public on purpose: a load balancer's probe. Marked so in its config.
  app.get('/api/health', { config: { publicRoute: true } }, async () => ({
    status: 'ok',
    database: ctx.database.kind,
  }));
  // The API's contract for backend teams, generated from the endpoint table (docs/adr/0014-openapi-from-the-endpoint-table.md): public
  // like the probe, marked so in its config; the reference page is plain HTML without script.
  const openApi = openApiDocument();
  const docsPage = apiDocsPage(openApi);
  app.get('/api/openapi.json', { config: { publicRoute: true } }, async () => openApi);
  app.get('/api/docs', { config: { publicRoute: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(docsPage),
  );
  featureRoutes(app, ctx);
  await registerStatic(app, ctx.config.appDist, { isReservedPath, refuse: unmatchedHandler(ctx) });
  return app;
}
