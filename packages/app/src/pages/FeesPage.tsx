import {
  type StatementKindKey,
  statementFamilies,
  statementFamilyLabels,
  statementKinds,
  statementMonthText,
  tokyoDateParts,
} from '@olive/api';
import { Alert, Button, Card, DownloadIcon, FileIcon, PageHeader, Select, Skeleton, Stack, vars } from '@olive/ui';
import styled from 'styled-components';
import { statementsApi } from '../api/statements';
import { useAgency } from '../hooks/useAgency';
import { useApiData } from '../hooks/useApiData';
import { useDownload } from '../hooks/useDownload';
import { useQueryParam } from '../hooks/usePageParam';
import { now } from '../time/now';

/** The last 24 months in Japan time, newest first, as 'YYYY-MM'. */
export function recentMonths(now = Date.now(), count = 24): string[] {
  const { year, month } = tokyoDateParts(now);
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

const Families = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  gap: 20px;

  & ul { display: grid; gap: 12px; margin: 0; padding: 0; list-style: none; }
  & li { display: grid; gap: 4px; }
  & li small { color: ${vars.color.text.muted}; }
`;

const MonthActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;

  & small { color: ${vars.color.text.muted}; }
`;

const label = (ym: string) => {
  const [y, m] = ym.split('-');
  return `${statementMonthText({ year: Number(y), month: Number(m) })}分`;
};

type Existence = Partial<Record<StatementKindKey, boolean>>;

/** One kind's button, and why it cannot be downloaded when it cannot. */
function KindItem(props: {
  kind: (typeof statementKinds)[number];
  exists: boolean;
  unpublished: boolean;
  query: { agencyCode: string; year: number; month: number };
  download: ReturnType<typeof useDownload>;
}) {
  const { kind: k, exists, unpublished, query, download } = props;
  const reasonId = `reason-${k.key}`;
  return (
    <li>
      <Button
        variant={exists ? 'secondary' : 'ghost'}
        startIcon={exists ? <DownloadIcon aria-hidden="true" /> : <FileIcon aria-hidden="true" />}
        disabled={!exists}
        aria-describedby={exists ? undefined : reasonId}
        loading={download.busy === k.key}
        onClick={() => download.run(k.key, () => statementsApi.download(k.key, query))}
      >
        {k.label}
      </Button>
      {exists ? null : (
        <small id={reasonId}>
          {unpublished ? '未公開のためダウンロードできません' : 'この月のファイルはありません'}
        </small>
      )}
    </li>
  );
}

/** 今月の明細をまとめてダウンロード: the month's files in one zip, and why not when there are none. */
function MonthZip(props: {
  existence: Existence | undefined;
  unpublished: boolean;
  query: { agencyCode: string; year: number; month: number };
  download: ReturnType<typeof useDownload>;
}) {
  const { existence, unpublished, query, download } = props;
  const anyFile = existence ? Object.values(existence).some(Boolean) : false;
  const reason = anyFile
    ? null
    : !existence
      ? '明細の有無を確認しています'
      : unpublished
        ? '未公開のためダウンロードできません'
        : 'この月のファイルはありません';
  return (
    <MonthActions>
      <Button
        variant="primary"
        startIcon={<DownloadIcon aria-hidden="true" />}
        disabled={!anyFile}
        aria-describedby={reason ? 'reason-month-zip' : undefined}
        loading={download.busy === 'month-zip'}
        onClick={() => download.run('month-zip', () => statementsApi.downloadMonth(query))}
      >
        今月の明細をまとめてダウンロード
      </Button>
      {reason ? <small id="reason-month-zip">{reason}</small> : null}
    </MonthActions>
  );
}

/** One family's card: a button per kind, and why a kind cannot be downloaded. */
function FamilyCard(props: {
  family: (typeof statementFamilies)[number];
  existence: Existence | undefined;
  loading: boolean;
  unpublished: boolean;
  query: { agencyCode: string; year: number; month: number };
  download: ReturnType<typeof useDownload>;
}) {
  const { family, existence, loading, unpublished, query, download } = props;
  return (
    <Card title={`${statementFamilyLabels[family]}`} headingLevel={2}>
      {loading && !existence ? (
        <Skeleton height="120px" label="明細の有無を読み込み中" />
      ) : (
        <ul>
          {statementKinds
            .filter((k) => k.family === family)
            .map((k) => (
              <KindItem
                key={k.key}
                kind={k}
                exists={existence?.[k.key as StatementKindKey] ?? false}
                unpublished={unpublished}
                query={query}
                download={download}
              />
            ))}
        </ul>
      )}
    </Card>
  );
}

/**
 * A month the URL asks for that the list does not offer (older than 24 months, in the future, or
 * not a month): the screen says so instead of showing another month's files as if they were it.
 */
export function unofferedMonth(param: string | null, months: readonly string[]): string | null {
  if (param === null || months.includes(param)) return null;
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(param) ? `${label(param)}` : param;
}

/**
 * docs/product.md §2 /fees (手数料等): pick a month (last month by default); each existing file
 * downloads. A month outside the list (a link kept from long ago) is named as having none to offer.
 */
export default function FeesPage() {
  const agency = useAgency();
  const months = recentMonths(now());
  const [param, setParam] = useQueryParam('month');
  const asked = unofferedMonth(param, months);
  // Default: last month (the newest statements).
  const ym = param && months.includes(param) ? param : (months[1] as string);
  const [year, month] = ym.split('-').map(Number) as [number, number];
  const query = { agencyCode: agency.code, year, month };
  const { data, loading } = useApiData(
    () => (asked ? null : statementsApi.confirmExistence(query)),
    `${agency.code}:${ym}:${asked}`,
  );
  const download = useDownload();
  const existence = data?.data;
  const none = existence && Object.values(existence).every((v) => !v);
  // Only the current month can still be waiting for its statements; an older month without files has none.
  const unpublished = ym >= (months[0] as string);
  const oldest = label(months[months.length - 1] as string);

  return (
    <>
      <PageHeader
        title="手数料等"
        description={agency.name ? `${agency.name}（${agency.code}）の精算書・明細書をダウンロードします。` : undefined}
      />
      <Stack gap={6}>
        <Stack width="md">
          <Select
            label="対象年月"
            options={months.map((m) => ({ value: m, label: label(m) }))}
            value={ym}
            onChange={(v) => setParam(v)}
          />
        </Stack>
        {asked ? null : <MonthZip existence={existence} unpublished={unpublished} query={query} download={download} />}
        {asked ? (
          <Alert tone="warning" title={`${asked}の明細はありません`}>
            {`表示できるのは${oldest}から${label(months[0] as string)}までです。対象年月を選んでください。`}
          </Alert>
        ) : null}
        {none ? (
          <Alert tone="info">
            {unpublished ? `${label(ym)}の明細はまだ公開されていません。` : 'この月の明細はありません。'}
          </Alert>
        ) : null}
        {asked ? null : (
          <Families>
            {statementFamilies.map((family) => (
              <FamilyCard
                key={family}
                family={family}
                existence={existence}
                loading={loading}
                unpublished={unpublished}
                query={query}
                download={download}
              />
            ))}
          </Families>
        )}
      </Stack>
    </>
  );
}
