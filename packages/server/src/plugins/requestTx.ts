import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type ActionLogEntry, toLogRow } from '../audit/actionLog';
import type { ServerContext } from '../context';
import type { Db, LogRow } from '../db';
import { logRowPlaceholders } from '../db/actionLogRow';
import type { Listener } from '../db/notify';
import { actionLogs } from '../db/schema';
import { discardUnlinkedFiles } from '../files/storage';

declare module 'fastify' {
  interface FastifyRequest {
    /** The transaction of a write request (every method but GET and HEAD), open until its log row commits. */
    requestTx: RequestTransaction | null;
    /** Files the request stored before its transaction (files/storage `putFile`), to be linked in it. */
    writtenFiles: number[] | null;
  }
}

/**
 * Notes a file a request stored before its transaction opened: once the transaction has ended,
 * committed or not, the request's files it did not link are deleted
 * (docs/adr/0151-files-written-before-the-transaction.md).
 */
export function noteWrittenFile(request: FastifyRequest, fileId: number): void {
  request.writtenFiles = [...(request.writtenFiles ?? []), fileId];
}

/** Deletes the request's files that nothing links; a failure is logged, and the sweep deletes them later. */
async function discardWrittenFiles(ctx: ServerContext, request: FastifyRequest): Promise<void> {
  const ids = request.writtenFiles;
  if (!ids?.length) return;
  request.writtenFiles = null;
  try {
    const n = await discardUnlinkedFiles(ctx.db, ids);
    if (n > 0) request.log.info({ files: n }, 'unlinked files of the request deleted');
  } catch (error) {
    request.log.error({ err: error }, 'deleting the request’s unlinked files failed; the sweep will');
  }
}

const ROLLBACK = Symbol('rollback');

/**
 * One request's transaction, held open from its route's handler to its log row: begun by
 * `openRequestTransaction` (http/route `defineWriteRoute`, once the input is parsed and the body read),
 * handed to the handler as `tx`, ended by `recordRequest` once the request's log row is in it.
 */
export class RequestTransaction {
  private finish: (outcome: 'commit' | 'rollback') => void = () => {};
  private ended: Promise<void> = Promise.resolve();
  private tx: Db | null = null;
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
      began(tx);
      if ((await outcome) === 'rollback') throw ROLLBACK;
    });
    // BEGIN itself may fail (no connection): then `ended` rejects before `ready` resolves.
    t.tx = await Promise.race([ready, t.ended.then(() => Promise.reject(new Error('transaction did not begin')))]);
    return t;
  }

  get isOpen(): boolean {
    return this.state === 'open';
  }

  /** The transaction's database (only while it is open). */
  get db(): Db {
    if (!this.tx) throw new Error('the request transaction has ended');
    return this.tx;
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
    this.tx = null;
    this.ended = this.ended.finally(() => {
      this.state = 'ended';
    });
  }
}

/**
 * Begins a write request's transaction on the pool or the PGlite instance and keeps it on the
 * request, where `recordRequest` finds it to write the request's log row before COMMIT.
 */
export async function openRequestTransaction(ctx: ServerContext, request: FastifyRequest): Promise<Db> {
  if (request.requestTx) throw new Error('the request already has a transaction');
  const tx = await RequestTransaction.begin(ctx.db);
  request.requestTx = tx;
  return tx.db;
}

/** The in-transaction log insert: a named statement on PostgreSQL, the changed cache keys returned. */
function insertInTransaction(tx: Db, row: LogRow) {
  return tx
    .insert(actionLogs)
    .values(logRowPlaceholders)
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
  try {
    await writeRow(ctx, request, entry);
  } finally {
    // The transaction has ended: what it did not link of the files the request stored goes.
    await discardWrittenFiles(ctx, request);
  }
}

async function writeRow(ctx: ServerContext, request: FastifyRequest, entry: ActionLogEntry): Promise<void> {
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

/**
 * Registers, before the guard:
 * - the request's transaction slot (`openRequestTransaction` fills it, `recordRequest` in the
 *   guard's onSend ends it before the answer leaves), and a last commit after the answer for a
 *   transaction nothing ended;
 * - the session cache's invalidation channel (LISTEN), started when the server is ready, and the
 *   log flusher drained when it closes.
 */
export function registerRequestTransactions(app: FastifyInstance, ctx: ServerContext): void {
  app.decorateRequest('requestTx', null);
  app.decorateRequest('writtenFiles', null);
  app.decorateRequest('sessionAgency', null);

  // The guard's onSend ends every write request's transaction with its row. One it did not record
  // (a request the log leaves out by design) is committed here, after the answer: it held no row.
  app.addHook('onResponse', async (request) => {
    const tx = request.requestTx;
    if (tx?.isOpen) {
      request.log.warn({ url: request.url }, 'request transaction still open after the answer: committed');
      await tx.commit().catch((error: unknown) => request.log.error({ err: error }, 'late commit failed'));
    }
    await discardWrittenFiles(ctx, request);
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
