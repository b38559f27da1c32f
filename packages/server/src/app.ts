import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ServerContext } from './context';
import { HttpError } from './http';
import { serverMessages } from './messages';
import { registerGuard } from './plugins/guard';
import { registerNoStore } from './plugins/noStore';
import { registerStatic } from './plugins/static';
import { accountRoutes } from './routes/accounts';
import { actionLogRoutes } from './routes/actionLogs';
import { authRoutes } from './routes/auth';
import { businessRoutes } from './routes/business';

/**
 * `a[]=1&a[]=2` and `a=1&a=2` both arrive as `a: ['1', '2']` (SPEC.md §7 sends arrays with `[]`).
 */
export function parseQuery(text: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const isArray = rawKey.endsWith('[]');
    const key = isArray ? rawKey.slice(0, -2) : rawKey;
    const prev = out[key];
    if (prev === undefined) out[key] = isArray ? [value] : value;
    else out[key] = Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
}

export async function buildServer(ctx: ServerContext, options: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    trustProxy: ctx.config.trustProxy,
    routerOptions: { querystringParser: parseQuery },
    bodyLimit: 1024 * 1024,
    logger: { level: ctx.config.logLevel },
    ...options,
  });

  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
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
  });
  await app.register(fastifyMultipart, {
    limits: { fileSize: 200 * 1024 * 1024, files: 10, fields: 200, parts: 220 },
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.status).send({ message: error.message, ...error.extra });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413 || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.code(413).send({ message: 'ファイルのサイズが上限を超えています。' });
    }
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send({ message: serverMessages.validation });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: serverMessages.serverError });
  });

  app.get('/api/health', async () => ({ status: 'ok', database: ctx.database.kind }));

  registerNoStore(app);
  registerGuard(app, ctx);
  authRoutes(app, ctx);
  accountRoutes(app, ctx);
  actionLogRoutes(app, ctx);
  businessRoutes(app, ctx);
  await registerStatic(app, ctx.config.appDist);
  return app;
}
