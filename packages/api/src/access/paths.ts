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
