import type { FastifyInstance } from 'fastify';
import type { RouteAccessConfig } from '../http/route';

/**
 * API answers are personal (contracts, accounts, the log, statements, attachments, manuals): no
 * browser or shared cache may keep them. Every answer of a route in the api's endpoint table, files
 * and downloads included, and every JSON answer get `Cache-Control: no-store` unless the route set
 * its own header (the static app sets its own caching). Registered on the root instance, so it also
 * covers errors, 404s and the guard's refusals.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('cache-control')) return payload;
    const endpoint = (request.routeOptions.config as RouteAccessConfig | undefined)?.endpointKey;
    const type = reply.getHeader('content-type');
    if (endpoint !== undefined || (typeof type === 'string' && /^application\/(?:[\w.+-]+\+)?json\b/i.test(type))) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
