/** Words several sign-in screens share; each screen keeps its own words in its file. */
export const authText = {
  backToLogin: 'ログイン画面に戻る',
  noChallenge: 'ログインの有効期限が切れたか、画面を直接開いています。もう一度ログインしてください。',
  noSession: 'ログインが必要です。',
  confirmLabel: '新しいパスワード（確認）',
  mismatch: '新しいパスワード（確認）は新しいパスワードと一致しません。',
} as const;
