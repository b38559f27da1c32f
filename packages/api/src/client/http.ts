import redaxios from 'redaxios';
import type { Struct } from 'superstruct';
import { validate } from 'superstruct';
import { type EndpointKey, endpointPaths } from '../access/endpointPaths';
import { buildPath } from '../access/paths';
import { type ApiError, type ApiErrorKind, CanceledError, clientMessages } from './errors';

export type ApiResult<T> =
  | { ok: true; status: number; data: T; headers: Headers }
  | { ok: false; status: number | null; error: ApiError };

/** A downloaded file: the bytes and the name the server gave it. */
export interface Download {
  blob: Blob;
  fileName: string;
}

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue> | object;
  body?: unknown;
  signal?: AbortSignal;
  /** No timeout unless a call asks for one (SPEC.md §7). */
  timeoutMs?: number;
}

export interface ClientOptions {
  /** The backend's address; same origin when empty (SPEC.md §7: a configured environment value). */
  baseURL?: string;
  /** For Node and tests: a fetch that keeps cookies. Browsers use their own fetch and cookie jar. */
  fetch?: typeof fetch;
  /** Reads a cookie by name (default: document.cookie). */
  readCookie?: (name: string) => string | undefined;
}

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

function documentCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`));
  return match?.[1] === undefined ? undefined : decodeURIComponent(match[1]);
}

/** `statuses[]=a&statuses[]=b` for arrays (SPEC.md §7); nothing for null, undefined or ''. */
export function serializeQuery(query: Record<string, QueryValue>): string {
  const parts: string[] = [];
  const add = (key: string, value: string | number | boolean) =>
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) add(`${key}[]`, item);
    else add(key, value as string | number | boolean);
  }
  return parts.join('&');
}

/** The file name of a Content-Disposition header, RFC 5987 `filename*` first. */
export function fileNameFromDisposition(header: string | null, fallback = 'download'): string {
  if (!header) return fallback;
  const star = header.match(/filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i);
  if (star?.[2]) {
    try {
      return decodeURIComponent(star[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoding: fall through to the plain name.
    }
  }
  const plain = header.match(/filename\s*=\s*("([^"]*)"|[^;]+)/i);
  return (plain?.[2] ?? plain?.[1])?.trim() || fallback;
}

interface RedaxiosResponse {
  status: number;
  data: unknown;
  headers: Headers;
}

function isResponse(value: unknown): value is RedaxiosResponse {
  return typeof value === 'object' && value !== null && 'status' in value && 'headers' in value;
}

function bodyFields(data: unknown): Pick<ApiError, 'message' | 'code' | 'errors'> | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const d = data as Record<string, unknown>;
  if (typeof d.message !== 'string') return undefined;
  return {
    message: d.message,
    ...(typeof d.code === 'string' ? { code: d.code } : {}),
    ...(typeof d.errors === 'object' && d.errors !== null ? { errors: d.errors as ApiError['errors'] } : {}),
  };
}

async function readErrorBody(data: unknown): Promise<unknown> {
  // A failed blob download carries the JSON error as a Blob.
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    const text = await data.text();
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return data;
}

function abortKind(signal: AbortSignal | undefined, error: unknown): ApiErrorKind {
  const reason = signal?.reason as unknown;
  if (reason instanceof CanceledError) return 'canceled';
  if ((reason as Error | undefined)?.name === 'TimeoutError' || (error as Error)?.name === 'TimeoutError') {
    return 'timeout';
  }
  return 'aborted';
}

const kindMessages: Record<ApiErrorKind, string> = {
  network: clientMessages.network,
  timeout: clientMessages.timeout,
  aborted: clientMessages.aborted,
  canceled: clientMessages.canceled,
  'bad-request': clientMessages.badRequest,
  'bad-response': clientMessages.badResponse,
};

/**
 * The one HTTP path of the portal: every call goes through `send`, which sends credentials and the
 * XSRF header, fetches the CSRF cookie before a write (and once more after a 419), never throws,
 * and checks the answer against its schema.
 */
export function createHttp(options: ClientOptions = {}) {
  const baseFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const readCookie = options.readCookie ?? documentCookie;
  const http = redaxios.create({ baseURL: options.baseURL || undefined, withCredentials: true });

  async function raw(
    method: string,
    url: string,
    body: unknown,
    responseType: 'json' | 'blob',
    signal: AbortSignal | undefined,
  ): Promise<{ response?: RedaxiosResponse; thrown?: unknown }> {
    const token = readCookie(XSRF_COOKIE);
    try {
      const response = (await http.request(url, {
        method: method.toLowerCase() as 'get',
        data: body as never,
        responseType: responseType === 'blob' ? 'blob' : 'text',
        headers: { Accept: 'application/json', ...(token ? { [XSRF_HEADER]: token } : {}) },
        // redaxios forwards no signal, so the fetch it calls adds ours.
        fetch: ((input: RequestInfo | URL, init?: RequestInit) => baseFetch(input, { ...init, signal })) as never,
        validateStatus: (status: number) => status >= 200 && status < 300,
      })) as unknown as RedaxiosResponse;
      return { response };
    } catch (thrown) {
      if (isResponse(thrown)) return { response: thrown };
      return { thrown };
    }
  }

  async function fetchCsrfCookie(signal?: AbortSignal) {
    return raw('GET', endpointPaths['auth.csrfCookie'].path, undefined, 'json', signal);
  }

  async function send<T>(
    key: EndpointKey,
    call: CallOptions,
    answer: Struct<T, unknown> | 'blob',
  ): Promise<ApiResult<T>> {
    const endpoint = endpointPaths[key];
    const signal = call.timeoutMs
      ? call.signal
        ? AbortSignal.any([call.signal, AbortSignal.timeout(call.timeoutMs)])
        : AbortSignal.timeout(call.timeoutMs)
      : call.signal;
    const path = buildPath(endpoint.path, call.params);
    const qs = call.query ? serializeQuery(call.query as Record<string, QueryValue>) : '';
    const url = qs ? `${path}?${qs}` : path;
    const isWrite = endpoint.method !== 'GET';
    const responseType = answer === 'blob' ? 'blob' : 'json';

    if (isWrite && !readCookie(XSRF_COOKIE) && key !== 'auth.csrfCookie') await fetchCsrfCookie(signal);
    let attempt = await raw(endpoint.method, url, call.body, responseType, signal);
    // 419: the CSRF token expired or was never set. Fetch a fresh one and try once more.
    if (isWrite && attempt.response?.status === 419) {
      await fetchCsrfCookie(signal);
      attempt = await raw(endpoint.method, url, call.body, responseType, signal);
    }

    if (!attempt.response) {
      const error = attempt.thrown as Error | undefined;
      const kind: ApiErrorKind =
        error?.name === 'AbortError' || error?.name === 'TimeoutError' || signal?.aborted
          ? abortKind(signal, error)
          : 'network';
      return { ok: false, status: null, error: { kind, status: null, message: kindMessages[kind] } };
    }

    const { status, headers } = attempt.response;
    if (status < 200 || status >= 300) {
      const data = await readErrorBody(attempt.response.data);
      const kind: ApiErrorKind = status >= 500 ? 'bad-response' : 'bad-request';
      const fields = bodyFields(data);
      return {
        ok: false,
        status,
        error: { kind, status, message: fields?.message ?? kindMessages[kind], ...fields, data },
      };
    }

    if (answer === 'blob') {
      const blob = attempt.response.data as Blob;
      const fileName = fileNameFromDisposition(headers.get('content-disposition'));
      return { ok: true, status, headers, data: { blob, fileName } as T };
    }

    const [failure, value] = validate(attempt.response.data, answer, { coerce: true });
    if (failure) {
      return {
        ok: false,
        status,
        error: {
          kind: 'bad-response',
          status,
          message: clientMessages.unexpectedAnswer,
          data: attempt.response.data,
        },
      };
    }
    return { ok: true, status, headers, data: value as T };
  }

  return { send, fetchCsrfCookie };
}

export type Http = ReturnType<typeof createHttp>;

/**
 * SPEC.md §8's secondary client: the same call, but it rejects, with the answer's data or with
 * 'Something went wrong'. For code that prefers try/catch (e.g. react-final-form's onSubmit).
 */
export async function rejecting<T>(result: Promise<ApiResult<T>>): Promise<T> {
  const r = await result;
  if (r.ok) return r.data;
  throw r.error.data ?? clientMessages.somethingWentWrong;
}
