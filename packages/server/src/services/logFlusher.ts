/** The queue is full: the request is answered 503 (its row could not be taken in time). */
export class LogQueueFull extends Error {
  constructor() {
    super('action log queue is full');
  }
}

/** The flusher is closed (the server is stopping): nothing more is accepted. */
export class LogFlusherClosed extends Error {
  constructor() {
    super('action log flusher is closed');
  }
}

interface Waiting<R> {
  row: R;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export interface LogFlusherOptions {
  /** Rows waiting at most; one more is refused (`LogQueueFull`). */
  maxQueue: number;
  /** Rows per INSERT at most. */
  maxBatch: number;
  /** INSERTs in flight at once (PGlite: 1, it runs one statement at a time; PostgreSQL: a few). */
  maxInFlight: number;
  /**
   * Under load, how long a batch waits for more rows before it is written, as a share of how long
   * the last INSERT took: it is written once no row has come for `quiet` of that time, and after
   * `max` of it at the latest. Without it (or 0 and 0) a batch is written at the next turn of the
   * event loop. An idle flusher never waits: a lone row is written at the next turn.
   *
   * Only worth it where the INSERT blocks the event loop (PGlite runs in this thread): no request
   * is read while it runs, so the rows of the requests its answers let go arrive only after it.
   * Where it does not (PostgreSQL), rows keep queueing during the commit and a wait only adds
   * latency.
   */
  gather?: { quiet: number; max: number };
}

const NO_GATHER = { quiet: 0, max: 0 };

/**
 * The wait's bounds, in milliseconds, whatever the last INSERT took (on PGlite its time includes
 * waiting for a write request's transaction, which can be long): the quiet window, and the wait.
 */
const QUIET_MIN_MS = 0.02;
const QUIET_MAX_MS = 0.5;
const WAIT_MAX_MS = 2;

/**
 * Group commit for the action log of reads. A request queues its row and waits; whenever an INSERT
 * slot is free, everything queued (up to `maxBatch`) goes in one multi-row INSERT, one commit for
 * the whole batch, and each waiting request is released only once that commit has returned. Rows
 * that arrive while a batch is being committed form the next batch, so under load one commit (one
 * WAL flush with synchronous_commit on) carries many requests, and when idle a lone row is written
 * at once. A failed INSERT fails every request of its batch (they answer 503, never 200 without a
 * row). The queue is bounded: past `maxQueue` waiting rows a request is refused at once.
 */
export class LogFlusher<R> {
  private queue: Waiting<R>[] = [];
  private inFlight = 0;
  private scheduled = false;
  private closed = false;
  private idle: Array<() => void> = [];
  /** How long the last INSERT took, and when it ended (performance.now()): the measure of "under load". */
  private lastWriteMs = 0;
  private lastEndAt = Number.NEGATIVE_INFINITY;
  /** Batches and rows written, for the bench and the docs. */
  readonly stats = { batches: 0, rows: 0, largestBatch: 0, refused: 0 };

  constructor(
    private readonly write: (rows: R[]) => Promise<void>,
    private readonly options: LogFlusherOptions,
  ) {}

  /** Resolves once the row is committed; rejects with `LogQueueFull`, `LogFlusherClosed` or the INSERT's error. */
  append(row: R): Promise<void> {
    if (this.closed) return Promise.reject(new LogFlusherClosed());
    if (this.queue.length >= this.options.maxQueue) {
      this.stats.refused++;
      return Promise.reject(new LogQueueFull());
    }
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ row, resolve, reject });
      this.schedule();
    });
  }

  get pending(): number {
    return this.queue.length;
  }

  /** Stops taking rows and waits until everything queued is written (or has failed). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.queue.length === 0 && this.inFlight === 0) return;
    await new Promise<void>((resolve) => this.idle.push(resolve));
  }

  /**
   * Starts the next batch. Rows queued in the same turn of the event loop always go in together.
   * With `gather`, under load (a batch ended less than two INSERTs' time ago) it also waits for
   * more rows, as PostgreSQL's commit_delay does: the requests whose answers the last batch released
   * send their next ones within moments, and without a wait they would form a batch of their own,
   * so the connections split into two halves that take turns, each paying for a commit. The batch
   * waits turn by turn of the event loop (requests keep being served meanwhile), until no row has
   * come for `quiet` of the last INSERT's time, or for `max` of it at most.
   */
  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.options.maxInFlight) return;
    this.scheduled = true;
    const started = performance.now();
    const gather = this.options.gather ?? NO_GATHER;
    const underLoad = started - this.lastEndAt < 2 * this.lastWriteMs;
    const quiet = underLoad ? Math.min(QUIET_MAX_MS, Math.max(QUIET_MIN_MS, gather.quiet * this.lastWriteMs)) : 0;
    const max = underLoad ? Math.min(WAIT_MAX_MS, gather.max * this.lastWriteMs) : 0;
    let seen = this.queue.length;
    let grewAt = started;
    const turn = () => {
      const now = performance.now();
      if (this.queue.length !== seen) {
        seen = this.queue.length;
        grewAt = now;
      }
      const full = this.queue.length >= this.options.maxBatch;
      if (this.closed || full || now - grewAt >= quiet || now - started >= max) {
        this.scheduled = false;
        this.pump();
        return;
      }
      setImmediate(turn);
    };
    setImmediate(turn);
  }

  private pump(): void {
    while (this.queue.length > 0 && this.inFlight < this.options.maxInFlight) {
      const batch = this.queue.splice(0, this.options.maxBatch);
      this.inFlight++;
      this.stats.batches++;
      this.stats.rows += batch.length;
      if (batch.length > this.stats.largestBatch) this.stats.largestBatch = batch.length;
      const began = performance.now();
      this.write(batch.map((w) => w.row)).then(
        () => {
          for (const w of batch) w.resolve();
          this.settled(began);
        },
        (error: unknown) => {
          for (const w of batch) w.reject(error);
          this.settled(began);
        },
      );
    }
  }

  private settled(began: number): void {
    this.inFlight--;
    this.lastEndAt = performance.now();
    this.lastWriteMs = this.lastEndAt - began;
    if (this.queue.length > 0) {
      this.schedule();
      return;
    }
    if (this.inFlight === 0) {
      for (const resolve of this.idle.splice(0)) resolve();
    }
  }
}
