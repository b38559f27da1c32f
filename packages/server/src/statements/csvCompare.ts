import { setImmediate as nextTurn } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { CsvRowChanges } from '@olive/api';

export type CsvEncoding = 'utf-8' | 'shift_jis';

/** What the main thread sends the comparison worker (csvCompareWorker.ts). */
export type CompareMessage =
  | { type: 'start'; encodings: [CsvEncoding, CsvEncoding] }
  | { type: 'chunk'; side: 0 | 1; chunk: Uint8Array }
  | { type: 'end'; side: 0 | 1 };

/** What it answers: a chunk read, or the counts (null when either file is not CSV). */
export type CompareAnswer = { type: 'ack'; side: 0 | 1 } | { type: 'done'; changes: CsvRowChanges | null };

/** A comparison that did not finish: its worker died, could not start, or took too long. */
export class CsvCompareError extends Error {}

/**
 * Comparisons in progress at once, per server process. One: a comparison keeps a core busy for a
 * few seconds, and on the two cores the portal is sized for the other one stays with the event
 * loop (every other request, PGlite's queries); a second dry run waits its turn instead of slowing
 * everyone (docs/adr/0155-dry-run-off-the-event-loop.md).
 */
export const COMPARE_SLOTS = 1;
/**
 * How long one comparison may take, from its turn: a 20 MiB pair takes a few seconds on a quiet
 * machine and under a minute on a loaded one; past this the worker is ended and the dry run answers
 * with an error instead of hanging.
 */
export const COMPARE_TIMEOUT_MS = 120_000;
/** How long an idle worker is kept for the next comparison (a zip's next entry, a second try). */
const IDLE_MS = 30_000;
/** Chunks of one side sent and not yet read: the worker's queue stays small whatever the pace. */
const IN_FLIGHT = 4;

const WORKER_URL = new URL('./csvCompareWorker.mjs', import.meta.url);
/**
 * The worker's heap: a young generation of 8 MB instead of V8's default (which let it reach about
 * 40 MB of a 278,000-row comparison's peak: short-lived strings, collected more often now at the
 * same speed), and an old generation capped well above what a 20 MiB file needs (its digest is
 * in typed arrays outside the heap; a single 20 MiB field takes under 100 MB), so a file that would
 * take more ends the worker and fails the comparison instead of growing the portal
 * (docs/adr/0155-dry-run-off-the-event-loop.md).
 */
const RESOURCE_LIMITS = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 128 };

let running = 0;
const waiting: Array<() => void> = [];

