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
});
