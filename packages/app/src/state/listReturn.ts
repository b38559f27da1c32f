import { href, type PathParams } from '@olive/api';

/** Session storage, so a reload of a detail page still leads back to the list's page and filters. */
const storageKey = 'olive.listQueries';

function read(): Record<string, string> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * Called on every move inside the shell: remembers the query of the page shown (a list's page,
 * sort and filters in its URL) while the user stays in its area. A path's query is kept while the
 * current path is that path or below it (/contracts while on /contracts/12), and dropped when the
 * user goes elsewhere, as docs/product.md §4 resets the contract search away from contracts.
 */
export function rememberListQuery(path: string, search: string): void {
  const kept: Record<string, string> = {};
  for (const [p, q] of Object.entries(read())) if (path === p || path.startsWith(`${p}/`)) kept[p] = q;
  if (search) kept[path] = search;
  else delete kept[path];
  sessionStorage.setItem(storageKey, JSON.stringify(kept));
}

/**
 * A back link to a list (「← 契約内容一覧」): its path from the route table, with the query it had
 * when the user left it, so page 3 and its filters come back instead of page 1.
 */
export function listHref<P extends string>(pattern: P, params: PathParams<P>): string {
  const path = href(pattern, params);
  const search = read()[path];
  return search ? `${path}?${search}` : path;
}
