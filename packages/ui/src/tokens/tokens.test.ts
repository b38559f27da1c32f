import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
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

  it('declares one custom property per semantic token', () => {
    const css = themeDeclarations(t);
    expect(css.split('\n')).toHaveLength(flattenTokens(t).length);
    expect(css).toContain('--olive-color-text-muted:');
  });
});

describe('tokens', () => {
  it('keeps the SPEC.md §9 primary colour in the LIGHT theme', () => {
    expect(themes.LIGHT.primary.solid).toBe('#5664d2');
  });

  it('names every token with the same custom property in every theme', () => {
    const names = (n: (typeof themeNames)[number]) => flattenTokens(themes[n]).map(([p]) => p.join('.'));
    expect(names('DARK')).toEqual(names('LIGHT'));
    expect(names('NATURE')).toEqual(names('LIGHT'));
    expect(vars.color.feedback.success.text).toBe('var(--olive-color-feedback-success-text)');
  });
});
