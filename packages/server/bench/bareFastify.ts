/**
 * The yardstick of bench/load.ts: Fastify alone, in its own process, answering GET /api/me with the
 * very body the portal answered (BARE_BODY) and the same JSON content type — no cookie, session,
 * guard, validation, database or log. What the portal reaches of this is its overhead's measure.
 */
import Fastify from 'fastify';

const body = process.env.BARE_BODY ?? '{}';
const app = Fastify({ logger: false });
app.get('/api/me', async (_request, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8');
  reply.header('cache-control', 'no-store');
  return body;
});
const url = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`OLIVE_LISTENING ${url}\n`);
process.once('SIGTERM', () => {
  app.close().then(() => process.exit(0));
});
