import { LogFlusher } from './audit/logFlusher';
import { AuditVerifier } from './audit/verify';
import { SessionCache } from './auth/sessionCache';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database, Db, LogRow } from './db';
import { HeavyWork } from './http/heavy';
import type { Transport } from './outbox';

/** What every route and service needs: settings, the database, the clock and the outbox. */
export interface ServerContext {
  config: Config;
  database: Database;
  /**
   * The pool or the PGlite instance, for reads. A write route works in the transaction it is given
   * (`tx`, http/route `defineWriteRoute`), never here: on PGlite a statement here would wait for it.
   */
  db: Db;
  clock: Clock;
  transport: Transport;
  /** Sessions (user, agency, IP list) served to GET requests for at most 2 s (auth/sessionCache). */
  sessionCache: SessionCache;
  /** The group commit of the log rows of requests that only read (audit/logFlusher). */
  logFlusher: LogFlusher<LogRow>;
  /** The seal chain's verification for the log screen (audit/verify). */
  auditVerifier: AuditVerifier;
  /** The line of whole-table downloads (http/heavy). */
  heavyWork: HeavyWork;
}

/**
 * The group commit of an instance's read log rows into `database` (also the load bench's floor,
 * bench/floorFastify.ts, so that the yardstick writes its rows exactly as the portal does).
 */
export function logFlusherFor(database: Database, maxQueue: number): LogFlusher<LogRow> {
  return new LogFlusher<LogRow>((rows) => database.insertLogRows(rows), {
    maxQueue,
    maxBatch: 1000,
    // One batch at a time: the rows that arrive while it commits make the next, bigger batch. PGlite
    // runs one statement at a time anyway; on PostgreSQL two in flight halved the batches (2.9 rows
    // against 5 at 10 connections) and cost the server 12 % of its throughput in the load bench.
    maxInFlight: 1,
  });
}

/** Downloads that may wait for their turn; one more is refused (503). */
const HEAVY_LINE = 50;

/**
 * Downloads at once: HEAVY_DOWNLOADS, and on PostgreSQL at most half the pool, so that requests
 * always find a free connection while the downloads hold theirs (docs/adr/0110-streamed-exports.md).
 */
function heavyShare(config: Config, database: Database): number {
  const cap = database.kind === 'postgres' ? Math.floor(config.dbPoolSize / 2) : config.heavyDownloads;
  return Math.max(1, Math.min(config.heavyDownloads, cap));
}

/** A context with its own session cache and log flusher (one per server instance). */
export function createServerContext(parts: {
  config: Config;
  database: Database;
  clock: Clock;
  transport: Transport;
}): ServerContext {
  const { config, database } = parts;
  return {
    ...parts,
    db: database.db,
    // Off until the invalidation channel is listening (plugins/requestTx starts it).
    sessionCache: new SessionCache(config.sessionCacheMs, undefined, false),
    auditVerifier: new AuditVerifier(
      () => database.db,
      () => parts.clock.now(),
    ),
    logFlusher: logFlusherFor(database, config.logQueueMax),
    heavyWork: new HeavyWork(heavyShare(config, database), HEAVY_LINE),
  };
}
