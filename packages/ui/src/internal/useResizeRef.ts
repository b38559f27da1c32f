import { useCallback, useEffect, useRef } from 'react';

/**
 * A ref callback that calls `measure` with the element each time the browser reports a new size
 * of it (and, with `children`, of any of its children at attach time). `measure` must be stable
 * (a `useCallback`).
 *
 * Nothing is measured when the ref attaches: the observer's first report comes after the
 * browser's own layout and before its paint. A read in the ref, or in an effect, runs inside
 * React's commit and makes the browser lay the page out there and again for the frame
 * (docs/adr/0041-first-run-split-into-tasks.md).
 */
export function useResizeRef<T extends HTMLElement>(measure: (element: T) => void, children = false) {
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback(
    (element: T | null) => {
      observer.current?.disconnect();
      if (!element) return;
      observer.current = new ResizeObserver(() => measure(element));
      observer.current.observe(element);
      if (children) for (const child of Array.from(element.children)) observer.current.observe(child);
    },
    [measure, children],
  );
  useEffect(() => () => observer.current?.disconnect(), []);
  return ref;
}
