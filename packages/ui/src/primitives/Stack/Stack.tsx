import { forwardRef, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { columnRules, gapRules, widthRules } from '../../internal/layoutRules';
import type { layoutWidth, space } from '../../tokens/scale';

export type LayoutGap = keyof typeof space;
export type LayoutWidth = keyof typeof layoutWidth;
export type StackElement = 'div' | 'section' | 'form' | 'ul' | 'ol' | 'li' | 'span' | 'fieldset' | 'article';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** The element to render (a `section` with a heading, a `form`, a `ul`…). */
  as?: StackElement;
  /** Space between the children, a step of the spacing scale (`4` is 16 px). */
  gap?: LayoutGap;
  /** Where children sit across the stack: stretched to its width (default) or at their own width. */
  align?: 'stretch' | 'start' | 'center' | 'end';
  /** At most this wide (a field in a filter row, a readable block); never wider than its container. */
  width?: LayoutWidth;
  /** Lay the children out in as many columns of at least this width as fit (one column when narrow). */
  columns?: LayoutWidth;
  /** Take the spare room when the stack sits in an Inline row. */
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
