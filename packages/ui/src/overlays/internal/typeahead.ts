import { foldedStartsWith } from '@olive/api';

/**
 * Type-ahead's match for floating-ui's useTypeahead: the first label that starts with what was
 * typed, width and kana folded as the contract search folds them (か finds カード, Ａ finds A0005).
 */
export function findTypedOption(labels: ReadonlyArray<string | null>, typed: string): string | null | undefined {
  return labels.find((label) => label != null && foldedStartsWith(label, typed));
}
