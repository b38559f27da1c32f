import {
  CONTRACT_TOTAL_CAP,
  type Contract,
  type ContractStatus,
  contractStatusLabels,
  formatYen,
  type HikisariStatus,
  href,
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
  PageHeader,
  Pagination,
  PaymentStatusBadge,
  rangeProblem,
  SearchIcon,
  Stack,
  Table,
  Text,
  TextField,
} from '@olive/ui';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { type FormEvent, useEffect, useState } from 'react';
import styled from 'styled-components';
import { contractsApi } from '../api/contracts';
import { useAgency } from '../hooks/useAgency';
import { useApiData } from '../hooks/useApiData';
import { useDownload } from '../hooks/useDownload';
import { usePageParam } from '../hooks/usePageParam';
import { AppLink } from '../shell/RouterLink';
import { type ContractSearch, contractSearchAtom, initialContractSearch } from '../state/contractSearch';
import { contractStatusesAtom } from '../state/lists';
import { toContractQuery } from './contractQuery';

const Filters = styled.form`
  display: grid;
  gap: 20px;

  & [data-part='row'] { display: grid; grid-template-columns: repeat(auto-fit, minmax(260px, 1fr)); gap: 20px; }
  & [data-part='buttons'] { display: flex; flex-wrap: wrap; gap: 8px; }
`;

function useStatuses() {
  const [statuses, setStatuses] = useAtom(contractStatusesAtom);
  const loaded = useApiData(() => (statuses ? null : contractsApi.statuses()), 'statuses');
  useEffect(() => {
    if (loaded.data) setStatuses(loaded.data.data);
  }, [loaded.data, setStatuses]);
  return statuses;
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

/** Above the cap the total is not counted: the list says so where the pages are (docs/decisions.md). */
const cappedNote = `該当する契約が${CONTRACT_TOTAL_CAP.toLocaleString('ja-JP')}件を超えるため、件数と最後のページは表示していません。「前へ」「次へ」でページを移動するか、条件を絞り込んでください。`;

/** SPEC.md §2 /contracts: the search form, the paged table with payment badges, CSV export of the filter. */
export default function ContractsPage() {
  const agency = useAgency();
  const search = useAtomValue(contractSearchAtom);
  const setSearch = useSetAtom(contractSearchAtom);
  const [page, setPage] = usePageParam();
  const [draft, setDraft] = useState<ContractSearch>(search);
  const [invalid, setInvalid] = useState(false);
  const statuses = useStatuses();
  const download = useDownload();
  const query = toContractQuery(agency.code, search);
  // Next and previous go by key from the rows on screen (no row skipped or repeated when contracts
  // arrive meanwhile); any other page, a reload or a shared link asks for the page number itself.
  const [cursor, setCursor] = useState<{ key: string; page: number; after?: number; before?: number } | null>(null);
  const queryKey = JSON.stringify(query);
  const keyset = cursor?.key === queryKey && cursor.page === page ? { after: cursor.after, before: cursor.before } : {};
  const { data, loading } = useApiData(
    () => contractsApi.list({ ...query, page, ...keyset }),
    JSON.stringify([query, page, keyset]),
  );
  const goToPage = (target: number) => {
    const rows = data?.data ?? [];
    const first = rows[0];
    const last = rows[rows.length - 1];
    if (target === page + 1 && last) setCursor({ key: queryKey, page: target, after: last.id });
    else if (target === page - 1 && target > 1 && first) setCursor({ key: queryKey, page: target, before: first.id });
    else setCursor(null);
    setPage(target);
  };

  useEffect(() => {
    if (search.currentPage !== page) setSearch((s) => ({ ...s, currentPage: page }));
  }, [page, search.currentPage, setSearch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problems(draft).length > 0) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setSearch({ ...draft, currentPage: 1 });
    setPage(1);
  };

  const clear = () => {
    setDraft(initialContractSearch);
    setSearch(RESET);
    setPage(1);
  };

  const total = data?.meta.total;
  const capped = data?.meta.totalCapped === true;
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
      <Stack gap={6}>
        <Card title="検索条件" headingLevel={2}>
          <Filters onSubmit={submit} aria-label="契約の検索" noValidate>
            <TextField
              label="キーワード"
              description="管理番号、契約者名（カナ可）、募集人名で検索します。"
              value={draft.query}
              onChange={(e) => setDraft({ ...draft, query: e.target.value })}
              startAdornment={<SearchIcon />}
              maxLength={100}
            />
            <div data-part="row">
              <CheckboxGroup
                legend="契約ステータス"
                orientation="horizontal"
                options={(statuses?.statuses ?? []).map((s) => ({ value: s.value, label: s.label }))}
                value={draft.selectedStatuses}
                onChange={(v) => setDraft({ ...draft, selectedStatuses: v as ContractStatus[] })}
              />
              <CheckboxGroup
                legend="引去状況"
                orientation="horizontal"
                options={(statuses?.hikisariStatuses ?? []).map((s) => ({ value: s.value, label: s.label }))}
                value={draft.selectedHikisariStatuses}
                onChange={(v) => setDraft({ ...draft, selectedHikisariStatuses: v as HikisariStatus[] })}
              />
            </div>
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
              <Button type="submit" startIcon={<SearchIcon aria-hidden="true" />}>
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
            検索結果
            {total === undefined
              ? ''
              : capped
                ? `：${CONTRACT_TOTAL_CAP.toLocaleString('ja-JP')}件以上`
                : `：${total.toLocaleString('ja-JP')}件`}
          </Heading>
          <Table<Contract>
            caption="契約内容一覧"
            hideCaption
            loading={loading}
            rows={data?.data ?? []}
            rowKey={(c) => String(c.id)}
            minWidth="1100px"
            empty={
              <EmptyState
                title="該当する契約はありません"
                description="検索条件を変えてお試しください。"
                size="compact"
              />
            }
            columns={[
              {
                key: 'no',
                header: '管理番号',
                rowHeader: true,
                cell: (c) => (
                  <AppLink href={href(paths.contract, { contractId: c.id })} variant="standalone">
                    {c.managementNumber}
                  </AppLink>
                ),
              },
              {
                key: 'holder',
                header: '契約者名',
                cell: (c) => (
                  <Stack as="span" gap={0}>
                    <span>{c.policyholderName}</span>
                    <Text as="small" tone="muted">
                      {c.policyholderKana}
                    </Text>
                  </Stack>
                ),
              },
              { key: 'product', header: '商品・プラン', cell: (c) => `${c.productName}（${c.planName}）` },
              { key: 'status', header: '契約ステータス', cell: (c) => contractStatusLabels[c.status] },
              { key: 'hikisari', header: '引去状況', cell: (c) => <PaymentStatusBadge status={c.hikisariStatus} /> },
              { key: 'method', header: '支払方法', cell: (c) => paymentMethodLabels[c.paymentMethod] },
              { key: 'premium', header: '月額保険料', align: 'end', cell: (c) => formatYen(c.monthlyPremium) },
              { key: 'contractDate', header: '初回契約日', cell: (c) => c.firstContractDate ?? '—' },
              { key: 'paymentDate', header: '初回入金日', cell: (c) => c.firstPaymentDate ?? '—' },
              { key: 'recruiter', header: '募集人', cell: (c) => c.recruiterName },
            ]}
          />
          {capped ? <Text tone="muted">{cappedNote}</Text> : null}
          {data && data.meta.lastPage > 1 ? (
            <Pagination page={page} pageCount={data.meta.lastPage} lastPageUnknown={capped} onPageChange={goToPage} />
          ) : null}
        </Stack>
      </Stack>
    </>
  );
}
