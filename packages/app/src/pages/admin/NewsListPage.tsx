import { href, type News, paths } from '@olive/api';
import { Badge, EmptyState, PageHeader, Pagination, Stack, Table } from '@olive/ui';
import { newsApi } from '../../api/news';
import { useApiData } from '../../hooks/useApiData';
import { usePageParam } from '../../hooks/usePageParam';
import { AppLink } from '../../shell/RouterLink';
import { newsDate } from '../newsText';

/** SPEC.md §2 /admin/news: every news item, newest first, with its targets. */
export default function NewsListPage() {
  const [page, setPage] = usePageParam();
  const { data, loading } = useApiData(() => newsApi.list({ isAll: true, page }), String(page));
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
        <Table<News>
          caption="お知らせ一覧"
          hideCaption
          loading={loading}
          rows={data?.data ?? []}
          rowKey={(n) => String(n.id)}
          empty={<EmptyState title="お知らせはありません" size="compact" />}
          columns={[
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
          ]}
        />
        {data && data.meta.lastPage > 1 ? (
          <Pagination page={page} pageCount={data.meta.lastPage} onPageChange={setPage} />
        ) : null}
      </Stack>
    </>
  );
}
