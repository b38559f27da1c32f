import {
  type ActionLog,
  type ActionLogQuery,
  type ActionLogSession,
  formatNumber,
  SESSION_GAP_MINUTES,
  SESSION_ROWS_MAX,
  sessionLine,
} from '@olive/api';
import {
  Button,
  borderWidth,
  DownloadIcon,
  EmptyState,
  Inline,
  Pagination,
  Skeleton,
  Stack,
  space,
  Table,
  Text,
  vars,
} from '@olive/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { actionLogsApi } from '../../api/actionLogs';
import { useApiData } from '../../hooks/useApiData';
import { useDownload } from '../../hooks/useDownload';
import { usePageParam } from '../../hooks/usePageParam';
import { logColumns, logRowKey, noLogFound } from './logColumns';

type Filters = Omit<ActionLogQuery, 'page'>;

const Sessions = styled.ol`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: ${borderWidth.thin} solid ${vars.color.border.default};

  & > li {
    display: grid;
    gap: ${space[2]};
    padding: ${space[3]} 0;
    border-bottom: ${borderWidth.thin} solid ${vars.color.border.default};
  }
`;

/** A session's table columns, made once. */
const sessionColumns = [logColumns.at, logColumns.desc, logColumns.status, logColumns.agency, logColumns.ip];

/** The rows beneath one session: that user's rows from its first to its last id, 50 a page. */
function SessionRows({ session, filters }: { session: ActionLogSession; filters: Filters }) {
  const [page, setPage] = useState(1);
  const query = { ...filters, id: session.user.id, fromId: session.firstId, toId: session.lastId };
  const { data, loading } = useApiData(() => actionLogsApi.list({ ...query, page }), JSON.stringify([query, page]));
  return (
    <Stack gap={3}>
      <Table<ActionLog>
        caption={`${session.user.name}のセッションの操作`}
        hideCaption
        loading={loading}
        rows={data?.data ?? []}
        rowKey={logRowKey}
        minWidth="760px"
        empty={noLogFound}
        columns={sessionColumns}
      />
      {data && data.meta.lastPage > 1 ? (
        <Pagination page={page} pageCount={data.meta.lastPage} onPageChange={setPage} />
      ) : null}
    </Stack>
  );
}

function SessionItem({ session, filters }: { session: ActionLogSession; filters: Filters }) {
  const [open, setOpen] = useState(false);
  const rowsId = useId();
  const download = useDownload();
  const line = sessionLine(session);
  return (
    <li>
      <Text>{line}</Text>
      <Inline gap={2}>
        <Button
          size="sm"
          variant="secondary"
          aria-expanded={open}
          aria-controls={rowsId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? '操作を閉じる' : `操作を表示（${formatNumber(session.rows)}件）`}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          startIcon={<DownloadIcon aria-hidden="true" />}
          loading={download.busy === 'csv'}
          aria-label={`このセッションのCSVをダウンロード（${line}）`}
          onClick={() =>
            download.run('csv', () =>
              actionLogsApi.download({
                ...filters,
                id: session.user.id,
                fromId: session.firstId,
                toId: session.lastId,
              }),
            )
          }
        >
          CSV
        </Button>
      </Inline>
      <div id={rowsId}>{open ? <SessionRows session={session} filters={filters} /> : null}</div>
    </li>
  );
}

/**
 * The log as sessions for auditors: one signed-in user's actions with gaps under 30
 * minutes, one readable line each, the rows beneath on demand, and each session's own CSV.
 */
export function LogSessions({ filters }: { filters: Filters }) {
  const [page, setPage] = usePageParam('spage');
  const { data, loading } = useApiData(
    () => actionLogsApi.sessions({ ...filters, page }),
    JSON.stringify(['sessions', filters, page]),
  );
  return (
    <Stack gap={3}>
      <Text size="sm" tone="muted">
        ログインしたユーザーごとに、{SESSION_GAP_MINUTES}
        分以上の間隔がない一続きの操作を1つのセッションにまとめています（条件に合う直近
        {formatNumber(SESSION_ROWS_MAX)}件の操作から作成）。
      </Text>
      {loading && !data ? (
        <Stack gap={3} aria-busy="true">
          <Skeleton height="20px" label="セッションを読み込み中" />
          <Skeleton height="20px" />
        </Stack>
      ) : data && data.data.length > 0 ? (
        <Sessions aria-label="セッション">
          {data.data.map((s) => (
            <SessionItem key={`${s.user.id}:${s.firstId}`} session={s} filters={filters} />
          ))}
        </Sessions>
      ) : (
        <EmptyState title="該当するセッションはありません" size="compact" />
      )}
      {data && data.meta.lastPage > 1 ? (
        <Pagination page={page} pageCount={data.meta.lastPage} onPageChange={setPage} />
      ) : null}
    </Stack>
  );
}
