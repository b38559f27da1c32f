/**
 * The control tier: the sizes interactive controls share, so a 40 px Button sits level with a
 * 40 px TextField and Select, and an icon in a small control is the same size everywhere.
 * Components read these instead of writing px; the colours of hovered and pressed controls are
 * semantic colour tokens (`vars.color.control`), because they change with the theme.
 */

/** Heights of buttons, text fields, selects and icon buttons (docs/product.md §9's 40 px is `md`). */
export const controlHeight = {
  sm: '32px',
  md: '40px',
  lg: '48px',
} as const;

/**
 * Smaller square hit areas inside other controls or grids: calendar days, the date field's
 * calendar button and page numbers (`inner`), page numbers in a narrow container (`compact`).
 */
export const innerControlSize = {
  compact: '28px',
  inner: '36px',
} as const;

/** The box of a checkbox or radio button. */
export const choiceSize = '20px';

/** Icons inside controls (they are `1em` glyphs: these set the font size around them). */
export const iconSize = {
  /** The tick inside a 20 px checkbox. */
  xs: '14px',
  /** sm controls, menu items, pagination steps, the password toggle. */
  sm: '16px',
  /** Adornments of a 40 px field: the Select chevron, the calendar button, toasts. */
  md: '18px',
  /** md icon buttons, alerts, the inline spinner. */
  lg: '20px',
  /** lg icon buttons. */
  xl: '24px',
} as const;

/** Large decorative glyphs: empty states, the file drop zone, a page-size spinner. */
export const illustrationSize = {
  sm: '28px',
  md: '32px',
  lg: '40px',
} as const;

/** Border widths: hairlines of boxes and rules, the thick stroke of the focus ring and drop zone. */
export const borderWidth = {
  thin: '1px',
  thick: '2px',
} as const;

/** The focus ring every control draws (outline width; offset outside the control). */
export const focusRing = {
  width: '2px',
  offset: '2px',
} as const;
