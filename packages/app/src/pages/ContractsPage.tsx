import {
  CONTRACT_TOTAL_CAP,
  type Contract,
  type ContractListQuery,
  type ContractStatus,
  contractSortKeys,
  contractStatusLabels,
  contractStatusOptions,
  formatNumber,
  formatYen,
  type HikisariStatus,
  hikisariStatusLabels,
  href,
  type PageSize,
  paths,
  paymentMethodLabels,
} from '@olive/api';
import {
  Button,
  Card,
  CheckboxGroup,
  DateRangePicker,
  DownloadIcon,
  datePickerProblem,
  EmptyState,
  Heading,
  Inline,
  PageHeader,
  PaymentStatusBadge,
  rangeProblem,
  SearchIcon,
  Select,
  Stack,
  Table,
  type TableColumn,
  Text,
  TextField,
} from '@olive/ui';
import { useAtom } from 'jotai';
import { type FormEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useLocation, useSearch } from 'wouter';
import { contractsApi } from '../api/contracts';
import { useReportError } from '../errors/useReportError';
import { useAgency } from '../hooks/useAgency';
import { useApiData } from '../hooks/useApiData';
import { useDownload } from '../hooks/useDownload';
import { AppLink } from '../shell/RouterLink';
import { type ContractSearch, initialContractSearch } from '../state/contractSearch';
import { contractStatusesAtom } from '../state/lists';
import { type ListDensity, listDensities, listDensityLabels, useListView } from '../state/listView';
import { contractSearchFromQuery, queryWithContractSearch } from './contractLinks';
import { toContractQuery } from './contractQuery';
import { ListFooter } from './ListFooter';
import { perPageQuery, useListParams } from './listParams';

const Filters = styled.form`
  display: grid;
  gap: 20px;

  &[hidden] { display: none; }

  & [data-part='row'] { display: grid; grid-template-columns: repeat(auto-fit, minmax(260px, 1fr)); gap: 20px; }
  & [data-part='buttons'] { display: flex; flex-wrap: wrap; gap: 8px; }
`;

function useStatuses() {
  const [statuses, setStatuses] = useAtom(contractStatusesAtom);
  const report = useReportError();
  // Straight into the atom, without a loading state of its own: the answer renders once.
  useEffect(() => {
    if (statuses) return;
    let live = true;
    contractsApi.statuses().then((r) => {
      if (!live) return;
      const data = report(r);
      if (data) setStatuses(data.data);
    });
    return () => {
      live = false;
    };
  }, [statuses, setStatuses, report]);
  // Until the server's answer: the same list from the api package, so the check boxes are there from
  // the first paint and the form does not grow under the user when it comes.
  return statuses ?? contractStatusOptions;
}

/**
 * The two status check box groups. They ask for the statuses themselves, so the answer renders
 * these two groups again, not the whole screen with its form and list.
 */
function StatusFilters({ draft, setDraft }: { draft: ContractSearch; setDraft: (next: ContractSearch) => void }) {
  const statuses = useStatuses();
  return (
    <div data-part="row">
      <CheckboxGroup
        legend="契約ステータス"
        orientation="horizontal"
        options={statuses.statuses.map((s) => ({ value: s.value, label: s.label }))}
        value={draft.selectedStatuses}
        onChange={(v) => setDraft({ ...draft, selectedStatuses: v as ContractStatus[] })}
      />
      <CheckboxGroup
        legend="引去状況"
        orientation="horizontal"
        options={statuses.hikisariStatuses.map((s) => ({ value: s.value, label: s.label }))}
        value={draft.selectedHikisariStatuses}
        onChange={(v) => setDraft({ ...draft, selectedHikisariStatuses: v as HikisariStatus[] })}
      />
    </div>
  );
}

