import { formatNumber, href, type News, paths } from '@olive/api';
import {
  Badge,
  Button,
  Card,
  Combobox,
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
import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { newsApi } from '../../api/news';
import { useApiData } from '../../hooks/useApiData';
import { usePageParam, useQueryParam } from '../../hooks/usePageParam';
import { AppLink } from '../../shell/RouterLink';
import { newsDate } from '../newsText';
import { useAgencies } from './useAgencies';

/**
 * The list's columns, row key and empty state, made once: the table keeps its rows while the screen
 * renders again around it (typing in the search), as on the contract list.
 */
const newsColumns: TableColumn<News>[] = [
  { key: 'date', header: '登録日', cell: (n) => newsDate(n.createdAt) },
  {
    key: 'title',
    header: 'タイトル',
    rowHeader: true,
    wrap: true,
    cell: (n) => (
      <AppLink href={href(paths.adminNewsItem, { newsId: n.id })} variant="standalone">
        {n.title}
      </AppLink>
    ),
  },
  {
    key: 'targets',
    header: '通知対象',
    wrap: true,
    cell: (n) =>
      n.isNotifyAll ? (
        <Badge tone="primary" size="sm">
          全代理店
        </Badge>
      ) : (
        n.agencyCodeList.join('、')
      ),
  },
  { key: 'files', header: '添付', align: 'end', cell: (n) => `${n.attachments.length}件` },
];
const newsRowKey = (row: News) => String(row.id);
const noNewsFound = <EmptyState title="お知らせはありません" size="compact" />;

/**
 * docs/product.md §2 /admin/news: every news item, newest first, with its targets; a filter row (docs/product.md)
 * narrows it by a keyword in the title or content and by the agency the news reaches.
 */
export default function NewsListPage() {
  const [page, setPage] = usePageParam();
  const agencies = useAgencies();
  const [keyword] = useQueryParam('keyword');
  const [agencyCode] = useQueryParam('agency');
  const [, navigate] = useLocation();
  const openNews = useCallback((n: News) => navigate(href(paths.adminNewsItem, { newsId: n.id })), [navigate]);
  const [text, setText] = useState(keyword ?? '');
  const [agencyChoice, setAgencyChoice] = useState(agencyCode ?? '');
  const query = { isAll: true, keyword: keyword || undefined, agencyCode: agencyCode || undefined, page };
  const { data, loading } = useApiData(() => newsApi.list(query), JSON.stringify(query));

  return (
    <>
      <PageHeader
        title="お知らせ一覧"
        actions={
          <AppLink href={paths.adminNewsNew} variant="standalone">
            ＋ お知らせを登録
          </AppLink>
        }
      />
      <Stack gap={4}>
        <Card title="絞り込み" headingLevel={2}>
          <Inline
            as="form"
            gap={3}
            align="end"
            aria-label="お知らせの絞り込み"
            onSubmit={(e) => {
              e.preventDefault();
              // One navigation for both filters, back to the first page.
              navigate(
                href(paths.adminNews, {}, { keyword: text.trim() || undefined, agency: agencyChoice || undefined }),
              );
            }}
          >
            <Stack width="md">
              <TextField
                label="キーワード（タイトル・本文）"
                type="search"
                value={text}
                onChange={(e) => setText(e.target.value)}
                startAdornment={<SearchIcon />}
                maxLength={100}
              />
            </Stack>
            <Stack width="md">
              <Combobox
                label="通知対象の代理店"
                options={[
                  { value: '', label: 'すべて' },
                  ...agencies.map((a) => ({ value: a.agencyCode, label: `${a.agencyCode} ${a.name}` })),
                ]}
                value={agencyChoice}
                onChange={setAgencyChoice}
              />
            </Stack>
            <Button type="submit" variant="secondary">
              検索
            </Button>
          </Inline>
        </Card>
        <Text aria-live="polite">{data ? `${formatNumber(data.meta.total)}件` : ''}</Text>
        <Table<News>
          caption="お知らせ一覧"
          hideCaption
          loading={loading}
          rows={data?.data ?? []}
          rowKey={newsRowKey}
          empty={noNewsFound}
          columns={newsColumns}
          narrow="cards"
          onRowClick={openNews}
        />
        {data && data.meta.lastPage > 1 ? (
          <Pagination page={page} pageCount={data.meta.lastPage} onPageChange={setPage} />
        ) : null}
      </Stack>
    </>
  );
}
