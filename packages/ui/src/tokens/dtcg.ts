/**
 * The design tokens as W3C Design Tokens (DTCG 2025.10) documents, one per theme, for design tools
 * (Figma through Tokens Studio or its own variable import). Built from the token modules, so the
 * files in packages/ui/tokens/ cannot drift: `dtcg.test.ts` compares them with what this builds.
 */
import {
  borderWidth,
  choiceSize,
  controlHeight,
  focusRing,
  iconSize,
  illustrationSize,
  innerControlSize,
} from './control';
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
import type { ThemeName } from './semantic';
import { themes } from './themes';
import { flattenTokens, tokenProperty, vars } from './vars';

/** The token types of the DTCG format this export uses. */
export const dtcgTypes = ['color', 'dimension', 'fontFamily', 'fontWeight', 'duration', 'number', 'shadow'] as const;
export type DtcgType = (typeof dtcgTypes)[number];

export interface DtcgToken {
  $type: DtcgType;
  $value: unknown;
  $description?: string;
}
export interface DtcgGroup {
  $description?: string;
  [name: string]: DtcgToken | DtcgGroup | string | undefined;
}

interface DtcgColor {
  colorSpace: 'srgb';
  components: [number, number, number];
  alpha?: number;
  hex?: string;
}

const round = (n: number) => Math.round(n * 10000) / 10000;

/** `#5664d2`, `rgba(17, 24, 39, 0.5)` or `transparent` as a DTCG sRGB colour value. */
export function dtcgColor(css: string): DtcgColor {
  if (css === 'transparent') return { colorSpace: 'srgb', components: [0, 0, 0], alpha: 0 };
  const hex = /^#([0-9a-f]{6})$/i.exec(css);
  if (hex?.[1]) {
    const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(hex[1]?.slice(i, i + 2) ?? '', 16) / 255) as [
      number,
      number,
      number,
    ];
    return { colorSpace: 'srgb', components: [round(r), round(g), round(b)], hex: css.toLowerCase() };
  }
  const rgba = /^rgba\((\d+), (\d+), (\d+), ([\d.]+)\)$/.exec(css);
  if (rgba) {
    const [r, g, b, a] = rgba.slice(1).map(Number) as [number, number, number, number];
    return { colorSpace: 'srgb', components: [round(r / 255), round(g / 255), round(b / 255)], alpha: a };
  }
  throw new Error(`Not a colour the export knows: ${css}`);
}

/** `16px`, `0` or `120ms` as a DTCG dimension or duration value. */
function measure(css: string | number, unit: 'px' | 'ms'): { value: number; unit: string } {
  if (typeof css === 'number') return { value: css, unit };
  if (css === '0') return { value: 0, unit };
  const match = /^(\d+(?:\.\d+)?)(px|ms)$/.exec(css);
  if (!match || match[2] !== unit) throw new Error(`Not a ${unit} value: ${css}`);
  return { value: Number(match[1]), unit };
}

const token = ($type: DtcgType, $value: unknown, $description?: string): DtcgToken =>
  $description ? { $type, $value, $description } : { $type, $value };

/** A DTCG name cannot contain a dot (it separates an alias's path): `space[0.5]` is `space.0_5`. */
export const dtcgName = (key: string) => key.replace('.', '_');

/** A group of one type from a flat scale (`space`, `radius`…), in the scale's own order. */
function scale(
  values: Record<string, string | number>,
  toToken: (value: string | number) => DtcgToken,
  $description?: string,
): DtcgGroup {
  const group: DtcgGroup = $description ? { $description } : {};
  for (const [key, value] of Object.entries(values)) group[dtcgName(key)] = toToken(value);
  return group;
}

const dimension = (value: string | number) => token('dimension', measure(value, 'px'));

/** `0 4px 12px rgba(16, 24, 40, 0.12)` as a DTCG shadow value (offsets, blur, no spread). */
function dtcgShadow(css: string) {
  const match = /^(\S+) (\S+) (\S+) (rgba\(.+\))$/.exec(css);
  if (!match) throw new Error(`Not a shadow the export knows: ${css}`);
  const [, x = '', y = '', blur = '', color = ''] = match;
  return {
    color: dtcgColor(color),
    offsetX: measure(x, 'px'),
    offsetY: measure(y, 'px'),
    blur: measure(blur, 'px'),
    spread: { value: 0, unit: 'px' },
  };
}