function problems(d: ContractSearch): string[] {
  const t = 'minutes' as const;
  return [
    datePickerProblem(d.startFirstContractDate, t),
    datePickerProblem(d.endFirstContractDate, t),
    datePickerProblem(d.startFirstPaymentDate, t),
    datePickerProblem(d.endFirstPaymentDate, t),
    rangeProblem({ start: d.startFirstContractDate, end: d.endFirstContractDate }, t),
    rangeProblem({ start: d.startFirstPaymentDate, end: d.endFirstPaymentDate }, t),
  ].filter((p): p is string => !!p);
}

/**
 * The active conditions in one line (after a search the form steps aside and this line
 * says what the list is showing).
 */
function conditionSummary(s: ContractSearch): string {
  const range = (label: string, start: string, end: string) =>
    start.trim() || end.trim() ? `${label}：${start.trim()}〜${end.trim()}` : null;
  const parts = [
    s.query.trim() ? `キーワード「${s.query.trim()}」` : null,
    s.selectedStatuses.length
      ? `契約ステータス：${s.selectedStatuses.map((v) => contractStatusLabels[v]).join('・')}`
      : null,
    s.selectedHikisariStatuses.length
      ? `引去状況：${s.selectedHikisariStatuses.map((v) => hikisariStatusLabels[v]).join('・')}`
      : null,
    range('初回契約日', s.startFirstContractDate, s.endFirstContractDate),
    range('初回入金日', s.startFirstPaymentDate, s.endFirstPaymentDate),
  ].filter((p): p is string => p !== null);
  return parts.length ? parts.join('／') : '指定なし（すべての契約）';
}

const isInitialSearch = (s: ContractSearch) => conditionSummary(s) === conditionSummary(initialContractSearch);

/**
 * The list's columns, its row key and its empty state, made once: the table keeps its rows while the
 * screen around it renders again (the form's typing, the statuses' answer), instead of rendering every
 * cell again for props that only look new.
 */
const contractColumns: TableColumn<Contract>[] = [
  {
    key: 'no',
    header: '管理番号',
    rowHeader: true,
    sortKey: 'managementNumber',
    cell: (c) => (
      <AppLink href={href(paths.contract, { contractId: c.id })} variant="standalone">
        {c.managementNumber}
      </AppLink>
    ),
  },
  {
    key: 'holder',
    header: '契約者名',
    sortKey: 'policyholderKana',
    // Name over kana, product over plan: two short lines, so every column fits a 1440 px screen.
    cell: (c) => (
      <span>
        <span>{c.policyholderName}</span>
        <br />
        <Text as="small" size="sm" tone="muted">
          {c.policyholderKana}
        </Text>
      </span>
    ),
  },
  {
    key: 'product',
    header: '商品・プラン',
    cell: (c) => (
      <>
        {c.productName}
        <br />（{c.planName}）
      </>
    ),
  },
  { key: 'status', header: '契約ステータス', cell: (c) => contractStatusLabels[c.status] },
  { key: 'hikisari', header: '引去状況', cell: (c) => <PaymentStatusBadge status={c.hikisariStatus} /> },
  { key: 'method', header: '支払方法', cell: (c) => paymentMethodLabels[c.paymentMethod] },
  {
    key: 'premium',
    header: '月額保険料',
    align: 'end',
    sortKey: 'monthlyPremium',
    cell: (c) => formatYen(c.monthlyPremium),
  },
  {
    key: 'contractDate',
    header: '初回契約日',
    sortKey: 'firstContractDate',
    cell: (c) => c.firstContractDate ?? '—',
  },
  {
    key: 'paymentDate',
    header: '初回入金日',
    sortKey: 'firstPaymentDate',
    cell: (c) => c.firstPaymentDate ?? '—',
  },
  { key: 'recruiter', header: '募集人', cell: (c) => c.recruiterName },
];
const contractRowKey = (c: Contract) => String(c.id);
const noContractFound = (
  <EmptyState title="該当する契約はありません" description="検索条件を変えてお試しください。" size="compact" />
);

