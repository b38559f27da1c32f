import { toast } from '@olive/ui';
import { atom } from 'jotai';
import { RESET } from 'jotai/utils';
import { agenciesAtom, selectedAgencyCodeAtom } from './agency';
import { authAtom } from './auth';
import { contractSearchAtom } from './contractSearch';
import { actionLogUsersAtom, contractStatusesAtom, oliveUserIdsAtom, recruiterIdsAtom } from './lists';
import { loadingAtom } from './loading';
import { selectionOwnerAtom } from './selection';

/**
 * docs/product.md §4: logout resets all client state to its initial value and clears session storage.
 * Auth goes back to unauthenticated but initialised (start-up has run).
 */
export const resetAllAtom = atom(null, (_get, set) => {
  for (const a of [
    loadingAtom,
    contractSearchAtom,
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
  toast.clear();
});
