/**
 * Field labels, once: the names forms show and messages start with (「メールアドレスは…」).
 * A form may override a label (`labelsFor`), e.g. the new password of the change form.
 */
export const fieldLabels = {
  email: 'メールアドレス',
  password: 'パスワード',
  password_confirmation: '新しいパスワード（確認）',
  previousPassword: '現在のパスワード',
  code: '認証コード',
  smsVerificationCode: 'SMS認証コード',
  session: 'セッション',
  isEmail: '送信先',
  name: '氏名',
  phoneNumber: '電話番号',
  roleType: '権限',
  isMfaActive: '二段階認証',
  agencyCode: '代理店コード',
  agencyCodeList: '対象代理店',
  ipAddress: 'IPアドレス',
  title: 'タイトル',
  content: '本文',
  isNotifyAll: '通知対象',
  files: '添付ファイル',
  file: 'ファイル',
  managementNumber: '管理番号',
  paymentMethod: '支払方法',
  keyword: 'キーワード',
  statuses: '契約ステータス',
  selectedHikisariStatuses: '引去状況',
  startFirstContractDate: '初回契約日（開始）',
  endFirstContractDate: '初回契約日（終了）',
  startFirstPaymentDate: '初回入金日（開始）',
  endFirstPaymentDate: '初回入金日（終了）',
  startDate: '開始日時',
  endDate: '終了日時',
  route: '操作',
  id: 'ユーザー',
  page: 'ページ',
  year: '年',
  month: '月',
  types: 'マニュアル種別',
  filePath: 'ファイル',
  newsId: 'お知らせ',
  isAll: '全件表示',
} as const satisfies Record<string, string>;

export type FieldName = keyof typeof fieldLabels;

/** The labels of one form: the shared table with the form's own overrides. */
export function labelsFor(overrides: Partial<Record<string, string>> = {}): Record<string, string> {
  return { ...fieldLabels, ...overrides } as Record<string, string>;
}

/** Per-form overrides where a shared name means something more specific. */
export const formLabels = {
  changePassword: labelsFor({ password: '新しいパスワード', password_confirmation: '新しいパスワード（確認）' }),
  changeInitialPassword: labelsFor({ password: '新しいパスワード' }),
  resetPassword: labelsFor({ password: '新しいパスワード' }),
  /** The recruiter form picks the agency by name: its field is labelled 代理店, not 代理店コード. */
  recruiter: labelsFor({ agencyCode: '代理店' }),
} as const;

/**
 * The calls whose path names something other than a user by `id` (/api/contracts/:id, /api/news/:id,
 * /api/agency-ips/:id): the shared table's `id` is ユーザー, the accounts' calls' meaning.
 */
export const itemLabels = {
  contract: labelsFor({ id: '契約' }),
  news: labelsFor({ id: 'お知らせ' }),
  agencyIp: labelsFor({ id: '代理店IP' }),
} as const;