/** Above the cap the total is not counted: the list says so where the pages are (docs/adr/0050-contract-list-read-path.md). */
const cappedNote = `該当する契約が${formatNumber(CONTRACT_TOTAL_CAP)}件を超えるため、件数と最後のページは表示していません。前後のページへ順に送るか、条件を絞り込んでください。`;

/**
 * docs/product.md §2 /contracts: the search form, the paged table with payment badges, CSV export of the
 * filter. After a search the form steps aside to a one-line summary of the conditions,
 * so the results start in the first screen; the list sorts by its column headers and the CSV
 * follows the same order.
 */
/** The count after 検索結果: 「：1,234件」, 「：10,000件以上」 above the cap, nothing before the answer. */
const resultCount = (total: number | undefined, capped: boolean) =>
  total === undefined ? '' : capped ? `：${formatNumber(CONTRACT_TOTAL_CAP)}件以上` : `：${formatNumber(total)}件`;

/**
 * A page past the end of a list that has rows (a link kept from before, a page typed): says so,
 * and offers the way back, instead of 「該当する契約はありません」.
 */
function PastEnd(props: {
  page: number;
  total: number;
  lastPage: number;
  capped: boolean;
  goToPage: (page: number) => void;
}) {
  const { page, total, lastPage, capped, goToPage } = props;
  return (
    <EmptyState
      title="このページに表示する契約はありません"
      description={
        capped
          ? `${formatNumber(page)}ページは該当する契約の最後のページより後です。`
          : `該当する契約は${formatNumber(total)}件、${formatNumber(lastPage)}ページまでです。`
      }
      size="compact"
      action={
        <Inline gap={2} justify="center">
          <Button variant="secondary" size="sm" onClick={() => goToPage(1)}>
            最初のページへ
          </Button>
          {capped ? null : (
            <Button variant="secondary" size="sm" onClick={() => goToPage(lastPage)}>
              最後のページへ
            </Button>
          )}
        </Inline>
      }
    />
  );
}

/**
 * The page size and density this user last chose for the list on this browser; a page size in the
 * URL (a shared or reloaded search) wins (docs/adr/0141-list-view-remembered-per-user.md).
 */
function useContractListView(
  listing: Pick<ReturnType<typeof useListParams>, 'perPage' | 'perPageInUrl' | 'setPerPage'>,
) {
  const [view, setView] = useListView('contracts');
  const perPage = listing.perPageInUrl ? listing.perPage : (view.perPage ?? listing.perPage);
  const changePerPage = (next: number) => {
    setView({ perPage: next as PageSize });
    listing.setPerPage(next);
  };
  const setDensity = (density: ListDensity) => setView({ density });
  return { perPage, density: view.density ?? 'dense', changePerPage, setDensity };
}

/** The density choice: as wide as its longest option, at the list's end of the line. */
const DensityChoice = styled.div`
  align-self: flex-end;
  width: 10rem;
`;

/** The list's search, page and cursor, all in its URL (pages/contractLinks.ts). */
function useContractUrl() {
  const searchText = useSearch();
  const [location, navigate] = useLocation();
  const search = useMemo(() => contractSearchFromQuery(searchText), [searchText]);
  const params = new URLSearchParams(searchText);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const after = params.get('after');
  const before = params.get('before');
  // Next and previous go by key from the rows on screen (no row skipped or repeated when contracts
  // arrive, change or go meanwhile); the key is in the URL too, so a reload asks for the same rows.
  const keyset: Pick<ContractListQuery, 'after' | 'before'> = after ? { after } : before ? { before } : {};
  const go = (query: string) => navigate(query ? `${location}?${query}` : location);
  const setSearch = (next: ContractSearch) => go(queryWithContractSearch(window.location.search, next));
  const setPage = (target: number, cursor: Pick<ContractListQuery, 'after' | 'before'> = {}) => {
    const next = new URLSearchParams(window.location.search);
    for (const name of ['page', 'after', 'before']) next.delete(name);
    if (target > 1) next.set('page', String(target));
    if (cursor.after) next.set('after', cursor.after);
    if (cursor.before) next.set('before', cursor.before);
    go(next.toString());
  };
  return { search, page, keyset, setSearch, setPage };
}

