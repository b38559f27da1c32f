import { providerRoles, type Role, recruiterRoles, roles } from '../domain/roles';
import { type StatementKindKey, statementKinds } from '../domain/statements';
import { type EndpointKey, type EndpointPath, endpointKeys, endpointPaths } from './endpointPaths';
import { appRoutes } from './routes';

/**
 * Who may call an endpoint:
 * - `public`: no session (sign-in flows, the CSRF cookie);
 * - `session`: any session, verified or not (me, logout, the e-mail/phone verification calls);
 * - a list of roles: a fully signed-in user with one of them.
 */
export type EndpointAccess = 'public' | 'session' | readonly Role[];

/** Who may call an endpoint and what the action log says of it; its method and path are in endpointPaths.ts. */
export interface EndpointRule {
  access: EndpointAccess;
  /**
   * Whether the call names an agency (`agencyCode` in the query for GET, in the body otherwise).
   * Recruiters may only name their own; provider users any existing agency.
   */
  agency: 'required' | 'optional' | 'none';
  /** What the action log (証跡) says the user did. */
  description: string;
  /** Guesses a password or a code: limited per client address (docs/architecture.md, docs/server.md). */
  rateLimited?: true;
}

export interface Endpoint extends EndpointPath, EndpointRule {}

const all = roles;
const superAdmin = ['olive_super_admin'] as const satisfies readonly Role[];
const providers = providerRoles;
const recruiters = recruiterRoles;
/** The roles that may open /fees may download statements (docs/product.md §6). */
const feeRoles = appRoutes.fees.roles;
/**
 * Hozen requests change a contract: everyone who works a contract may file them, but olive_general
 * is a read-only provider role (docs/adr/0006-hozen-requests-and-roles.md).
 */
const hozenRoles = [
  'olive_super_admin',
  'olive_admin',
  'recruiter_admin',
  'recruiter_general',
] as const satisfies readonly Role[];

/** A rule that keeps its access literal in its type (EndpointAccessOf: who the handler's user is). */
const rule = <A extends EndpointAccess>(
  access: A,
  description: string,
  agency: EndpointRule['agency'] = 'none',
): EndpointRule & { access: A } => ({ access, agency, description });

/** A call that guesses a password or a code: the guard limits it per client address. */
const guessing = <R extends EndpointRule>(r: R): R & { rateLimited: true } => ({ ...r, rateLimited: true });

const statementRules = Object.fromEntries(
  statementKinds.map((k) => [`statements.${k.key}`, rule(feeRoles, `${k.label}をダウンロード`, 'required')]),
) as Record<`statements.${StatementKindKey}`, EndpointRule & { access: typeof feeRoles }>;

const uploadRules = Object.fromEntries(
  statementKinds.map((k) => [`uploads.${k.key}`, rule(superAdmin, `${k.label}のZIPをアップロード`)]),
) as Record<`uploads.${StatementKindKey}`, EndpointRule & { access: typeof superAdmin }>;

