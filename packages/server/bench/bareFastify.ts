/**
 * The yardstick of bench/load.ts: Fastify alone, in its own process, answering GET /api/me with the
 * very body the portal answered (BARE_BODY) and the same JSON content type — no cookie, session,
 * guard, validation, database or log. What the portal reaches of this is its overhead's measure.
 */
import { serveMe } from './yardstick';

await serveMe(process.env.BARE_BODY ?? '{}');
