import { toast } from '@olive/ui';
import { atom } from 'jotai';
import { RESET } from 'jotai/utils';
import { agenciesAtom, selectedAgencyCodeAtom } from './agency';
import { authAtom } from './auth';
import { takeDrafts } from './drafts';
import { actionLogUsersAtom, contractStatusesAtom, oliveUserIdsAtom, recruiterIdsAtom } from './lists';
import { loadingAtom } from './loading';
import { selectionOwnerAtom } from './selection';

/**
 * docs/product.md §4: logout resets all client state to its initial value and clears session storage.
 * Auth goes back to unauthenticated but initialised (start-up has run). A session that ended by
 * itself (`keepDrafts`) keeps what was typed into forms, for the same user's next sign-in.
 */
export const resetAllAtom = atom(null, (_get, set, options?: { keepDrafts?: boolean }) => {
  const drafts = options?.keepDrafts ? takeDrafts() : [];
  for (const a of [
    loadingAtom,
    oliveUserIdsAtom,
    recruiterIdsAtom,
    contractStatusesAtom,
    actionLogUsersAtom,
    selectedAgencyCodeAtom,
    agenciesAtom,
    selectionOwnerAtom,
  ] as const) {
    set(a as never, RESET as never);
  }
  set(authAtom, { isAuthenticated: false, isInitialized: true, user: null });
  sessionStorage.clear();
  for (const [key, value] of drafts) sessionStorage.setItem(key, value);
  toast.clear();
});
