import type { FieldErrors } from '../validation/toFieldErrors';

/** docs/product.md §8: the HTTP client's error kinds. */
export type ApiErrorKind = 'network' | 'timeout' | 'aborted' | 'canceled' | 'bad-request' | 'bad-response';

export interface ApiError {
  kind: ApiErrorKind;
  /** The HTTP status, or null when no answer came. */
  status: number | null;
  /** The server's `message`, or the client's own words when there was none. */
  message: string;
  /** The server's `code` (e.g. SMS_MFA). */
  code?: string;
  /** The server's field errors of a 422 (docs/product.md §5). */
  errors?: FieldErrors;
  /** The whole error body as the server sent it (e.g. an upload's rejection summary). */
  data?: unknown;
}

/** What the client says when the server said nothing it could show. */
export const clientMessages = {
  network: 'サーバーに接続できませんでした。通信環境を確認してください。',
  timeout: '通信がタイムアウトしました。しばらくしてから再度お試しください。',
  aborted: '通信が中断されました。',
  canceled: '通信がキャンセルされました。',
  badRequest: 'リクエストを処理できませんでした。',
  badResponse: 'サーバーでエラーが発生しました。しばらくしてから再度お試しください。',
  unexpectedAnswer: 'サーバーの応答が想定と異なります。',
  /** docs/product.md §8: what the secondary client rejects with when the answer has no data. */
  somethingWentWrong: 'Something went wrong',
} as const;

/** The reason of a call canceled on purpose (`cancel()`), as opposed to an abort from elsewhere. */
export class CanceledError extends Error {
  override name = 'CanceledError';
}
