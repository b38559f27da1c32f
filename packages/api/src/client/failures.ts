import { specMessages } from '../domain/specMessages';
import { type ApiError, type ApiErrorKind, CanceledError, clientMessages } from './errors';

/** What a call gives back: never thrown, always one of these (docs/architecture.md). */
export type ApiResult<T> =
  | { ok: true; status: number; data: T; headers: Headers }
  | { ok: false; status: number | null; error: ApiError };

export const kindMessages: Record<ApiErrorKind, string> = {
  network: clientMessages.network,
  timeout: clientMessages.timeout,
  aborted: clientMessages.aborted,
  canceled: clientMessages.canceled,
  'bad-request': clientMessages.badRequest,
  'bad-response': clientMessages.badResponse,
};

/** The `{ message, code, errors }` of an error answer, when it has that shape (docs/product.md §8). */
export function bodyFields(data: unknown): Pick<ApiError, 'message' | 'code' | 'errors'> | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const d = data as Record<string, unknown>;
  if (typeof d.message !== 'string') return undefined;
  return {
    message: d.message,
    ...(typeof d.code === 'string' ? { code: d.code } : {}),
    ...(typeof d.errors === 'object' && d.errors !== null ? { errors: d.errors as ApiError['errors'] } : {}),
  };
}

export async function readErrorBody(data: unknown): Promise<unknown> {
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

/** Why a call that got no answer ended: our cancel, a timeout, or another abort. */
export function abortKind(signal: AbortSignal | undefined, error: unknown): ApiErrorKind {
  const reason = signal?.reason as unknown;
  if (reason instanceof CanceledError) return 'canceled';
  if ((reason as Error | undefined)?.name === 'TimeoutError' || (error as Error)?.name === 'TimeoutError') {
    return 'timeout';
  }
  return 'aborted';
}

/** A call that got no HTTP answer at all. */
export function noAnswer<T>(signal: AbortSignal | undefined, thrown: unknown): ApiResult<T> {
  const error = thrown as Error | undefined;
  const kind: ApiErrorKind =
    error?.name === 'AbortError' || error?.name === 'TimeoutError' || signal?.aborted
      ? abortKind(signal, error)
      : 'network';
  return { ok: false, status: null, error: { kind, status: null, message: kindMessages[kind] } };
}

/**
 * A message the portal's server wrote: Japanese, or docs/product.md §8's `Unauthenticated.`. A proxy's or
 * gateway's English words (`Bad Gateway`, `Endpoint request timed out`) are never shown.
 */
const serverWorded = (message: string) =>
  /[\u3040-\u30ff\u3400-\u9fff]/.test(message) || message === specMessages.unauthenticated;

/**
 * An answer outside 2xx: its JSON message when the server wrote one, else a Japanese message of its
 * kind (a gateway timeout, 504, reads as a timeout). An HTML error page never reaches the user.
 */
export async function errorAnswer<T>(status: number, data: unknown): Promise<ApiResult<T>> {
  const body = await readErrorBody(data);
  const kind: ApiErrorKind = status >= 500 ? 'bad-response' : 'bad-request';
  const fields = bodyFields(body);
  const own = fields && serverWorded(fields.message) ? fields : undefined;
  const fallback = status === 504 ? kindMessages.timeout : kindMessages[kind];
  return {
    ok: false,
    status,
    error: { kind, status, ...own, message: own?.message ?? fallback, data: body },
  };
}

/**
 * docs/product.md §8's secondary client: the same call, but it rejects, with the answer's data or with
 * 'Something went wrong'. For code that prefers try/catch (e.g. react-final-form's onSubmit).
 */
export async function rejecting<T>(result: Promise<ApiResult<T>>): Promise<T> {
  const r = await result;
  if (r.ok) return r.data;
  throw r.error.data ?? clientMessages.somethingWentWrong;
}
