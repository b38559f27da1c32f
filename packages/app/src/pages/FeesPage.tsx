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

const label = (ym: string) => {
  const [y, m] = ym.split('-');
  return `${statementMonthText({ year: Number(y), month: Number(m) })}分`;
};

/** docs/product.md §2 /fees (手数料等): pick a month (last month by default); each existing file downloads. */
export default function FeesPage() {
  const agency = useAgency();
  const months = recentMonths(now());
  const [param, setParam] = useQueryParam('month');
  // Default: last month (the newest statements).
  const ym = param && months.includes(param) ? param : (months[1] as string);
  const [year, month] = ym.split('-').map(Number) as [number, number];
  const query = { agencyCode: agency.code, year, month };
  const { data, loading } = useApiData(() => statementsApi.confirmExistence(query), `${agency.code}:${ym}`);
  const download = useDownload();
  const existence = data?.data;
  const none = existence && Object.values(existence).every((v) => !v);
  // Only the current month can still be waiting for its statements; an older month without files has none.
  const unpublished = ym >= (months[0] as string);

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
        {none ? (
          <Alert tone="info">
            {unpublished ? `${label(ym)}の明細はまだ公開されていません。` : 'この月の明細はありません。'}
          </Alert>
        ) : null}
        <Families>
          {statementFamilies.map((family) => (
            <Card key={family} title={`${statementFamilyLabels[family]}`} headingLevel={2}>
              {loading && !existence ? (
                <Skeleton height="120px" label="明細の有無を読み込み中" />
              ) : (
                <ul>
                  {statementKinds
                    .filter((k) => k.family === family)
                    .map((k) => {
                      const exists = existence?.[k.key as StatementKindKey] ?? false;
                      const reasonId = `reason-${k.key}`;
                      return (
                        <li key={k.key}>
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
                    })}
                </ul>
              )}
            </Card>
          ))}
        </Families>
      </Stack>
    </>
  );
}
