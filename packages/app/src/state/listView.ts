import { type PageSize, pageSizes } from '@olive/api';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { authAtom } from './auth';

/** How tightly a list's rows sit (the Table's density), tightest first. */
export const listDensities = ['dense', 'compact', 'comfortable'] as const;
export type ListDensity = (typeof listDensities)[number];

export const listDensityLabels: Record<ListDensity, string> = {
  dense: '狭い',
  compact: '標準',
  comfortable: '広い',
};

/** What a user chose for a list on this browser: its density and page size. */
export interface ListView {
  density?: ListDensity;
  perPage?: PageSize;
}

/** One entry per list and user, so people sharing a browser keep their own (docs/adr/0141-list-view-remembered-per-user.md). */
export const listViewKey = (list: string, userId: number) => `olive.listView.${list}.${userId}`;

/** The stored view, keeping only values the list still knows (an old or edited entry is ignored). */
export function readListView(list: string, userId: number | undefined): ListView {
  if (userId === undefined) return {};
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(listViewKey(list, userId)) ?? '{}');
    if (typeof raw !== 'object' || raw === null) return {};
    const { density, perPage } = raw as Record<string, unknown>;
    return {
      ...((listDensities as readonly unknown[]).includes(density) ? { density: density as ListDensity } : {}),
      ...((pageSizes as readonly unknown[]).includes(perPage) ? { perPage: perPage as PageSize } : {}),
    };
  } catch {
    return {};
  }
}

/** The signed-in user's view of a list on this browser, and a setter that stores each change. */
export function useListView(list: string): [ListView, (change: ListView) => void] {
  const userId = useAtomValue(authAtom).user?.id;
  const [state, setState] = useState(() => ({ userId, view: readListView(list, userId) }));
  // Another user on the same mounted page (a sign-in in another tab): read theirs.
  const view = state.userId === userId ? state.view : readListView(list, userId);
  const update = useCallback(
    (change: ListView) => {
      const next = { ...readListView(list, userId), ...change };
      setState({ userId, view: next });
      if (userId === undefined) return;
      try {
        localStorage.setItem(listViewKey(list, userId), JSON.stringify(next));
      } catch {
        // Storage full or refused (private mode): the choice holds for this visit only.
      }
    },
    [list, userId],
  );
  return [view, update];
}
