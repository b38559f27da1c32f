import type { Middleware } from 'openapi-fetch';

/** The cookie the server sets on GET /api/csrf-cookie, and the header a write echoes it in. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A cookie jar for one portal origin, as small as a server-to-server client needs: it keeps what
 * `Set-Cookie` sends (the session and XSRF-TOKEN), sends it back, and echoes XSRF-TOKEN in
 * X-XSRF-TOKEN on every write (the double-submit scheme of docs/integrating.md).
 */
export class CookieJar {
  readonly #cookies = new Map<string, string>();

  /** A cookie's value as the server sent it (XSRF-TOKEN is URL-encoded in the cookie). */
  get(name: string): string | undefined {
    return this.#cookies.get(name);
  }

  /** Keeps what one answer's `Set-Cookie` headers set, and forgets what they expire. */
  store(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => {
        const [key = '', v = ''] = a.trim().split('=');
        if (key.toLowerCase() === 'max-age') return Number(v) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(a.trim().slice(8)) <= Date.now();
        return false;
      });
      if (expired || value === '') this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  /** The `Cookie` header of the next request, or undefined when the jar is empty. */
  header(): string | undefined {
    if (this.#cookies.size === 0) return undefined;
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** The openapi-fetch middleware that carries the cookies and the XSRF header. */
  middleware(): Middleware {
    return {
      onRequest: ({ request }) => {
        const cookie = this.header();
        if (cookie) request.headers.set('cookie', cookie);
        const xsrf = this.get(XSRF_COOKIE);
        if (xsrf && !SAFE_METHODS.has(request.method)) request.headers.set(XSRF_HEADER, decodeURIComponent(xsrf));
        return request;
      },
      onResponse: ({ response }) => {
        this.store(response.headers);
        return response;
      },
    };
  }
}
