/** The double-submit CSRF pair (docs/server.md): the server sets the cookie, the client echoes it. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** The session cookie the server sets (httpOnly: the client never reads it; the server and the API docs name it). */
export const SESSION_COOKIE = 'olive_session';

/** Reads a cookie of the page by name (browsers only; Node clients pass their own reader). */
export function documentCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`));
  return match?.[1] === undefined ? undefined : decodeURIComponent(match[1]);
}