/**
 * docs/product.md §2 /contracts: the search form, the paged table with payment badges, CSV export of the
 * filter. After a search the form steps aside to a one-line summary of the conditions
 * (docs/adr/0029-lists-sort-and-page-size-in-the-url.md), so the results start in the first screen; the list sorts by its column headers and the CSV
 * follows the same order. The search, page and cursor are in the URL; leaving the contracts screens
 * drops them (docs/product.md §4: the side menu's link keeps them only while on contracts).
 */
export default function ContractsPage() {
  const agency = useAgency();
  const { search, page, keyset, setSearch, setPage } = useContractUrl();
  const [, navigate] = useLocation();
  const openContract = useCallback((c: Contract) => navigate(href(paths.contract, { contractId: c.id })), [navigate]);
  const listing = useListParams(contractSortKeys);
  const [draft, setDraft] = useState<ContractSearch>(search);
  const [invalid, setInvalid] = useState(false);
  // The form is open until the first search; after one it collapses to the summary line.
  const [expanded, setExpanded] = useState(() => isInitialSearch(search));
  // A search in flight: submitted, then loading; when its answer is in, the form steps aside.
  const [searching, setSearching] = useState<'no' | 'submitted' | 'loading'>('no');
  const toggle = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const download = useDownload();
  const query = toContractQuery(agency.code, search, listing.sort);
  const { perPage, density, changePerPage, setDensity } = useContractListView(listing);
  const { data, loading, failed, reload } = useApiData(
    () => contractsApi.list({ ...query, page, ...perPageQuery(perPage), ...keyset }),
    JSON.stringify([query, perPage, page, keyset]),
  );
  const goToPage = (target: number) => {
    const { firstCursor, lastCursor } = data?.meta ?? {};
    if (target === page + 1 && lastCursor) setPage(target, { after: lastCursor });
    else if (target === page - 1 && target > 1 && firstCursor) setPage(target, { before: firstCursor });
    else setPage(target);
  };

  // Another search arrived by the URL (back, forward, a link): the form shows it.
  const searchKey = JSON.stringify(search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: searchKey stands for search
  useEffect(() => {
    if (JSON.stringify(draft) === searchKey) return;
    setDraft(search);
    setExpanded(isInitialSearch(search));
  }, [searchKey]);

  // The search has answered (or failed): the form steps aside, and focus goes to the button that
  // opens it again (the 検索 button it was on is now hidden).
  const collapse = () => {
    setSearching('no');
    setExpanded(false);
    // After the form is hidden, so the browser does not drop the focus on it.
    requestAnimationFrame(() => toggle.current?.focus());
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: collapse only reads refs and setters
  useEffect(() => {
    if (searching === 'submitted' && loading) setSearching('loading');
    else if (searching === 'loading' && !loading) collapse();
  }, [searching, loading]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problems(draft).length > 0) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    const next = contractSearchFromQuery(queryWithContractSearch('', draft));
    setDraft(next);
    // The same conditions on page 1 load nothing new: the form steps aside at once.
    const unchanged = JSON.stringify(toContractQuery(agency.code, next, listing.sort)) === JSON.stringify(query);
    const reloads = !unchanged || page !== 1 || 'after' in keyset || 'before' in keyset || loading;
    setSearch(next);
    if (reloads) setSearching('submitted');
    else collapse();
  };

  const clear = () => {
    setDraft(initialContractSearch);
    setSearch(initialContractSearch);
  };

  const total = data?.meta.total;
  const capped = data?.meta.totalCapped === true;
  const pastEnd = data != null && data.data.length === 0 && page > 1 && (capped || data.meta.total > 0);
  const lastPage = data?.meta.lastPage ?? 1;
  const summary = conditionSummary(search);
  return (
    <>
      <PageHeader
        title="契約内容一覧"
        description={agency.name ? `${agency.name}（${agency.code}）` : undefined}
        actions={
          <Button
            variant="secondary"
            startIcon={<DownloadIcon aria-hidden="true" />}
            loading={download.busy === 'export'}
            onClick={() => download.run('export', () => contractsApi.export(query))}
          >
            CSV出力
          </Button>
        }
      />
      <Stack gap={4}>
        <Card
          title="検索条件"
          headingLevel={2}
          padding="md"
          actions={
            <Button
              ref={toggle}
              variant="secondary"
              size="sm"
              aria-expanded={expanded}
              aria-controls={formId}
              onClick={() => setExpanded((open) => !open)}
            >
              {expanded ? '閉じる' : '条件を変更'}
            </Button>
          }
        >
          {expanded ? null : (
            <Inline gap={3} align="center" justify="between">
              <Text data-testid="contract-conditions">{summary}</Text>
              {isInitialSearch(search) ? null : (
                <Button variant="ghost" size="sm" onClick={clear}>
                  条件をクリア
                </Button>
              )}
            </Inline>
          )}
          <Filters id={formId} hidden={!expanded} onSubmit={submit} aria-label="契約の検索" noValidate>
            <TextField
              label="キーワード"
              description="管理番号、契約者名（カナ可）、募集人名で検索します。"
              value={draft.query}
              onChange={(e) => setDraft({ ...draft, query: e.target.value })}
              startAdornment={<SearchIcon />}
              maxLength={100}
            />
            <StatusFilters draft={draft} setDraft={setDraft} />
            <div data-part="row">
              <DateRangePicker
                label="初回契約日"
                time="minutes"
                value={{ start: draft.startFirstContractDate, end: draft.endFirstContractDate }}
                onChange={(r) => setDraft({ ...draft, startFirstContractDate: r.start, endFirstContractDate: r.end })}
              />
              <DateRangePicker
                label="初回入金日"
                time="minutes"
                value={{ start: draft.startFirstPaymentDate, end: draft.endFirstPaymentDate }}
                onChange={(r) => setDraft({ ...draft, startFirstPaymentDate: r.start, endFirstPaymentDate: r.end })}
              />
            </div>
            {invalid ? (
              <Text role="alert" tone="danger">
                日付の入力内容を確認してください。
              </Text>
            ) : null}
            <div data-part="buttons">
              <Button type="submit" loading={loading} startIcon={<SearchIcon aria-hidden="true" />}>
                検索
              </Button>
              <Button variant="ghost" onClick={clear}>
                条件をクリア
              </Button>
            </div>
          </Filters>
        </Card>
        <Stack as="section" aria-labelledby="contracts-result" gap={3}>
          <Heading level={2} id="contracts-result" aria-live="polite">
            検索結果{resultCount(total, capped)}
          </Heading>
          {/* Beside the count it explains, not under a long table (on a phone, far below it). */}
          {capped ? <Text tone="muted">{cappedNote}</Text> : null}
          <DensityChoice>
            <Select
              label="行の間隔"
              options={listDensities.map((d) => ({ value: d, label: listDensityLabels[d] }))}
              value={density}
              onChange={setDensity}
            />
          </DensityChoice>
          <Table<Contract>
            caption="契約内容一覧"
            hideCaption
            loading={loading}
            failed={failed}
            onRetry={reload}
            rows={data?.data ?? []}
            rowKey={contractRowKey}
            density={density}
            narrow="cards"
            onRowClick={openContract}
            sort={listing.tableSort}
            onSortChange={listing.setTableSort}
            empty={
              pastEnd ? (
                <PastEnd page={page} total={total ?? 0} lastPage={lastPage} capped={capped} goToPage={goToPage} />
              ) : (
                noContractFound
              )
            }
            columns={contractColumns}
          />
          <ListFooter
            meta={data?.meta}
            page={page}
            onPageChange={goToPage}
            lastPageUnknown={capped}
            perPage={perPage}
            onPerPageChange={changePerPage}
          />
        </Stack>
      </Stack>
    </>
  );
}
