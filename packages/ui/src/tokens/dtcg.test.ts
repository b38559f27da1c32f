import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  borderWidth,
  choiceSize,
  controlHeight,
  focusRing,
  iconSize,
  illustrationSize,
  innerControlSize,
} from './control';
import { buildDtcg, type DtcgGroup, type DtcgToken, dtcgFileName, dtcgName, dtcgText, dtcgTypes } from './dtcg';
import { palette } from './palette';
import {
  duration,
  fontFamily,
  fontSize,
  fontWeight,
  layout,
  layoutWidth,
  letterSpacing,
  lineHeight,
  radius,
  shadow,
  space,
  zIndex,
} from './scale';
import { themeNames } from './semantic';
import { themes } from './themes';
import { flattenTokens, vars } from './vars';

const tokensDir = join(import.meta.dirname, '..', '..', 'tokens');

const isToken = (node: unknown): node is DtcgToken => typeof node === 'object' && node !== null && '$value' in node;

/** Every token of a document with its dotted path. */
function leaves(group: DtcgGroup, path: string[] = []): Array<[string, DtcgToken]> {
  return Object.entries(group).flatMap(([key, node]): Array<[string, DtcgToken]> => {
    if (key.startsWith('$')) return [];
    if (isToken(node)) return [[[...path, key].join('.'), node]];
    return leaves(node as DtcgGroup, [...path, key]);
  });
}

/** Follows `{a.b}` aliases to the token they name (a missing target or a cycle fails). */
function resolve(tokens: Map<string, DtcgToken>, start: DtcgToken): DtcgToken {
  let current = start;
  for (let hops = 0; typeof current.$value === 'string' && current.$value.startsWith('{'); hops += 1) {
    const target = tokens.get(current.$value.slice(1, -1));
    if (!target || hops > 8) throw new Error(`Alias does not resolve: ${String(current.$value)}`);
    current = target;
  }
  return current;
}

const dim = (v: unknown) => {
  const { value, unit } = v as { value: number; unit: string };
  return typeof value === 'number' && ['px', 'rem'].includes(unit);
};
const unitColor = (n: unknown) => typeof n === 'number' && n >= 0 && n <= 1;
const colorValue = (v: unknown) => {
  const c = v as { colorSpace: string; components: unknown[]; alpha?: number; hex?: string };
  return (
    c.colorSpace === 'srgb' &&
    c.components.length === 3 &&
    c.components.every(unitColor) &&
    (c.alpha === undefined || unitColor(c.alpha)) &&
    (c.hex === undefined || /^#[0-9a-f]{6}$/.test(c.hex))
  );
};

/** Whether a resolved value has the shape the DTCG format gives its type. */
const validValue: Record<(typeof dtcgTypes)[number], (v: unknown) => boolean> = {
  color: colorValue,
  dimension: dim,
  duration: (v) => {
    const { value, unit } = v as { value: number; unit: string };
    return typeof value === 'number' && ['ms', 's'].includes(unit);
  },
  fontFamily: (v) => typeof v === 'string' || (Array.isArray(v) && v.every((f) => typeof f === 'string')),
  fontWeight: (v) => typeof v === 'number' && v >= 1 && v <= 1000,
  number: (v) => typeof v === 'number',
  shadow: (v) => {
    const s = v as Record<string, unknown>;
    return colorValue(s.color) && [s.offsetX, s.offsetY, s.blur, s.spread].every(dim);
  },
};

/** A resolved token back as the CSS the token module holds, to compare with it. */
function css(t: DtcgToken): string | number {
  const v = t.$value as never;
  switch (t.$type) {
    case 'color':
      return colorCss(v);
    case 'dimension':
    case 'duration':
      return measureCss(v);
    case 'fontFamily':
      return (v as string[]).join(', ');
    case 'shadow': {
      type Measure = { value: number; unit: string };
      const s = v as { offsetX: Measure; offsetY: Measure; blur: Measure; color: { components: number[] } };
      return `${[s.offsetX, s.offsetY, s.blur].map(measureCss).join(' ')} ${colorCss(s.color)}`;
    }
    default:
      return v;
  }
}
function measureCss({ value, unit }: { value: number; unit: string }) {
  return value === 0 && unit === 'px' ? '0' : `${value}${unit}`;
}
function colorCss({ components, alpha, hex }: { components: number[]; alpha?: number; hex?: string }) {
  if (hex) return hex;
  if (alpha === 0) return 'transparent';
  return `rgba(${components.map((c) => Math.round(c * 255)).join(', ')}, ${alpha})`;
}

describe.each(themeNames)('DTCG tokens, %s', (theme) => {
  const doc = buildDtcg(theme);
  const tokens = new Map(leaves(doc));

  it('the committed file is what the script builds now (run `pnpm tokens:dtcg` after changing a token)', () => {
    expect(readFileSync(join(tokensDir, dtcgFileName(theme)), 'utf8')).toBe(dtcgText(theme));
  });

  it('is valid DTCG: every token has a $type of the format and a $value of that type; aliases resolve', () => {
    expect(tokens.size).toBeGreaterThan(100);
    for (const [path, t] of tokens) {
      expect(dtcgTypes, path).toContain(t.$type);
      expect(path, 'a name has no braces').not.toMatch(/[{}$]/);
      const target = resolve(tokens, t);
      expect(target.$type, `${path} is an alias of a ${t.$type}`).toBe(t.$type);
      expect(validValue[t.$type](target.$value), `${path}: ${JSON.stringify(target.$value)}`).toBe(true);
    }
  });

  it("holds every semantic colour of the theme, the control tier's and the palette, with their values", () => {
    for (const [path, value] of flattenTokens(themes[theme])) {
      const t = tokens.get(`color.${path.join('.')}`);
      expect(t && css(resolve(tokens, t)), path.join('.')).toBe(value);
    }
    for (const name of Object.keys(vars.color.control)) expect(tokens.has(`color.control.${name}`), name).toBe(true);
    for (const [hue, steps] of Object.entries(palette)) {
      const entries =
        typeof steps === 'string' ? [[hue, steps]] : Object.entries(steps).map(([s, hex]) => [`${hue}.${s}`, hex]);
      for (const [path, hex] of entries) expect(css(tokens.get(`palette.${path}`) as DtcgToken), path).toBe(hex);
    }
  });

  it('holds every value of the scales and the control tier', () => {
    const scales: Record<string, Record<string, string | number>> = {
      space,
      radius,
      fontFamily,
      fontSize,
      fontWeight,
      lineHeight,
      shadow,
      zIndex,
      duration,
      controlHeight,
      innerControlSize,
      iconSize,
      illustrationSize,
      borderWidth,
      focusRing,
      layoutWidth,
      layout: { ...layout, logoWidth: `${layout.logoWidth}px`, logoHeight: `${layout.logoHeight}px` },
    };
    for (const [group, values] of Object.entries(scales)) {
      for (const [key, value] of Object.entries(values)) {
        const t = tokens.get(`${group}.${dtcgName(key)}`);
        // Font names lose their CSS quotes: a DTCG font family is a list of names.
        const expected = group === 'fontFamily' ? String(value).replaceAll('"', '') : value;
        expect(t && css(t), `${group}.${key}`).toBe(expected);
      }
    }
    expect(css(tokens.get('choiceSize') as DtcgToken)).toBe(choiceSize);
    for (const [key, value] of Object.entries(letterSpacing)) {
      expect(`${tokens.get(`letterSpacing.${key}`)?.$value}em`.replace(/^0em$/, '0'), key).toBe(value);
    }
  });
});
