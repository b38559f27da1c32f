import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeFormula, escapeUploadedCell, neutraliseCsvText } from '../../src/http/csv';
import { startTestServer, type TestServer } from '../harness';

/** Statement CSVs uploaded by admins are served with their formula-start cells neutralised. */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const zip = (entries: Record<string, Uint8Array>) => new Blob([zipSync(entries)]);
const BOM = '\uFEFF';

describe('neutralising a CSV the portal did not write', () => {
  it('prefixes ASCII and full-width formula starts, and keeps plain negative amounts numbers', () => {
    for (const v of ['=HYPERLINK("x")', '+1+1', '@SUM(1)', '\t=1', '\r=1', '-2+3', '＝1+1', '＋1', '－1', '＠SUM(1)']) {
      expect(escapeUploadedCell(v)).toBe(`'${v}`);
      expect(escapeFormula(v)).toBe(`'${v}`);
    }
    for (const v of ['-100', '-1,234', '-0.5', '-1,234,567.89', '100', '山田', '', ' =1']) {
      expect(escapeUploadedCell(v)).toBe(v);
    }
    for (const v of ['-1,23', '-100-1', '-1e5', '-', '-.5']) expect(escapeUploadedCell(v)).toBe(`'${v}`);
  });

  it('rewrites only the cells that need it, quoted, and leaves every other byte as it was', () => {
    const clean = `${BOM}"管理番号","金額"\r\nA1,-100\r\n"a ""b""",c\n`;
    expect(neutraliseCsvText(clean)).toBe(clean);
    const dirty = `${BOM}管理番号,金額\r\n=HYPERLINK("http://x"),"+1+1"\r\n"@SUM(1)",-100,"\t=1"\r\n＝1,"x\r\n=y",,"=a""b"\r\n`;
    expect(neutraliseCsvText(dirty)).toBe(
      `${BOM}管理番号,金額\r\n"'=HYPERLINK(""http://x"")","'+1+1"\r\n"'@SUM(1)",-100,"'\t=1"\r\n"'＝1","x\r\n=y",,"'=a""b"\r\n`,
    );
    // A last line without its line end, and an empty file.
    expect(neutraliseCsvText('a,=1')).toBe(`a,"'=1"`);
    expect(neutraliseCsvText('')).toBe('');
  });
});

describe('statement CSV downloads', () => {
  it('serve an uploaded UTF-8 file and a Shift_JIS file neutralised, as UTF-8 with a BOM', async () => {
    const admin = await t.signedIn('super@demo.olive.test');
    const utf8 = new TextEncoder().encode(
      `${BOM}"管理番号","金額","備考"\r\n"=HYPERLINK(""http://evil"",""x"")","-100","@SUM(1)"\r\n"+1+1","1,000","\t=1"\r\n`,
    );
    // 「管理番号,＝1+1」 CRLF in Shift_JIS (＝ is 0x81 0x81).
    const sjis = new Uint8Array([
      0x8a, 0xc7, 0x97, 0x9d, 0x94, 0xd4, 0x8d, 0x86, 0x2c, 0x81, 0x81, 0x31, 0x2b, 0x31, 0x0d, 0x0a,
    ]);
    const r = await admin.api.uploads.upload(
      'commissionsSpecificationsCsv',
      zip({ 'A0001_202601.csv': utf8, 'A0002_202601.csv': sjis }),
      'csv.zip',
    );
    expect(r.ok).toBe(true);
    const download = async (agencyCode: string) => {
      const d = await admin.api.statements.download('commissionsSpecificationsCsv', {
        agencyCode,
        year: 2026,
        month: 1,
      });
      if (!d.ok) throw new Error(`no download for ${agencyCode}`);
      return Buffer.from(await d.data.blob.arrayBuffer());
    };
    const first = await download('A0001');
    expect(first.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(new TextDecoder('utf-8', { fatal: true }).decode(first)).toBe(
      `"管理番号","金額","備考"\r\n"'=HYPERLINK(""http://evil"",""x"")","-100","'@SUM(1)"\r\n"'+1+1","1,000","'\t=1"\r\n`,
    );
    const second = await download('A0002');
    expect(second.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(new TextDecoder('utf-8', { fatal: true }).decode(second)).toBe(`管理番号,"'＝1+1"\r\n`);
  });
});
