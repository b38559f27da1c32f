import { formatNumber } from './numbers';
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

/**
 * What a verification of the sealed action log found wrong first (docs/audit.md):
 * - changed: a sealed row's cells are not what they were when sealed;
 * - deleted: a sealed row is gone;
 * - inserted: a row sits inside a sealed range that no seal covered (inserted out of turn);
 * - seal: a seal itself is out of place (its number, range or previous digest), its digest or row
 *   count does not match its rows' hashes, or hashes remain of a seal that was removed;
 * - time-order: a row's time is earlier than the row before it in id order (ids and times rise
 *   together as the log is written; a row slipped in later with an older time breaks that), sealed
 *   or not yet sealed.
 */
export const auditProblemKinds = ['changed', 'deleted', 'inserted', 'seal', 'time-order'] as const;
export type AuditProblemKind = (typeof auditProblemKinds)[number];

export interface AuditProblem {
  kind: AuditProblemKind;
  /** The seal whose range holds the problem. */
  sealSeq: number | null;
  /** The log row it names, when it names one. */
  logId: number | null;
}

/** One sentence per problem, for the log screen and `pnpm audit:verify`. */
export function auditProblemText(problem: AuditProblem): string {
  const seal = problem.sealSeq !== null ? `封印 ${problem.sealSeq}` : '封印';
  switch (problem.kind) {
    case 'changed':
      return `証跡 ID ${problem.logId} が封印後に変更されています（${seal}）。`;
    case 'deleted':
      return `証跡 ID ${problem.logId} が封印後に削除されています（${seal}）。`;
    case 'inserted':
      return `証跡 ID ${problem.logId} が封印済みの範囲に後から挿入されています（${seal}）。`;
    case 'seal':
      return problem.logId !== null
        ? `${seal} の記録が削除されています（証跡 ID ${problem.logId} 以降の封印）。`
        : `${seal} の記録が書き換えられています。`;
    case 'time-order':
      return `証跡 ID ${problem.logId} の記録時刻が、その前の証跡より前になっています。後から挿入された疑いがあります（${problem.sealSeq !== null ? seal : '未封印の範囲'}）。`;
  }
}

export const auditLabels = {
  verified: '改ざんは検出されていません',
  broken: '改ざんを検出しました',
  unsealed: '未封印',
  noSeal: 'まだ封印されていません',
} as const;

/** The log's CSV: the screen's columns, then what an inspector checks against the seal chain. */
export const actionLogCsvHeader = [
  'ID',
  '日時',
  'ユーザーID',
  '氏名',
  'メールアドレス',
  '代理店コード',
  'IPアドレス',
  'メソッド',
  '操作',
  'ステータス',
  '結果',
  '内容',
  '対象',
  '記録時刻(UTC)',
  '封印番号',
  '行ハッシュ(SHA-256)',
  '封印ダイジェスト(SHA-256)',
] as const;

/** What `sessionLine` reads from a session (schemas/logs `actionLogSession`). */
export interface SessionFacts {
  user: { name: string };
  startAt: string;
  endAt: string;
  reads: number;
  refused: number;
  actions: ReadonlyArray<{ description: string; target?: string | null; count: number }>;
}

/**
 * A session as one readable line, e.g.
 * 「2026/11/23 14:25–14:40 大川 智子: 契約 OL230004775 の支払方法の変更を申請、明細をアップロード（2件）、
 * 閲覧 38件」.
 * Times are the shown 'yyyy/MM/dd HH:mm:ss' texts; the end drops its date when it is the same day.
 */
export function sessionLine(s: SessionFacts): string {
  const [startDay = '', startTime = ''] = s.startAt.split(' ');
  const [endDay = '', endTime = ''] = s.endAt.split(' ');
  const hm = (t: string) => t.slice(0, 5);
  const span = `${startDay} ${hm(startTime)}–${endDay === startDay ? '' : `${endDay} `}${hm(endTime)}`;
  const parts = s.actions.map((a) => {
    const what = a.target ? `${a.target} の${a.description}` : a.description;
    return a.count > 1 ? `${what}（${a.count}件）` : what;
  });
  if (s.reads > 0) parts.push(`閲覧 ${formatNumber(s.reads)}件`);
  if (s.refused > 0) parts.push(`拒否 ${formatNumber(s.refused)}件`);
  return `${span} ${s.user.name}: ${parts.length > 0 ? parts.join('、') : '操作なし'}`;
}

/** How a log row names what a call acted on. */
export const actionLogTargetLabels = { contract: '契約', id: 'ID' } as const;

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;

/**
 * What a call acted on, read from its input as the log keeps it: the contract of a hozen call
 * (`契約 OL230004775`, from the body's management number) or the resource of a path id (`ID 12`);
 * null otherwise. Only well-formed values are named (the input may not have passed validation).
 */
export function actionLogTarget(input: { params?: unknown; body?: unknown } | null): string | null {
  const managementNumber = asRecord(input?.body)?.managementNumber;
  if (typeof managementNumber === 'string' && /^[A-Za-z0-9-]{1,30}$/.test(managementNumber)) {
    return `${actionLogTargetLabels.contract} ${managementNumber}`;
  }
  const id = asRecord(input?.params)?.id;
  if ((typeof id === 'string' || typeof id === 'number') && /^\d{1,10}$/.test(String(id))) {
    return `${actionLogTargetLabels.id} ${id}`;
  }
  return null;
}

/** A row's 内容 on screen: the description, and what it acted on when the row names it. */
export function logWhat(row: { description: string; target: string | null }): string {
  return row.target ? `${row.description}（${row.target}）` : row.description;
}
