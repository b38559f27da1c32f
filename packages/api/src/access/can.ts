import { isRecruiterRole } from '../domain/roles';
import { type EndpointKey, endpointPaths } from './endpointPaths';
import { endpoints } from './endpoints';
import { matchPath } from './paths';
import type { Principal } from './routeAccess';

export type EndpointDecision =
  | { allowed: true }
  | { allowed: false; reason: 'unauthenticated' | 'unverified' | 'role' | 'agency' };

/**
 * May this caller make this call? The server enforces it on every request; the app uses it to
 * hide what the user cannot do.
 * - `user` null: no session. `verified` false: a session whose e-mail or phone is not verified yet.
 * - `agencyCode`: the agency the call names; a recruiter may only name their own.
 */
export function mayCallEndpoint(
  key: EndpointKey,
  user: (Principal & { verified?: boolean }) | null,
  agencyCode?: string | null,
): EndpointDecision {
  const endpoint = endpoints[key];
  if (endpoint.access === 'public') return { allowed: true };
  if (!user) return { allowed: false, reason: 'unauthenticated' };
  if (endpoint.access === 'session') return { allowed: true };
  if (user.verified === false) return { allowed: false, reason: 'unverified' };
  if (!endpoint.access.includes(user.role)) return { allowed: false, reason: 'role' };
  if (isRecruiterRole(user.role) && endpoint.agency !== 'none' && agencyCode && agencyCode !== user.agencyCode) {
    return { allowed: false, reason: 'agency' };
  }
  return { allowed: true };
}

/** The endpoint a request hits, by method and path (query ignored); `undefined` when none matches. */
export function findEndpoint(
  method: string,
  path: string,
): { key: EndpointKey; params: Record<string, string> } | undefined {
  const upper = method.toUpperCase();
  for (const [key, endpoint] of Object.entries(endpointPaths) as Array<
    [EndpointKey, (typeof endpointPaths)[EndpointKey]]
  >) {
    if (endpoint.method !== upper) continue;
    const params = matchPath(endpoint.path, path);
    if (params) return { key, params };
  }
  return undefined;
}
