import { XSRF_COOKIE, XSRF_HEADER } from './xsrf';

export interface TransportResponse {
  status: number;
  data: unknown;
  headers: Headers;
}

export interface TransportOptions {
  baseURL?: string | undefined;
  fetch: typeof fetch;
  readCookie: (name: string) => string | undefined;
}

/** FormData and URLSearchParams have `append`, Blob and File `text`: those are sent as they are. */
function isJsonBody(body: unknown): boolean {
  return (
    !!body &&
    typeof body === 'object' &&
    typeof (body as { append?: unknown }).append !== 'function' &&
    typeof (body as { text?: unknown }).text !== 'function'
  );
}

/** The answer's body: JSON when it parses, else the text or the blob; nothing when it failed to arrive. */
async function readBody(res: Response, responseType: 'json' | 'blob'): Promise<unknown> {
  let data: unknown;
  try {
    data = responseType === 'blob' ? await res.blob() : await res.text();
    data = JSON.parse(data as string);
  } catch {
    // Not JSON, or no body: what was read so far.
  }
  return data;
}

/**
 * One request on the wire, on fetch itself (a wrapper library cost the sign-in route's budget,
 * docs/adr/0007-bundle-budgets.md): credentials, the XSRF header from the cookie, no timeout of its
 * own; an object body as JSON. It never throws: an HTTP answer of any status, or what was thrown
 * instead.
 */
export function createTransport(options: TransportOptions) {
  const base = options.baseURL;
  return async function request(
    method: string,
    url: string,
    body: unknown,
    responseType: 'json' | 'blob',
    signal: AbortSignal | undefined,
  ): Promise<{ response?: TransportResponse; thrown?: unknown }> {
    const token = options.readCookie(XSRF_COOKIE);
    const json = isJsonBody(body);
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...(token ? { [XSRF_HEADER]: token } : {}),
      ...(json ? { 'content-type': 'application/json' } : {}),
    };
    try {
      const res = await options.fetch(base && !url.includes('//') ? `${base}/${url.replace(/^\//, '')}` : url, {
        method,
        body: json ? JSON.stringify(body) : (body as BodyInit | undefined),
        headers,
        credentials: 'include',
        signal,
      });
      return { response: { status: res.status, headers: res.headers, data: await readBody(res, responseType) } };
    } catch (thrown) {
      return { thrown };
    }
  };
}
