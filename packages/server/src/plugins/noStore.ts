import type { FastifyInstance } from 'fastify';

/**
 * API answers are personal (contracts, accounts, the log): no browser or shared cache may keep them.
 * Every JSON answer gets `Cache-Control: no-store` unless its route set its own header (files and
 * CSVs already say `no-store`; the static app sets its own caching). Registered on the root instance,
 * so it also covers errors, 404s and the guard's refusals.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (
      typeof type === 'string' &&
      /^application\/(?:[\w.+-]+\+)?json\b/i.test(type) &&
      !reply.hasHeader('cache-control')
    ) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
