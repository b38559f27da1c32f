import type { EndpointKey } from './endpointPaths';
import { endpoints } from './endpoints';

/**
 * Every status an operation can answer besides its success, in one place: the OpenAPI document
 * declares exactly these (openapi/openapi.ts), and the server tests fail on any other
 * (packages/server/test/contract.ts, docs/adr/0131-every-status-declared-in-one-place.md). A status
 * a new refusal brings is added here: to a group when every operation of the group can answer it,
 * to `endpointStatuses` when one endpoint can.
 */
export type StatusTable = Readonly<Record<string, string>>;

/** What any operation can answer, whatever its access or method. */
export const everyOperationStatuses: StatusTable = {
  '400': 'リクエストを読み取れない（URLの符号化、本文の区切りなど）',
  '403': '権限がない、未認証、他の代理店、または許可されていないIPアドレス',
  '404': '対象が見つからない',
  '422': '入力内容の誤り（errors にフィールドごとの日本語メッセージ）',
  '429': '試行回数の上限（レート制限・ロックアウト）',
  '500': 'サーバーエラー',
  '503': '証跡の行を保存できなかった、または記録待ちが上限に達したため応答を返さない（書き込みは取り消し）',
};

/** What an operation that needs a session can answer besides. */
export const sessionStatuses: StatusTable = {
  '401': '未ログイン (Unauthenticated.)',
};

/** What a write (POST, PUT, DELETE) can answer besides: its body, and the CSRF pair. */
export const writeStatuses: StatusTable = {
  '408': '本文が時間内に届かなかった（REQUEST_TIMEOUT_MS）',
  '413': '本文またはファイルが大きすぎる',
  '415': '本文の形式（Content-Type）を受け付けない（JSON の呼び出しに JSON 以外、ファイルの呼び出しに multipart 以外）',
  '419': 'CSRFトークンが一致しない（X-XSRF-TOKEN ヘッダーと XSRF-TOKEN クッキー）',
};

/** Statuses only some endpoints answer, by endpoint. */
export const endpointStatuses: Partial<Record<EndpointKey, StatusTable>> = {
  'auth.login': { '401': 'メールアドレスまたはパスワードが正しくない' },
  'auth.smsAuthentication': { '401': 'サインインのチャレンジ（session）が無効または期限切れ' },
  'auth.resendSmsCode': { '401': 'サインインのチャレンジ（session）が無効または期限切れ' },
  'auth.changeInitialPassword': { '401': 'サインインのチャレンジ（session）が無効または期限切れ' },
};

/** Every error status endpoint `key` can answer, with when it happens. */
export function errorStatusesOf(key: EndpointKey): Record<string, string> {
  const endpoint = endpoints[key];
  return {
    ...everyOperationStatuses,
    ...(endpoint.access === 'public' ? {} : sessionStatuses),
    ...(endpoint.method === 'GET' ? {} : writeStatuses),
    ...endpointStatuses[key],
  };
}
