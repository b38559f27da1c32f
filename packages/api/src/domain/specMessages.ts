/**
 * docs/product.md §8: the app's fixed messages, word for word (some are English in the spec and stay so).
 * Apart from the shell's labels (shell.ts): the sign-in page needs these and not those.
 */
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
