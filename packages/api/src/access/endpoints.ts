import { type Role, roles } from '../domain/roles';
import { type StatementKindKey, statementKinds } from '../domain/statements';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint:
 * - `public`: no session (sign-in flows, the CSRF cookie);
 * - `session`: any session, verified or not (me, logout, the e-mail/phone verification calls);
 * - a list of roles: a fully signed-in user with one of them.
 */
export type EndpointAccess = 'public' | 'session' | readonly Role[];

export interface Endpoint {
  method: HttpMethod;
  /** The path with `:param` segments, e.g. `/api/contracts/:id`. */
  path: string;
  access: EndpointAccess;
  /**
   * Whether the call names an agency (`agencyCode` in the query for GET, in the body otherwise).
   * Recruiters may only name their own; provider users any existing agency.
   */
  agency: 'required' | 'optional' | 'none';
  /** What the action log (証跡) says the user did. */
  description: string;
}

const all = roles;
const superAdmin = ['olive_super_admin'] as const satisfies readonly Role[];
const providers = ['olive_super_admin', 'olive_admin', 'olive_general'] as const satisfies readonly Role[];
const recruiters = ['recruiter_admin', 'recruiter_general'] as const satisfies readonly Role[];
/** The roles that may open /fees may download statements (SPEC.md §6). */
const feeRoles = ['olive_super_admin', 'olive_admin', 'recruiter_admin'] as const satisfies readonly Role[];
/**
 * Hozen requests change a contract: everyone who works a contract may file them, but olive_general
 * is a read-only provider role (decision recorded in docs/decisions.md).
 */
const hozenRoles = [
  'olive_super_admin',
  'olive_admin',
  'recruiter_admin',
  'recruiter_general',
] as const satisfies readonly Role[];

const ep = (
  method: HttpMethod,
  path: string,
  access: EndpointAccess,
  description: string,
  agency: Endpoint['agency'] = 'none',
): Endpoint => ({ method, path, access, agency, description });

const statementEndpoints = Object.fromEntries(
  statementKinds.map((k) => [
    `statements.${k.key}`,
    ep('GET', k.downloadPath, feeRoles, `${k.label}をダウンロード`, 'required'),
  ]),
) as Record<`statements.${StatementKindKey}`, Endpoint>;

const uploadEndpoints = Object.fromEntries(
  statementKinds.map((k) => [
    `uploads.${k.key}`,
    ep('POST', k.uploadPath, superAdmin, `${k.label}のZIPをアップロード`),
  ]),
) as Record<`uploads.${StatementKindKey}`, Endpoint>;

