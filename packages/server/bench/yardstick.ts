/**
 * What the load bench's yardsticks share (bench/bareFastify.ts, bench/floorFastify.ts) and what the
 * benches need to start and feed them: GET /api/me answered with the portal's body as the portal
 * sends it, and the action-log row the portal writes for that call.
 */
import path from 'node:path';
import { endpoints, type SessionUser } from '@olive/api';
import Fastify, { type FastifyRequest } from 'fastify';
import type { ActionLogEntry } from '../src/audit/actionLog';
import { type Child, serverDir, spawnListening } from './children';

const me = endpoints['auth.me'];

/** The user the log rows name: the signed-in user of the measured session. */
export type LoggedUser = Pick<SessionUser, 'id' | 'name' | 'email' | 'agencyCode'>;

/** The log entry the portal writes for GET /api/me answered 200 to `user` from `ip`. */
export function meLogEntry(user: LoggedUser, ip: string): ActionLogEntry {
  return {
    user: { id: user.id, name: user.name, email: user.email },
    agencyCode: user.agencyCode,
    ip,
    method: me.method,
    route: me.path,
    status: 200,
    description: me.description,
    target: null,
  };
}

/**
 * A child process's yardstick: GET /api/me answered with `body` and the portal's JSON content type,
 * after `before` (when given) has finished. It prints `OLIVE_LISTENING <url>` (bench/children.ts)
 * and on SIGTERM closes, then runs `onClose`.
 */
export async function serveMe(
  body: string,
  before?: (request: FastifyRequest) => Promise<void>,
  onClose: () => Promise<void> = async () => {},
): Promise<void> {
  const app = Fastify({ logger: false });
  app.get(me.path, async (request, reply) => {
    await before?.(request);
    reply.header('content-type', 'application/json; charset=utf-8');
    reply.header('cache-control', 'no-store');
    return body;
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  process.stdout.write(`OLIVE_LISTENING ${url}\n`);
  process.once('SIGTERM', () => {
    app
      .close()
      .then(onClose)
      .then(() => process.exit(0));
  });
}

/**
 * Starts the floor (bench/floorFastify.ts) answering `body`, its log rows naming `user`, in the
 * database at `databaseUrl` or else a PGlite directory of its own (`dataDir`).
 */
export function spawnFloor(
  body: string,
  user: LoggedUser,
  db: { dataDir: string; databaseUrl?: string },
): Promise<Child> {
  return spawnListening(path.join(serverDir, 'bench/floorFastify.ts'), {
    BARE_BODY: body,
    FLOOR_LOG_USER: JSON.stringify({ id: user.id, name: user.name, email: user.email, agencyCode: user.agencyCode }),
    FLOOR_DATA_DIR: db.dataDir,
    DATABASE_URL: db.databaseUrl ?? '',
  });
}
