/**
 * The Do / Don't pairs of the usage pages (packages/ui/src/**\/*.mdx): two real renderings side by
 * side, each marked in words as well as colour. The examples sit in a LIGHT region that declares the
 * theme's custom properties, because an MDX page renders plain JSX without the stories' decorators.
 */
import type { ReactNode } from 'react';
import { fontFamily, fontSize, fontWeight, lineHeight, radius, space, vars } from '../../packages/ui/src';
import { ThemeRegionsStyle } from './TokenTables';

/** A caption string's `code` spans as <code>, as Markdown would render them. */
function withCode(caption: ReactNode): ReactNode {
  if (typeof caption !== 'string') return caption;
  // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string never move
  return caption.split('`').map((part, index) => (index % 2 ? <code key={index}>{part}</code> : part));
}

function Example({ kind, children, caption }: { kind: 'do' | 'dont'; children: ReactNode; caption: ReactNode }) {
  const good = kind === 'do';
  const tone = good ? vars.color.feedback.success : vars.color.feedback.danger;
  return (
    <figure
      style={{
        margin: 0,
        display: 'grid',
        gridTemplateRows: 'auto 1fr auto',
        border: `1px solid ${vars.color.border.default}`,
        borderTop: `4px solid ${tone.solid}`,
        borderRadius: radius.md,
        background: vars.color.background.surface,
        color: vars.color.text.default,
        fontFamily: fontFamily.sans,
        minWidth: 0,
      }}
    >
      <strong style={{ padding: `${space[2]} ${space[4]}`, color: tone.text, fontSize: fontSize.md }}>
        {good ? '✓ よい例（Do）' : '✕ よくない例（Don’t）'}
      </strong>
      <div style={{ padding: space[4], display: 'flex', flexWrap: 'wrap', gap: space[3], alignItems: 'flex-start' }}>
        {children}
      </div>
      <figcaption
        style={{
          padding: `${space[2]} ${space[4]} ${space[3]}`,
          fontSize: fontSize.sm,
          lineHeight: lineHeight.body,
          color: vars.color.text.muted,
          fontWeight: fontWeight.regular,
        }}
      >
        {withCode(caption)}
      </figcaption>
    </figure>
  );
}

/** A good and a bad way to use a component, rendered with the real component. */
export function DoDont({
  good,
  goodCaption,
  bad,
  badCaption,
  stacked = false,
}: {
  /** One example above the other, for examples that need the page's width (a table). */
  stacked?: boolean;
  good: ReactNode;
  goodCaption: ReactNode;
  bad: ReactNode;
  badCaption: ReactNode;
}) {
  return (
    <div
      data-olive-theme="LIGHT"
      style={{
        display: 'grid',
        gridTemplateColumns: stacked ? 'minmax(0, 1fr)' : 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
        gap: space[4],
        margin: `${space[4]} 0 ${space[6]}`,
      }}
    >
      <ThemeRegionsStyle />
      <Example kind="do" caption={goodCaption}>
        {good}
      </Example>
      <Example kind="dont" caption={badCaption}>
        {bad}
      </Example>
    </div>
  );
}
