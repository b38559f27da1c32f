/**
 * The widths the portal is built for, in one place for the toolbar's viewports and Chromatic's
 * modes: the two phones the portal is checked on, a tablet, and both sides of the 1024 px line
 * below which the side panel becomes a drawer (tokens/scale.ts `media.narrow`/`media.wide`), then
 * the office desktop.
 */
export const widths = {
  phone320: 320,
  phone390: 390,
  tablet768: 768,
  narrow1023: 1023,
  wide1024: 1024,
  desktop1440: 1440,
} as const;

export type ViewportKey = keyof typeof widths;

const heights: Record<ViewportKey, number> = {
  phone320: 568,
  phone390: 844,
  tablet768: 1024,
  narrow1023: 768,
  wide1024: 768,
  desktop1440: 900,
};

const names: Record<ViewportKey, string> = {
  phone320: 'スマートフォン 320',
  phone390: 'スマートフォン 390',
  tablet768: 'タブレット 768',
  narrow1023: 'ドロワー 1023',
  wide1024: 'サイドパネル 1024',
  desktop1440: 'PC 1440',
};

const types: Record<ViewportKey, 'mobile' | 'tablet' | 'desktop'> = {
  phone320: 'mobile',
  phone390: 'mobile',
  tablet768: 'tablet',
  narrow1023: 'tablet',
  wide1024: 'desktop',
  desktop1440: 'desktop',
};

/** `parameters.viewport.options`: the toolbar's viewport menu. */
export const viewportOptions = Object.fromEntries(
  (Object.keys(widths) as ViewportKey[]).map((key) => [
    key,
    { name: names[key], styles: { width: `${widths[key]}px`, height: `${heights[key]}px` }, type: types[key] },
  ]),
);

/** A story's `globals` that shows it at one of those widths. */
export const atViewport = (key: ViewportKey) => ({ viewport: { value: key, isRotated: false } });

/** Every story in the three themes (preview.tsx's `chromatic.modes`). */
export const themeModes = {
  light: { theme: 'LIGHT' },
  dark: { theme: 'DARK' },
  nature: { theme: 'NATURE' },
} as const;

/**
 * The screens (画面・Pages): a phone and the office desktop, in LIGHT, and the desktop in the other two
 * themes. The phone is where the side panel is a drawer and the tables scroll.
 */
export const pageModes = {
  // Instead of, not beside, the three theme modes every story inherits from preview.tsx.
  light: { disable: true },
  dark: { disable: true },
  nature: { disable: true },
  'light phone': { theme: 'LIGHT', viewport: 'phone390' },
  'light desktop': { theme: 'LIGHT', viewport: 'desktop1440' },
  'dark desktop': { theme: 'DARK', viewport: 'desktop1440' },
  'nature desktop': { theme: 'NATURE', viewport: 'desktop1440' },
} as const;
