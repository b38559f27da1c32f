import { isRecruiterRole, type Role } from '../domain/roles';
import { type EndpointKey, endpoints } from './endpoints';
import { matchPath } from './paths';
import { type AppRoute, appRoutes, type RouteName } from './routes';

/** The part of a signed-in user the access rules look at. */
export interface Principal {
  role: Role;
  /** A recruiter's own agency; provider users have none. */
  agencyCode?: string | null;
}

/** The route of the app that a path opens, with its name and params; `undefined` for an unknown path. */
export function findAppRoute(
  path: string,
): { name: RouteName; route: AppRoute; params: Record<string, string> } | undefined {
  for (const [name, route] of Object.entries(appRoutes) as Array<[RouteName, AppRoute]>) {
    const params = matchPath(route.path, path);
    if (params) return { name, route, params };
  }
  return undefined;
}

/** SPEC.md §6: may a user of this role open this route? Public and error routes: anyone. */
export function mayOpenRoute(role: Role, route: RouteName | AppRoute): boolean {
  const r = typeof route === 'string' ? appRoutes[route] : route;
  return r.group !== 'app' || r.roles.includes(role);
}

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
  for (const [key, endpoint] of Object.entries(endpoints) as Array<[EndpointKey, (typeof endpoints)[EndpointKey]]>) {
    if (endpoint.method !== upper) continue;
    const params = matchPath(endpoint.path, path);
    if (params) return { key, params };
  }
  return undefined;
}
