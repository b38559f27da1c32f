import { layoutWidth, space } from '../tokens/scale';

/**
 * Attribute rules the layout primitives share, written once from the token maps when the module
 * loads: `data-gap='4'` is `gap: 16px`. The styled templates stay static (no prop interpolation).
 * The calls are marked pure so a bundle that uses no layout primitive (the sign-in route) drops them.
 */
function rules(scale: Record<string, string>, rule: (key: string, value: string) => string): string {
  return Object.entries(scale)
    .map(([key, value]) => rule(key, value))
    .join('\n');
}

export const gapRules = /* @__PURE__ */ rules(space, (key, value) => `&[data-gap='${key}'] { gap: ${value}; }`);

export const widthRules = /* @__PURE__ */ rules(
  layoutWidth,
  (key, value) => `&[data-width='${key}'] { inline-size: min(100%, ${value}); }`,
);

export const columnRules = /* @__PURE__ */ rules(
  layoutWidth,
  (key, value) =>
    `&[data-columns='${key}'] { grid-template-columns: repeat(auto-fit, minmax(min(100%, ${value}), 1fr)); }`,
);
