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
  Checkbox,
  Combobox,
  DateRangePicker,
  DownloadIcon,
  datePickerProblem,
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
import { useEffect, useRef, useState } from 'react';
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
 * renders again around it (typing in the filters), as on the contract list
 * (docs/adr/0040-renders-counted.md).
 */
const logListColumns = [
  logColumns.at,
  logColumns.user,
  logColumns.desc,
  logColumns.status,
  logColumns.agency,
  logColumns.ip,
];

/** Waits until typing pauses before a typed filter applies, so each keystroke is not a search. */
const TYPING_PAUSE_MS = 400;

/** Calls `apply(value)` once `value` has stayed the same for a typing pause, if it is `ready`. */
function useApplyAfterPause<T>(value: T, ready: boolean, apply: (value: T) => void) {
  const latest = useRef(apply);
  latest.current = apply;
  const key = JSON.stringify(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for value
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => latest.current(value), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [key, ready]);
}

/** The log's filters, all in the URL: each applies as it changes (a typed one when typing pauses). */
function useLogFilters() {
  const [page, setPage] = usePageParam();
  const [userId, setUserId] = useQueryParam('user');
  const [agencyCode, setAgencyCode] = useQueryParam('agency');
  const [route, setRoute] = useQueryParam('route');
  const [action, setAction] = useQueryParam('action');
  const [routine, setRoutine] = useQueryParam('routine');
  const [start, setStart] = useQueryParam('from');
  const [end, setEnd] = useQueryParam('to');
  const valid = (v: string | null) => (v && parseTokyo(v, dateFormats.dateTimeSeconds) ? v : undefined);
  const filters: Omit<ActionLogQuery, 'page'> = {
    id: userId ? Number(userId) : undefined,
    agencyCode: agencyCode || undefined,
    route: route || undefined,
    action: action || undefined,
    routine: routine === '1' || undefined,
    startDate: valid(start),
    endDate: valid(end),
  };
  return {
    page,
    setPage,
    filters,
    url: { userId, agencyCode, route, action, routine: routine === '1', start, end },
    set: { setUserId, setAgencyCode, setRoute, setAction, setRoutine, setStart, setEnd },
  };
}

type LogFilterState = ReturnType<typeof useLogFilters>;

/** The 絞り込み card: user, agency, the operation (searched by name), page-load checks, time. */
function LogFilters({ url, set, actions }: Pick<LogFilterState, 'url' | 'set'> & { actions: ActionLogAction[] }) {
  const agencies = useAgencies();
  const [users, setUsers] = useAtom(actionLogUsersAtom);
  const loadedUsers = useApiData(() => (users ? null : actionLogsApi.users()), 'log-users');
  useEffect(() => {
    if (loadedUsers.data) setUsers(loadedUsers.data.data);
  }, [loadedUsers.data, setUsers]);
  const [range, setRange] = useState({ start: url.start ?? '', end: url.end ?? '' });
  const rangeError =
    datePickerProblem(range.start, 'seconds') ??
    datePickerProblem(range.end, 'seconds') ??
    rangeProblem(range, 'seconds');
  useApplyAfterPause(range, !rangeError, (r) => {
    if (r.start !== (url.start ?? '')) set.setStart(r.start || null);
    else if (r.end !== (url.end ?? '')) set.setEnd(r.end || null);
  });
  const [routeSearch, setRouteSearch] = useState(url.action ?? '');
  const needle = routeSearch.trim();
  useApplyAfterPause(needle, needle !== (url.action ?? ''), (n) => set.setAction(n || null));
  const choices = routeChoices(actions);
  // The chosen operation stays in the list whatever is typed, so the select never shows a blank.
  const shown = choices.filter((c) => !needle || c.label.includes(needle) || c.value === url.route);

  return (
    <Card title="絞り込み" headingLevel={2}>
      <Stack gap={4}>
        <Stack gap={4} columns="sm">
          <Combobox
            label="ユーザー"
            options={[
              { value: '', label: 'すべて' },
              ...(users ?? []).map((u) => ({ value: String(u.id), label: `${u.name}（${u.email}）` })),
            ]}
            value={url.userId ?? ''}
            onChange={(v) => set.setUserId(v || null)}
          />
          <Combobox
            label="代理店"
            options={[
              { value: '', label: 'すべて' },
              ...agencies.map((a) => ({ value: a.agencyCode, label: `${a.agencyCode} ${a.name}` })),
            ]}
            value={url.agencyCode ?? ''}
            onChange={(v) => set.setAgencyCode(v || null)}
          />
          <Stack gap={2}>
            <TextField
              label="操作を検索"
              type="search"
              value={routeSearch}
              onChange={(e) => setRouteSearch(e.target.value)}
              description={
                needle
                  ? `${shown.length}件の操作が見つかりました。一覧もこの名前の操作に絞り込みます`
                  : '操作の名前の一部（例: ダウンロード）で一覧と下の選択肢を絞り込めます'
              }
              autoComplete="off"
            />
            <Select
              label="操作"
              options={[{ value: '', label: 'すべて' }, ...shown]}
              value={url.route ?? ''}
              onChange={(v) => set.setRoute(v || null)}
            />
          </Stack>
        </Stack>
        <Stack gap={2}>
          <DateRangePicker label="日時" time="seconds" value={range} onChange={setRange} />
          <Checkbox
            label="ページ表示時の確認（ログイン状態を確認など）も表示する"
            description="画面を開くたびに自動で記録される確認です。ふだんは隠しています。"
            checked={url.routine}
            onChange={(e) => set.setRoutine(e.target.checked ? '1' : null)}
          />
        </Stack>
      </Stack>
    </Card>
  );
}

/**
 * docs/product.md §2 /admin/logs (証跡): filter by user, time, agency and operation (by name, too);
 * page; download as CSV. The page-load checks are hidden unless asked for. Every filter applies as
 * it changes and lives in the URL.
 */
export default function LogsPage() {
  const actions = useApiData(() => actionLogsApi.actions(), 'log-actions');
  const { page, setPage, filters, url, set } = useLogFilters();
  const [view, setView] = useQueryParam('view');
  const agency = useAgency();
  const role = agency.user?.roleType;
  // The seal indicator is the super admin's (the endpoint table says who may verify).
  const mayVerify = !!role && mayCallEndpoint('actionLogs.seal', { role }).allowed;
  const download = useDownload();
  const { data, loading } = useApiData(() => actionLogsApi.list({ ...filters, page }), JSON.stringify([filters, page]));

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
        <LogFilters url={url} set={set} actions={actions.data?.data ?? []} />
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
                narrow="cards"
                empty={noLogFound}
                columns={logListColumns}
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
