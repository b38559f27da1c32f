import { layoutWidth, space } from '../tokens/scale';

/**
 * Attribute rules the layout primitives share, written once from the token maps when the module
 * loads: `data-gap='4'` is `gap: 16px`. The styled templates stay static (no prop interpolation).
 */
export const gapRules = Object.entries(space)
  .map(([key, value]) => `&[data-gap='${key}'] { gap: ${value}; }`)
  .join('\n');

export const widthRules = Object.entries(layoutWidth)
  .map(([key, value]) => `&[data-width='${key}'] { inline-size: min(100%, ${value}); }`)
  .join('\n');

export const columnRules = Object.entries(layoutWidth)
  .map(
    ([key, value]) =>
      `&[data-columns='${key}'] { grid-template-columns: repeat(auto-fit, minmax(min(100%, ${value}), 1fr)); }`,
  )
  .join('\n');
