import type { SessionUser } from '@olive/api';
import { atomWithReset } from 'jotai/utils';

/** SPEC.md §3: isAuthenticated, isInitialized, user. Starts unauthenticated and uninitialised. */
export interface AuthState {
  isAuthenticated: boolean;
  isInitialized: boolean;
  /** Present when signed in, and also for a partial session waiting for e-mail or phone verification. */
  user: SessionUser | null;
}

export const initialAuth: AuthState = { isAuthenticated: false, isInitialized: false, user: null };

export const authAtom = atomWithReset<AuthState>(initialAuth);

/** SPEC.md §4, sign-in: fully signed in only with a verified e-mail and a phone not 'unverified'. */
export function signedInState(user: SessionUser): AuthState {
  const full = user.isEmailVerified && user.phoneNumberStatus !== 'unverified';
  return { isAuthenticated: full, isInitialized: true, user };
}

/** SPEC.md §4, start-up: authenticated only with a verified e-mail and a complete phone registration. */
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
