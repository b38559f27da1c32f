/**
 * SPEC.md §2 and §8: the shell's fixed words and the app's fixed messages, word for word (some are
 * English in the spec and stay so). The design system, the app and the server import them from here.
 */
export const shellLabels = {
  manual: '各種マニュアル',
  account: 'アカウント設定',
  logout: 'Logout',
  reselectAgency: '代理店を選択し直す',
  lastLogin: '最終ログイン',
  selectedAgency: '選択中の代理店',
  openMenu: 'メニューを開く',
  mainMenu: 'メインメニュー',
  skipToContent: 'メインコンテンツへ移動',
  home: 'ホーム',
} as const;

export const specMessages = {
  /** The server's 401 message; the error dialog keys the re-login title on it. */
  unauthenticated: 'Unauthenticated.',
  loginFailed: 'Login failed.',
  logoutFailed: 'Logout failed.',
  /** The shell's error toast when logout fails. */
  unableToLogout: 'Unable to logout',
  reauthenticate: '再度ログインを行ってください。',
  fallbackErrorTitle: 'Unexpected Application Error!',
  /** The error dialog's title for any other error. */
  errorTitle: 'エラーが発生しました',
} as const;
