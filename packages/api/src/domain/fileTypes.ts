/**
 * The media type a stored file is served with, by its name's extension: the server sends exactly
 * these, and the OpenAPI document lists them for the downloads of stored files.
 */
export const fileMediaTypes: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  zip: 'application/zip',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
};

/** The type of a file whose extension the table does not list. */
export const UNKNOWN_FILE_TYPE = 'application/octet-stream';

export function mediaTypeOfFileName(fileName: string): string {
  const ext = fileName.split('.').pop()?.toLowerCase() ?? '';
  return Object.hasOwn(fileMediaTypes, ext) ? (fileMediaTypes[ext] as string) : UNKNOWN_FILE_TYPE;
}

/** Every type a stored file can be served with, once each. */
export const storedFileTypes: readonly string[] = [...new Set([...Object.values(fileMediaTypes), UNKNOWN_FILE_TYPE])];
