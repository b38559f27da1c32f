/**
 * The session's idle limit: the server ends a session this long after its last request (the
 * server's default for SESSION_IDLE_MINUTES), and the app warns before it does.
 */
export const SESSION_IDLE_MINUTES = 120;

/** How long before the idle limit the app offers 延長する. */
export const SESSION_WARNING_MINUTES = 5;

/**
 * The server notes a request on the session at most once a minute, so the session it keeps may
 * have been seen up to this long before the app's last answer: the app counts from that earlier time.
 */
export const SESSION_TOUCH_GRAIN_MS = 60_000;

/** `msToWarning`: how long until the warning phase begins, so a clock need not look again before then. */
export type SessionPhase =
  | { phase: 'active'; msToWarning: number }
  | { phase: 'warning'; msLeft: number }
  | { phase: 'expired' };

/** Where an idle session stands `now`, counted from the last answer that renewed it. */
export function sessionPhase(
  lastRenewedAt: number,
  now: number,
  idleMinutes = SESSION_IDLE_MINUTES,
  warningMinutes = SESSION_WARNING_MINUTES,
): SessionPhase {
  const endsAt = lastRenewedAt - SESSION_TOUCH_GRAIN_MS + idleMinutes * 60_000;
  const msLeft = endsAt - now;
  if (msLeft <= 0) return { phase: 'expired' };
  if (msLeft <= warningMinutes * 60_000) return { phase: 'warning', msLeft };
  return { phase: 'active', msToWarning: msLeft - warningMinutes * 60_000 };
}

/** The time left as a person reads it: 「4分05秒」, 「30秒」. */
export function timeLeftText(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes > 0 ? `${minutes}分${String(rest).padStart(2, '0')}秒` : `${rest}秒`;
}
