import { describe, expect, it } from 'vitest';
import { CsvCompareError, compareCsvInWorker } from './csvCompare';
import { csvRowChanges } from './csvRowChanges';

const header = '"管理番号","契約者名","金額（円）"\r\n';
/** A statement CSV of `rows` rows keyed by 管理番号; `variant` changes one row in 50. */
const statement = (rows: number, variant = 0) => {
  const lines = [`\uFEFF${header}`];
  for (let n = 0; n < rows; n++)
    lines.push(`"OL${n}","山田 太郎 ${n % 97}","${n * 10 + (n % 50 === 0 ? variant : 0)}"\r\n`);
  return lines.join('');
};

/** Bytes as a stream gives them, in pieces of `size`. */
async function* chunks(bytes: Buffer, size = 64 * 1024) {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

const utf8 = (text: string | Buffer) => ({ chunks: chunks(Buffer.from(text)), encoding: 'utf-8' as const });

describe('compareCsvInWorker', () => {
  it('counts as csvRowChanges does, and undefined when a file is not CSV', async () => {
    const before = statement(300);
    const after = statement(320, 1).replace('"OL7",', '"OL7b",');
    expect(await compareCsvInWorker(utf8(before), utf8(after))).toEqual(csvRowChanges(before, after));
    expect(await compareCsvInWorker(utf8(before), utf8('a\r\n"b,c\r\n'))).toBeUndefined();
  });

  it('leaves the event loop free while it reads: no pause near the length of the comparison', async () => {
    // The worker started and its code loaded, so only the comparison itself is timed.
    await compareCsvInWorker(utf8(statement(10)), utf8(statement(10)));
    const rows = 60_000;
    // Made before the clock starts: only the comparison runs while the pauses are timed.
    const before = Buffer.from(statement(rows));
    const after = Buffer.from(statement(rows, 1));
    let longest = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 5);
    const start = performance.now();
    const changes = await compareCsvInWorker(utf8(before), utf8(after));
    const took = performance.now() - start;
    clearInterval(ticker);
    // A pause still going on when the comparison ends counts too.
    longest = Math.max(longest, performance.now() - last);
    expect(changes).toEqual({ added: 0, removed: 0, changed: rows / 50 });
    // Read on this thread in one call, the longest pause would be most of the comparison.
    expect(longest).toBeLessThan(took / 3);
  });

  it('fails with CsvCompareError, not a hang, when the worker dies or takes too long', async () => {
    const dies = new URL('data:text/javascript,process.exit(3)');
    await expect(compareCsvInWorker(utf8(statement(10)), utf8(statement(10)), { workerUrl: dies })).rejects.toThrow(
      CsvCompareError,
    );
    const hangs = new URL('data:text/javascript,setInterval(() => {}, 1000)');
    await expect(
      compareCsvInWorker(utf8(statement(10)), utf8(statement(10)), { workerUrl: hangs, timeoutMs: 200 }),
    ).rejects.toThrow(CsvCompareError);
    // The next comparison gets a sound worker and its turn.
    expect(await compareCsvInWorker(utf8(statement(10)), utf8(statement(10)))).toEqual({
      added: 0,
      removed: 0,
      changed: 0,
    });
  });
});
