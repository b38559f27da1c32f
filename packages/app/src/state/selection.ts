import type { Agency } from '@olive/api';
import { atomWithStorage } from 'jotai/utils';
import { sessionJson, sessionKeys } from './storage';

/**
 * docs/product.md §4: the chosen agency code, kept in session storage; it overrides the user's agencyCode.
 * `getOnInit` reads it back on a reload. (Here rather than in agency.ts so that auth.ts can clear it
 * when another session starts without an import cycle; agency.ts re-exports it.)
 */
export const selectedAgencyCodeAtom = atomWithStorage<string | null>(
  sessionKeys.selectedAgencyCode,
  null,
  sessionJson<string | null>(),
  { getOnInit: true },
);

/** The stored list of agencies (client-side list of docs/product.md §3), kept with the selection. */
export const agenciesAtom = atomWithStorage<Agency[] | null>(
  sessionKeys.agencies,
  null,
  sessionJson<Agency[] | null>(),
  { getOnInit: true },
);

/**
 * The id of the user whose session the stored selection belongs to, so that a reload keeps the
 * selection only when start-up finds that same user signed in.
 */
export const selectionOwnerAtom = atomWithStorage<number | null>(
  sessionKeys.selectionOwner,
  null,
  sessionJson<number | null>(),
  { getOnInit: true },
);
