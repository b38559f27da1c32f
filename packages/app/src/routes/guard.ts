import { type AppRoute, findAppRoute, mayOpenRoute, paths, type RouteName } from '@olive/api';
import type { AuthState } from '../state/auth';

export type GuardDecision =
  | { kind: 'render'; name: RouteName; params: Record<string, string> }
  | { kind: 'redirect'; to: string; remember?: string }
  | { kind: 'notFound' };

export interface GuardInput {
  auth: AuthState;
  /** The selected agency, or the user's own (recruiters). */
  agencyCode: string | null;
}

/**
 * docs/product.md §2's redirect rules, in its order. The same access table as the server decides roles.
 * A user mid-verification may stay on the verification page they still need, so the public
 * group's "signed-in → /" never sends them round in a loop.
 */
export function decide(path: string, { auth, agencyCode }: GuardInput): GuardDecision {
  const found = findAppRoute(path);
  if (!found) return { kind: 'notFound' };
  const { name, route, params } = found;
  const render: GuardDecision = { kind: 'render', name, params };
  if (route.group === 'error') return render;
  if (route.group === 'public') return decidePublic(name, auth) ?? render;
  return decideApp(path, route, auth, agencyCode) ?? render;
}

function decidePublic(name: RouteName, auth: AuthState): GuardDecision | null {
  if (!auth.isAuthenticated) return null;
  const user = auth.user;
  if (name === 'verifyEmail' && user && !user.isEmailVerified) return null;
  if (name === 'verifyPhoneNumber' && user && user.phoneNumberStatus !== 'verified') return null;
  return { kind: 'redirect', to: paths.home };
}

function decideApp(path: string, route: AppRoute, auth: AuthState, agencyCode: string | null): GuardDecision | null {
  const user = auth.user;
  if (!user) return { kind: 'redirect', to: paths.login, remember: path };
  if (route.requiresAgency && !agencyCode) return { kind: 'redirect', to: paths.adminAgencies };
  if (!mayOpenRoute(user.roleType, route)) return { kind: 'redirect', to: paths.notFound };
  if (!user.isEmailVerified) return { kind: 'redirect', to: paths.verifyEmail };
  if (user.phoneNumberStatus !== 'verified') return { kind: 'redirect', to: paths.verifyPhoneNumber };
  if (!auth.isAuthenticated) return { kind: 'redirect', to: paths.login, remember: path };
  return null;
}
