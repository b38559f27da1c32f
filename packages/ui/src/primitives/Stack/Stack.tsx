import { forwardRef, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { columnRules, gapRules, widthRules } from '../../internal/layoutRules';
import type { layoutWidth, space } from '../../tokens/scale';

export type LayoutGap = keyof typeof space;
export type LayoutWidth = keyof typeof layoutWidth;
export type StackElement = 'div' | 'section' | 'form' | 'ul' | 'ol' | 'li' | 'span' | 'fieldset' | 'article';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** 描く要素（`div` 既定。見出しのある区画は `section`、フォームは `form`）。 */
  as?: StackElement;
  /** 子どうしの間隔。余白の段階で指定します（`4` は 16px）。 */
  gap?: LayoutGap;
  /** 横の配置。`stretch`（既定）は幅いっぱい、ほかは子の幅のまま寄せます。 */
  align?: 'stretch' | 'start' | 'center' | 'end';
  /** 最大幅（絞り込み欄 1 つ分、読みやすい文章の幅など）。親より広くはなりません。 */
  width?: LayoutWidth;
  /** この幅以上の列を、入るだけ並べます（狭い画面では 1 列）。 */
  columns?: LayoutWidth;
  /** Inline の行の中で、余った幅を引き受けます。 */
  grow?: boolean;
}

const Root = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-content: start;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  list-style: none;

  &[data-align='start'] { justify-items: start; }
  &[data-align='center'] { justify-items: center; }
  &[data-align='end'] { justify-items: end; }
  &[data-grow] { flex: 1 1 auto; }
  ${gapRules}
  ${widthRules}
  ${columnRules}
`;

/**
 * Children one under another with a gap from the spacing scale: the page's vertical rhythm
 * without inline styles. Gap, alignment, width and columns are data attributes styled by static
 * rules. No outer margin; aria-* and other attributes pass through.
 */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
  { as, gap = 4, align = 'stretch', width, columns, grow, ...rest },
  ref,
) {
  return (
    <Root
      ref={ref as never}
      as={as}
      data-gap={gap}
      data-align={align}
      data-width={width}
      data-columns={columns}
      data-grow={grow ? '' : undefined}
      {...rest}
    />
  );
});
