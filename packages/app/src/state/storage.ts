import { createJSONStorage } from 'jotai/utils';

/** Session storage for the values docs/product.md §4 keeps there (selected agency, the stored list). */
export const sessionJson = <T>() => createJSONStorage<T>(() => sessionStorage);

export const sessionKeys = {
  selectedAgencyCode: 'olive.selectedAgencyCode',
  agencies: 'olive.agencies',
  selectionOwner: 'olive.selectionOwner',
  redirectAfterLogin: 'olive.redirectAfterLogin',
} as const;
