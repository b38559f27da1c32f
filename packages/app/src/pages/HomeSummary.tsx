import {
  type ContractSummaryCount,
  contractSummaryItems,
  contractSummaryKeys,
  formatNumber,
  href,
  type LatestStatement,
  mayOpenRoute,
  paths,
  statementKinds,
  statementMonthText,
} from '@olive/api';
import {
  Alert,
  Button,
  borderWidth,
  Card,
  controlHeight,
  DownloadIcon,
  fontSize,
  fontWeight,
  radius,
  Skeleton,
  Stack,
  space,
  Text,
  vars,
} from '@olive/ui';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { contractsApi } from '../api/contracts';
import { statementsApi } from '../api/statements';
import { useApiData } from '../hooks/useApiData';
import { useDownload } from '../hooks/useDownload';
import { AppLink } from '../shell/RouterLink';
import { authAtom } from '../state/auth';
import { contractListHref } from './contractLinks';

const Counts = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  & a {
    display: grid;
    gap: ${space[1]};
    height: 100%;
    box-sizing: border-box;
    padding: ${space[3]} ${space[4]};
    border: ${borderWidth.thin} solid ${vars.color.border.default};
    border-radius: ${radius.md};
    color: ${vars.color.text.default};
  }
  & a:hover { border-color: ${vars.color.border.strong}; }
  & [data-part='label'] { font-size: ${fontSize.sm}; font-weight: ${fontWeight.bold}; color: ${vars.color.text.muted}; }
  & [data-part='value'] { font-size: ${fontSize['2xl']}; font-weight: ${fontWeight.bold}; color: ${vars.color.text.link}; }
  & [data-part='value'] small { margin-left: ${space[1]}; font-size: ${fontSize.md}; }
  & [data-zero] [data-part='value'] { color: ${vars.color.text.muted}; }
`;

const Files = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A count's box: its padding, the label's line, the gap, the value's line (its 件 sets it lower) and border. */
const countHeight = `calc(2 * ${space[3]} + ${fontSize.sm} * 1.5 + ${space[1]} + ${fontSize['2xl']} * 1.75 + 2 * ${borderWidth.thin})`;

const monthLabel = (s: Pick<LatestStatement, 'year' | 'month'>) => `${statementMonthText(s)}分`;
const monthParam = (s: Pick<LatestStatement, 'year' | 'month'>) => `${s.year}-${String(s.month).padStart(2, '0')}`;

function CountLinks({ counts }: { counts: readonly ContractSummaryCount[] }) {
  return (
    <Counts>
      {counts.map((c) => {
        const item = contractSummaryItems[c.key];
        // 3件, 1,234件, or 10,000件以上 above the list's cap (the list then says the same).
        const unit = `件${c.totalCapped ? '以上' : ''}`;
        return (
          <li key={c.key} data-zero={c.total === 0 ? '' : undefined}>
            {/* The name reads as it looks: 「引去不能 3件」; the link opens the list with that filter. */}
            <AppLink href={contractListHref(item.filter)} variant="standalone">
              <span data-part="label">{item.label}</span>{' '}
              <span data-part="value">
                {formatNumber(c.total)}
                <small>{unit}</small>
              </span>
            </AppLink>
          </li>
        );
      })}
    </Counts>
  );
}

/**
 * The 最新の明細 card as every state shows it: the month in its title once known, and (unless there is
 * nothing to open) the link to 手数料等, on that month once known.
 */
function StatementsCard({
  month,
  linked,
  children,
}: {
  month?: Pick<LatestStatement, 'year' | 'month'>;
  linked: boolean;
  children: ReactNode;
}) {
  return (
    <Card
      title={month ? `最新の明細（${monthLabel(month)}）` : '最新の明細'}
      headingLevel={2}
      actions={
        linked ? (
          <AppLink href={month ? href(paths.fees, {}, { month: monthParam(month) }) : paths.fees} variant="standalone">
            手数料等で開く
          </AppLink>
        ) : undefined
      }
    >
      {children}
    </Card>
  );
}

function LatestStatements({ agencyCode, latest }: { agencyCode: string; latest: LatestStatement | null }) {
  const download = useDownload();
  if (!latest) {
    return (
      <StatementsCard linked={false}>
        <Text tone="muted">公開されている明細はありません。</Text>
      </StatementsCard>
    );
  }
  const query = { agencyCode, year: latest.year, month: latest.month };
  return (
    <StatementsCard month={latest} linked>
      <Files aria-label={`${monthLabel(latest)}のファイル`}>
        {statementKinds
          .filter((k) => latest.kinds.includes(k.key))
          .map((k) => (
            <li key={k.key}>
              <Button
                variant="secondary"
                size="sm"
                startIcon={<DownloadIcon aria-hidden="true" />}
                loading={download.busy === k.key}
                onClick={() => download.run(k.key, () => statementsApi.download(k.key, query))}
              >
                {k.label}
              </Button>
            </li>
          ))}
      </Files>
    </StatementsCard>
  );
}

/**
 * What needs doing at the agency, above its news. The counts are the contract list's
 * totals for the filters the api names (contractSummaryItems), each a link to the list with that
 * filter; then the newest statement month with its files, for the roles that may download them.
 */
export function HomeSummary({ agencyCode }: { agencyCode: string }) {
  const { data, loading, failed, reload } = useApiData(() => contractsApi.summary({ agencyCode }), agencyCode);
  const summary = data?.data;
  // Who may download statements gets the statements card at once, its files loading in it: the
  // news below then stays where it first painted (no layout shift when the answer comes).
  const role = useAtomValue(authAtom).user?.roleType;
  const seesStatements = role !== undefined && mayOpenRoute(role, 'fees');
  return (
    <>
      <Card
        title="要対応の契約"
        headingLevel={2}
        description="現在の件数です。件数を押すと、その条件で絞り込んだ契約内容一覧を開きます。"
      >
        {summary ? (
          <CountLinks counts={summary.counts} />
        ) : failed && !loading ? (
          <Stack gap={3} align="start">
            <Alert tone="danger">件数を読み込めませんでした。</Alert>
            <Button variant="secondary" size="sm" onClick={reload}>
              再試行
            </Button>
          </Stack>
        ) : (
          // The counts' own grid with a box per count, as tall as a count: nothing moves when they come.
          <Counts aria-busy="true">
            {contractSummaryKeys.map((key, i) => (
              <li key={key}>
                <Skeleton variant="rect" height={countHeight} label={i === 0 ? '件数を読み込み中' : undefined} />
              </li>
            ))}
          </Counts>
        )}
      </Card>
      {summary && summary.latestStatement !== undefined ? (
        <LatestStatements agencyCode={agencyCode} latest={summary.latestStatement} />
      ) : !summary && seesStatements && !failed ? (
        <StatementsCard linked>
          {/* A box per kind, as wide as its button would be (icon, gap, label, padding). */}
          <Files aria-busy="true">
            {statementKinds.map((k, i) => (
              <li key={k.key}>
                <Skeleton
                  variant="rect"
                  height={controlHeight.sm}
                  width={`calc(${k.label.length} * ${fontSize.sm} + 1em + 2 * ${space[2]} + 2 * ${space[3]})`}
                  label={i === 0 ? '明細を読み込み中' : undefined}
                />
              </li>
            ))}
          </Files>
        </StatementsCard>
      ) : null}
    </>
  );
}
