import { paths, type SessionUser } from '@olive/api';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { authAtom, signedInState, verificationStep } from '../../state/auth';
import { takeRememberedPath } from '../../state/redirect';

/**
 * docs/product.md §4 after login, SMS authentication or the initial-password change: a verified user goes
 * to the remembered path; otherwise to verify-email, else to verify-phone-number.
 */
export function useCompleteSignIn() {
  const setAuth = useSetAtom(authAtom);
  const [, navigate] = useLocation();
  return useCallback(
    (user: SessionUser) => {
      const state = signedInState(user);
      setAuth(state);
      const step = verificationStep(user);
      if (!state.isAuthenticated && step) navigate(paths[step], { replace: true });
      else navigate(takeRememberedPath(user.id), { replace: true });
    },
    [setAuth, navigate],
  );
}

/** The navigation state SMS_MFA and NEW_PASSWORD_REQUIRED pass on (docs/product.md §2). */
export interface ChallengeState {
  session: string;
  email: string;
  /** SMS_MFA: the masked number the code went to. */
  phoneNumber?: string;
}

export function readChallenge(): ChallengeState | null {
  const state = window.history.state as Partial<ChallengeState> | null;
  if (typeof state?.session !== 'string' || typeof state.email !== 'string') return null;
  return {
    session: state.session,
    email: state.email,
    ...(typeof state.phoneNumber === 'string' ? { phoneNumber: state.phoneNumber } : {}),
  };
}
