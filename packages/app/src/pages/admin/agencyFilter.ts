import { type Agency, foldedIncludes } from '@olive/api';

/**
 * The agencies whose code or name holds the typed text, folded as the contract search folds it
 * (docs/product.md §10: full/half width, hiragana/katakana, case, spaces): the list arrives whole
 * and is searched on the screen (§2).
 */
export function matchingAgencies(agencies: readonly Agency[], typed: string): Agency[] {
  return agencies.filter((a) => foldedIncludes(a.agencyCode, typed) || foldedIncludes(a.name, typed));
}
