import { type CSSProperties, forwardRef, type HTMLAttributes, useCallback, useState } from 'react';
import styled from 'styled-components';
import { overflows } from '../../internal/overflows';
import { useResizeRef } from '../../internal/useResizeRef';
import { focusRing } from '../../tokens/control';
import { radius } from '../../tokens/scale';
import { vars } from '../../tokens/vars';

export interface ScrollAreaProps extends HTMLAttributes<HTMLDivElement> {
  /** スクロールする向き。`horizontal`（既定。狭い画面の広い表）、`vertical`、`both`。 */
  orientation?: 'horizontal' | 'vertical' | 'both';
  /** スクロールする領域の名前。キーボードで操作する人が、いまどこにいるか分かるようにします。 */
  label?: string;
  /** 名前の代わりに、名前になる要素（表の見出しなど）の id。 */
  labelledBy?: string;
  /** 縦にスクロールするとき、この高さを超えたらスクロールします。 */
  maxHeight?: CSSProperties['maxHeight'];
}

const Root = styled.div`
  position: relative;
  min-width: 0;
  max-width: 100%;

  &[data-orientation='horizontal'] { overflow-x: auto; overflow-y: hidden; }
  &[data-orientation='vertical'] { overflow-x: hidden; overflow-y: auto; }
  &[data-orientation='both'] { overflow: auto; }

  /* Desktop: a slim scrollbar in the theme's colours. */
  html:not([data-olive-mobile]) & {
    scrollbar-width: thin;
    scrollbar-color: ${vars.color.scrollbar.thumb} ${vars.color.scrollbar.track};
  }

  /* docs/product.md §9: mobile user agents keep the platform's own overflow scrolling, with momentum. */
  html[data-olive-mobile] & {
    scrollbar-width: auto;
    scrollbar-color: auto;
    -webkit-overflow-scrolling: touch;
    overscroll-behavior-x: contain;
  }

  &[data-overflowing]:focus-visible { outline-offset: -${focusRing.width}; border-radius: ${radius.sm}; }
`;

/** Whether the element's content is larger than its box, kept up to date as either changes size. */
function useOverflow<T extends HTMLElement>() {
  const [overflowing, setOverflowing] = useState(false);
  const measure = useCallback((element: T) => setOverflowing(overflows(element)), []);
  return { ref: useResizeRef(measure, true), overflowing };
}

/**
 * A box that scrolls its content. When the content overflows, the box becomes a named, focusable
 * region, so keyboard users can scroll it with the arrow keys (WCAG 2.1.1). Desktop gets the slim
 * themed scrollbar; mobile user agents (`data-olive-mobile` on `<html>`) native overflow scrolling.
 */
export const ScrollArea = forwardRef<HTMLDivElement, ScrollAreaProps>(function ScrollArea(
  { orientation = 'horizontal', label, labelledBy, maxHeight, style, children, ...rest },
  forwardedRef,
) {
  const { ref, overflowing } = useOverflow<HTMLDivElement>();
  const setRefs = useCallback(
    (element: HTMLDivElement | null) => {
      ref(element);
      if (typeof forwardedRef === 'function') forwardedRef(element);
      else if (forwardedRef) forwardedRef.current = element;
    },
    [ref, forwardedRef],
  );
  const named = label !== undefined || labelledBy !== undefined;
  return (
    <Root
      ref={setRefs}
      data-orientation={orientation}
      data-olive-scroll-x={orientation === 'vertical' ? undefined : ''}
      data-overflowing={overflowing ? '' : undefined}
      role={overflowing && named ? 'region' : undefined}
      aria-label={overflowing ? label : undefined}
      aria-labelledby={overflowing ? labelledBy : undefined}
      tabIndex={overflowing ? 0 : undefined}
      style={maxHeight === undefined ? style : { maxHeight, ...style }}
      {...rest}
    >
      {children}
    </Root>
  );
});
