import { type QueryValue, serializeQuery } from '../client/query';
/**
 * Path patterns with `:param` segments, shared by app routes and API endpoints.
 * `matchPath('/contracts/:contractId', '/contracts/42')` gives `{ contractId: '42' }`.
 */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = normalise(pattern).split('/');
  const got = normalise(path).split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] as string;
    const g = got[i] as string;
    if (w.startsWith(':')) {
      if (g === '') return null;
      params[w.slice(1)] = decodeURIComponent(g);
    } else if (w !== g) return null;
  }
  return params;
}

/** Drops the query and hash and a trailing slash (but keeps the root `/`). */
function normalise(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Fills a pattern's `:param` segments: `buildPath('/api/news/:id', { id: 3 })` is `/api/news/3`. */
export function buildPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`[api/buildPath] missing :${name} for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

/** The `:param` names of a path pattern: `PathParamName<'/a/:x/b/:y'>` is `'x' | 'y'`. */
export type PathParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a pattern needs, each by name; an empty object for a pattern without `:param`. */
export type PathParams<P extends string> = [PathParamName<P>] extends [never]
  ? Record<string, never>
  : { [K in PathParamName<P>]: string | number };

/** Query values; an undefined or null one is left out, a list is sent as `name[]=a&name[]=b`. */
export type QueryParams = Record<string, QueryValue>;

/**
 * An in-app link from a route pattern of `paths`: `href(paths.contract, { contractId: 9 })` is
 * `/contracts/9`. The compiler asks for each `:param` of the pattern by name (a missing or
 * misspelt one fails type-checking), so a renamed route cannot leave a link behind.
 */
export function href<P extends string>(pattern: P, params: PathParams<P>, query: QueryParams = {}): string {
  const path = buildPath(pattern, params as Record<string, string | number>);
  // The API client's serializer, already in every bundle (it leaves out undefined, null and '').
  const qs = serializeQuery(query);
  return qs ? `${path}?${qs}` : path;
}
