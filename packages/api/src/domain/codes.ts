/** A 6-digit code (SMS, e-mail verification, password reset) works for this many minutes. */
export const CODE_VALID_MINUTES = 5;

/** A new code may be asked for once per this many seconds (the screens count down; the server refuses sooner). */
export const CODE_RESEND_SECONDS = 60;

/**
 * Wrong codes an e-mail address may enter in one day (Japan time), counted across every code it is
 * sent (sign-in SMS, password reset, verification) from any client address; then no code is checked.
 */
export const CODE_FAILURES_PER_DAY = 10;

/**
 * The answer once the day's wrong codes are used up: the two ways back, as the sign-in lockout
 * message names its own (wait, or ask).
 */
export const codeLockedMessage =
  '認証コードの入力に続けて失敗したため、本日は認証コードによる操作を制限しています。明日以降に再度お試しいただくか、管理者にお問い合わせください。';
