/** A downloaded file: the bytes and the name the server gave it. */
export interface Download {
  blob: Blob;
  fileName: string;
}

/** The file name of a Content-Disposition header, RFC 5987 `filename*` first. */
export function fileNameFromDisposition(header: string | null, fallback = 'download'): string {
  if (!header) return fallback;
  const star = header.match(/filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i);
  if (star?.[2]) {
    try {
      return decodeURIComponent(star[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoding: fall through to the plain name.
    }
  }
  const plain = header.match(/filename\s*=\s*("([^"]*)"|[^;]+)/i);
  return (plain?.[2] ?? plain?.[1])?.trim() || fallback;
}
