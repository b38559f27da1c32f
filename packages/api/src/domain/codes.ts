/** A 6-digit code (SMS, e-mail verification, password reset) works for this many minutes. */
export const CODE_VALID_MINUTES = 5;

/** A new code may be asked for once per this many seconds (the screens count down; the server refuses sooner). */
export const CODE_RESEND_SECONDS = 60;