/** docs/product.md §6 and §7: who may make each call, and what the action log (証跡) records. */
const endpointRules = {
  // Auth
  'auth.csrfCookie': rule('public', 'CSRFトークンを取得'),
  'auth.login': guessing(rule('public', 'ログイン')),
  // Anyone may end the session their cookie names, an expired one or one outside the allow-list included.
  'auth.logout': rule('public', 'ログアウト'),
  'auth.me': rule('session', 'ログインユーザー情報を取得'),
  'auth.startupMe': rule('session', 'ログイン状態を確認'),
  'auth.changePassword': rule(all, 'パスワードを変更'),
  'auth.forgotPassword': guessing(rule('public', 'パスワード再設定コードを依頼')),
  'auth.resetPassword': guessing(rule('public', 'パスワードを再設定')),
  'auth.changeInitialPassword': guessing(rule('public', '初期パスワードを変更')),
  'auth.resendInitialPassword': guessing(rule('public', '初期パスワードを再送')),
  'auth.sendVerificationCode': guessing(rule('session', '認証コードを送信')),
  'auth.smsAuthentication': guessing(rule('public', 'SMS認証')),
  'auth.resendSmsCode': guessing(rule('public', 'SMS認証コードを再送')),
  'auth.verifyEmail': guessing(rule('session', 'メールアドレスを認証')),
  'auth.verifyPhoneNumber': guessing(rule('session', '電話番号を認証')),

  // Action logs
  'actionLogs.list': rule(providers, '証跡一覧を表示', 'optional'),
  'actionLogs.download': rule(providers, '証跡CSVをダウンロード', 'optional'),
  'actionLogs.users': rule(providers, '証跡のユーザー一覧を取得'),
  'actionLogs.actions': rule(providers, '証跡の操作一覧を取得'),
  'actionLogs.seal': rule(superAdmin, '証跡の封印を検証'),
  'actionLogs.sessions': rule(providers, '証跡をセッション別に表示', 'optional'),

  // Agencies
  'agencies.list': rule(providers, '代理店一覧を表示'),

  // Agency IPs
  'agencyIps.list': rule(superAdmin, '代理店IP一覧を表示', 'required'),
  'agencyIps.create': rule(superAdmin, '代理店IPを登録', 'required'),
  'agencyIps.delete': rule(superAdmin, '代理店IPを削除', 'required'),
  /** Nothing is saved: what adding the address would change (who would be locked out). */
  'agencyIps.preview': rule(superAdmin, '代理店IP登録の影響を確認', 'required'),

  // Contracts
  'contracts.list': rule(all, '契約一覧を表示', 'required'),
  'contracts.show': rule(all, '契約詳細を表示', 'required'),
  'contracts.export': rule(all, '契約一覧CSVをダウンロード', 'required'),
  /** The agency home: every role that sees home; statements only for the /fees roles. */
  'contracts.summary': rule(all, 'ホームの要対応件数を表示', 'required'),
  'contracts.statuses': rule(all, '契約ステータス一覧を取得'),
  'contracts.cancel': rule(hozenRoles, '解約を申請'),
  'contracts.changePaymentMethod': rule(hozenRoles, '支払方法の変更を申請'),

  // Statements
  ...statementRules,
  'statements.confirmExistence': rule(feeRoles, '明細の有無を確認', 'required'),
  /** Every statement file of the agency-month in one zip: who may download each may download them all. */
  'statements.zip': rule(feeRoles, '明細をまとめてダウンロード', 'required'),

  // Zip uploads
  ...uploadRules,
  /** The upload screen's grid of published files: the screen's role, as the uploads. */
  'uploads.coverage': rule(superAdmin, '明細の登録状況を表示'),

  // Manuals
  'manuals.list': rule(all, 'マニュアル一覧を表示'),
  'manuals.download': rule(all, 'マニュアルをダウンロード'),
  'manuals.zip': rule(all, 'マニュアルを一括ダウンロード'),

  // News
  'news.list': rule(providers, 'お知らせ一覧を表示', 'optional'),
  'news.create': rule(superAdmin, 'お知らせを登録'),
  'news.show': rule(providers, 'お知らせを表示'),
  'news.delete': rule(superAdmin, 'お知らせを削除'),
  'news.fileDownload': rule(providers, 'お知らせの添付ファイルをダウンロード', 'optional'),
  'recruiterNews.list': rule(recruiters, 'お知らせ一覧を表示', 'required'),
  'recruiterNews.show': rule(recruiters, 'お知らせを表示', 'required'),
  'recruiterNews.fileDownload': rule(recruiters, 'お知らせの添付ファイルをダウンロード', 'required'),

  // Provider users
  'oliveUsers.list': rule(superAdmin, 'オリーブユーザー一覧を表示'),
  'oliveUsers.show': rule(superAdmin, 'オリーブユーザー詳細を表示'),
  'oliveUsers.create': rule(superAdmin, 'オリーブユーザーを登録'),
  'oliveUsers.update': rule(superAdmin, 'オリーブユーザーを更新'),
  'oliveUsers.delete': rule(superAdmin, 'オリーブユーザーを削除'),

  // Recruiters
  'recruiters.list': rule(superAdmin, '募集人一覧を表示'),
  'recruiters.show': rule(superAdmin, '募集人詳細を表示', 'required'),
  'recruiters.create': rule(superAdmin, '募集人を登録'),
  'recruiters.update': rule(superAdmin, '募集人を更新'),
  'recruiters.delete': rule(superAdmin, '募集人を削除', 'required'),
  'recruiters.download': rule(superAdmin, '募集人一覧CSVをダウンロード'),
} as const satisfies Record<EndpointKey, EndpointRule>;

/**
 * Who may call endpoint K, as a type: 'public', 'session' or its role list. A handler's user is
 * known to be there for every endpoint but the public ones (the server's defineRoute reads this).
 */
export type EndpointAccessOf<K extends EndpointKey> = (typeof endpointRules)[K]['access'];

/** Every endpoint: method and path (endpointPaths.ts) with its access rule and description. */
export const endpoints = Object.fromEntries(
  endpointKeys.map((key) => [key, { ...endpointPaths[key], ...endpointRules[key] }]),
) as Record<EndpointKey, Endpoint>;
