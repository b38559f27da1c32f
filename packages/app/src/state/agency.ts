import { isProviderRole } from '@olive/api';
import { atom } from 'jotai';
import { RESET } from 'jotai/utils';
import { authAtom } from './auth';
import { agenciesAtom, selectedAgencyCodeAtom } from './selection';

export { agenciesAtom, selectedAgencyCodeAtom } from './selection';

/** The agency the screens work on: the selection, else the user's own (recruiters). */
export const effectiveAgencyCodeAtom = atom(
  (get) => get(selectedAgencyCodeAtom) ?? get(authAtom).user?.agencyCode ?? null,
);

export const effectiveAgencyNameAtom = atom((get) => {
  const code = get(effectiveAgencyCodeAtom);
  const user = get(authAtom).user;
  if (!code) return null;
  if (user?.agencyCode === code && user.agencyName) return user.agencyName;
  return get(agenciesAtom)?.find((a) => a.agencyCode === code)?.name ?? null;
});

/** Agency-bound provider users may re-select; recruiters are bound to their own agency. */
export const canReselectAgencyAtom = atom((get) => {
  const user = get(authAtom).user;
  return !!user && isProviderRole(user.roleType) && get(selectedAgencyCodeAtom) !== null;
});

/** docs/product.md §4: re-selecting clears the code and the stored list (the caller then goes to /admin/agencies). */
export const clearAgencySelectionAtom = atom(null, (_get, set) => {
  set(selectedAgencyCodeAtom, RESET);
  set(agenciesAtom, RESET);
});
