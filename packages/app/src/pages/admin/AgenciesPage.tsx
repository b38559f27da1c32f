import { type Agency, dateFormats, formatNumber, formatTokyo, href, paths } from '@olive/api';
import {
  Button,
  EmptyState,
  Inline,
  PageHeader,
  Pagination,
  SearchIcon,
  Stack,
  Table,
  type TableColumn,
  Text,
  TextField,
} from '@olive/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { agenciesApi } from '../../api/agencies';
import { useApiData } from '../../hooks/useApiData';
import { usePageParam, useQueryParam } from '../../hooks/usePageParam';
import { agenciesAtom, selectedAgencyCodeAtom } from '../../state/agency';
import { matchingAgencies } from './agencyFilter';

/** Agencies per page (docs/product.md: the admin lists are paged; the list arrives whole and is paged here). */
export const AGENCY_PAGE_SIZE = 20;

/**
 * The list's columns, row key and empty state, made once, and its rows kept while the search text is
 * typed: the table then renders only when the rows, the page or the selected agency change, as on
 * the other lists.
 */
const agencyColumns: TableColumn<Agency>[] = [
  { key: 'code', header: '代理店コード', cell: (a) => a.agencyCode, rowHeader: true },
  { key: 'name', header: '代理店名', cell: (a) => a.name },
  { key: 'created', header: '登録日', cell: (a) => formatTokyo(a.createdAt, dateFormats.date) },
  { key: 'updated', header: '更新日', cell: (a) => formatTokyo(a.updatedAt, dateFormats.date) },
];
const agencyRowKey = (a: Agency) => a.agencyCode;
const noAgencyFound = <EmptyState title="該当する代理店はありません" size="compact" />;

/** docs/product.md §2 /admin/agencies: search, then select an agency to work on its screens. */
export default function AgenciesPage() {
  const { data, loading, failed, reload } = useApiData(() => agenciesApi.list(), 'agencies');
  const setAgencies = useSetAtom(agenciesAtom);
  const setSelected = useSetAtom(selectedAgencyCodeAtom);
  const selected = useAtomValue(selectedAgencyCodeAtom);
  const [, navigate] = useLocation();
  const [q] = useQueryParam('q');
  const [text, setText] = useState(q ?? '');
  useEffect(() => {
    if (data) setAgencies(data.data);
  }, [data, setAgencies]);
  const matching = useMemo(() => matchingAgencies(data?.data ?? [], q ?? ''), [data, q]);
  const [pageParam, setPage] = usePageParam();
  const pageCount = Math.max(1, Math.ceil(matching.length / AGENCY_PAGE_SIZE));
  // A page past the end (a shorter result after a search, an old link) shows the last one.
  const page = Math.min(pageParam, pageCount);
  const first = (page - 1) * AGENCY_PAGE_SIZE;
  const rows = useMemo(() => matching.slice(first, first + AGENCY_PAGE_SIZE), [matching, first]);
  const chooseAgency = useCallback(
    (a: Agency) => {
      setSelected(a.agencyCode);
      navigate(paths.home);
    },
    [setSelected, navigate],
  );
  const rowActions = useCallback(
    (a: Agency) => (
      <Button
        size="sm"
        variant={selected === a.agencyCode ? 'secondary' : 'primary'}
        onClick={() => {
          setSelected(a.agencyCode);
          navigate(paths.home);
        }}
        aria-label={`${a.name} ${selected === a.agencyCode ? '選択中' : '選択'}`}
      >
        {selected === a.agencyCode ? '選択中' : '選択'}
      </Button>
    ),
    [selected, setSelected, navigate],
  );
  return (
    <>
      <PageHeader
        title="代理店一覧"
        description="代理店を選択すると、その代理店のホーム・契約・手数料等を表示します。"
      />
      <Stack gap={4}>
        <Inline
          as="form"
          gap={2}
          align="end"
          aria-label="代理店の検索"
          onSubmit={(e) => {
            e.preventDefault();
            // One navigation: the new search, from its first page.
            navigate(href(paths.adminAgencies, {}, { q: text || undefined }));
          }}
        >
          <Stack width="md">
            <TextField
              label="代理店コード・代理店名"
              value={text}
              onChange={(e) => setText(e.target.value)}
              startAdornment={<SearchIcon />}
            />
          </Stack>
          <Button type="submit" variant="secondary">
            検索
          </Button>
        </Inline>
        {data ? (
          <Text aria-live="polite">
            {matching.length > 0
              ? `${formatNumber(matching.length)}件中 ${first + 1}〜${first + rows.length}件`
              : '0件'}
          </Text>
        ) : null}
        <Table<Agency>
          caption="代理店一覧"
          hideCaption
          loading={loading}
          failed={failed}
          onRetry={reload}
          rows={rows}
          rowKey={agencyRowKey}
          empty={noAgencyFound}
          columns={agencyColumns}
          rowActions={rowActions}
          narrow="cards"
          onRowClick={chooseAgency}
        />
        {pageCount > 1 ? <Pagination page={page} pageCount={pageCount} onPageChange={setPage} /> : null}
      </Stack>
    </>
  );
}
