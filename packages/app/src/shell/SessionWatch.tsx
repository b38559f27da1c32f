import { SESSION_IDLE_MINUTES, specMessages } from '@olive/api';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { http } from '../api/http';
import { authAtom } from '../state/auth';
import { loadingAtom } from '../state/loading';
import { lastRenewedAtom } from '../state/session';

/**
 * Hears every call (api's `observe`): while someone is signed in, an answer renews the session's
 * idle clock, and a 401 from any call opens the 再度ログイン dialog (docs/product.md §8) instead of
 * leaving a page to show the raw message. It lives in the signed-in shell's chunk, not on the
 * sign-in route, whose every byte is budgeted (docs/adr/0007-bundle-budgets.md); signed out, a 401
 * is the expected answer and says nothing.
 */
export function SessionWatch() {
  const store = useStore();
  const userId = useAtomValue(authAtom).user?.id ?? null;
  const setRenewed = useSetAtom(lastRenewedAtom);
  // A sign-in starts the clock. The shell mounts right after an answer that named the user, so a
  // clock that has already run out then is stale (a tab signed in again long after the last one).
  const seenUser = useRef(userId);

  useEffect(() => {
    const stale = Date.now() - store.get(lastRenewedAtom) >= SESSION_IDLE_MINUTES * 60_000;
    if (userId !== null && (userId !== seenUser.current || stale)) setRenewed(Date.now());
    seenUser.current = userId;
  }, [userId, setRenewed, store]);

  useEffect(
    () =>
      http.observe(({ result }) => {
        if (!store.get(authAtom).user) return;
        if (result.ok) store.set(lastRenewedAtom, Date.now());
        else if (result.status === 401) {
          store.set(loadingAtom, { errorMessage: specMessages.unauthenticated, errors: null });
        }
      }),
    [store],
  );
  return null;
}
