import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface ReservedPaths {
  /** Whether a target is under /api, /login or /logout in any spelling (plugins/guard). */
  isReservedPath: (target: string) => boolean;
  /** The refusal of such a request that matched no route (plugins/guard). */
  refuse: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

/**
 * Serves the built app so the portal is one origin: hashed files under /assets/ are cached for a
 * year, index.html never, and any other GET of a non-API path falls back to index.html (client
 * routes). Nothing under /api, /login or /logout — in any spelling — ever gets the app shell: the
 * guard refuses it (404).
 */
export async function registerStatic(app: FastifyInstance, appDist: string, reserved: ReservedPaths): Promise<void> {
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
    // Anything not a plain GET of an origin-form path is refused like an unknown API call.
    if (reserved.isReservedPath(request.url) || request.method !== 'GET' || !url.startsWith('/')) {
      return reserved.refuse(request, reply);
    }
    // A missing hashed asset is a real 404, not the app shell (a stale tab after a deploy).
    if (url.startsWith('/assets/') || !hasApp) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
