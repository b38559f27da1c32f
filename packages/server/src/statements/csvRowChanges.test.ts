import { describe, expect, it } from 'vitest';
import { csvRecords, csvRowChanges } from './csvRowChanges';

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
