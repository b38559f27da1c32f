import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renderPdf } from './pdf';

/** The PDF's streams, inflated (pdfkit compresses each with Flate). */
function streams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const found: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      found.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // a stream that is not Flate (none expected, but not this test's subject)
    }
  }
  return found;
}

describe('renderPdf', () => {
  it('embeds one font, the Japanese subset, and maps its glyphs back to the text (copy and search work)', async () => {
    const pdf = await renderPdf({
      title: '手数料精算書 2026年10月分',
      lead: ['さくら保険サービス株式会社 御中'],
      table: { header: ['項目', '金額'], widths: [300, 195], rows: [['支払対象額', '12,300円']] },
    });
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    // Only the subset of Noto Sans JP (a six-letter tag, then its name; its Type0 font and the CID
    // font under it both name it): no standard font that nothing is drawn in.
    const fonts = new Set([...text.matchAll(/\/BaseFont \/(\S+)/g)].map((m) => m[1]));
    expect([...fonts]).toEqual([expect.stringMatching(/^[A-Z]{6}\+NotoSansJP-Regular$/)]);
    // The ToUnicode map names each character drawn (手 is U+624B, 円 U+5186).
    const cmap = streams(pdf).find((s) => s.includes('begincmap')) ?? '';
    expect(cmap).toContain('<624b>');
    expect(cmap).toContain('<5186>');
  });
});
