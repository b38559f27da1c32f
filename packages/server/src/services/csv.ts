import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

/**
 * CSV (formula) injection: a spreadsheet runs a cell that starts with `=`, `+`, `-` or `@` (and,
 * after a tab or carriage return, whatever follows) as a formula. Such a text cell gets a leading `'`
 * (OWASP's advice), which Excel shows as plain text. Numbers are written as numbers and need none.
 */
export function escapeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * PRODUCT.md: CSV that opens in Excel on Windows: UTF-8 with a byte-order mark, CRLF, every field
 * quoted, a Japanese header row, and a Japanese file name with a meaningful ASCII fallback. Every
 * text cell (the header too) passes through escapeFormula: every CSV the portal writes is built here.
 */
export function csvStream(header: string[]) {
  const stream = stringify({
    header: true,
    columns: header.map(escapeFormula),
    quoted: true,
    record_delimiter: '\r\n',
    bom: true,
    cast: { string: escapeFormula },
  });
  return stream;
}

/** Content-Disposition with an ASCII `filename=` for curl -OJ and RFC 5987 `filename*` for browsers. */
export function contentDisposition(japaneseName: string, asciiName: string): string {
  const ascii = asciiName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(japaneseName)}`;
}

export function sendCsvHeaders(reply: FastifyReply, japaneseName: string, asciiName: string): void {
  reply.header('content-type', 'text/csv; charset=utf-8');
  reply.header('content-disposition', contentDisposition(japaneseName, asciiName));
  reply.header('cache-control', 'no-store');
}
