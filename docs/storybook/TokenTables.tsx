/**
 * The pieces of the Tokens page (Tokens.mdx). They read the token modules directly, so the page
 * can never drift from what components use. Each theme is shown in its own region marked with
 * `data-olive-theme`, the same attribute ThemeProvider sets on <html>.
 */
import type { CSSProperties, ReactNode } from 'react';
import {
  controlHeight,
  flattenTokens,
  fontFamily,
  fontSize,
  fontWeight,
  iconSize,
  illustrationSize,
  innerControlSize,
  layoutWidth,
  lineHeight,
  radius,
  space,
  type ThemeName,
  themeDeclarations,
  themeNames,
  themes,
  tokenProperty,
  vars,
} from '../../packages/ui/src';

const sample = '代理店の皆さまへ：今月の手数料明細を公開しました。';

/** The theme custom properties, scoped to regions (the docs page has no ThemeProvider). */
export function ThemeRegionsStyle() {
  const css = themeNames
    .map((name) => `[data-olive-theme='${name}'] {\n${themeDeclarations(themes[name])}\n}`)
    .join('\n');
  return <style>{css}</style>;
}

const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'minmax(11rem, 1fr) repeat(3, minmax(9rem, 1fr))',
  borderRadius: 16,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border.default}`,
  fontSize: 13,
};

function Cell({ theme, children, style }: { theme?: ThemeName; children: ReactNode; style?: CSSProperties }) {
  return (
    <div
      data-olive-theme={theme}
      style={{
        display: 'flex',
        alignItems: 'center',
        minHeight: 44,
        padding: '8px 12px',
        background: theme ? 'var(--olive-color-background-surface)' : undefined,
        color: theme ? 'var(--olive-color-text-default)' : undefined,
        ...style,
      }}
    >
      {children}
    </div>
  );
}

/** Every semantic colour of one group (e.g. `feedback`), in the three themes side by side. */
export function ColorTable({ group }: { group: string }) {
  const rows = flattenTokens(themes.LIGHT).filter(([path]) => path[0] === group);
  return (
    <div style={grid} data-olive-theme="LIGHT">
      <Cell style={{ fontWeight: 700 }}>名前</Cell>
      {themeNames.map((name) => (
        <Cell key={name} theme={name} style={{ fontWeight: 700 }}>
          {name}
        </Cell>
      ))}
      {rows.map(([path]) => {
        const property = tokenProperty(path);
        return (
          <div key={property} style={{ display: 'contents' }}>
            <Cell>
              <code style={{ fontSize: 12 }}>{path.join('.')}</code>
            </Cell>
            {themeNames.map((name) => {
              const value = flattenTokens(themes[name]).find(([p]) => p.join('.') === path.join('.'))?.[1] ?? '';
              return (
                <Cell key={name} theme={name}>
                  <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                    <span
                      style={{
                        width: 28,
                        height: 28,
                        flex: 'none',
                        borderRadius: 8,
                        background: `var(${property})`,
                        border: '1px solid var(--olive-color-border-default)',
                      }}
                    />
                    <code style={{ fontSize: 12 }}>{value}</code>
                  </span>
                </Cell>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}

/** A small piece of UI in each theme: how the names combine on a surface. */
export function ThemeSamples() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))', gap: 16 }}>
      {themeNames.map((name) => (
        <div
          key={name}
          data-olive-theme={name}
          style={{
            padding: 16,
            borderRadius: 16,
            background: 'var(--olive-color-background-canvas)',
            color: 'var(--olive-color-text-default)',
            fontFamily: fontFamily.sans,
          }}
        >
          <div
            style={{
              padding: 16,
              borderRadius: 16,
              background: 'var(--olive-color-background-surface)',
              border: '1px solid var(--olive-color-border-default)',
              lineHeight: lineHeight.body,
            }}
          >
            <strong>{name}</strong>
            {/* Colours set on each element: the docs page's own styles colour <p> otherwise. */}
            <p style={{ margin: '8px 0', color: 'var(--olive-color-text-default)' }}>{sample}</p>
            <p style={{ margin: '8px 0', color: 'var(--olive-color-text-muted)', fontSize: fontSize.sm }}>
              最終更新: 2026/11/20 09:15
            </p>
            <span style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
              {(['success', 'warning', 'danger', 'info'] as const).map((kind) => (
                <span
                  key={kind}
                  style={{
                    padding: '0 8px',
                    borderRadius: 9999,
                    fontSize: fontSize.xs,
                    fontWeight: 700,
                    background: `var(--olive-color-feedback-${kind}-subtle)`,
                    color: `var(--olive-color-feedback-${kind}-text)`,
                  }}
                >
                  {{ success: '成立', warning: '解約申請中', danger: '不成立', info: '審査中' }[kind]}
                </span>
              ))}
            </span>
            <span
              style={{
                display: 'inline-block',
                marginTop: 12,
                padding: '8px 16px',
                borderRadius: 8,
                fontWeight: 700,
                background: 'var(--olive-color-primary-solid)',
                color: 'var(--olive-color-text-on-primary)',
              }}
            >
              保存する
            </span>
          </div>
        </div>
      ))}
    </div>
  );
}

export function SpacingScale() {
  return (
    <div style={{ display: 'grid', gap: 8 }} data-olive-theme="LIGHT">
      {Object.entries(space)
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([step, value]) => (
          <div key={step} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
            <code style={{ width: 96 }}>space[{step}]</code>
            <code style={{ width: 48 }}>{value}</code>
            <span style={{ width: value, height: 16, background: vars.color.primary.solid, borderRadius: 2 }} />
          </div>
        ))}
    </div>
  );
}

export function RadiusScale() {
  return (
    <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }} data-olive-theme="LIGHT">
      {Object.entries(radius).map(([name, value]) => (
        <div key={name} style={{ textAlign: 'center' }}>
          <div
            style={{
              width: 96,
              height: 64,
              borderRadius: value,
              border: `2px solid ${vars.color.primary.solid}`,
              background: vars.color.primary.subtle,
            }}
          />
          <code>
            radius.{name} = {value}
          </code>
        </div>
      ))}
    </div>
  );
}

export function TypeScale() {
  return (
    <div style={{ display: 'grid', gap: 16, fontFamily: fontFamily.sans }}>
      {Object.entries(fontSize)
        .reverse()
        .map(([name, value]) => (
          <div key={name} style={{ display: 'grid', gridTemplateColumns: '9rem 1fr', alignItems: 'baseline', gap: 12 }}>
            <code>
              fontSize.{name} {value}
            </code>
            <span style={{ fontSize: value, lineHeight: lineHeight.heading }}>{sample}</span>
          </div>
        ))}
    </div>
  );
}

export function LineHeights() {
  const paragraph = `${sample}明細は「手数料等」画面から、精算書（PDF）と明細書（PDF・CSV）をダウンロードできます。ご不明な点は、担当の営業までお問い合わせください。`;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))', gap: 16 }}>
      {Object.entries(lineHeight).map(([name, value]) => (
        <div key={name}>
          <code>
            lineHeight.{name} = {value}
          </code>
          <p style={{ margin: '8px 0 0', fontFamily: fontFamily.sans, fontSize: fontSize.md, lineHeight: value }}>
            {paragraph}
          </p>
        </div>
      ))}
    </div>
  );
}

export function FontWeights() {
  return (
    <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap', fontFamily: fontFamily.sans, fontSize: fontSize.lg }}>
      {Object.entries(fontWeight).map(([name, value]) => (
        <span key={name} style={{ fontWeight: value }}>
          {name}（{value}）手数料明細
        </span>
      ))}
    </div>
  );
}

export function FontStack() {
  return <code style={{ whiteSpace: 'normal' }}>{fontFamily.sans}</code>;
}

/** The control tier and the layout widths: the sizes components and layout primitives read. */
export function ControlSizes() {
  const rows: Array<[string, Record<string, string>]> = [
    ['controlHeight', controlHeight],
    ['innerControlSize', innerControlSize],
    ['iconSize', iconSize],
    ['illustrationSize', illustrationSize],
    ['layoutWidth', layoutWidth],
  ];
  return (
    <div style={{ display: 'grid', gap: 8 }} data-olive-theme="LIGHT">
      {rows.flatMap(([group, scale]) =>
        Object.entries(scale).map(([step, value]) => (
          <div key={`${group}.${step}`} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
            <code style={{ width: 200 }}>
              {group}.{step}
            </code>
            <code style={{ width: 56 }}>{value}</code>
            <span
              style={{
                width: value,
                maxWidth: '100%',
                height: group === 'layoutWidth' ? 8 : value,
                background: vars.color.primary.subtle,
                border: `1px solid ${vars.color.primary.solid}`,
                borderRadius: 2,
              }}
            />
          </div>
        )),
      )}
    </div>
  );
}
