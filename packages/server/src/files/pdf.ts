import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';

declare global {
  namespace PDFKit.Mixins {
    interface PDFFont {
      /** pdfkit 0.20 also takes a font fontkit has parsed (PDFFontFactory.open); @types/pdfkit does not list it. */
      registerFont(name: string, src: Font): this;
    }
  }
}

const require = createRequire(import.meta.url);
let font: Font | undefined;

/**
 * Noto Sans JP (from the npm registry, so a fresh machine needs no system fonts) for Japanese PDFs,
 * parsed once per process: pdfkit takes the parsed font and subsets it into each document. Parsing
 * the 5 MB file for every document was most of a PDF's cost (docs/adr/0016-test-suites-share-module-graph.md).
 */
function japaneseFont(): Font {
  if (font) return font;
  const parsed = create(
    readFileSync(require.resolve('@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf')),
  );
  if (!('layout' in parsed)) throw new Error('NotoSansJP_400Regular.ttf is a font collection, not one font');
  font = parsed;
  return font;
}

export interface PdfTable {
  header: string[];
  rows: string[][];
  /** Column widths in points; the page's content width is about 495. */
  widths: number[];
}

export interface PdfContent {
  title: string;
  /** Lines under the title (addressee, period, issuer). */
  lead: string[];
  table?: PdfTable;
  /** Paragraphs after the table. */
  body?: string[];
  footer?: string;
}

/** A table: its header in bold, a rule under each row, a new page when the rows reach the foot. */
function drawTable(doc: PDFKit.PDFDocument, table: PdfTable): void {
  doc.moveDown(1);
  const { header, rows, widths } = table;
  const x0 = doc.page.margins.left;
  const drawRow = (cells: string[], bold: boolean) => {
    const y = doc.y;
    let x = x0;
    cells.forEach((cell, i) => {
      doc.fontSize(bold ? 9.5 : 9).text(cell, x + 2, y, { width: (widths[i] ?? 80) - 4, lineBreak: false });
      x += widths[i] ?? 80;
    });
    doc
      .moveTo(x0, y + 14)
      .lineTo(x, y + 14)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    doc.y = y + 18;
    doc.x = x0;
  };
  drawRow(header, true);
  for (const row of rows) {
    if (doc.y > doc.page.height - 80) doc.addPage();
    drawRow(row, false);
  }
}

/** A real A4 PDF with Japanese text (the font is subset into the file: ~10 KB). */
export function renderPdf(content: PdfContent): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: { Title: content.title, Producer: 'Olive Portal' },
      // The document's first font is the Japanese one. Left out, pdfkit parses Helvetica's metrics
      // for every document (6 % of the demo seed) and never uses them. pdfkit 0.20 takes a parsed
      // font here as it does in registerFont (PDFFontFactory.open); @types/pdfkit types it a name.
      font: japaneseFont() as unknown as string,
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.registerFont('jp', japaneseFont());
    doc.font('jp').fontSize(18).text(content.title, { align: 'center' });
    doc.moveDown(1);
    doc.fontSize(10.5);
    for (const line of content.lead) doc.text(line);
    if (content.table) drawTable(doc, content.table);
    if (content.body) {
      doc.moveDown(1);
      doc.fontSize(10.5);
      for (const p of content.body) doc.text(p, { paragraphGap: 6 });
    }
    if (content.footer) {
      doc.fontSize(8.5).text(content.footer, doc.page.margins.left, doc.page.height - 70, { align: 'right' });
    }
    doc.end();
  });
}
