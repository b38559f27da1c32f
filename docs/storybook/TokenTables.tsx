/**
 * The pieces of the Tokens page (Tokens.mdx). They read the token modules directly, so the page
 * can never drift from what components use. Each theme is shown in its own region marked with
 * `data-olive-theme`, the same attribute ThemeProvider sets on <html>.
 */
import type { CSSProperties, ReactNode } from 'react';
import {
  borderWidth,
  choiceSize,
  colorAt,
  contrastPairs,
  contrastRatio,
  controlHeight,
  duration,
  flattenTokens,
  focusRing,
  fontFamily,
  fontSize,
  fontWeight,
  iconSize,
  illustrationSize,
  innerControlSize,
  layout,
  layoutWidth,
  lineHeight,
  minimumContrast,
  radius,
  shadow,
  space,
  type ThemeName,
  themeDeclarations,
  themeNames,
  themes,
  tokenProperty,
  vars,
  zIndex,
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

/** A name, its value and a bar of that length, in columns that never overlap (long names wrap). */
const scaleRow: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 14rem) 4.5rem minmax(0, 1fr)',
  alignItems: 'center',
  gap: 12,
  minHeight: 28,
};

function Bar({ length, thickness }: { length: string; thickness: string }) {
  return (
    <span
      style={{
        display: 'block',
        width: length,
        maxWidth: '100%',
        height: thickness,
        background: vars.color.primary.subtle,
        border: `1px solid ${vars.color.primary.solid}`,
        borderRadius: 2,
        boxSizing: 'border-box',
      }}
    />
  );
}

function Scale({
  name,
  values,
  thickness,
}: {
  name: string;
  values: Record<string, string | number>;
  thickness?: string;
}) {
  return (
    <div style={{ display: 'grid', gap: 8 }} data-olive-theme="LIGHT">
      {Object.entries(values).map(([step, value]) => {
        const length = typeof value === 'number' ? `${value}px` : value;
        return (
          <div key={step} style={scaleRow}>
            <code style={{ overflowWrap: 'anywhere' }}>
              {name}.{step}
            </code>
            <code>{length}</code>
            <Bar length={length} thickness={thickness ?? length} />
          </div>
        );
      })}
    </div>
  );
}

/** The control tier: heights, inner hit areas, icons and illustrations, drawn at their size. */
export function ControlSizes() {
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <Scale name="controlHeight" values={controlHeight} />
      <Scale name="innerControlSize" values={innerControlSize} />
      <Scale name="iconSize" values={iconSize} />
      <Scale name="illustrationSize" values={illustrationSize} />
      <Scale name="choiceSize" values={{ '': choiceSize }} />
      <Scale name="borderWidth" values={borderWidth} thickness="16px" />
    </div>
  );
}

/** The layout widths and the shell's fixed sizes; a bar longer than the page shrinks to its width. */
export function LayoutSizes() {
  const { drawerBreakpoint: _breakpoint, ...shell } = layout;
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <Scale name="layoutWidth" values={layoutWidth} thickness="8px" />
      <Scale name="layout" values={shell} thickness="8px" />
      <p style={{ margin: 0 }}>
        <code>layout.drawerBreakpoint</code> = <code>{layout.drawerBreakpoint}</code>
        ：これより狭い画面では、サイドパネルがメニューボタンで開くパネルになります。
      </p>
    </div>
  );
}

export function SpacingScale() {
  const steps = Object.entries(space).sort(([a], [b]) => Number(a) - Number(b));
  return <Scale name="space" values={Object.fromEntries(steps)} thickness="16px" />;
}

