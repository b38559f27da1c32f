import { type EndpointKey, endpointPaths } from '../access/endpointPaths';

/**
 * The calls every page load makes by itself (who is signed in): the action log records them, but
 * they say nothing a person did, so 証跡一覧 hides them unless asked to show them.
 */
export const routineEndpointKeys = ['auth.startupMe', 'auth.me'] as const satisfies readonly EndpointKey[];

/** Their method and path, as the log records them. */
export const routineRoutes: ReadonlyArray<{ method: string; route: string }> = routineEndpointKeys.map((key) => ({
  method: endpointPaths[key].method,
  route: endpointPaths[key].path,
}));
