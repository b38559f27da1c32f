import { forwardRef, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { gapRules } from '../../internal/layoutRules';
import type { LayoutGap } from '../Stack';

export type InlineElement = 'div' | 'span' | 'form' | 'ul' | 'ol' | 'li' | 'p';

export interface InlineProps extends HTMLAttributes<HTMLElement> {
  /** 描く要素（`div` 既定、`ul`、`form` など）。 */
  as?: InlineElement;
  /** 子どうしの間隔。余白の段階で指定します（`2` は 8px）。 */
  gap?: LayoutGap;
  /** 行の中での縦位置。`end` にすると、ボタンが隣の入力欄の下端にそろいます。 */
  align?: 'center' | 'start' | 'end' | 'baseline' | 'stretch';
  /** 横の寄せ方。`between` は両端に分けます（左に件数、右に操作など）。 */
  justify?: 'start' | 'center' | 'end' | 'between';
  /** 行が埋まったら折り返します（既定）。`false` は 1 行のまま。 */
  wrap?: boolean;
}

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;

  /* One line even when it overflows: the children keep their size (a button's label would otherwise
     wrap inside it, since labels may wrap when a lone button is wider than its card). */
  &[data-wrap='false'] { flex-wrap: nowrap; }
  &[data-wrap='false'] > * { flex-shrink: 0; }
  &[data-align='start'] { align-items: flex-start; }
  &[data-align='end'] { align-items: flex-end; }
  &[data-align='baseline'] { align-items: baseline; }
  &[data-align='stretch'] { align-items: stretch; }
  &[data-justify='center'] { justify-content: center; }
  &[data-justify='end'] { justify-content: flex-end; }
  &[data-justify='between'] { justify-content: space-between; }
  ${gapRules}
`;

/**
 * Children side by side with a gap, wrapping onto more lines when the row is full: filter rows,
 * button groups, badges in a cell. Static rules on data attributes; no outer margin.
 */
export const Inline = forwardRef<HTMLElement, InlineProps>(function Inline(
  { as, gap = 2, align = 'center', justify = 'start', wrap = true, ...rest },
  ref,
) {
  return (
    <Root
      ref={ref as never}
      as={as}
      data-gap={gap}
      data-align={align}
      data-justify={justify}
      data-wrap={wrap ? undefined : 'false'}
      {...rest}
    />
  );
});
