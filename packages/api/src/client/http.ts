import type { Struct } from 'superstruct';
import { validate } from 'superstruct';
import { authPaths } from '../access/authPaths';
import type { EndpointPath } from '../access/endpointPath';
import type { EndpointKey, EndpointPathTable } from '../access/endpointPaths';
import type { AnswerOf } from '../access/endpointShapes';
import { buildPath } from '../access/paths';
import { type Download, fileNameFromDisposition } from './download';
import { clientMessages } from './errors';
import { type ApiResult, errorAnswer, noAnswer } from './failures';
import { type QueryValue, serializeQuery } from './query';
import { createTransport } from './transport';
import { documentCookie, XSRF_COOKIE } from './xsrf';

export type { Download } from './download';
export { fileNameFromDisposition } from './download';
export type { ApiResult } from './failures';
export { rejecting } from './failures';
export { type QueryValue, serializeQuery } from './query';
export { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from './xsrf';

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue> | object;
  body?: unknown;
  signal?: AbortSignal;
  /** No timeout unless a call asks for one (docs/product.md §7). */
  timeoutMs?: number;
}

export interface ClientOptions {
  /** The backend's address; same origin when empty (docs/product.md §7: a configured environment value). */
  baseURL?: string;
  /** For Node and tests: a fetch that keeps cookies. Browsers use their own fetch and cookie jar. */
  fetch?: typeof fetch;
  /** Reads a cookie by name (default: document.cookie). */
  readCookie?: (name: string) => string | undefined;
}

/**
 * How a call reads its answer: the endpoint's own answer struct (checked against the endpoint table's
 * shape by the compiler: a struct of another type does not type-check), a file, or nothing (204).
 */
// biome-ignore lint/suspicious/noExplicitAny: the struct's input side is whatever JSON arrives
export type AnswerReader<K extends EndpointKey> = Struct<AnswerOf<K>, any> | 'blob' | 'empty';
type Answered<K extends EndpointKey, R> = R extends 'blob' ? Download : R extends 'empty' ? null : AnswerOf<K>;

/** What every answered or failed call tells the observers (the app's session watch). */
export interface CallSeen {
  key: EndpointKey;
  result: ApiResult<unknown>;
}

/** The call's own signal, bounded by its timeout when it asks for one. */
function callSignal(call: CallOptions): AbortSignal | undefined {
  if (!call.timeoutMs) return call.signal;
  const timeout = AbortSignal.timeout(call.timeoutMs);
  return call.signal ? AbortSignal.any([call.signal, timeout]) : timeout;
}

/** The call's path with its parameters filled in and its query after it. */
function callUrl(pattern: string, call: CallOptions): string {
  const path = buildPath(pattern, call.params);
  const qs = call.query ? serializeQuery(call.query as Record<string, QueryValue>) : '';
  return qs ? `${path}?${qs}` : path;
}

/** A 2xx answer read as the call asked: a file, nothing, or JSON checked against its struct. */
function readAnswer<T>(answer: unknown, status: number, headers: Headers, data: unknown): ApiResult<T> {
  if (answer === 'blob') {
    const fileName = fileNameFromDisposition(headers.get('content-disposition'));
    return { ok: true, status, headers, data: { blob: data as Blob, fileName } as T };
  }
  if (answer === 'empty') return { ok: true, status, headers, data: null as T };
  const [failure, value] = validate(data, answer as Struct<unknown, unknown>, { coerce: true });
  if (failure) {
    return {
      ok: false,
      status,
      error: { kind: 'bad-response', status, message: clientMessages.unexpectedAnswer, data },
    };
  }
  return { ok: true, status, headers, data: value as T };
}

/**
 * The one HTTP path of the portal: every call goes through a `send` (`sender`), which sends credentials and the
 * XSRF header, fetches the CSRF cookie before a write (and once more after a 419), never throws,
 * and checks the answer against its schema. `observe` hears every call's result (a 401 anywhere,
 * the last answer that renewed the session).
 */
export function createHttp(options: ClientOptions = {}) {
  const readCookie = options.readCookie ?? documentCookie;
  const request = createTransport({
    baseURL: options.baseURL,
    fetch: options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args)),
    readCookie,
  });
  const observers = new Set<(seen: CallSeen) => void>();

  async function fetchCsrfCookie(signal?: AbortSignal) {
    return request('GET', authPaths['auth.csrfCookie'].path, undefined, 'json', signal);
  }

  async function exchange<K extends EndpointKey, R extends AnswerReader<K>>(
    key: K,
    endpoint: EndpointPath,
    call: CallOptions,
    answer: R,
  ): Promise<ApiResult<Answered<K, R>>> {
    type T = Answered<K, R>;
    const signal = callSignal(call);
    const url = callUrl(endpoint.path, call);
    const isWrite = endpoint.method !== 'GET';
    const responseType = answer === 'blob' ? 'blob' : 'json';

    if (isWrite && !readCookie(XSRF_COOKIE) && key !== 'auth.csrfCookie') await fetchCsrfCookie(signal);
    let attempt = await request(endpoint.method, url, call.body, responseType, signal);
    // 419: the CSRF token expired or was never set. Fetch a fresh one and try once more.
    if (isWrite && attempt.response?.status === 419) {
      await fetchCsrfCookie(signal);
      attempt = await request(endpoint.method, url, call.body, responseType, signal);
    }

    if (!attempt.response) return noAnswer<T>(signal, attempt.thrown);
    const { status, headers, data } = attempt.response;
    if (status < 200 || status >= 300) return errorAnswer<T>(status, data);
    return readAnswer<T>(answer, status, headers, data);
  }

  /**
   * The `send` of one table of paths: a group's (client/groups/), so a screen's bundle carries only
   * the paths of the calls it makes, or the whole endpointPaths for Node and tests.
   */
  function sender<P extends EndpointPathTable>(paths: P) {
    return async function send<K extends keyof P & EndpointKey, R extends AnswerReader<K>>(
      key: K,
      call: CallOptions,
      answer: R,
    ): Promise<ApiResult<Answered<K, R>>> {
      const result = await exchange(key, paths[key] as EndpointPath, call, answer);
      for (const observer of observers) observer({ key, result });
      return result;
    };
  }

  /** Hears every call's result; returns the function that stops hearing. */
  function observe(observer: (seen: CallSeen) => void): () => void {
    observers.add(observer);
    return () => observers.delete(observer);
  }

  return { sender, fetchCsrfCookie, observe };
}

export type Http = ReturnType<typeof createHttp>;
