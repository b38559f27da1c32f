import { refuseCommonPasswords } from '@olive/api/commonPasswords';

/**
 * Called by the screens that set a password: their form then refuses a common password before any
 * request, as the server does, while the sign-in bundle goes without the list
 * (docs/adr/0127-password-length-and-common-list.md).
 */
export function loadCommonPasswords(): void {
  refuseCommonPasswords();
}

/** The help text of a new password, on the screens that set one. */
export const passwordHint = '12〜64文字で、英字と数字をそれぞれ1文字以上含め、よく使われるパスワードは避けてください。';
