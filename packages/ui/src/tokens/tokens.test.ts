import { describe, expect, it } from 'vitest';
import { colorAt, contrastPairs, contrastRatio, minimumContrast } from './contrast';
import { themeNames } from './semantic';
import { themes } from './themes';
import { flattenTokens, themeDeclarations, vars } from './vars';

const AA = 4.5;

describe.each(themeNames)('%s theme', (name) => {
  const t = themes[name];
  const backgrounds = { canvas: t.background.canvas, surface: t.background.surface, subtle: t.background.subtle };

  it.each(Object.entries(backgrounds))('text colours pass WCAG AA on %s', (_bg, bg) => {
    const texts = {
      default: t.text.default,
      muted: t.text.muted,
      link: t.text.link,
      primary: t.primary.text,
      success: t.feedback.success.text,
      warning: t.feedback.warning.text,
      danger: t.feedback.danger.text,
      info: t.feedback.info.text,
      accent: t.accent.text,
    };
    for (const [role, fg] of Object.entries(texts)) {
      expect({ role, ratio: contrastRatio(fg, bg) >= AA }).toEqual({ role, ratio: true });
    }
  });

  it('feedback text passes AA on its own tinted background (badges, alerts)', () => {
    for (const kind of ['success', 'warning', 'danger', 'info'] as const) {
      const f = t.feedback[kind];
      expect({ kind, ok: contrastRatio(f.text, f.subtle) >= AA }).toEqual({ kind, ok: true });
    }
    expect(contrastRatio(t.primary.text, t.primary.subtle)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(t.accent.text, t.accent.subtle)).toBeGreaterThanOrEqual(AA);
  });

  it('white text passes AA on the solid fills (primary and danger buttons)', () => {
    expect(contrastRatio(t.text.onPrimary, t.primary.solid)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(t.text.onPrimary, t.primary.solidHover)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(t.text.onPrimary, t.feedback.danger.solid)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(t.text.inverse, t.background.inverse)).toBeGreaterThanOrEqual(AA);
  });

  it('declares one distinct custom property for every semantic token, and every var() the components use', () => {
    const declared = new Map<string, string>();
    for (const line of themeDeclarations(t).split('\n')) {
      const match = /^(--olive-color-[a-z0-9-]+): (#[0-9a-f]{6}|rgba\([0-9., ]+\)|transparent);$/.exec(line);
      expect(match, line).not.toBeNull();
      if (match?.[1] && match[2]) declared.set(match[1], match[2]);
    }
    // Counted here, not by flattenTokens: two tokens mapped to one property would shrink the map.
    const leaves = (tree: object): string[] =>
      Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : leaves(v as object)));
    expect(declared.size).toBe(leaves(t).length);
    // What the styled templates reference (vars) is exactly what the theme declares.
    const referenced = leaves(vars.color).map((v) => /^var\((--[a-z0-9-]+)\)$/.exec(v)?.[1]);
    expect(new Set(referenced)).toEqual(new Set(declared.keys()));
    expect(declared.get('--olive-color-text-muted')).toBe(t.text.muted);
    expect(declared.get('--olive-color-primary-solid-hover')).toBe(t.primary.solidHover);
    expect(declared.get('--olive-color-control-pressed')).toBe(t.control.pressed);
  });

  it('passes AA for every pair the Colours page lists', () => {
    for (const { text, background } of contrastPairs) {
      const ratio = contrastRatio(colorAt(t, text), colorAt(t, background));
      expect({ text, background, ok: ratio >= minimumContrast }).toEqual({ text, background, ok: true });
    }
  });

  it('keeps primary text readable on hovered and pressed quiet controls', () => {
    expect(contrastRatio(t.primary.text, t.primary.subtle)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(t.primary.text, t.control.pressed)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(t.text.default, t.background.subtle)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(t.text.default, t.background.emphasis)).toBeGreaterThanOrEqual(AA);
  });
});

describe('tokens', () => {
  it('keeps the docs/product.md §9 primary colour in the LIGHT theme', () => {
    expect(themes.LIGHT.primary.solid).toBe('#5664d2');
  });

  it('names every token with the same custom property in every theme', () => {
    const names = (n: (typeof themeNames)[number]) => flattenTokens(themes[n]).map(([p]) => p.join('.'));
    expect(names('DARK')).toEqual(names('LIGHT'));
    expect(names('NATURE')).toEqual(names('LIGHT'));
    expect(vars.color.feedback.success.text).toBe('var(--olive-color-feedback-success-text)');
  });
});
