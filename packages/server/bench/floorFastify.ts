/**
 * The second yardstick of bench/load.ts: the bare Fastify of bareFastify.ts plus the one piece of
 * work no portal may skip (docs/adr/0028-load-targets-against-the-durable-floor.md), that an answer leaves only once its action-log row is
 * durable. Each GET /api/me builds the row the portal writes for the same call (`meLogEntry`, the
 * same user, agency, route and description, the caller's address), waits for it in the portal's own
 * group commit (`logFlusherFor` and the database's `insertLogRows`: one batch in flight, everything
 * queued meanwhile in the next), and then answers the same body. No cookie, session, guard,
 * validation or security headers.
 *
 * The database comes from the environment as the portal's does: DATABASE_URL (the bench's durable
 * PostgreSQL, the portal's own database), else a PGlite directory of its own (FLOOR_DATA_DIR: the
 * portal holds its directory open). What the portal reaches of this floor is what its own work costs;
 * what the floor reaches of the bare Fastify is the price of the durable row alone.
 */

import { toLogRow } from '../src/audit/actionLog';
import { logFlusherFor } from '../src/context';
import { openDatabase } from '../src/db';
import { type LoggedUser, meLogEntry, serveMe } from './yardstick';

const who = JSON.parse(process.env.FLOOR_LOG_USER ?? 'null') as LoggedUser | null;
const dataDir = process.env.FLOOR_DATA_DIR;
if (!who || !dataDir) throw new Error('floorFastify: FLOOR_LOG_USER and FLOOR_DATA_DIR are required');

const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined });
const flusher = logFlusherFor(database, 10_000);
await serveMe(
  process.env.BARE_BODY ?? '{}',
  (request) => flusher.append(toLogRow(meLogEntry(who, request.ip), new Date())),
  async () => {
    await flusher.close();
    await database.close();
  },
);
