import { isUtf8 } from 'node:buffer';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * A statement CSV as it is stored and served: UTF-8 with a byte-order mark, whatever it was uploaded
 * in (UTF-8 with or without BOM, or Shift_JIS, the two the upload accepts). The portal serves every
 * CSV as `text/csv; charset=utf-8` and docs/product.md asks for UTF-8 with BOM so Excel opens it, so a
 * Shift_JIS file is converted once at import rather than served under the wrong label.
 */
export function csvAsUtf8WithBom(content: Buffer): Buffer {
  const hasBom = content.subarray(0, 3).equals(BOM);
  const body = hasBom ? content.subarray(3) : content;
  // Checked natively, without decoding: a 20 MiB file as a string held the event loop and 40 MB.
  if (isUtf8(body)) return hasBom ? content : Buffer.concat([BOM, body]);
  // Not UTF-8: the upload's check admitted it as Shift_JIS.
  const text = new TextDecoder('shift_jis', { fatal: true }).decode(body);
  return Buffer.concat([BOM, Buffer.from(text, 'utf8')]);
}
