/**
 * Keyword normalisation shared by the stored search text and the typed keyword: full-width to
 * half-width (NFKC), hiragana to katakana (kana are stored in katakana), lower case.
 */
export function normaliseForSearch(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60))
    .toLowerCase();
}

/** The contract's searchable text: names with and without their space, so 山田太郎 finds 山田 太郎. */
export function contractSearchText(parts: {
  managementNumber: string;
  policyholderName: string;
  policyholderKana: string;
  recruiterName: string;
}): string {
  const names = [parts.policyholderName, parts.policyholderKana, parts.recruiterName];
  return normaliseForSearch(
    [parts.managementNumber, ...names, ...names.map((n) => n.replace(/\s+/g, ''))].join('\u0001'),
  );
}

/** Words of a keyword (spaces of either width separate them); every word must match. */
export function keywordWords(keyword: string | undefined): string[] {
  if (!keyword) return [];
  return normaliseForSearch(keyword)
    .split(/\s+/)
    .filter((w) => w !== '');
}

export function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
