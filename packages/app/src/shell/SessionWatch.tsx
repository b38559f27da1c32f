import { specMessages } from '@olive/api';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { http } from '../api/http';
import { authAtom } from '../state/auth';
import { loadingAtom } from '../state/loading';
import { lastRenewedAtom } from '../state/session';

/**
 * Hears every call (api's `observe`): while someone is signed in, an answer renews the session's
 * idle clock, and a 401 from any call opens the 再度ログイン dialog (docs/product.md §8) instead of
 * leaving a page to show the raw message. Signed out (start-up, the sign-in screens), a 401 is the
 * expected answer and says nothing.
 */
export function SessionWatch() {
  const store = useStore();
  const userId = useAtomValue(authAtom).user?.id ?? null;
  const setRenewed = useSetAtom(lastRenewedAtom);
  // A sign-in starts the clock; the user a screen opened with keeps the store's own clock.
  const seenUser = useRef(userId);

  useEffect(() => {
    if (userId !== null && userId !== seenUser.current) setRenewed(Date.now());
    seenUser.current = userId;
  }, [userId, setRenewed]);

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
