import { paths } from '@olive/api';
import { Badge, Button, Card, ConfirmDialog, DownloadIcon, PageHeader, Skeleton, Stack, Text, toast } from '@olive/ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { newsApi } from '../../api/news';
import { useReportError } from '../../errors/useReportError';
import { useApiData } from '../../hooks/useApiData';
import { useDownload } from '../../hooks/useDownload';
import type { PageProps } from '../../routes/pages';
import { AppLink } from '../../shell/RouterLink';
import { listHref } from '../../state/listReturn';
import { newsDate } from '../newsText';

/** docs/product.md §2 /admin/news/{id}: the news item as posted, its targets and attachments, and delete. */
export default function NewsDetailPage({ params }: PageProps) {
  const id = Number(params.newsId);
  const [, navigate] = useLocation();
  const report = useReportError();
  const download = useDownload();
  const [confirm, setConfirm] = useState(false);
  const { data, loading } = useApiData(() => newsApi.show(id), String(id));
  const news = data?.data;
  return (
    <>
      <PageHeader
        back={
          <AppLink href={listHref(paths.adminNews, {})} variant="standalone">
            ← お知らせ一覧
          </AppLink>
        }
        title={news?.title ?? 'お知らせ'}
        description={news ? `登録日 ${newsDate(news.createdAt)}` : undefined}
        actions={
          news ? (
            <Button variant="danger" onClick={() => setConfirm(true)}>
              削除
            </Button>
          ) : undefined
        }
      />
      <Card>
        {loading && !news ? (
          <Skeleton height="160px" label="お知らせを読み込み中" />
        ) : news ? (
          <Stack gap={5}>
            <div>
              通知対象：{' '}
              {news.isNotifyAll ? (
                <Badge tone="primary" size="sm">
                  全代理店
                </Badge>
              ) : (
                news.agencyCodeList.join('、')
              )}
            </div>
            <Text as="div" preserveLines>
              {news.content}
            </Text>
            {news.attachments.length > 0 ? (
              <Stack gap={2} align="start">
                {news.attachments.map((f) => (
                  <Button
                    key={f.filePath}
                    variant="secondary"
                    startIcon={<DownloadIcon aria-hidden="true" />}
                    loading={download.busy === f.filePath}
                    onClick={() =>
                      download.run(f.filePath, () => newsApi.fileDownload({ newsId: id, filePath: f.filePath }))
                    }
                  >
                    {f.fileName}
                  </Button>
                ))}
              </Stack>
            ) : null}
          </Stack>
        ) : null}
      </Card>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title="お知らせを削除しますか？"
        message={news ? `「${news.title}」を削除します。代理店のホームからも表示されなくなります。` : ''}
        confirmLabel="削除する"
        tone="danger"
        onConfirm={async () => {
          const r = report(await newsApi.delete(id));
          if (!r) throw new Error('refused');
          toast.success(r.message);
          navigate(paths.adminNews);
        }}
      />
    </>
  );
}
