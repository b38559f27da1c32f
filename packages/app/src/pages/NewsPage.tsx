import { paths } from '@olive/api';
import { Button, Card, DownloadIcon, Heading, PageHeader, Skeleton, Stack } from '@olive/ui';
import styled from 'styled-components';
import { newsApi } from '../api/news';
import { recruiterNewsApi } from '../api/recruiterNews';
import { useAgency } from '../hooks/useAgency';
import { useApiData } from '../hooks/useApiData';
import { useDownload } from '../hooks/useDownload';
import type { PageProps } from '../routes/pages';
import { AppLink } from '../shell/RouterLink';
import { newsDate } from './newsText';

const Body = styled.div`
  white-space: pre-wrap;
  line-height: 1.9;
`;

/** docs/product.md §2 /news/{newsId}: the news text (plain, never HTML) and its attachments. */
export default function NewsPage({ params }: PageProps) {
  const id = Number(params.newsId);
  const agency = useAgency();
  const download = useDownload();
  const { data, loading } = useApiData(
    () =>
      agency.recruiter
        ? recruiterNewsApi.show(id, { agencyCode: agency.code })
        : newsApi.show(id, { agencyCode: agency.code }),
    `${id}:${agency.code}`,
  );
  const news = data?.data;
  return (
    <>
      <PageHeader
        back={
          <AppLink href={paths.home} variant="standalone">
            ← ホーム
          </AppLink>
        }
        title={news?.title ?? 'お知らせ'}
        description={news ? newsDate(news.createdAt) : undefined}
      />
      <Card>
        {loading && !news ? (
          <Skeleton height="120px" label="お知らせを読み込み中" />
        ) : news ? (
          <Stack gap={6}>
            <Body>{news.content}</Body>
            {news.attachments.length > 0 ? (
              <Stack as="section" aria-labelledby="attachments-heading" gap={2}>
                <Heading level={2} id="attachments-heading">
                  添付ファイル
                </Heading>
                {news.attachments.map((f) => (
                  <div key={f.filePath}>
                    <Button
                      variant="secondary"
                      startIcon={<DownloadIcon aria-hidden="true" />}
                      loading={download.busy === f.filePath}
                      onClick={() =>
                        download.run(f.filePath, () =>
                          agency.recruiter
                            ? recruiterNewsApi.fileDownload({
                                newsId: id,
                                filePath: f.filePath,
                                agencyCode: agency.code,
                              })
                            : newsApi.fileDownload({ newsId: id, filePath: f.filePath, agencyCode: agency.code }),
                        )
                      }
                    >
                      {f.fileName}（{Math.max(1, Math.round(f.size / 1024))}KB）
                    </Button>
                  </div>
                ))}
              </Stack>
            ) : null}
          </Stack>
        ) : null}
      </Card>
    </>
  );
}
