import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, protocol, types } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverRoot } from '../config';
import { insertLogRowsSql, type LogRow, logRowsJson } from './actionLogRow';
import { CACHE_CHANNEL, type Listener, type ListenHandlers, listenPglite, listenPostgres } from './notify';
import * as schema from './schema';

/**
 * bytea in PostgreSQL's hex format, by Buffer's native codec. PGlite's own turns each byte into a
 * string of its own and back (`Array.from(bytes).map(…)`, `parseInt` per pair): seeding the demo
 * statements spent 30 % of its time there, and every statement upload and download on PGlite paid
 * the same per byte.
 */
export function byteaToHex(value: unknown): string {
  if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
  return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
}

/** The inverse of byteaToHex: `\x0aff…` (bytea_output = hex, PostgreSQL's default) to its bytes. */
export function byteaFromHex(text: string): Buffer {
  if (!text.startsWith('\\x')) throw new Error('bytea not in hex format');
  return Buffer.from(text.slice(2), 'hex');
}

/**
 * PGlite's buffer cache. Its default, PostgreSQL's 128 MB, sits in PGlite's WebAssembly memory,
 * resident from the start and never given back: the portal idled at about 480 of its 512 MB, and
 * dry runs and downloads took it past (docs/performance.md). A block the cache does not hold is read
 * through Node from the operating system's page cache (docs/adr/0190-pglite-buffer-cache.md).
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

/**
 * PGlite's own start parameters (single-user mode, fsync off as
 * docs/adr/0023-pglite-is-the-single-process-reference.md records, no parallel workers) and the
 * smaller cache after them: a list given to PGlite replaces its defaults.
 */
const pgliteStartParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];

/**
 * The database as every route and service sees it: drizzle's PostgreSQL database over either
 * driver (node-postgres or PGlite), or a transaction of it (PgTransaction is a PgDatabase).
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

function hasRows<T>(result: unknown): result is { rows: T[] } {
  return typeof result === 'object' && result !== null && Array.isArray((result as { rows?: unknown }).rows);
}

/** The rows of raw SQL, on either driver (both answer `execute` with `{ rows }`). */
export async function sqlRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (!hasRows<T>(result)) throw new Error('the driver answered raw SQL without rows');
  return result.rows;
}

export interface Database {
  /**
   * The pool or the PGlite instance. A write request works in its own transaction instead, which
   * its route receives as `tx` (http/route `defineWriteRoute`, plugins/requestTx).
   */
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL (both drivers). */
  exec: (sql: string) => Promise<void>;
  /**
   * Appends rows to the action log in one statement and one commit (the group commit of reads):
   * `INSERT … SELECT … FROM jsonb_array_elements($1)`, one statement text for any number of rows,
   * prepared once per connection on PostgreSQL and once on PGlite.
   */
  insertLogRows: (rows: LogRow[]) => Promise<void>;
  /** Listens for the session cache's invalidations (NOTIFY olive_session_cache). */
  listenCache: (handlers: ListenHandlers) => Promise<Listener>;
  close: () => Promise<void>;
  /** The embedded instance, for dumps in tests. */
  pglite?: PGlite;
  /** The PostgreSQL pool, for what drizzle does not do (COPY … TO STDOUT of the contracts export). */
  pool?: pg.Pool;
}

const migrationsFolder = path.join(serverRoot, 'drizzle');

const JSONB_OID = 3802;

/**
 * The log batch on PGlite in one trip into the database: Bind, Execute and Sync of a statement
 * parsed once (Parse too, the first time), sent as one protocol message. PGlite's `query()` makes
 * six separate trips for the same work (parse, describe, bind, describe, execute, sync), which
 * was a third of the server's CPU under load. It holds both of PGlite's locks, as `query()` does,
 * so it never runs inside another request's open transaction.
 */