/** Each text colour on its background in one theme, with the contrast ratio the unit test checks. */
export function ContrastTable({ theme }: { theme: ThemeName }) {
  const tokens = themes[theme];
  const cell: CSSProperties = {
    padding: '6px 10px',
    borderTop: `1px solid ${vars.color.border.default}`,
    textAlign: 'start',
  };
  return (
    <table data-olive-theme="LIGHT" style={{ borderCollapse: 'collapse', width: '100%', fontSize: 13 }}>
      <caption style={{ textAlign: 'start', paddingBlockEnd: 8 }}>
        {theme} の文字色と背景の組み合わせ（WCAG AA は {minimumContrast}:1 以上）
      </caption>
      <thead>
        <tr>
          <th style={cell}>見本</th>
          <th style={cell}>文字</th>
          <th style={cell}>背景</th>
          <th style={{ ...cell, textAlign: 'end' }}>コントラスト比</th>
        </tr>
      </thead>
      <tbody>
        {contrastPairs.map(({ text, background }) => {
          const fg = colorAt(tokens, text);
          const bg = colorAt(tokens, background);
          const ratio = contrastRatio(fg, bg);
          return (
            <tr key={`${text} ${background}`}>
              <td style={cell}>
                <span
                  style={{
                    display: 'inline-block',
                    padding: '2px 10px',
                    borderRadius: 6,
                    background: bg,
                    color: fg,
                    border: `1px solid ${vars.color.border.default}`,
                    fontWeight: 700,
                  }}
                >
                  契約 Aa
                </span>
              </td>
              <td style={cell}>
                <code>{text}</code> <code>{fg}</code>
              </td>
              <td style={cell}>
                <code>{background}</code> <code>{bg}</code>
              </td>
              <td style={{ ...cell, textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}>
                {ratio.toFixed(2)}:1 {ratio >= minimumContrast ? '✓ AA' : '✕ AA 未満'}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The elevation scale on a surface. */
export function ShadowScale() {
  return (
    <div
      data-olive-theme="LIGHT"
      style={{
        display: 'flex',
        gap: 32,
        flexWrap: 'wrap',
        padding: 24,
        borderRadius: 16,
        background: 'var(--olive-color-background-canvas)',
      }}
    >
      {Object.entries(shadow).map(([name, value]) => (
        <div key={name} style={{ display: 'grid', gap: 8, justifyItems: 'center', maxWidth: 200 }}>
          <div
            style={{
              width: 160,
              height: 96,
              borderRadius: 16,
              background: 'var(--olive-color-background-surface)',
              boxShadow: value,
            }}
          />
          <code>shadow.{name}</code>
          <code style={{ fontSize: 11, overflowWrap: 'anywhere', textAlign: 'center' }}>{value}</code>
        </div>
      ))}
    </div>
  );
}

/** The durations, each moving a dot across a track when the reader hovers over it. */
export function MotionScale() {
  return (
    <div data-olive-theme="LIGHT" style={{ display: 'grid', gap: 12 }}>
      <style>{`
        [data-motion-track]:hover [data-motion-dot] { transform: translateX(calc(12rem - 16px)); }
        @media (prefers-reduced-motion: reduce) { [data-motion-dot] { transition: none !important; } }
      `}</style>
      {Object.entries(duration).map(([name, value]) => (
        <div key={name} style={scaleRow}>
          <code>duration.{name}</code>
          <code>{value}</code>
          <span
            data-motion-track=""
            style={{
              display: 'block',
              width: '12rem',
              maxWidth: '100%',
              padding: 4,
              borderRadius: 9999,
              background: vars.color.background.subtle,
            }}
          >
            <span
              data-motion-dot=""
              style={{
                display: 'block',
                width: 16,
                height: 16,
                borderRadius: 9999,
                background: vars.color.primary.solid,
                transition: `transform ${value} ease-out`,
              }}
            />
          </span>
        </div>
      ))}
    </div>
  );
}

/** The layers from bottom to top. */
export function ZIndexScale() {
  const layers = Object.entries(zIndex).sort(([, a], [, b]) => a - b);
  return (
    <div data-olive-theme="LIGHT" style={{ position: 'relative', height: 60 + layers.length * 28 }}>
      {layers.map(([name, value], index) => (
        <div
          key={name}
          style={{
            position: 'absolute',
            left: index * 28,
            top: (layers.length - 1 - index) * 28,
            width: 'min(24rem, calc(100% - 12rem))',
            padding: '6px 12px',
            borderRadius: 8,
            background: 'var(--olive-color-background-surface)',
            border: `1px solid ${vars.color.border.strong}`,
            boxShadow: shadow.sm,
            zIndex: index,
          }}
        >
          <code>
            zIndex.{name} = {value}
          </code>
        </div>
      ))}
    </div>
  );
}

/** The focus ring every control draws, on each theme's surface. */
export function FocusRingSample() {
  return (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      {themeNames.map((name) => (
        <div
          key={name}
          data-olive-theme={name}
          style={{
            padding: 24,
            borderRadius: 16,
            background: 'var(--olive-color-background-surface)',
            color: 'var(--olive-color-text-default)',
            border: '1px solid var(--olive-color-border-default)',
          }}
        >
          <span
            style={{
              display: 'inline-block',
              padding: '8px 16px',
              borderRadius: 8,
              background: 'var(--olive-color-primary-solid)',
              color: 'var(--olive-color-text-on-primary)',
              fontWeight: 700,
              outline: `${focusRing.width} solid var(--olive-color-border-focus)`,
              outlineOffset: focusRing.offset,
            }}
          >
            保存する
          </span>
          <div style={{ marginTop: 12, fontSize: 12 }}>
            {name}: <code>{flattenTokens(themes[name]).find(([p]) => p.join('.') === 'border.focus')?.[1]}</code>
          </div>
        </div>
      ))}
    </div>
  );
}
