import { type ActionLog, type LogOutcome, logOutcome, logOutcomeLabels, logWhat } from '@olive/api';
import { Badge, type BadgeTone, EmptyState, Inline, type TableColumn, Text } from '@olive/ui';

const outcomeTones: Record<LogOutcome, BadgeTone> = { success: 'success', refused: 'warning', error: 'danger' };

/** 成功・拒否・エラー with the code beside (the word carries the meaning; the colour only repeats it). */
function LogStatus({ status }: { status: number }) {
  const outcome = logOutcome(status);
  return (
    <Inline as="span" gap={1} wrap={false}>
      <Badge tone={outcomeTones[outcome]} size="sm">
        {logOutcomeLabels[outcome]}
      </Badge>
      <Text as="span" size="sm" tone="muted">
        {status}
      </Text>
    </Inline>
  );
}

/**
 * The columns of an action-log table, each defined once: 証跡一覧 shows them all, a session's rows
 * (LogSessions) all but the user, which the session line already says.
 */
export const logColumns = {
  at: { key: 'at', header: '日時', cell: (l) => l.createdAt, rowHeader: true },
  user: {
    key: 'user',
    header: 'ユーザー',
    cell: (l) => (l.user ? `${l.user.name}（${l.user.email}）` : '—'),
    wrap: true,
  },
  /** What was done, in the endpoint table's Japanese; the method and path only as a detail after it. */
  desc: {
    key: 'desc',
    header: '操作',
    wrap: true,
    cell: (l) => (
      <span>
        <span>{logWhat(l)}</span>{' '}
        <Text as="small" size="sm" tone="muted">
          {l.method} {l.route}
        </Text>
      </span>
    ),
  },
  status: { key: 'status', header: 'ステータス', cell: (l) => <LogStatus status={l.status} /> },
  agency: { key: 'agency', header: '代理店', cell: (l) => l.agencyCode ?? '—' },
  ip: { key: 'ip', header: 'IPアドレス', cell: (l) => l.ip },
} satisfies Record<string, TableColumn<ActionLog>>;

/** The row key and the empty state of every table of log rows (the log screen, a session's rows). */
export const logRowKey = (l: ActionLog) => String(l.id);
export const noLogFound = <EmptyState title="該当する記録はありません" size="compact" />;
