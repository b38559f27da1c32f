import { endpoints } from '@olive/api';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import type { Db, LogRow } from '../db';
import { actionLogs } from '../db/schema';
import { type DbScope, runInScope } from '../db/scope';
import type { RouteAccessConfig } from '../http';
import { type ActionLogEntry, toLogRow } from '../services/actionLog';
import type { Listener } from '../services/notify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The transaction of a write request (every method but GET and HEAD), open until its log row commits. */
    requestTx: RequestTransaction | null;
  }
}

const ROLLBACK = Symbol('rollback');

/**
 * One request's transaction, held open across Fastify's hooks: begun before the guard's checks,
 * used by the guard and the handler (as `ctx.db`, through db/scope), ended by `recordRequest` once
 * the request's log row is in it.
 */
export class RequestTransaction {
  private finish: (outcome: 'commit' | 'rollback') => void = () => {};
  private ended: Promise<void> = Promise.resolve();
  readonly scope: DbScope<Db> = { db: null };
  private state: 'open' | 'ending' | 'ended' = 'open';

  private constructor() {}

  static async begin(root: Db): Promise<RequestTransaction> {
    const t = new RequestTransaction();
    const outcome = new Promise<'commit' | 'rollback'>((resolve) => {
      t.finish = resolve;
    });
    let began!: (tx: Db) => void;
    const ready = new Promise<Db>((resolve) => {
      began = resolve;
    });
    t.ended = root.transaction(async (tx) => {
      began(tx as unknown as Db);
      if ((await outcome) === 'rollback') throw ROLLBACK;
    });
    // BEGIN itself may fail (no connection): then `ended` rejects before `ready` resolves.
    const tx = await Promise.race([ready, t.ended.then(() => Promise.reject(new Error('transaction did not begin')))]);
    t.scope.db = tx;
    return t;
  }

  get isOpen(): boolean {
    return this.state === 'open';
  }

  /** The transaction's database (only while it is open). */
  get db(): Db {
    if (!this.scope.db) throw new Error('the request transaction has ended');
    return this.scope.db;
  }

  /** COMMIT; resolves once PostgreSQL has answered it, rejects when it failed (nothing was kept). */
  async commit(): Promise<void> {
    if (this.state !== 'open') return this.ended;
    this.close();
    this.finish('commit');
    await this.ended;
  }

  /** ROLLBACK; never rejects. */
  async rollback(): Promise<void> {
    if (this.state !== 'open') {
      await this.ended.catch(() => {});
      return;
    }
    this.close();
    this.finish('rollback');
    await this.ended.catch(() => {});
  }

  private close(): void {
    this.state = 'ending';
    // From here on `ctx.db` in anything the request started (a CSV stream) is the pool again.
    this.scope.db = null;
    this.ended = this.ended.finally(() => {
      this.state = 'ended';
    });
  }
}

/** The in-transaction log insert: a named statement on PostgreSQL, the changed cache keys returned. */
function insertInTransaction(tx: Db, row: LogRow) {
  const p = (name: keyof LogRow) => sql.placeholder(name);
  return tx
    .insert(actionLogs)
    .values({
      createdAt: p('createdAt'),
      userId: p('userId'),
      userName: p('userName'),
      userEmail: p('userEmail'),
      agencyCode: p('agencyCode'),
      ip: p('ip'),
      method: p('method'),
      route: p('route'),
      status: p('status'),
      description: p('description'),
      target: p('target'),
    })
    .returning({ cacheKeys: sql<string | null>`current_setting('olive.cache_keys', true)` })
    .prepare('olive_log_in_tx')
    .execute({ ...row });
}

/**
 * Writes a request's action-log row, and resolves only once it is committed; the guard sends the
 * answer after that, and withholds it (503) when this rejects.
 *
 * - A write request (its transaction open): the row is inserted in the request's own transaction
 *   and COMMIT carries the mutation and its row together, both or neither. The keys the
 *   transaction changed (migration 0002's triggers) leave this instance's session cache before
 *   the answer does. A request that failed (5xx) keeps nothing: ROLLBACK, then its row alone.
 * - Any other request: the row joins the group commit of the log flusher.
 */
export async function recordRequest(ctx: ServerContext, request: FastifyRequest, entry: ActionLogEntry): Promise<void> {
  const row = toLogRow(entry, ctx.clock.now());
  const tx = request.requestTx;
  if (tx?.isOpen) {
    if (row.status < 500) {
      let cacheKeys: string | null = null;
      try {
        const [result] = await insertInTransaction(tx.db, row);
        cacheKeys = result?.cacheKeys ?? null;
      } catch (error) {
        await tx.rollback();
        throw error;
      }
      await tx.commit();
      ctx.sessionCache.invalidateList(cacheKeys);
      return;
    }
    await tx.rollback();
  }
  await ctx.logFlusher.append(row);
}

function isWriteRoute(request: FastifyRequest): boolean {
  const key = (request.routeOptions.config as RouteAccessConfig | undefined)?.endpointKey;
  return key !== undefined && endpoints[key].method !== 'GET' && request.method !== 'GET' && request.method !== 'HEAD';
}

/**
 * Registers, before the guard:
 * - the per-request transaction of every write endpoint: begun in the first preHandler (so the
 *   guard's own writes — rate-limit counters — and the handler's are in it), ended by
 *   `recordRequest` in the guard's onSend, i.e. before the answer leaves;
 * - the session cache's invalidation channel (LISTEN), started when the server is ready, and the
 *   log flusher drained when it closes.
 */
export function registerRequestTransactions(app: FastifyInstance, ctx: ServerContext): void {
  app.decorateRequest('requestTx', null);
  app.decorateRequest('sessionAgency', null);

  app.addHook('preHandler', (request, _reply, done) => {
    if (!isWriteRoute(request)) {
      done();
      return;
    }
    RequestTransaction.begin(ctx.database.rootDb).then(
      (tx) => {
        request.requestTx = tx;
        // Everything after this hook (the guard, the handler, their continuations) sees `tx` as ctx.db.
        runInScope(tx.scope, () => done());
      },
      (error: Error) => done(error),
    );
  });

  // The guard's onSend ends every write request's transaction with its row. One it did not record
  // (a request the log leaves out by design) is committed here, after the answer: it held no row.
  app.addHook('onResponse', async (request) => {
    const tx = request.requestTx;
    if (tx?.isOpen) {
      request.log.warn({ url: request.url }, 'request transaction still open after the answer: committed');
      await tx.commit().catch((error: unknown) => request.log.error({ err: error }, 'late commit failed'));
    }
  });

  let listener: Listener | null = null;
  app.addHook('onReady', async () => {
    listener = await ctx.database.listenCache({
      onMessage: (payload) => ctx.sessionCache.invalidate(payload.split(' ')),
      onState: (up) => ctx.sessionCache.setEnabled(up),
    });
  });
  app.addHook('onClose', async () => {
    ctx.sessionCache.setEnabled(false);
    await listener?.close();
    await ctx.logFlusher.close();
  });
}
