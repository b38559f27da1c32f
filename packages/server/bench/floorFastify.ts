/**
 * The second yardstick of bench/load.ts: the bare Fastify of bareFastify.ts plus the one piece of
 * work issue 16 forbids any portal to skip, that an answer leaves only once its action-log row is
 * durable. Each GET /api/me builds the row the portal writes for the same call (`toLogRow`, the same
 * user, agency, route and description, the caller's address), waits for it in the portal's own
 * group commit (`logFlusherFor` and the database's `insertLogRows`: one batch in flight, everything
 * queued meanwhile in the next), and then answers the same body. No cookie, session, guard,
 * validation or security headers.
 *
 * The database comes from the environment as the portal's does: DATABASE_URL (the bench's durable
 * PostgreSQL, the portal's own database), else a PGlite directory of its own (FLOOR_DATA_DIR: the
 * portal holds its directory open). What the portal reaches of this floor is what its own work costs;
 * what the floor reaches of the bare Fastify is the price of the durable row alone.
 */
import { endpoints } from '@olive/api';
import Fastify from 'fastify';
import { logFlusherFor } from '../src/context';
import { openDatabase } from '../src/db';
import { type ActionLogEntry, toLogRow } from '../src/services/actionLog';

const body = process.env.BARE_BODY ?? '{}';
const who = JSON.parse(process.env.FLOOR_LOG_USER ?? 'null') as {
  id: number;
  name: string;
  email: string;
  agencyCode: string | null;
} | null;
const dataDir = process.env.FLOOR_DATA_DIR;
if (!who || !dataDir) throw new Error('floorFastify: FLOOR_LOG_USER and FLOOR_DATA_DIR are required');

const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined });
const flusher = logFlusherFor(database, 10_000);
const me = endpoints['auth.me'];
const entry: Omit<ActionLogEntry, 'ip' | 'status'> = {
  user: { id: who.id, name: who.name, email: who.email },
  agencyCode: who.agencyCode,
  method: me.method,
  route: me.path,
  description: me.description,
  target: null,
};

const app = Fastify({ logger: false });
app.get(me.path, async (request, reply) => {
  await flusher.append(toLogRow({ ...entry, ip: request.ip, status: 200 }, new Date()));
  reply.header('content-type', 'application/json; charset=utf-8');
  reply.header('cache-control', 'no-store');
  return body;
});
const url = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`OLIVE_LISTENING ${url}\n`);
process.once('SIGTERM', () => {
  app
    .close()
    .then(() => flusher.close())
    .then(() => database.close())
    .then(() => process.exit(0));
});