async function takeSlot(): Promise<void> {
  if (running < COMPARE_SLOTS) {
    running++;
    return;
  }
  // The slot is handed over by the comparison that leaves it (running stays counted).
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function leaveSlot(): void {
  const next = waiting.shift();
  if (next) next();
  else running--;
}

/** The idle worker kept for reuse, and its timer. */
let idle: { worker: Worker; timer: NodeJS.Timeout } | null = null;

function takeWorker(url: URL): Worker {
  if (idle && url === WORKER_URL) {
    const { worker, timer } = idle;
    idle = null;
    clearTimeout(timer);
    return worker;
  }
  const worker = new Worker(url, { resourceLimits: RESOURCE_LIMITS });
  // Failures of a comparison are handled by it (compare); an idle worker that fails is forgotten.
  worker.on('error', () => {});
  worker.on('exit', () => {
    if (idle?.worker !== worker) return;
    clearTimeout(idle.timer);
    idle = null;
  });
  return worker;
}

function keepWorker(worker: Worker, url: URL): void {
  if (url !== WORKER_URL || idle) {
    void worker.terminate();
    return;
  }
  const timer = setTimeout(() => {
    if (idle?.worker === worker) idle = null;
    void worker.terminate();
  }, IDLE_MS);
  timer.unref();
  worker.unref();
  idle = { worker, timer };
}

/**
 * Starts the worker ahead of a comparison (it takes about a second to load on a busy machine), so
 * it loads while the upload is still being checked; kept idle like any other.
 */
export function warmCompareWorker(): void {
  if (idle || running > 0) return;
  keepWorker(takeWorker(WORKER_URL), WORKER_URL);
}

/** A copy of a chunk in a buffer of its own, to hand to the worker (a Buffer may share a larger one). */
const own = (chunk: Uint8Array) => new Uint8Array(chunk);

/**
 * How the rows of `after` differ from those of `before` (digestChanges), both read as streams and
 * compared in a worker thread, so the event loop only passes bytes along: undefined when either is
 * not CSV. Rejects with CsvCompareError when the worker fails or the comparison takes longer than
 * `timeoutMs`; at most COMPARE_SLOTS comparisons run at once, the others wait their turn.
 */
export async function compareCsvInWorker(
  before: { chunks: AsyncIterable<Uint8Array>; encoding: CsvEncoding },
  after: { chunks: AsyncIterable<Uint8Array>; encoding: CsvEncoding },
  options: { timeoutMs?: number; workerUrl?: URL } = {},
): Promise<CsvRowChanges | undefined> {
  const url = options.workerUrl ?? WORKER_URL;
  await takeSlot();
  try {
    return await compare(before, after, url, options.timeoutMs ?? COMPARE_TIMEOUT_MS);
  } finally {
    leaveSlot();
  }
}

async function compare(
  before: { chunks: AsyncIterable<Uint8Array>; encoding: CsvEncoding },
  after: { chunks: AsyncIterable<Uint8Array>; encoding: CsvEncoding },
  url: URL,
  timeoutMs: number,
): Promise<CsvRowChanges | undefined> {
  const worker = takeWorker(url);
  worker.ref();
  const inFlight = [0, 0];
  const acked: Array<(() => void) | null> = [null, null];
  let failure: CsvCompareError | null = null;
  let resolve: (changes: CsvRowChanges | null) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const done = new Promise<CsvRowChanges | null>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  const fail = (why: string) => {
    failure ??= new CsvCompareError(why);
    reject(failure);
    for (const wake of acked) wake?.();
  };
  const onMessage = (message: CompareAnswer) => {
    if (message.type === 'done') return resolve(message.changes);
    inFlight[message.side] = (inFlight[message.side] ?? 1) - 1;
    acked[message.side]?.();
  };
  const onError = (error: Error) => fail(`the comparison worker failed: ${error.message}`);
  const onExit = (code: number) => fail(`the comparison worker exited (${code})`);
  worker.on('message', onMessage);
  worker.on('error', onError);
  worker.on('exit', onExit);
  const timer = setTimeout(() => fail(`the comparison took longer than ${timeoutMs} ms`), timeoutMs);

  /** Streams one side to the worker, never more than IN_FLIGHT chunks ahead of its reading. */
  const send = async (side: 0 | 1, chunks: AsyncIterable<Uint8Array>) => {
    for await (const chunk of chunks) {
      while (!failure && (inFlight[side] ?? 0) >= IN_FLIGHT) {
        await new Promise<void>((resolve) => {
          acked[side] = resolve;
        });
        acked[side] = null;
      }
      if (failure) return;
      const copy = own(chunk);
      inFlight[side] = (inFlight[side] ?? 0) + 1;
      worker.postMessage({ type: 'chunk', side, chunk: copy } satisfies CompareMessage, [copy.buffer]);
      // A source whose reads settle at once (PGlite's queries run on this thread) would otherwise
      // chain them as microtasks, and the event loop would not take another request until the end.
      await nextTurn();
    }
    if (!failure) worker.postMessage({ type: 'end', side } satisfies CompareMessage);
  };

  try {
    worker.postMessage({ type: 'start', encodings: [before.encoding, after.encoding] } satisfies CompareMessage);
    const [changes] = await Promise.all([
      done,
      // A source that fails (a corrupt entry) fails the comparison; the other stops at its next chunk.
      Promise.all([send(0, before.chunks), send(1, after.chunks)]).catch((error: Error) => {
        fail(`a file could not be read: ${error.message}`);
      }),
    ]);
    return changes ?? undefined;
  } finally {
    clearTimeout(timer);
    worker.off('message', onMessage);
    worker.off('error', onError);
    worker.off('exit', onExit);
    if (failure) void worker.terminate();
    else keepWorker(worker, url);
  }
}
