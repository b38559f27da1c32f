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
}

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

  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.options.maxInFlight) return;
    this.scheduled = true;
    // Rows queued in the same turn of the event loop go in together.
    setImmediate(() => {
      this.scheduled = false;
      this.pump();
    });
  }

  private pump(): void {
    while (this.queue.length > 0 && this.inFlight < this.options.maxInFlight) {
      const batch = this.queue.splice(0, this.options.maxBatch);
      this.inFlight++;
      this.stats.batches++;
      this.stats.rows += batch.length;
      if (batch.length > this.stats.largestBatch) this.stats.largestBatch = batch.length;
      this.write(batch.map((w) => w.row)).then(
        () => {
          for (const w of batch) w.resolve();
          this.settled();
        },
        (error: unknown) => {
          for (const w of batch) w.reject(error);
          this.settled();
        },
      );
    }
  }

  private settled(): void {
    this.inFlight--;
    if (this.queue.length > 0) {
      this.pump();
      return;
    }
    if (this.inFlight === 0) {
      for (const resolve of this.idle.splice(0)) resolve();
    }
  }
}
