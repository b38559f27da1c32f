import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';

/**
 * A list's page kept in the URL (?page=3), so a reload or a shared link shows the same page.
 * Other query parameters are kept.
 */
/**
 * The last query written and the one it was written over, shared by every parameter of the page:
 * two parameters set in one handler (a kind, and no missing file) both land, though the render that
 * would hand the second its new query has not happened yet.
 */
let unrendered: { location: string; from: string; to: string } | null = null;

export function useQueryParam(name: string): [string | null, (value: string | null) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  // Once a render has the written query (or the page or query moved on), it is no longer pending.
  if (unrendered && (unrendered.location !== location || unrendered.from !== search)) unrendered = null;
  const value = new URLSearchParams(search).get(name);
  const set = useCallback(
    (next: string | null) => {
      // The router's own query (a story's memory location too), not the window's.
      const pending = unrendered?.location === location && unrendered.from === search ? unrendered.to : null;
      const params = new URLSearchParams(pending ?? search);
      if (next === null || next === '') params.delete(name);
      else params.set(name, next);
      const qs = params.toString();
      unrendered = { location, from: search, to: qs };
      navigate(qs ? `${location}?${qs}` : location);
    },
    [location, name, navigate, search],
  );
  return [value, set];
}

export function usePageParam(name = 'page'): [number, (page: number) => void] {
  const [value, set] = useQueryParam(name);
  const page = Math.max(1, Number.parseInt(value ?? '1', 10) || 1);
  return [page, useCallback((p: number) => set(p <= 1 ? null : String(p)), [set])];
}
