import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The client's address as the request arrived (`request.ip` then: the socket's peer, or the
     * address a trusted proxy forwarded, docs/server.md "Behind a proxy"); empty if the socket had
     * already gone, which the log writes as `invalid`.
     */
    clientAddress: string;
  }
}

/**
 * Fastify's `request.ip` asks the socket each time, and a socket the client has closed no longer
 * tells its peer: a request whose client left before the answer had no address for its log row,
 * and the row was lost. The address is read once, when the request arrives, and kept.
 */
export function keepClientAddress(request: FastifyRequest): void {
  request.clientAddress = (request.ip as string | undefined) ?? '';
}

/** Registered first, so every later hook, handler and the log row see the kept address. */
export function registerClientAddress(app: FastifyInstance): void {
  app.decorateRequest('clientAddress', '');
  app.addHook('onRequest', (request, _reply, done) => {
    keepClientAddress(request);
    done();
  });
}
