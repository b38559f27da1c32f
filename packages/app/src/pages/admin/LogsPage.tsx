import {
  type ActionLog,
  type ActionLogAction,
  type ActionLogQuery,
  dateFormats,
  formatNumber,
  mayCallEndpoint,
  parseTokyo,
} from '@olive/api';
import {
  Button,
  Card,
  Combobox,
  DateRangePicker,
  DownloadIcon,
  datePickerProblem,
  Inline,
  PageHeader,
  Pagination,
  rangeProblem,
  Select,
  Stack,
  Tab,
  TabList,
  Table,
  TabPanel,
  Tabs,
  Text,
  TextField,
} from '@olive/ui';
import { useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { actionLogsApi } from '../../api/actionLogs';
import { useAgency } from '../../hooks/useAgency';
import { useApiData } from '../../hooks/useApiData';
import { useDownload } from '../../hooks/useDownload';
import { usePageParam, useQueryParam } from '../../hooks/usePageParam';
import { actionLogUsersAtom } from '../../state/lists';
import { LogSeal } from './LogSeal';
import { LogSessions } from './LogSessions';
import { logColumns, logRowKey, noLogFound } from './logColumns';
import { useAgencies } from './useAgencies';

/**
 * The 操作 filter's choices: one per route, named only by what the log calls it in Japanese (the
 * descriptions of the route's methods, e.g. お知らせ一覧を表示・お知らせを登録), never the path.
 */
export function routeChoices(actions: readonly ActionLogAction[]): { value: string; label: string }[] {
  const byRoute = new Map<string, string[]>();
  for (const a of actions) {
    const names = byRoute.get(a.route) ?? [];
    if (!names.includes(a.description)) names.push(a.description);
    byRoute.set(a.route, names);
  }
  return [...byRoute].map(([route, names]) => ({ value: route, label: names.join('・') }));
}

/**
 * The list's columns, row key and empty state, made once: the table keeps its rows while the screen
 * renders again around it (typing in the filters), as on the contract list.
 */
const logListColumns = [
  logColumns.at,
  logColumns.user,
  logColumns.desc,
  logColumns.route,
  logColumns.status,
  logColumns.agency,
  logColumns.ip,
];

/** docs/product.md §2 /admin/logs (証跡): filter by user, time, agency and operation; page; download as CSV. */
export default function LogsPage() {
  const agencies = useAgencies();
  const [users, setUsers] = useAtom(actionLogUsersAtom);
  const loadedUsers = useApiData(() => (users ? null : actionLogsApi.users()), 'log-users');
  useEffect(() => {
    if (loadedUsers.data) setUsers(loadedUsers.data.data);
  }, [loadedUsers.data, setUsers]);
  const actions = useApiData(() => actionLogsApi.actions(), 'log-actions');
  const [page, setPage] = usePageParam();
  const [userId, setUserId] = useQueryParam('user');
  const [agencyCode, setAgencyCode] = useQueryParam('agency');
  const [route, setRoute] = useQueryParam('route');
  const [start, setStart] = useQueryParam('from');
  const [end, setEnd] = useQueryParam('to');
  const [view, setView] = useQueryParam('view');
  const agency = useAgency();
  const role = agency.user?.roleType;
  // The seal indicator is the super admin's (the endpoint table says who may verify).
  const mayVerify = !!role && mayCallEndpoint('actionLogs.seal', { role }).allowed;
  const [range, setRange] = useState({ start: start ?? '', end: end ?? '' });
  const download = useDownload();
  const filters: Omit<ActionLogQuery, 'page'> = {
    id: userId ? Number(userId) : undefined,
    agencyCode: agencyCode || undefined,
    route: route || undefined,
    startDate: start && parseTokyo(start, dateFormats.dateTimeSeconds) ? start : undefined,
    endDate: end && parseTokyo(end, dateFormats.dateTimeSeconds) ? end : undefined,
  };
  const { data, loading } = useApiData(() => actionLogsApi.list({ ...filters, page }), JSON.stringify([filters, page]));
  const rangeError =
    datePickerProblem(range.start, 'seconds') ??
    datePickerProblem(range.end, 'seconds') ??
    rangeProblem(range, 'seconds');
  const choices = routeChoices(actions.data?.data ?? []);
  const [routeSearch, setRouteSearch] = useState('');
  const needle = routeSearch.trim();
  // The chosen operation stays in the list whatever is typed, so the select never shows a blank.
  const shown = choices.filter((c) => !needle || c.label.includes(needle) || c.value === route);

  return (
    <>
      <PageHeader
        title="証跡一覧"
        description="ポータルで行われたすべての操作（拒否されたものを含む）の記録です。"
        actions={
          <Button
            variant="secondary"
            startIcon={<DownloadIcon aria-hidden="true" />}
            loading={download.busy === 'csv'}
            onClick={() => download.run('csv', () => actionLogsApi.download(filters))}
          >
            CSVダウンロード
          </Button>
        }
      />
      <Stack gap={4}>
        {mayVerify ? <LogSeal /> : null}
        <Card title="絞り込み" headingLevel={2}>
          <Stack gap={4}>
            <Stack gap={4} columns="sm">
              <Combobox
                label="ユーザー"
                options={[
                  { value: '', label: 'すべて' },
                  ...(users ?? []).map((u) => ({ value: String(u.id), label: `${u.name}（${u.email}）` })),
                ]}
                value={userId ?? ''}
                onChange={(v) => setUserId(v || null)}
              />
              <Combobox
                label="代理店"
                options={[
                  { value: '', label: 'すべて' },
                  ...agencies.map((a) => ({ value: a.agencyCode, label: `${a.agencyCode} ${a.name}` })),
                ]}
                value={agencyCode ?? ''}
                onChange={(v) => setAgencyCode(v || null)}
              />
              <Stack gap={2}>
                <TextField
                  label="操作を検索"
                  type="search"
                  value={routeSearch}
                  onChange={(e) => setRouteSearch(e.target.value)}
                  description={
                    needle
                      ? `${shown.length}件の操作が見つかりました`
                      : '操作の名前の一部（例: ダウンロード）で絞り込めます'
                  }
                  autoComplete="off"
                />
                <Select
                  label="操作"
                  options={[{ value: '', label: 'すべて' }, ...shown]}
                  value={route ?? ''}
                  onChange={(v) => setRoute(v || null)}
                />
              </Stack>
            </Stack>
            <Inline
              as="form"
              gap={3}
              align="end"
              onSubmit={(e) => {
                e.preventDefault();
                if (rangeError) return;
                setStart(range.start || null);
                setEnd(range.end || null);
              }}
              aria-label="日時で絞り込み"
            >
              <Stack grow>
                <DateRangePicker label="日時" time="seconds" value={range} onChange={setRange} />
              </Stack>
              <Button type="submit" variant="secondary">
                日時を適用
              </Button>
            </Inline>
          </Stack>
        </Card>
        <Tabs
          value={view === 'sessions' ? 'sessions' : 'rows'}
          onValueChange={(v) => setView(v === 'sessions' ? 'sessions' : null)}
          activation="manual"
        >
          <TabList label="表示のしかた">
            <Tab value="rows">一覧</Tab>
            <Tab value="sessions">セッション</Tab>
          </TabList>
          <TabPanel value="rows">
            <Stack gap={4}>
              <Text aria-live="polite">{data ? `${formatNumber(data.meta.total)}件` : ''}</Text>
              <Table<ActionLog>
                caption="証跡一覧"
                hideCaption
                loading={loading}
                rows={data?.data ?? []}
                rowKey={logRowKey}
                empty={noLogFound}
                columns={logListColumns}
                narrow="cards"
              />
              {data && data.meta.lastPage > 1 ? (
                <Pagination page={page} pageCount={data.meta.lastPage} onPageChange={setPage} />
              ) : null}
            </Stack>
          </TabPanel>
          <TabPanel value="sessions">
            <LogSessions filters={filters} />
          </TabPanel>
        </Tabs>
      </Stack>
    </>
  );
}
