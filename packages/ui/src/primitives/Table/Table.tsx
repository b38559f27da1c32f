import { type ReactNode, useId } from 'react';
import styled, { keyframes } from 'styled-components';
import { commonStrings, tableStrings } from '../../strings';
import { borderWidth } from '../../tokens/control';
import { fontSize, fontWeight, lineHeight, radius, space } from '../../tokens/scale';
import { vars } from '../../tokens/vars';
import { EmptyState } from '../EmptyState';
import { ScrollArea } from '../ScrollArea';
import { Skeleton } from '../Skeleton';
import { VisuallyHidden } from '../VisuallyHidden';

export interface TableColumn<Row> {
  /** Stable key of the column. */
  key: string;
  header: ReactNode;
  /** What the cell shows for a row. */
  cell: (row: Row) => ReactNode;
  /** `end` for amounts and counts, so digits line up. */
  align?: 'start' | 'center' | 'end';
  /** A CSS width for the column, e.g. `8em`. */
  width?: string;
  /** Marks the cell that names the row (管理番号, 氏名): it becomes a row header for screen readers. */
  rowHeader?: boolean;
  /** Lets long text wrap (e.g. a title); other cells keep to one line and the table scrolls. */
  wrap?: boolean;
}

export interface TableProps<Row> {
  /** Names the table (and its scroll region); shown above it unless `hideCaption`. */
  caption: ReactNode;
  hideCaption?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /**
   * While loading with no rows yet, skeleton rows stand in; with rows, they stay at full contrast
   * under a thin moving line (dimmed rows failed the contrast check).
   */
  loading?: boolean;
  loadingRowCount?: number;
  /** What to show when there are no rows (an EmptyState, usually). */
  empty?: ReactNode;
  /** Buttons for one row (詳細, 編集, 削除); they get their own column at the end. */
  rowActions?: (row: Row) => ReactNode;
  /** The header of the actions column (default 操作). */
  rowActionsLabel?: string;
  /**
   * Below this width the table scrolls sideways instead of squeezing Japanese text into
   * one-character columns (default `40rem`).
   */
  minWidth?: string;
  /** Text in the hidden live region while loading (default 読み込み中). */
  loadingLabel?: string;
  className?: string;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  min-width: 0;

  & > [data-part='caption'] {
    font-size: ${fontSize.md};
    font-weight: ${fontWeight.bold};
  }
`;

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Grid = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${fontSize.md};
  line-height: ${lineHeight.control};
  background: ${vars.color.background.surface};

  & caption { text-align: start; }
  & th, & td {
    padding: ${space[3]} ${space[4]};
    border-bottom: ${borderWidth.thin} solid ${vars.color.border.default};
    text-align: start;
    vertical-align: middle;
    white-space: nowrap;
  }
  & thead th {
    background: ${vars.color.background.subtle};
    color: ${vars.color.text.muted};
    font-size: ${fontSize.sm};
    font-weight: ${fontWeight.bold};
  }
  & tbody th { font-weight: ${fontWeight.bold}; }
  & [data-align='center'] { text-align: center; }
  & [data-align='end'] { text-align: end; font-variant-numeric: tabular-nums; }
  & [data-wrap] { white-space: normal; min-width: 12em; }
  & tbody tr:hover > * { background: ${vars.color.control.neutralHover}; }
  & tbody tr:last-child > * { border-bottom: 0; }

  /* The actions column stays in view while the rest scrolls sideways. */
  & [data-part='actions'] {
    position: sticky;
    right: 0;
    width: 1%;
    background: ${vars.color.background.surface};
    z-index: 1;
    box-shadow: inset ${borderWidth.thin} 0 0 ${vars.color.border.default};
  }
  & thead [data-part='actions'] { z-index: 1; background: ${vars.color.background.subtle}; }
  & [data-part='actions'] > div { display: flex; gap: ${space[1]}; justify-content: flex-end; }

  & td[data-part='empty'] { padding: 0; white-space: normal; }
  & tbody tr[data-part='loading-row']:hover > * { background: transparent; }
`;

const Frame = styled.div`
  position: relative;
  min-width: 0;
  border: ${borderWidth.thin} solid ${vars.color.border.default};
  border-radius: ${radius.md};
  overflow: hidden;

  /* While new rows load over old ones, a thin bar runs along the top (the rows keep full contrast). */
  & > [data-part='refreshing'] {
    position: absolute;
    inset: 0 0 auto;
    z-index: 2;
    height: 3px;
    overflow: hidden;
  }
  & > [data-part='refreshing']::after {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: 40%;
    background: ${vars.color.primary.solid};
    animation: ${slide} 1.2s ease-in-out infinite;
  }
`;

/**
 * A data table: header, rows, an empty state, skeleton rows while loading, an actions column, and
 * sideways scrolling on narrow screens (the scroll box is a named, focusable region when it
 * overflows). The caption names both the table and the region.
 */
export function Table<Row>({
  caption,
  hideCaption,
  columns,
  rows,
  rowKey,
  loading = false,
  loadingRowCount = 5,
  empty,
  rowActions,
  rowActionsLabel = tableStrings.rowActions,
  minWidth = '40rem',
  loadingLabel = commonStrings.loading,
  className,
}: TableProps<Row>) {
  const captionId = useId();
  const columnCount = columns.length + (rowActions ? 1 : 0);
  const showSkeleton = loading && rows.length === 0;
  const showEmpty = !loading && rows.length === 0;

  return (
    <Wrapper className={className}>
      {hideCaption ? null : (
        <div data-part="caption" aria-hidden="true">
          {caption}
        </div>
      )}
      <VisuallyHidden role="status">{loading ? loadingLabel : ''}</VisuallyHidden>
      <Frame>
        {loading && rows.length > 0 ? <div data-part="refreshing" aria-hidden="true" /> : null}
        <ScrollArea labelledBy={captionId}>
          <Grid aria-busy={loading || undefined} style={{ minWidth }}>
            <VisuallyHidden as="caption" id={captionId}>
              {caption}
            </VisuallyHidden>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    data-align={column.align}
                    style={column.width ? { width: column.width } : undefined}
                  >
                    {column.header}
                  </th>
                ))}
                {rowActions ? (
                  <th scope="col" data-part="actions" data-align="end">
                    {rowActionsLabel}
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {showSkeleton
                ? Array.from({ length: loadingRowCount }, (_, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                    <tr key={index} data-part="loading-row">
                      {Array.from({ length: columnCount }, (_, cell) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
                        <td key={cell}>
                          <Skeleton width={cell === 0 ? '70%' : '50%'} />
                        </td>
                      ))}
                    </tr>
                  ))
                : null}
              {showEmpty ? (
                <tr>
                  <td data-part="empty" colSpan={columnCount}>
                    {empty ?? <EmptyState size="compact" title={tableStrings.noRows} />}
                  </td>
                </tr>
              ) : null}
              {rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => {
                    const Cell = column.rowHeader ? 'th' : 'td';
                    return (
                      <Cell
                        key={column.key}
                        scope={column.rowHeader ? 'row' : undefined}
                        data-align={column.align}
                        data-wrap={column.wrap ? '' : undefined}
                      >
                        {column.cell(row)}
                      </Cell>
                    );
                  })}
                  {rowActions ? (
                    <td data-part="actions">
                      <div>{rowActions(row)}</div>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </Grid>
        </ScrollArea>
      </Frame>
    </Wrapper>
  );
}
