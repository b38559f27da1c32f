import type { Role } from '../domain/roles';
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

/** docs/product.md §6: may a user of this role open this route? Public and error routes: anyone. */
export function mayOpenRoute(role: Role, route: RouteName | AppRoute): boolean {
  const r = typeof route === 'string' ? appRoutes[route] : route;
  return r.group !== 'app' || r.roles.includes(role);
}
