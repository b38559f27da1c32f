import { DEFAULT_PAGE_SIZE, type ListSort, type PageSize, pageSizes, type SortOrder, sortOrders } from '@olive/api';
import type { TableSort } from '@olive/ui';
import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';

/**
 * A list's sort and page size kept in its URL (?sort=monthlyPremium&order=desc&perPage=50) beside its
 * page, so a reload, a shared link and a back link show the same order. Values the list
 * does not know are ignored (the list's own order, 20 rows). A change goes back to page 1 in one
 * navigation (one history entry).
 */
export function useListParams<K extends string>(sortKeys: readonly K[]) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const key = params.get('sort');
  const order = params.get('order');
  // One object while the URL's sort stays the same (the table's sort below is made from it).
  const sort: ListSort<K> | null = useMemo(
    () =>
      key !== null && (sortKeys as readonly string[]).includes(key)
        ? {
            sort: key as K,
            order: (sortOrders as readonly string[]).includes(order ?? '') ? (order as SortOrder) : 'asc',
          }
        : null,
    [key, order, sortKeys],
  );
  const size = Number(params.get('perPage'));
  const perPage: PageSize = (pageSizes as readonly number[]).includes(size) ? (size as PageSize) : DEFAULT_PAGE_SIZE;

  const update = useCallback(
    (changes: Record<string, string | null>) => {
      const next = new URLSearchParams(window.location.search);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null) next.delete(name);
        else next.set(name, value);
      }
      // A new order or page size starts on page 1, without the cursor of the old one.
      for (const name of ['page', 'after', 'before']) next.delete(name);
      const qs = next.toString();
      navigate(qs ? `${location}?${qs}` : location);
    },
    [location, navigate],
  );
  const setSort = useCallback(
    (next: ListSort<K> | null) => update({ sort: next?.sort ?? null, order: next?.order ?? null }),
    [update],
  );
  const setPerPage = useCallback(
    (next: number) => update({ perPage: next === DEFAULT_PAGE_SIZE ? null : String(next) }),
    [update],
  );
  // The same sort as the Table takes it (a column key and a direction), made once while the URL's
  // sort stays the same, so a table given it keeps its rows.
  const tableSort = useMemo(() => (sort ? { key: sort.sort, direction: sort.order } : null), [sort]);
  const setTableSort = useCallback(
    (next: TableSort | null) => setSort(next ? { sort: next.key as K, order: next.direction } : null),
    [setSort],
  );
  // Whether the URL names a page size: it then wins over one the user stored for the list.
  const perPageInUrl = perPage !== DEFAULT_PAGE_SIZE || params.get('perPage') === String(DEFAULT_PAGE_SIZE);
  return { sort, perPage, perPageInUrl, setSort, setPerPage, tableSort, setTableSort };
}

/** The page size as a list call sends it: nothing for the default (20), so the URL stays short. */
export const perPageQuery = (perPage: PageSize): { perPage?: PageSize } =>
  perPage === DEFAULT_PAGE_SIZE ? {} : { perPage };