/** The palette: every raw colour, `palette.indigo.500`. */
function paletteGroup(): DtcgGroup {
  const group: DtcgGroup = { $description: 'Raw colours. Components never use them directly: see color.' };
  for (const [hue, steps] of Object.entries(palette)) {
    group[hue] =
      typeof steps === 'string'
        ? token('color', dtcgColor(steps))
        : scale(steps, (hex) => token('color', dtcgColor(String(hex))));
  }
  return group;
}

/** `#5664d2` → `{palette.indigo.500}`: the first palette entry of that colour. */
function paletteAliases(): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const [hue, steps] of Object.entries(palette)) {
    const entries: Array<[string, string]> =
      typeof steps === 'string'
        ? [[`palette.${hue}`, steps]]
        : Object.entries(steps).map(([s, hex]) => [`palette.${hue}.${s}`, hex]);
    for (const [path, hex] of entries) if (!aliases.has(hex)) aliases.set(hex, `{${path}}`);
  }
  return aliases;
}

function setAt(root: DtcgGroup, path: string[], leaf: DtcgToken) {
  let group = root;
  for (const key of path.slice(0, -1)) {
    group[key] ??= {};
    group = group[key] as DtcgGroup;
  }
  group[path[path.length - 1] as string] = leaf;
}

/**
 * One theme's semantic colours, as aliases of the palette where the theme names a palette colour.
 * The control tier's colours that reuse a semantic colour (`vars.color.control.hover`) are aliases of it.
 */
function colorGroup(theme: ThemeName): DtcgGroup {
  const aliases = paletteAliases();
  const group: DtcgGroup = { $description: `The semantic colours of the ${theme} theme (vars.color).` };
  const byProperty = new Map<string, string>();
  for (const [path, value] of flattenTokens(themes[theme])) {
    setAt(group, path, token('color', aliases.get(value) ?? dtcgColor(value)));
    byProperty.set(`var(${tokenProperty(path)})`, `{color.${path.join('.')}}`);
  }
  for (const [name, cssVar] of Object.entries(vars.color.control)) {
    const alias = byProperty.get(cssVar);
    if (!alias) throw new Error(`vars.color.control.${name} is not a theme colour`);
    if (alias !== `{color.control.${name}}`) setAt(group, ['control', name], token('color', alias));
  }
  return group;
}

/** The whole token set of one theme as a DTCG document. */
export function buildDtcg(theme: ThemeName): DtcgGroup {
  return {
    $description: `Olive design tokens, ${theme} theme. Generated from packages/ui/src/tokens by packages/ui/scripts/tokensDtcg.ts: do not edit.`,
    palette: paletteGroup(),
    color: colorGroup(theme),
    space: scale(space, dimension, 'A 4 px spacing scale: space.4 is 16 px.'),
    radius: scale(radius, dimension),
    fontFamily: scale(fontFamily, (stack) =>
      token(
        'fontFamily',
        String(stack)
          .split(', ')
          .map((name) => name.replace(/^"|"$/g, '')),
      ),
    ),
    fontSize: scale(fontSize, dimension),
    fontWeight: scale(fontWeight, (weight) => token('fontWeight', weight)),
    lineHeight: scale(
      lineHeight,
      (ratio) => token('number', ratio),
      'Unitless line heights (a multiple of the font size).',
    ),
    letterSpacing: scale(
      letterSpacing,
      (em) => token('number', Number(String(em).replace(/em$/, ''))),
      'Tracking in em (a fraction of the font size): a DTCG dimension takes px or rem only.',
    ),
    shadow: scale(shadow, (css) => token('shadow', dtcgShadow(String(css)))),
    zIndex: scale(zIndex, (z) => token('number', z), 'Stacking order of layers.'),
    duration: scale(duration, (ms) => token('duration', measure(ms, 'ms'))),
    controlHeight: scale(controlHeight, dimension, 'Heights of buttons, text fields, selects and icon buttons.'),
    innerControlSize: scale(innerControlSize, dimension),
    choiceSize: dimension(choiceSize),
    iconSize: scale(iconSize, dimension),
    illustrationSize: scale(illustrationSize, dimension),
    borderWidth: scale(borderWidth, dimension),
    focusRing: scale(focusRing, dimension, 'The focus ring every control draws: outline width and offset.'),
    layoutWidth: scale(layoutWidth, dimension),
    layout: scale(layout, dimension, "The shell's fixed sizes."),
  };
}

/** The file a theme's tokens are written to, under packages/ui/tokens/. */
export const dtcgFileName = (theme: ThemeName) => `olive.${theme.toLowerCase()}.tokens.json`;

/** The file's text: two-space JSON and a final newline. */
export const dtcgText = (theme: ThemeName) => `${JSON.stringify(buildDtcg(theme), null, 2)}\n`;
