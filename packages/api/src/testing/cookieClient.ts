import makeFetchCookie from 'fetch-cookie';
import { CookieJar } from 'tough-cookie';
import { createApiClient } from '../client/calls';

/**
 * An API client for Node (tests, scripts) that keeps cookies like a browser: the session cookie
 * and XSRF-TOKEN travel, and the XSRF header is read from the jar.
 */
export function createCookieClient(baseURL: string) {
  const jar = new CookieJar();
  const cookieFetch = makeFetchCookie(fetch, jar) as typeof fetch;
  const readCookie = (name: string) => {
    const found = jar.getCookiesSync(baseURL).find((c) => c.key === name);
    return found ? decodeURIComponent(found.value) : undefined;
  };
  const api = createApiClient({ baseURL, fetch: cookieFetch, readCookie });
  return { api, jar, fetch: cookieFetch, readCookie };
}
