/**
 * Theme-independent scales: spacing, radius, type, elevation, motion and the shell's fixed sizes.
 * They are plain values (no custom properties needed: they never change with the theme).
 */

/** A 4 px spacing scale: `space[4]` is 16 px. */
export const space = {
  0: '0',
  0.5: '2px',
  1: '4px',
  1.5: '6px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
  16: '64px',
} as const;

/** docs/product.md §9: corner radius 16 for cards, dialogs and panels; smaller radii for controls. */
export const radius = {
  sm: '4px',
  md: '8px',
  lg: '16px',
  full: '9999px',
} as const;

/**
 * System fonts first (each OS's own Japanese face), then Noto Sans JP / Noto Sans CJK JP where
 * installed (Debian's fonts-noto-cjk), so Japanese never falls back to boxes.
 */
export const fontFamily = {
  sans: [
    'system-ui',
    '-apple-system',
    'BlinkMacSystemFont',
    '"Hiragino Sans"',
    '"Hiragino Kaku Gothic ProN"',
    '"Yu Gothic UI"',
    '"Yu Gothic"',
    'Meiryo',
    '"Noto Sans JP"',
    '"Noto Sans CJK JP"',
    'sans-serif',
  ].join(', '),
  mono: ['ui-monospace', '"SFMono-Regular"', 'Menlo', 'Consolas', '"Noto Sans Mono CJK JP"', 'monospace'].join(', '),
} as const;

export const fontSize = {
  xs: '12px',
  sm: '13px',
  md: '14px',
  lg: '16px',
  xl: '20px',
  '2xl': '24px',
  '3xl': '30px',
} as const;

export const fontWeight = {
  regular: 400,
  medium: 500,
  bold: 700,
} as const;

/** Japanese text needs more leading than Latin: 1.7 for body copy, tighter for headings and controls. */
export const lineHeight = {
  tight: 1.3,
  heading: 1.5,
  control: 1.5,
  body: 1.7,
} as const;

/** Latin-centric negative tracking hurts kana and kanji; keep it neutral or slightly open. */
export const letterSpacing = {
  normal: '0',
  wide: '0.02em',
} as const;

export const shadow = {
  sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
  md: '0 4px 12px rgba(16, 24, 40, 0.12)',
  lg: '0 12px 32px rgba(16, 24, 40, 0.18)',
} as const;

export const zIndex = {
  sticky: 100,
  drawer: 1200,
  overlay: 1300,
  dialog: 1400,
  popover: 1500,
  toast: 1600,
  tooltip: 1700,
} as const;

export const duration = {
  fast: '120ms',
  normal: '200ms',
} as const;

/**
 * Widths the layout primitives offer (Stack `width` and `columns`): a field in a filter row, the
 * narrowest column of an auto-fit grid, a readable block. A short list on purpose, so screens line up.
 */
export const layoutWidth = {
  /** A short select (権限). */
  xs: '160px',
  /** A filter field; the narrowest column of an auto-fit grid. */
  sm: '240px',
  /** A wide filter field (keyword, agency). */
  md: '320px',
  /** A control standing alone above a form (種類, 対象月). */
  lg: '360px',
  /** A readable block of settings or text. */
  prose: '720px',
  /** A form page. */
  page: '880px',
} as const;

/** docs/product.md §9: the shell's fixed sizes. */
export const layout = {
  topBarHeight: '64px',
  sidePanelWidth: '280px',
  logoWidth: 140,
  logoHeight: 60,
  /** Below this width the side panel becomes a drawer. */
  drawerBreakpoint: '1024px',
} as const;

/** Set by AppShell while it is on screen; the Toaster starts there, below the top bar. */
export const toasterTopProperty = '--olive-toaster-top';

/** Media query helpers. */
export const media = {
  narrow: `(max-width: ${1023}px)`,
  wide: `(min-width: ${1024}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
