/**
 * How the action log (証跡) words an answer's status: 2xx/3xx 成功, 4xx 拒否 (refused: access, input,
 * limits), 5xx エラー (the server failed). The code is shown beside the word.
 */
export type LogOutcome = 'success' | 'refused' | 'error';

export const logOutcomeLabels: Record<LogOutcome, string> = { success: '成功', refused: '拒否', error: 'エラー' };

export function logOutcome(status: number): LogOutcome {
  if (status >= 200 && status < 400) return 'success';
  if (status >= 400 && status < 500) return 'refused';
  return 'error';
}

/** 「成功（200）」: the word and the code, as the screen and the CSV show them. */
export function logStatusText(status: number): string {
  return `${logOutcomeLabels[logOutcome(status)]}（${status}）`;
}
