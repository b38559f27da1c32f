import { zipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import yauzl from 'yauzl';
import { checkStatementZip, zipMessages } from './zipImport';

const KIND = 'commissions/specifications/csv' as const;
const limits = { maxEntries: 10, maxEntryBytes: 4096, maxTotalBytes: 10_000 };
const row = (n: number) => `"OL${n}","${'あ'.repeat(20)}","${n}"\r\n`;
/** A CSV of `bytes` or a little more (rows of one agency-month). */
const csvOf = (bytes: number) => {
  let text = '"管理番号","名前","金額"\r\n';
  for (let n = 0; Buffer.byteLength(text) < bytes; n++) text += row(n);
  return new TextEncoder().encode(text);
};

afterEach(() => vi.restoreAllMocks());

describe('checkStatementZip', () => {
  it('refuses a zip whose entries expand past the limit in all before inflating any of them', async () => {
    const inflated = vi.spyOn(yauzl.ZipFile.prototype, 'openReadStream');
    const entries = Object.fromEntries(
      ['A0001', 'A0002', 'A0003'].map((code) => [`${code}_202610.csv`, csvOf(limits.maxTotalBytes / 3 + 100)]),
    );
    const check = await checkStatementZip(Buffer.from(zipSync(entries)), KIND, () => true, limits);
    expect(check).toEqual({ accepted: [], rejected: [], fatal: zipMessages.totalTooLarge });
    expect(zipMessages.totalTooLarge).toBe('ZIPを展開した合計サイズが上限を超えています。');
    expect(inflated).not.toHaveBeenCalled();
  });

  it('within the limit, lists refusals in zip order whichever check found them, and reads accepted entries', async () => {
    const entries = {
      'A0001_202610.csv': csvOf(200),
      'A0002_202610.csv': new Uint8Array([0x61, 0, 0x62]),
      'bad name.csv': csvOf(10),
      'A0003_202610.csv': csvOf(limits.maxEntryBytes + 1),
    };
    const check = await checkStatementZip(Buffer.from(zipSync(entries)), KIND, () => true, limits);
    expect(check.rejected).toEqual([
      { name: 'A0002_202610.csv', reason: zipMessages.notText },
      { name: 'bad name.csv', reason: zipMessages.pattern },
      { name: 'A0003_202610.csv', reason: zipMessages.entryTooLarge(limits.maxEntryBytes / 1024 / 1024) },
    ]);
    expect(check.accepted.map((e) => [e.name, e.encoding])).toEqual([['A0001_202610.csv', 'utf-8']]);
    const [entry] = check.accepted;
    const chunks: Buffer[] = [];
    for await (const c of entry?.chunks() ?? []) chunks.push(c);
    expect(Buffer.concat(chunks)).toEqual(await entry?.read());
  });
});