function pgliteLogInserter(client: PGlite): (rows: LogRow[]) => Promise<void> {
  const { serialize } = protocol;
  const name = 'olive_log_batch';
  let parsed = false;
  return (rows) =>
    client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const parts: Uint8Array[] = [];
        // Close first: a Parse whose batch then failed may have left the statement behind.
        if (!parsed) {
          parts.push(
            serialize.close({ type: 'S', name }),
            serialize.parse({ name, text: insertLogRowsSql, types: [JSONB_OID] }),
          );
        }
        parts.push(
          serialize.bind({ statement: name, values: [logRowsJson(rows)] }),
          serialize.execute({}),
          serialize.sync(),
        );
        const message = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
        let at = 0;
        for (const part of parts) {
          message.set(part, at);
          at += part.length;
        }
        // syncToFs: false — on a Node data directory (NODEFS) PGlite's sync step does nothing, the
        // commit's writes already reached the files; skipping it saves a lock and a turn per batch.
        await client.execProtocol(message, { syncToFs: false });
        parsed = true;
      }),
    );
}

/**
 * Connections per server instance on PostgreSQL (DB_POOL_SIZE); docs/server.md has the rule for N
 * instances. Each instance also holds one more connection, for LISTEN.
 */
export const DEFAULT_POOL_SIZE = 10;

// int8 (bigint, count(*)) arrives as text from node-postgres; the schema keeps ids in int range.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

/** Where PGlite keeps its database inside the server's data directory. */
export function pgliteDataDir(dataDir: string): string {
  return path.join(dataDir, 'pgdata');
}

/** Opens PGlite in `dataDir/pgdata`, or PostgreSQL at `databaseUrl`, and applies the migrations. */
export async function openDatabase(options: {
  dataDir: string;
  databaseUrl?: string | undefined;
  loadDataDir?: Blob;
  poolSize?: number;
}): Promise<Database> {
  if (options.databaseUrl) {
    const databaseUrl = options.databaseUrl;
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
      application_name: 'olive-server',
      // A request transaction left open (a handler that never ends) cannot hold its locks forever.
      idle_in_transaction_session_timeout: 60_000,
      // No parallel workers for the portal's queries: they are short and LIMITed, and a
      // parallel plan pays for starting its workers and takes cores from the other requests
      // (docs/adr/0019-no-parallel-query.md).
      // Named statements planned for their values each time (db/prepared): a plan made once for any
      // agency, status or date would be chosen without knowing that one agency holds a million
      // contracts and another ten; planning these short queries costs less than parsing them did.
      options: '-c max_parallel_workers_per_gather=0 -c plan_cache_mode=force_custom_plan',
    });
    // An idle client's connection can end under it (a restart, a failover, pg_terminate_backend, a
    // dropped test database): the pool discards that client and connects again on the next query.
    // Without a listener, Node would take the pool's 'error' event as uncaught and stop the process.
    pool.on('error', (error) => {
      console.warn(`[db] an idle database connection ended: ${error.message}`);
    });
    const nodeDb = drizzleNodePg(pool, { schema });
    await migrateNodePg(nodeDb, { migrationsFolder });
    const db: Db = nodeDb;
    return {
      db,
      kind: 'postgres',
      exec: async (sql) => {
        await pool.query(sql);
      },
      insertLogRows: async (rows) => {
        await pool.query({ name: 'olive_log_batch', text: insertLogRowsSql, values: [logRowsJson(rows)] });
      },
      listenCache: async (handlers) => listenPostgres(databaseUrl, CACHE_CHANNEL, handlers),
      close: () => pool.end(),
      pool,
    };
  }
  const dir = pgliteDataDir(options.dataDir);
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create({
    dataDir: dir,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    startParams: pgliteStartParams,
    serializers: { [types.BYTEA]: byteaToHex },
    parsers: { [types.BYTEA]: byteaFromHex },
  });
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  const db: Db = pgliteDb;
  return {
    db,
    kind: 'pglite',
    exec: async (sql) => {
      await client.exec(sql);
    },
    insertLogRows: pgliteLogInserter(client),
    listenCache: (handlers) => listenPglite(client, CACHE_CHANNEL, handlers),
    close: () => client.close(),
    pglite: client,
  };
}

export type { LogRecord, LogRow } from './actionLogRow';
export { schema };
