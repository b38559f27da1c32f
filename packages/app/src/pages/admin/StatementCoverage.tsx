import {
  type CoverageAgency,
  type CoverageAnswer,
  type CoverageTotal,
  dateFormats,
  formatNumber,
  formatTokyo,
  paths,
  type StatementKind,
  statementKinds,
  statementMonthStem,
  statementMonthText,
} from '@olive/api';
import { fontSize, fontWeight, media, space, Table, type TableColumn, Text, VisuallyHidden, vars } from '@olive/ui';
import styled from 'styled-components';
import { AppLink } from '../../shell/RouterLink';

type Coverage = CoverageAnswer['data'];
type Row = { type: 'agency'; agency: CoverageAgency } | { type: 'total'; totals: CoverageTotal[] };

/**
 * The code, with the agency's name under it: on one line where there is room, wrapping on a narrow
 * screen so the frozen column leaves the months most of the width.
 */
const Agency = styled.span`
  display: grid;
  gap: ${space[0.5]};

  & > [data-part='name'] {
    font-size: ${fontSize.sm};
    font-weight: ${fontWeight.regular};
    color: ${vars.color.text.muted};
  }
  @media ${media.narrow} {
    min-inline-size: 7em;
    max-inline-size: 9em;
    white-space: normal;
    /* Fill the lines: phrase breaking would leave 「あ」 alone on a line of 9em (あ／おば保険…). */
    & > [data-part='name'] { word-break: normal; }
  }
`;

/** `?kind=…&for=A0003_202609`: the upload form with that kind chosen and the missing file named. */
export function missingFileHref(kind: StatementKind, agencyCode: string, month: { year: number; month: number }) {
  return `${paths.adminFileUpload}?kind=${kind.key}&for=${agencyCode}_${statementMonthStem(month)}`;
}

const monthLabel = statementMonthText;

export interface StatementCoverageProps {
  /** The kind the grid shows (the page's `kind`). */
  kind: StatementKind;
  data: Coverage | null;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/**
 * Agencies × the 12 statement months of one kind, each cell published (✓ and its upload
 * time, Japan time) or missing (a link 未登録 to the upload with the kind chosen), under a first row
 * with each month's files over all 10 kinds (in view without scrolling the box). The table scrolls
 * inside its own box, the header sticky and the agency column frozen.
 */
export function StatementCoverage({ kind, data, loading, failed, onRetry }: StatementCoverageProps) {
  // While a new kind loads, its months are the old answer's (the window moves only with the month).
  const shown = data && data.kind === kind.key ? data : null;
  const months = data?.months ?? [];
  const rows: Row[] = shown
    ? [
        { type: 'total', totals: shown.totals },
        ...shown.agencies.map((agency) => ({ type: 'agency' as const, agency })),
      ]
    : [];

  const columns: TableColumn<Row>[] = [
    {
      key: 'agency',
      header: '代理店',
      rowHeader: true,
      cell: (row) =>
        row.type === 'agency' ? (
          <Agency>
            <span>{row.agency.agencyCode}</span>
            <span data-part="name">{row.agency.name}</span>
          </Agency>
        ) : (
          <Agency>
            <span>合計</span>
            <span data-part="name">全{statementKinds.length}種類・全代理店のファイル数</span>
          </Agency>
        ),
    },
    ...months.map(
      (m, index): TableColumn<Row> => ({
        key: statementMonthStem(m),
        header: monthLabel(m),
        cell: (row) => {
          if (row.type === 'total') {
            const total = row.totals[index];
            return total ? (
              <Text as="span" weight="bold">
                {formatNumber(total.present)} / {formatNumber(total.expected)}
              </Text>
            ) : null;
          }
          const uploadedAt = row.agency.cells[index]?.uploadedAt ?? null;
          if (uploadedAt === null) {
            return (
              // The name starts with the visible word and says which file: a column of 未登録 links apart.
              <AppLink
                href={missingFileHref(kind, row.agency.agencyCode, m)}
                aria-label={`未登録：${row.agency.agencyCode} ${monthLabel(m)}を取り込む`}
              >
                未登録
              </AppLink>
            );
          }
          const at = formatTokyo(uploadedAt, dateFormats.dateTimeMinutes);
          return (
            <Text as="span" tone="success" title={`${at} にアップロード`}>
              <span aria-hidden="true">✓ </span>
              <VisuallyHidden>登録済み、</VisuallyHidden>
              <time dateTime={new Date(uploadedAt).toISOString()}>{at.slice(5)}</time>
            </Text>
          );
        },
      }),
    ),
  ];

  return (
    <Table<Row>
      caption={`登録状況：${kind.label}`}
      columns={columns}
      rows={rows}
      rowKey={(row) => (row.type === 'agency' ? row.agency.agencyCode : 'total')}
      loading={loading}
      loadingRowCount={6}
      failed={failed}
      onRetry={onRetry}
      minWidth="auto"
    />
  );
}
