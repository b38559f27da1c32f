import { describe, expect, it } from 'vitest';
import { LogFlusher, LogFlusherClosed, LogQueueFull } from './logFlusher';

/** A writer whose INSERTs finish when the test says so. */
function gatedWriter() {
  const calls: number[][] = [];
  const gates: Array<{ resolve: () => void; reject: (e: Error) => void }> = [];
  const write = (rows: number[]) =>
    new Promise<void>((resolve, reject) => {
      calls.push(rows);
      gates.push({ resolve, reject });
    });
  return { calls, gates, write };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** Lets the event loop turn (setImmediate after setImmediate) until `ms` have passed. */
async function turnFor(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) await tick();
}

/** A writer that takes `ms` per INSERT and records each batch. */
function slowWriter(ms: number) {
  const batches: number[][] = [];
  const write = async (rows: number[]) => {
    batches.push(rows);
    await new Promise((resolve) => setTimeout(resolve, ms));
  };
  return { batches, write };
}

const gathering = { maxQueue: 100, maxBatch: 1000, maxInFlight: 1, gather: { quiet: 0.25, max: 1 } };

describe('LogFlusher', () => {
  it('writes a lone row at once and the rows that wait meanwhile in one batch', async () => {
    const w = gatedWriter();
    const f = new LogFlusher(w.write, { maxQueue: 100, maxBatch: 1000, maxInFlight: 1 });
    let done = 0;
    const first = f.append(1).then(() => done++);
    await tick();
    expect(w.calls).toEqual([[1]]);
    const rest = [2, 3, 4].map((n) => f.append(n).then(() => done++));
    await tick();
    expect(w.calls).toHaveLength(1); // one INSERT in flight at a time
    expect(done).toBe(0); // nobody is released before the commit
    w.gates[0]?.resolve();
    await first;
    await tick();
    expect(w.calls[1]).toEqual([2, 3, 4]);
    expect(done).toBe(1);
    w.gates[1]?.resolve();
    await Promise.all(rest);
    expect(done).toBe(4);
    expect(f.stats).toMatchObject({ batches: 2, rows: 4, largestBatch: 3 });
  });

  it('refuses a row when the queue is full, and fails every request of a failed batch', async () => {
    const w = gatedWriter();
    const f = new LogFlusher(w.write, { maxQueue: 2, maxBatch: 1000, maxInFlight: 1 });
    const inFlight = f.append(1);
    await tick();
    const queued = [f.append(2), f.append(3)];
    await expect(f.append(4)).rejects.toBeInstanceOf(LogQueueFull);
    w.gates[0]?.reject(new Error('disk full'));
    await expect(inFlight).rejects.toThrow('disk full');
    await tick();
    w.gates[1]?.reject(new Error('still full'));
    for (const q of queued) await expect(q).rejects.toThrow('still full');
    expect(f.stats.refused).toBe(1);
  });

  it('cuts batches at maxBatch, and close() waits for what is queued', async () => {
    const sizes: number[] = [];
    const f = new LogFlusher(
      async (rows: number[]) => {
        sizes.push(rows.length);
      },
      { maxQueue: 100, maxBatch: 3, maxInFlight: 2 },
    );
    const all = Array.from({ length: 8 }, (_, n) => f.append(n));
    await f.close();
    await Promise.all(all);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(8);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(3);
    await expect(f.append(9)).rejects.toBeInstanceOf(LogFlusherClosed);
  });

  it('under load (gather), a batch waits for the rows that come moments after the last one; idle, a lone row goes at once', async () => {
    const w = slowWriter(4);
    const f = new LogFlusher(w.write, gathering);
    // Idle: the lone row is written at the next turn, with no wait.
    const lone = f.append(1);
    await tick();
    expect(w.batches).toEqual([[1]]);
    await lone;
    // A batch has just ended: rows a turn or two apart (well under a quarter of its 4 ms) make one.
    const rows = [f.append(2)];
    await tick();
    rows.push(f.append(3));
    await tick();
    await tick();
    rows.push(f.append(4));
    await Promise.all(rows);
    expect(w.batches.slice(1)).toEqual([[2, 3, 4]]);
  });

  it('without gather the same rows split into batches, and with it the wait ends after one INSERT time', async () => {
    const plain = slowWriter(4);
    const f = new LogFlusher(plain.write, { maxQueue: 100, maxBatch: 1000, maxInFlight: 1 });
    await f.append(1);
    const rows = [f.append(2)];
    await tick();
    rows.push(f.append(3));
    await Promise.all(rows);
    expect(plain.batches.slice(1)).toEqual([[2], [3]]);

    // Rows that never stop coming are written after at most one INSERT's time (4 ms), not held.
    const busy = slowWriter(4);
    const g = new LogFlusher(busy.write, gathering);
    await g.append(0);
    const stream: Promise<void>[] = [];
    const until = performance.now() + 30;
    let n = 1;
    while (performance.now() < until) {
      stream.push(g.append(n++));
      await turnFor(0.1);
    }
    await Promise.all(stream);
    expect(busy.batches.length).toBeGreaterThan(3);
    expect(busy.batches.flat()).toEqual(Array.from({ length: n }, (_, i) => i));
  });
});
