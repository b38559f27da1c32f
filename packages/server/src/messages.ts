import { specMessages } from '@olive/api';

/**
 * The server's own Japanese answers (the validation catalogue lives in @olive/api). `Unauthenticated.`
 * stays English on purpose: docs/product.md §8 keys the re-login dialog on that exact text.
 */
export const serverMessages = {
  unauthenticated: specMessages.unauthenticated,
  csrfMismatch: 'ページの有効期限が切れました。画面を再読み込みしてから、もう一度お試しください。',
  forbidden: 'この操作を行う権限がありません。',
  unverified: 'メールアドレスと電話番号の認証を完了してください。',
  otherAgency: '他の代理店の情報にはアクセスできません。',
  ipNotAllowed: 'このIPアドレスからのアクセスは許可されていません。代理店の管理者にお問い合わせください。',
  validation: '入力内容に誤りがあります。',
  notFound: 'お探しの情報は見つかりませんでした。',
  apiNotFound: 'お探しのAPIは見つかりませんでした。',
  serverError: 'サーバーでエラーが発生しました。しばらくしてから再度お試しください。',
  rateLimited: 'リクエストが多すぎます。しばらくしてから再度お試しください。',
  unknownAgency: '指定された代理店は存在しません。',
  auditLogBusy:
    'ただいまアクセスが集中しているため、操作の記録（証跡）を保存できませんでした。しばらくしてから再度お試しください。',
  auditLogUnavailable:
    '操作の記録（証跡）を保存できなかったため、処理結果をお返しできません。しばらくしてから再度お試しください。',
  downloadsBusy:
    'ただいまダウンロードが集中しているため、受け付けられませんでした。しばらくしてから再度お試しください。',
  badUrl: 'URLの形式が正しくありません。',
  badBody: 'リクエストの本文を読み取れませんでした。形式を確認してください。',
  unsupportedMediaType: 'このリクエストの形式（Content-Type）には対応していません。',
  fileTooLarge: 'ファイルのサイズが上限を超えています。',
  bodyTooLarge: 'リクエストの本文が大きすぎます。内容を減らしてから、もう一度お試しください。',
  requestTooLong: 'リクエストのURLまたはヘッダーが長すぎます。検索条件などを短くしてから、もう一度お試しください。',
  requestTimeout: 'リクエストの受信が時間内に終わりませんでした。もう一度お試しください。',
  badRequest: 'リクエストの形式が正しくありません。',

  loginSucceeded: 'ログインしました。',
  loginFailed: 'メールアドレスまたはパスワードが正しくありません。',
  lockedOut: 'ログインに続けて失敗したため、一時的にログインを制限しています。15分ほど経ってから再度お試しください。',
  smsSent: 'SMSで認証コードを送信しました。',
  newPasswordRequired: '初期パスワードを変更してください。',
  challengeExpired: '認証の有効期限が切れました。もう一度ログインしてください。',
  loggedOut: 'ログアウトしました。',
  passwordChanged: 'パスワードを変更しました。',
  previousPasswordWrong: '現在のパスワードが正しくありません。',
  resetMailSent: 'ご登録のメールアドレスにパスワード再設定用の認証コードを送信しました。',
  passwordReset: 'パスワードを再設定しました。新しいパスワードでログインしてください。',
  initialPasswordResent: 'ご登録のメールアドレスに初期パスワードを再送しました。',
  codeSentEmail: (email: string) => `${email} に認証コードを送信しました。`,
  codeSentSms: (maskedPhone: string) => `ご登録の電話番号（${maskedPhone}）にSMSで認証コードを送信しました。`,
  noPhoneNumber: '電話番号が登録されていません。管理者にお問い合わせください。',
  emailVerified: 'メールアドレスを認証しました。',
  phoneVerified: '電話番号を認証しました。',
  codeWrong: '認証コードが正しくありません。',
  codeExpired: '認証コードの有効期限が切れています。再送してください。',
  codeTooManyTries: '認証コードの入力回数が上限に達しました。再送してください。',
  codeMissing: '認証コードが送信されていません。再送してください。',
  codeResendTooSoon: (seconds: number) =>
    `認証コードの再送は${seconds}秒に1回までです。しばらくしてから再度お試しください。`,

  created: '登録しました。',
  updated: '更新しました。',
  deleted: '削除しました。',
  emailTaken: 'このメールアドレスは既に登録されています。',
  cannotDeleteSelf: '自分自身は削除できません。',
  cannotRemoveLastSuperAdmin: '特権管理者が1人もいなくなるため、この操作はできません。',

  manualNotFound: '指定されたマニュアルは見つかりませんでした。',
  contractNotFound: '指定された管理番号の契約は見つかりませんでした。',
  newsAgencyRequired: '代理店コードは必ず指定してください。',
  newsTooManyFiles: (max: number) => `添付ファイルは最大 ${max}個以下で指定してください。`,
  newsEmptyFile: '添付ファイルに空のファイルがあります。',
  unknownAgencyCodes: (codes: readonly string[]) => `代理店コード ${codes.join('、')} は登録されていません。`,
  ipAlreadyListed: 'IPアドレスはこの代理店に既に登録されています。',
  ipNotListed: '指定されたIPアドレスは登録されていません。',
} as const;
