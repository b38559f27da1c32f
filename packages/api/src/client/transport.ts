import redaxios from 'redaxios';
import { XSRF_COOKIE, XSRF_HEADER } from './xsrf';

export interface TransportResponse {
  status: number;
  data: unknown;
  headers: Headers;
}

function isResponse(value: unknown): value is TransportResponse {
  return typeof value === 'object' && value !== null && 'status' in value && 'headers' in value;
}

export interface TransportOptions {
  baseURL?: string | undefined;
  fetch: typeof fetch;
  readCookie: (name: string) => string | undefined;
}

/**
 * One request on the wire through redaxios: credentials, the XSRF header from the cookie, no
 * timeout of its own. It never throws: an HTTP answer of any status, or what was thrown instead.
 */
export function createTransport(options: TransportOptions) {
  const http = redaxios.create({ baseURL: options.baseURL || undefined, withCredentials: true });
  return async function request(
    method: string,
    url: string,
    body: unknown,
    responseType: 'json' | 'blob',
    signal: AbortSignal | undefined,
  ): Promise<{ response?: TransportResponse; thrown?: unknown }> {
    const token = options.readCookie(XSRF_COOKIE);
    try {
      const response = (await http.request(url, {
        method: method.toLowerCase() as 'get',
        data: body as never,
        responseType: responseType === 'blob' ? 'blob' : 'text',
        headers: { Accept: 'application/json', ...(token ? { [XSRF_HEADER]: token } : {}) },
        // redaxios forwards no signal, so the fetch it calls adds ours.
        fetch: ((input: RequestInfo | URL, init?: RequestInit) => options.fetch(input, { ...init, signal })) as never,
        validateStatus: (status: number) => status >= 200 && status < 300,
      })) as unknown as TransportResponse;
      return { response };
    } catch (thrown) {
      if (isResponse(thrown)) return { response: thrown };
      return { thrown };
    }
  };
}
