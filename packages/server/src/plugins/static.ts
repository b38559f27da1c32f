import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { serverMessages } from '../messages';

/**
 * Serves the built app so the portal is one origin: hashed files under /assets/ are cached for a
 * year, index.html never, and any other non-API path falls back to index.html (client routes).
 */
export async function registerStatic(app: FastifyInstance, appDist: string): Promise<void> {
  const hasApp = existsSync(path.join(appDist, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: appDist,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isApi = url.startsWith('/api/') || url === '/login' || url === '/logout';
    if (isApi || request.method !== 'GET') {
      return reply.code(404).send({ message: serverMessages.apiNotFound });
    }
    // A missing hashed asset is a real 404, not the app shell (a stale tab after a deploy).
    if (url.startsWith('/assets/') || !hasApp) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
