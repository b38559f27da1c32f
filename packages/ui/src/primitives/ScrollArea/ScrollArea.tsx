import { type CSSProperties, forwardRef, type HTMLAttributes, useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../tokens/control';
import { radius } from '../../tokens/scale';
import { vars } from '../../tokens/vars';

export interface ScrollAreaProps extends HTMLAttributes<HTMLDivElement> {
  /** Which way the content may scroll (default horizontal: wide tables on narrow screens). */
  orientation?: 'horizontal' | 'vertical' | 'both';
  /** Names the scrolling region; needed when it scrolls, so keyboard users know where they are. */
  label?: string;
  /** Or name it by another element (a table caption, a heading). */
  labelledBy?: string;
  /** For vertical scrolling: the height after which it scrolls. */
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

  /* SPEC.md §9: mobile user agents keep the platform's own overflow scrolling, with momentum. */
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
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: T | null) => {
    observer.current?.disconnect();
    if (!element) return;
    const measure = () =>
      setOverflowing(element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1);
    // The observer reports each size once when observing starts, after the browser's own layout
    // and before its paint. Measuring here as well read the sizes in React's commit, which made the
    // browser lay out the whole page there and again for the frame: 40–90 ms of a phone's first
    // load of the contract list at 4× (issue 19).
    observer.current = new ResizeObserver(measure);
    observer.current.observe(element);
    for (const child of Array.from(element.children)) observer.current.observe(child);
  }, []);
  useEffect(() => () => observer.current?.disconnect(), []);
  return { ref, overflowing };
}

/**
 * A box that scrolls its content. When the content overflows, the box becomes a named, focusable
 * region, so keyboard users can scroll it with the arrow keys (WCAG 2.1.1). Desktop gets the slim
 * themed scrollbar; mobile user agents (`data-olive-mobile` on <html>) native overflow scrolling.
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
