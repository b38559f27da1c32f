import { fileStrings } from '../../strings';

export interface FileRejection {
  file: File;
  /** Why, in Japanese, one sentence per broken rule. */
  reasons: string[];
}

export interface FileRules {
  /** The `accept` list of an `<input type="file">`: extensions (`.zip`), MIME types, `image/*`. */
  accept?: string;
  /** How `accept` reads in messages (e.g. ZIP); the list itself unless given. */
  acceptLabel?: string;
  /** Bytes. */
  maxSize?: number;
  maxFiles?: number;
}

function acceptTokens(accept: string): string[] {
  return accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter((token) => token !== '');
}

/**
 * Whether a file fits an `accept` list. Extensions are the reliable test: browsers report some types
 * differently (a zip is `application/zip`, `application/x-zip-compressed`, or empty on Windows).
 */
export function acceptsFile(file: File, accept: string | undefined): boolean {
  if (!accept) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return acceptTokens(accept).some((token) => {
    if (token.startsWith('.')) return name.endsWith(token);
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}

/** 1536 → "1.5 KB", 52428800 → "50 MB" (binary units, as file managers show them). */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? String(value) : value.toFixed(1).replace(/\.0$/, '');
  return `${rounded} ${units[unit]}`;
}

export function acceptLabelOf(rules: FileRules): string | undefined {
  if (rules.acceptLabel) return rules.acceptLabel;
  return rules.accept ? acceptTokens(rules.accept).join('、') : undefined;
}

/** The rules one file breaks on its own (its type, emptiness and size), in that order. */
function reasonsAgainst(file: File, rules: FileRules, label: string | undefined): string[] {
  const reasons: string[] = [];
  if (!acceptsFile(file, rules.accept)) reasons.push(fileStrings.fileTypeNotAccepted(label ?? ''));
  if (file.size === 0) reasons.push(fileStrings.fileEmpty);
  if (rules.maxSize !== undefined && file.size > rules.maxSize) {
    reasons.push(fileStrings.fileTooLarge(formatBytes(rules.maxSize)));
  }
  return reasons;
}

/**
 * Splits chosen or dropped files into accepted and rejected, with every reason a file breaks.
 * More files than `maxFiles` rejects the whole choice: keeping an arbitrary subset would surprise.
 */
export function checkFiles(files: readonly File[], rules: FileRules): { accepted: File[]; rejected: FileRejection[] } {
  const accepted: File[] = [];
  const rejected: FileRejection[] = [];
  const tooMany = rules.maxFiles !== undefined && files.length > rules.maxFiles;
  const label = acceptLabelOf(rules);
  for (const file of files) {
    const reasons = reasonsAgainst(file, rules, label);
    if (tooMany && rules.maxFiles !== undefined) reasons.push(fileStrings.tooManyFiles(rules.maxFiles));
    if (reasons.length > 0) rejected.push({ file, reasons });
    else accepted.push(file);
  }
  return { accepted, rejected };
}
