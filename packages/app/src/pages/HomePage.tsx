import { href, type News, paths } from '@olive/api';
import {
  Badge,
  borderWidth,
  Card,
  EmptyState,
  fontSize,
  fontWeight,
  PageHeader,
  Pagination,
  Skeleton,
  Stack,
  space,
  vars,
} from '@olive/ui';
import styled from 'styled-components';
import { newsApi } from '../api/news';
import { recruiterNewsApi } from '../api/recruiterNews';
import { useAgency } from '../hooks/useAgency';
import { useApiData } from '../hooks/useApiData';
import { usePageParam } from '../hooks/usePageParam';
import { AppLink } from '../shell/RouterLink';
import { now } from '../time/now';
import { HomeSummary } from './HomeSummary';
import { isRecent, newsDate } from './newsText';

const List = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;

  & li {
    display: grid;
    gap: ${space[1]};
    padding: ${space[3]} ${space[1]};
    border-bottom: ${borderWidth.thin} solid ${vars.color.border.default};
  }
  & li:last-child { border-bottom: 0; }
  & [data-part='meta'] {
    display: flex;
    align-items: center;
    gap: ${space[2]};
    font-size: ${fontSize.sm};
    color: ${vars.color.text.muted};
  }
  & li[data-recent] a { font-weight: ${fontWeight.bold}; }
`;

/** One news line: its day, NEW for recent ones, 貴社向け for targeted ones, attachments, the title. */
function NewsLine({ news: n }: { news: News }) {
  const recent = isRecent(n.createdAt, now());
  return (
    <li data-recent={recent ? '' : undefined}>
      <div data-part="meta">
        <time dateTime={new Date(n.createdAt).toISOString()}>{newsDate(n.createdAt)}</time>
        {recent ? (
          <Badge tone="danger" size="sm">
            NEW
          </Badge>
        ) : null}
        {n.isNotifyAll ? null : (
          <Badge tone="info" size="sm">
            貴社向け
          </Badge>
        )}
        {n.attachments.length > 0 ? <span>添付 {n.attachments.length}件</span> : null}
      </div>
      <AppLink href={href(paths.news, { newsId: n.id })} variant="standalone">
        {n.title}
      </AppLink>
    </li>
  );
}

/**
 * docs/product.md §2 home: what needs doing at the selected agency (contract counts, each a link
 * to the list it counts, and the latest statements), then its news, newest first; the last 7 days
 * stand out.
 */
export default function HomePage() {
  const agency = useAgency();
  const [page, setPage] = usePageParam();
  const { data, loading } = useApiData(
    () =>
      agency.recruiter
        ? recruiterNewsApi.list({ agencyCode: agency.code, page })
        : newsApi.list({ isAll: false, agencyCode: agency.code, page }),
    `${agency.code}:${page}`,
  );
  return (
    <>
      <PageHeader title="ホーム" description={agency.name ? `${agency.name}（${agency.code}）` : undefined} />
      <Stack gap={6}>
        <HomeSummary agencyCode={agency.code} />
        <Card title="お知らせ" headingLevel={2}>
          <Stack gap={4}>
            {loading && !data ? (
              <Stack gap={3} aria-busy="true">
                <Skeleton height="20px" label="お知らせを読み込み中" />
                <Skeleton height="20px" />
                <Skeleton height="20px" />
              </Stack>
            ) : data && data.data.length > 0 ? (
              <List>
                {data.data.map((n: News) => (
                  <NewsLine key={n.id} news={n} />
                ))}
              </List>
            ) : (
              <EmptyState title="お知らせはありません" description="新しいお知らせが届くと、ここに表示されます。" />
            )}
            {data && data.meta.lastPage > 1 ? (
              <Pagination page={page} pageCount={data.meta.lastPage} onPageChange={setPage} />
            ) : null}
          </Stack>
        </Card>
      </Stack>
    </>
  );
}
