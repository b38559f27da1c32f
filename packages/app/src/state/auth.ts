import type { SessionUser } from '@olive/api';
import { atom, type SetStateAction } from 'jotai';
import { atomWithReset, RESET } from 'jotai/utils';
import { agenciesAtom, selectedAgencyCodeAtom, selectionOwnerAtom } from './selection';

/** docs/product.md §3: isAuthenticated, isInitialized, user. Starts unauthenticated and uninitialised. */
export interface AuthState {
  isAuthenticated: boolean;
  isInitialized: boolean;
  /** Present when signed in, and also for a partial session waiting for e-mail or phone verification. */
  user: SessionUser | null;
}

export const initialAuth: AuthState = { isAuthenticated: false, isInitialized: false, user: null };

const authStateAtom = atomWithReset<AuthState>(initialAuth);

/**
 * Whether a change of the auth state starts another session, so that an agency selected in an
 * earlier one must not carry over (it lives in session storage, which outlives a sign-in in the tab):
 * - start-up found no session, or a different user than the one who made the selection;
 * - a sign-in (a user appears where there was none, or a different one);
 * - the user is gone (logout, or a refusal that signs out).
 * The same user moving on (a partial session completing its verification, a refreshed user) keeps it,
 * and so does a reload that finds the selection's own user signed in.
 */
export function startsAnotherSession(prev: AuthState, next: AuthState, selectionOwner: number | null): boolean {
  if (!next.isInitialized) return false;
  if (!next.user) return true;
  if (!prev.isInitialized) return selectionOwner !== next.user.id;
  return prev.user?.id !== next.user.id;
}

/**
 * docs/product.md §3–4's auth state. Writing it also applies the rule above: another session clears the
 * agency selection and its stored list, and the selection's owner follows the signed-in user.
 */
export const authAtom = atom(
  (get) => get(authStateAtom),
  (get, set, update: SetStateAction<AuthState> | typeof RESET) => {
    const prev = get(authStateAtom);
    const next = update === RESET ? initialAuth : typeof update === 'function' ? update(prev) : update;
    if (startsAnotherSession(prev, next, get(selectionOwnerAtom))) {
      set(selectedAgencyCodeAtom, RESET);
      set(agenciesAtom, RESET);
    }
    if (next.user) set(selectionOwnerAtom, next.user.id);
    set(authStateAtom, next);
  },
);

/** docs/product.md §4, sign-in: fully signed in only with a verified e-mail and a phone not 'unverified'. */
export function signedInState(user: SessionUser): AuthState {
  const full = user.isEmailVerified && user.phoneNumberStatus !== 'unverified';
  return { isAuthenticated: full, isInitialized: true, user };
}

/** docs/product.md §4, start-up: authenticated only with a verified e-mail and a complete phone registration. */
export function startupState(user: SessionUser): AuthState {
  const full = user.isEmailVerified && user.phoneNumberStatus === 'verified';
  return { isAuthenticated: full, isInitialized: true, user };
}

/** Where a partial session must go next: verify-email first, then verify-phone-number. */
export function verificationStep(user: SessionUser): 'verifyEmail' | 'verifyPhoneNumber' | null {
  if (!user.isEmailVerified) return 'verifyEmail';
  if (user.phoneNumberStatus !== 'verified') return 'verifyPhoneNumber';
  return null;
}
