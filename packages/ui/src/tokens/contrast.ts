/** WCAG 2.x relative luminance and contrast ratio of two opaque `#rrggbb` colours. */
export function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG AA for body text: the least contrast any text/background pair of a theme may have. */
export const minimumContrast = 4.5;

const textRoles = [
  'text.default',
  'text.muted',
  'text.link',
  'primary.text',
  'feedback.success.text',
  'feedback.warning.text',
  'feedback.danger.text',
  'feedback.info.text',
  'accent.text',
] as const;

/**
 * Every text colour on the background it is used on, as semantic token paths: the pairs
 * tokens.test.ts holds to `minimumContrast` in every theme and the Colours page lists with their ratios.
 */
export const contrastPairs: ReadonlyArray<{ text: string; background: string }> = [
  ...['background.canvas', 'background.surface', 'background.subtle'].flatMap((background) =>
    textRoles.map((text) => ({ text, background })),
  ),
  ...(['success', 'warning', 'danger', 'info'] as const).map((kind) => ({
    text: `feedback.${kind}.text`,
    background: `feedback.${kind}.subtle`,
  })),
  { text: 'primary.text', background: 'primary.subtle' },
  { text: 'primary.text', background: 'control.pressed' },
  { text: 'accent.text', background: 'accent.subtle' },
  { text: 'text.default', background: 'background.emphasis' },
  { text: 'text.onPrimary', background: 'primary.solid' },
  { text: 'text.onPrimary', background: 'primary.solidHover' },
  { text: 'text.onPrimary', background: 'feedback.danger.solid' },
  { text: 'text.inverse', background: 'background.inverse' },
];

/** The colour at a semantic token path of a theme, e.g. `feedback.danger.text`. */
export function colorAt(tokens: object, path: string): string {
  const value = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tokens);
  if (typeof value !== 'string') throw new Error(`No colour at ${path}`);
  return value;
}
