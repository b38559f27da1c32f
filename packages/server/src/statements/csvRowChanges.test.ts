import { describe, expect, it } from 'vitest';
import { csvDigest, csvRecords, csvRowChanges, digestChanges } from './csvRowChanges';

const header = '"管理番号","契約者名","金額（円）"';
const csv = (...rows: string[]) => `\uFEFF${[header, ...rows].join('\r\n')}\r\n`;

describe('csvRecords', () => {
  it('reads quoted commas, doubled quotes and line breaks inside quotes; LF or CRLF; no BOM, no blank lines', () => {
    expect(csvRecords('\uFEFFa,"b,c","say ""hi"""\r\n\r\n"line\r\nbreak",2\n3')).toEqual([
      ['a', 'b,c', 'say "hi"'],
      ['line\r\nbreak', '2'],
      ['3'],
    ]);
  });
});

describe('csvRowChanges', () => {
  it('matches rows by the first cell: changed, added and removed; the order does not count', () => {
    const before = csv('"OL1","山田 太郎","100"', '"OL2","佐藤 花子","200"', '"OL3","鈴木 一郎","300"');
    const after = csv('"OL3","鈴木 一郎","300"', '"OL1","山田 太郎","150"', '"OL4","田中 次郎","400"');
    expect(csvRowChanges(before, after)).toEqual({ added: 1, removed: 1, changed: 1 });
    expect(csvRowChanges(before, before.replace(/\r\n/g, '\n'))).toEqual({ added: 0, removed: 0, changed: 0 });
  });

  it('compares cells, not quoting: an unquoted copy of the same rows has no changes', () => {
    expect(csvRowChanges(csv('"OL1","山田","100"'), `${header}\nOL1,山田,100\n`)).toEqual({
      added: 0,
      removed: 0,
      changed: 0,
    });
  });

  it('without a unique first cell, compares whole rows as a multiset (an edit is a removal and an addition)', () => {
    const before = csv('"x","1"', '"x","1"', '"x","2"');
    const after = csv('"x","1"', '"x","3"');
    expect(csvRowChanges(before, after)).toEqual({ added: 1, removed: 2, changed: 0 });
  });

  it('compares as a multiset when a first cell is empty, wherever the row is', async () => {
    for (const before of [csv('"","1"', '"OL2","2"'), csv('"OL2","2"', '"","1"')]) {
      const after = before.replace('"2"', '"3"');
      expect(csvRowChanges(before, after)).toEqual({ added: 1, removed: 1, changed: 0 });
      const a = await csvDigest(pieces(Buffer.from(before), 5), 'utf-8');
      const b = await csvDigest(pieces(Buffer.from(after), 5), 'utf-8');
      expect(a && b && digestChanges(a, b)).toEqual({ added: 1, removed: 1, changed: 0 });
    }
  });

  it('counts every row of a file that had none, and ignores the header', () => {
    expect(csvRowChanges('"管理番号"\r\n', csv('"OL1","a","1"', '"OL2","b","2"'))).toEqual({
      added: 2,
      removed: 0,
      changed: 0,
    });
    expect(csvRowChanges(csv('"OL1","a","1"'), csv('"OL1","a","1"').replace('金額（円）', '金額'))).toEqual({
      added: 0,
      removed: 0,
      changed: 0,
    });
  });
});

/** A buffer in pieces of `size` bytes (cutting through characters and CRLFs), as a stream gives it. */
async function* pieces(bytes: Buffer, size: number) {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

describe('csvDigest', () => {
  it('counts the same changes read in chunks of any size as from the whole texts, Shift_JIS too', async () => {
    const before = csv('"OL1","山田 太郎","100"', '"OL2","佐藤 花子","200"', '"OL2","佐藤 花子","200"');
    const after = csv('"OL2","佐藤 花子","200"', '"OL1","山田 太郎","150"', '"OL4","田中\r\n次郎","400"');
    const keyedBefore = csv('"OL1","山田 太郎","100"', '"OL2","佐藤 花子","200"');
    for (const [old, neu] of [
      [before, after],
      [keyedBefore, after],
      [keyedBefore, keyedBefore.replace('100', '101')],
    ] as const) {
      for (const size of [1, 2, 7, 1024]) {
        const a = await csvDigest(pieces(Buffer.from(old, 'utf8'), size), 'utf-8');
        const b = await csvDigest(pieces(Buffer.from(neu, 'utf8'), size), 'utf-8');
        expect(a && b && digestChanges(a, b)).toEqual(csvRowChanges(old, neu));
      }
    }
    // "OL1","山田" in Shift_JIS, the chunks cutting 山 between its two bytes.
    const shiftJis = Buffer.from([0x22, 0x4f, 0x4c, 0x31, 0x22, 0x2c, 0x22, 0x8e, 0x52, 0x93, 0x63, 0x22, 0x0d, 0x0a]);
    const header = Buffer.from('"xxxx","xxxxx"\r\n');
    const sj = await csvDigest(pieces(Buffer.concat([header, shiftJis]), 24), 'shift_jis');
    const utf = await csvDigest(pieces(Buffer.from('h\r\n"OL1","山田"\r\n'), 3), 'utf-8');
    expect(sj && utf && digestChanges(sj, utf)).toEqual({ added: 0, removed: 0, changed: 0 });
  });

  it('is null for a quote never closed, like csvRowChanges', async () => {
    expect(await csvDigest(pieces(Buffer.from('a\r\n"b,c\r\n'), 4), 'utf-8')).toBeNull();
    expect(csvRowChanges('a\r\n"b,c\r\n', 'a\r\n')).toBeUndefined();
  });

  it('hands the event loop back between chunks: a timer set at the start fires before a long read ends', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => `"OL${i}","名前 ${i}","${i * 10}"`);
    const big = Buffer.from(csv(...rows));
    let fired = false;
    setTimeout(() => {
      fired = true;
    }, 0);
    const digest = await csvDigest(pieces(big, 16 * 1024), 'utf-8');
    expect(digest?.keyed?.size).toBe(rows.length);
    expect(fired).toBe(true);
  });
});