/** SPEC.md §7: every call the portal makes, plus the CSRF cookie. */
export const endpoints = {
  // Auth
  'auth.csrfCookie': ep('GET', '/api/csrf-cookie', 'public', 'CSRFトークンを取得'),
  'auth.login': ep('POST', '/login', 'public', 'ログイン'),
  'auth.logout': ep('POST', '/logout', 'session', 'ログアウト'),
  'auth.me': ep('GET', '/api/me', 'session', 'ログインユーザー情報を取得'),
  'auth.startupMe': ep('GET', '/api/auth/me', 'session', 'ログイン状態を確認'),
  'auth.changePassword': ep('PUT', '/api/password/change', all, 'パスワードを変更'),
  'auth.forgotPassword': ep('POST', '/api/forgot-password', 'public', 'パスワード再設定コードを依頼'),
  'auth.resetPassword': ep('POST', '/api/reset-password', 'public', 'パスワードを再設定'),
  'auth.changeInitialPassword': ep('POST', '/api/change-initial-password', 'public', '初期パスワードを変更'),
  'auth.resendInitialPassword': ep('POST', '/api/resend-initial-password', 'public', '初期パスワードを再送'),
  'auth.sendVerificationCode': ep('POST', '/api/send-verification-code', 'session', '認証コードを送信'),
  'auth.smsAuthentication': ep('POST', '/api/sms-authentication', 'public', 'SMS認証'),
  'auth.verifyEmail': ep('POST', '/api/verify-email', 'session', 'メールアドレスを認証'),
  'auth.verifyPhoneNumber': ep('POST', '/api/verify-phone-number', 'session', '電話番号を認証'),

  // Action logs
  'actionLogs.list': ep('GET', '/api/action-logs', providers, '証跡一覧を表示', 'optional'),
  'actionLogs.download': ep('POST', '/api/action-logs/download', providers, '証跡CSVをダウンロード', 'optional'),
  'actionLogs.users': ep('GET', '/api/action-logs/actionLogUsers', providers, '証跡のユーザー一覧を取得'),
  'actionLogs.actions': ep('GET', '/api/action-logs/actions', providers, '証跡の操作一覧を取得'),

  // Agencies
  'agencies.list': ep('GET', '/api/agencies', providers, '代理店一覧を表示'),

  // Agency IPs
  'agencyIps.list': ep('GET', '/api/agency-ips', superAdmin, '代理店IP一覧を表示', 'required'),
  'agencyIps.create': ep('POST', '/api/agency-ips', superAdmin, '代理店IPを登録', 'required'),
  'agencyIps.delete': ep('DELETE', '/api/agency-ips/:id', superAdmin, '代理店IPを削除', 'required'),

  // Contracts
  'contracts.list': ep('GET', '/api/contracts', all, '契約一覧を表示', 'required'),
  'contracts.show': ep('GET', '/api/contracts/:id', all, '契約詳細を表示', 'required'),
  'contracts.export': ep('GET', '/api/contractsExport', all, '契約一覧CSVをダウンロード', 'required'),
  'contracts.statuses': ep('GET', '/api/statuses', all, '契約ステータス一覧を取得'),
  'contracts.cancel': ep('POST', '/api/contracts/hozen/cancellation', hozenRoles, '解約を申請'),
  'contracts.changePaymentMethod': ep(
    'POST',
    '/api/contracts/hozen/change-payment-method',
    hozenRoles,
    '支払方法の変更を申請',
  ),

  // Statements
  ...statementEndpoints,
  'statements.confirmExistence': ep(
    'GET',
    '/api/commissions/confirmExistence',
    feeRoles,
    '明細の有無を確認',
    'required',
  ),

  // Zip uploads
  ...uploadEndpoints,

  // Manuals
  'manuals.list': ep('GET', '/api/manual', all, 'マニュアル一覧を表示'),
  'manuals.download': ep('GET', '/api/manual/download', all, 'マニュアルをダウンロード'),
  'manuals.zip': ep('GET', '/api/manual/zip/download', all, 'マニュアルを一括ダウンロード'),

  // News
  'news.list': ep('GET', '/api/news', providers, 'お知らせ一覧を表示', 'optional'),
  'news.create': ep('POST', '/api/news', superAdmin, 'お知らせを登録'),
  'news.show': ep('GET', '/api/news/:id', providers, 'お知らせを表示'),
  'news.delete': ep('DELETE', '/api/news/:id', superAdmin, 'お知らせを削除'),
  'news.fileDownload': ep(
    'GET',
    '/api/news/post/file/download',
    providers,
    'お知らせの添付ファイルをダウンロード',
    'optional',
  ),
  'recruiterNews.list': ep('GET', '/api/recruiter-news', recruiters, 'お知らせ一覧を表示', 'required'),
  'recruiterNews.show': ep('GET', '/api/recruiter-news/:id', recruiters, 'お知らせを表示', 'required'),
  'recruiterNews.fileDownload': ep(
    'GET',
    '/api/recruiter-news/post/file/download',
    recruiters,
    'お知らせの添付ファイルをダウンロード',
    'required',
  ),

  // Provider users
  'oliveUsers.list': ep('GET', '/api/olive-users', superAdmin, 'オリーブユーザー一覧を表示'),
  'oliveUsers.show': ep('GET', '/api/olive-users/:id', superAdmin, 'オリーブユーザー詳細を表示'),
  'oliveUsers.create': ep('POST', '/api/olive-users', superAdmin, 'オリーブユーザーを登録'),
  'oliveUsers.update': ep('PUT', '/api/olive-users/:id', superAdmin, 'オリーブユーザーを更新'),
  'oliveUsers.delete': ep('DELETE', '/api/olive-users/:id', superAdmin, 'オリーブユーザーを削除'),

  // Recruiters
  'recruiters.list': ep('GET', '/api/recruiters', superAdmin, '募集人一覧を表示'),
  'recruiters.show': ep('GET', '/api/recruiters/:id', superAdmin, '募集人詳細を表示', 'required'),
  'recruiters.create': ep('POST', '/api/recruiters', superAdmin, '募集人を登録'),
  'recruiters.update': ep('PUT', '/api/recruiters/:id', superAdmin, '募集人を更新'),
  'recruiters.delete': ep('DELETE', '/api/recruiters/:id', superAdmin, '募集人を削除', 'required'),
  'recruiters.download': ep('POST', '/api/recruiters/download', superAdmin, '募集人一覧CSVをダウンロード'),
} as const satisfies Record<string, Endpoint>;

export type EndpointKey = keyof typeof endpoints;

export const endpointKeys = Object.keys(endpoints) as EndpointKey[];
