/**
 * Keyword normalisation shared by the stored search text, the typed keyword and the design
 * system's type-ahead and searchable lists: full-width to half-width (NFKC), hiragana to katakana
 * (kana are stored in katakana), lower case. The spacing voiced and semi-voiced marks (゛ ゜, which
 * NFKC would turn into a space and a combining mark) are first made the combining ones, so か゛ is
 * ガ as が and ｶﾞ are; invisible format characters (a zero-width space or joiner, a soft hyphen, a
 * BOM, pasted with a name) are dropped.
 */
export function normaliseForSearch(text: string): string {
  return text
    .replace(/\u309B/g, '\u3099')
    .replace(/\u309C/g, '\u309A')
    .replace(/\p{Cf}/gu, '')
    .normalize('NFKC')
    .replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60))
    .toLowerCase();
}

/** Whether `label` holds what was typed, both folded and without spaces of either width. */
export function foldedIncludes(label: string, typed: string): boolean {
  const needle = normaliseForSearch(typed).replace(/\s+/g, '');
  return needle === '' || normaliseForSearch(label).replace(/\s+/g, '').includes(needle);
}

/** Whether `label` starts with what was typed, both folded (a list's type-ahead). */
export function foldedStartsWith(label: string, typed: string): boolean {
  return normaliseForSearch(label).startsWith(normaliseForSearch(typed));
}
