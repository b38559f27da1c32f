import type { ColorTokens } from './semantic';
// LIGHT alone, not the table of themes: the names are all vars need, and the other themes' values
// are in the page's root CSS, not in the sign-in route's script.
import { light } from './themes';

type VarTree<T> = { [K in keyof T]: T[K] extends string ? string : VarTree<T[K]> };

const prefix = '--olive-color';

function toKebab(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

function buildVars<T extends object>(tree: T, path: string[]): VarTree<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree)) {
    const next = [...path, key];
    out[key] = typeof value === 'string' ? `var(${tokenProperty(next)})` : buildVars(value as object, next);
  }
  return out as VarTree<T>;
}

/**
 * `vars.color.text.muted` is the string `var(--olive-color-text-muted)`. Styled templates use these
 * constants, so they stay static and a theme switch only changes the custom properties at the root.
 */
const color = buildVars<ColorTokens>(light, []);

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
