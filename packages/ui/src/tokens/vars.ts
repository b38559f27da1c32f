import type { ColorTokens } from './semantic';

type VarTree<T> = { [K in keyof T]: T[K] extends string ? string : VarTree<T[K]> };

const prefix = '--olive-color';

function toKebab(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** A token group's names, spaced, or its sub-groups. */
interface Shape {
  [key: string]: string | Shape;
}

/**
 * The names of ColorTokens, without a theme's values: vars need only the names, and a theme's
 * values (with the palette) would be script the sign-in route loads for nothing; the themes' values
 * are in the page's root CSS. tokens.test.ts checks these names are exactly every theme's.
 */
const feedback = 'text subtle border solid';
const colorNames: Shape = {
  background: 'canvas surface subtle emphasis backdrop inverse',
  text: 'default muted inverse onPrimary link disabled',
  border: 'default strong focus',
  primary: 'solid solidHover solidActive subtle text',
  control: 'pressed',
  feedback: { success: feedback, warning: feedback, danger: feedback, info: feedback },
  accent: 'subtle text',
  scrollbar: 'thumb track',
};

function buildVars(shape: Shape, path: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(shape)) {
    const next = [...path, key];
    if (typeof value !== 'string') out[key] = buildVars(value, next);
    else {
      const group: Record<string, string> = {};
      for (const name of value.split(' ')) group[name] = `var(${tokenProperty([...next, name])})`;
      out[key] = group;
    }
  }
  return out;
}

/**
 * `vars.color.text.muted` is the string `var(--olive-color-text-muted)`. Styled templates use these
 * constants, so they stay static and a theme switch only changes the custom properties at the root.
 */
const color = buildVars(colorNames, []) as VarTree<ColorTokens>;

/**
 * The control tier's colours. Most are a semantic colour under the name of where controls use it
 * (the same custom property, so no second copy per theme to keep in step); `pressed` is its own.
 */
const control = {
  /** A ghost or secondary control under the pointer: buttons, the password toggle, top-bar links. */
  hover: color.primary.subtle,
  pressed: color.control.pressed,
  /** A neutral item under the pointer or the keyboard: icon buttons, options, days, page numbers, rows. */
  neutralHover: color.background.subtle,
  neutralPressed: color.background.emphasis,
  /** The border of a text field under the pointer. */
  borderHover: color.text.muted,
};

export const vars = { color: { ...color, control } };

/** Flattened `[path, value]` pairs of a theme, e.g. `[['text', 'muted'], '#5b6170']`. */
export function flattenTokens(tokens: ColorTokens): Array<[string[], string]> {
  const out: Array<[string[], string]> = [];
  const walk = (tree: object, path: string[]) => {
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value === 'string') out.push([[...path, key], value]);
      else walk(value as object, [...path, key]);
    }
  };
  walk(tokens, []);
  return out;
}

/** The custom-property name of a token path: `['text', 'muted']` is `--olive-color-text-muted`. */
export function tokenProperty(path: string[]): string {
  return `${prefix}-${path.map(toKebab).join('-')}`;
}

/** The custom-property declarations of one theme, e.g. `--olive-color-text-muted: #5b6170;`. */
export function themeDeclarations(tokens: ColorTokens): string {
  return flattenTokens(tokens)
    .map(([path, value]) => `${tokenProperty(path)}: ${value};`)
    .join('\n');
}
