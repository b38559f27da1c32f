import {
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
  type UIEvent,
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import styled, { keyframes } from 'styled-components';
import { ErrorIcon } from '../../icons';
import { useResizeRef } from '../../internal/useResizeRef';
import { commonStrings, tableStrings } from '../../strings';
import { borderWidth } from '../../tokens/control';
import { fontSize, fontWeight, lineHeight, radius, space } from '../../tokens/scale';
import { vars } from '../../tokens/vars';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { ScrollArea } from '../ScrollArea';
import { Skeleton } from '../Skeleton';
import { VisuallyHidden } from '../VisuallyHidden';
import { ariaSort, nextSort, SortHeader, type TableSort } from './SortHeader';

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
  /** Makes the column sortable by this key (where the server can sort): its header becomes a button. */
  sortKey?: string;
  /** The header as text, for the label of the value on a card (default: the header when it is text). */
  label?: string;
}

export interface TableProps<Row> {
  /** Names the table (and its scroll region); shown above it unless `hideCaption`. */
  caption: ReactNode;
  hideCaption?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /**
   * While loading with no rows yet, skeleton rows stand in; with rows (a new page, a new sort), the
   * old rows are dimmed under a thin moving line and the table is aria-busy until the new ones arrive.
   */
  loading?: boolean;
  loadingRowCount?: number;
  /** What to show when there are no rows (an EmptyState, usually). */
  empty?: ReactNode;
  /**
   * The load failed: the table says so (with a retry button when `onRetry` is given) instead of its
   * rows or its empty state, so a failure never reads as "nothing found".
   */
  failed?: boolean;
  onRetry?: () => void;
  /** Replaces the default failure content (一覧を読み込めませんでした). */
  failedContent?: ReactNode;
  /** Buttons for one row (詳細, 編集, 削除); they get their own column at the end, which scrolls with the row. */
  rowActions?: (row: Row) => ReactNode;
  /** The header of the actions column (default 操作). */
  rowActionsLabel?: string;
  /** The current sort (a column's `sortKey` and direction), or null for the list's own order. */
  sort?: TableSort | null;
  /** Called with the next sort when a sortable header is pressed: 昇順 → 降順 → the list's own order. */
  onSortChange?: (sort: TableSort | null) => void;
  /**
   * Row height and spacing: `compact` (default, rows ≤ 44 px, for data tables), `comfortable`, or
   * `dense` (half the side padding, for a list of many columns that must all fit a desktop screen).
   */
  density?: 'compact' | 'comfortable' | 'dense';
  /**
   * The header stays in view while the rows scroll (default true): the table scrolls inside a box at
   * most `maxHeight` tall (default: the window's height less the top bar and a heading).
   */
  stickyHeader?: boolean;
  maxHeight?: string;
  /** The first column stays in view while the table scrolls sideways (default true). */
  freezeFirstColumn?: boolean;
  /**
   * Below this width the table scrolls sideways instead of squeezing Japanese text into
   * one-character columns (default `40rem`).
   */
  minWidth?: string;
  /** Text in the hidden live region while loading (default 読み込み中). */
  loadingLabel?: string;
  /**
   * What a container narrower than 40rem (a phone) shows: the table scrolling sideways (`scroll`, the
   * default, for grids whose columns compare across rows), or each row as a card (`cards`: its values
   * under their headers, the row actions at its foot, nothing off screen).
   */
  narrow?: 'scroll' | 'cards';
  /**
   * Opens a row: a click or tap anywhere on it (outside its own links and buttons) calls this. The
   * row's own link or button stays the keyboard's way in; this makes the whole row a pointer target.
   */
  onRowClick?: (row: Row) => void;
  className?: string;
}

/** A click on a row that was not on a control inside it, nor the end of selecting its text. */
function isRowClick(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as Element;
  if (target.closest('a, button, input, select, textarea, label, summary, [role="button"]')) return false;
  return (target.ownerDocument.getSelection()?.toString() ?? '') === '';
}

const Wrapper = styled.div`
  container: olive-table / inline-size;
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
    background: ${vars.color.background.surface};
  }
  /* Compact (the default for data tables): rows of at most 44 px, controls inside included. */
  &[data-density='compact'] th, &[data-density='compact'] td { padding: ${space[2]} ${space[3]}; }
  &[data-density='compact'] td[data-part='actions'] { padding-block: ${space[1]}; }
  &[data-density='dense'] th, &[data-density='dense'] td { padding: ${space[1]} ${space[2]}; }
  & thead th {
    background: ${vars.color.background.subtle};
    color: ${vars.color.text.muted};
    font-size: ${fontSize.sm};
    font-weight: ${fontWeight.bold};
  }
  /* The header stays at the top of the scroll box. */
  &[data-sticky-header] thead th { position: sticky; top: 0; z-index: 2; }
  & thead th[aria-sort] { color: ${vars.color.text.default}; }
  & tbody th { font-weight: ${fontWeight.bold}; }
  & [data-align='center'] { text-align: center; }
  & [data-align='end'] { text-align: end; font-variant-numeric: tabular-nums; }
  & [data-align='end'] > [data-part='sort'] { flex-direction: row-reverse; }
  & [data-wrap] { white-space: normal; min-width: 8em; overflow-wrap: anywhere; }
  & tbody tr:hover > * { background: ${vars.color.control.neutralHover}; }
  & tbody tr:last-child > * { border-bottom: 0; }

  /* The first column (the row's name) stays in view while the rest scrolls sideways. */
  & [data-frozen] {
    position: sticky;
    left: 0;
    z-index: 1;
    box-shadow: inset -${borderWidth.thin} 0 0 ${vars.color.border.default};
  }
  &[data-sticky-header] thead [data-frozen] { z-index: 3; }

  /* The actions column is an ordinary last column: it never covers a data cell. */
  & [data-part='actions'] { width: 1%; }
  & [data-part='actions'] > div { display: flex; gap: ${space[1]}; justify-content: flex-end; }
  /* The row's actions never shrink: squeezed, a button would spill past the table's edge. */
  & [data-part='actions'] > div > * { flex: none; }

  & td[data-part='empty'] { padding: 0; white-space: normal; }
  /*
   * The empty state and the failure stay in the visible part of the scroll box: a table wider than
   * its box (on a phone) would centre them across all its columns, out of sight with their buttons.
   */
  & td[data-part='empty'] > [data-part='in-view'] {
    position: sticky;
    left: 0;
    box-sizing: border-box;
    width: var(--olive-table-visible-width, 100%);
    max-width: 100%;
  }
  & tbody tr[data-part='loading-row']:hover > * { background: transparent; }
  & tbody tr[data-clickable] { cursor: pointer; }

  /* Rows as cards in a narrow container: each value beside its header, the actions at the foot. */
  @container olive-table (max-width: 40rem) {
    &[data-narrow='cards'] { min-width: 0 !important; }
    /* The header row keeps only its sort buttons, in a wrapping bar above the cards. */
    &[data-narrow='cards'] thead { display: block; }
    &[data-narrow='cards'] thead tr {
      display: flex;
      flex-wrap: wrap;
      gap: ${space[1]} ${space[3]};
      padding: ${space[2]} ${space[3]};
      border-bottom: ${borderWidth.thin} solid ${vars.color.border.default};
      background: ${vars.color.background.subtle};
    }
    /* No sort buttons: the headers stay for screen readers only, and the bar takes no room. */
    &[data-narrow='cards'] thead tr:not(:has(th[data-sortable])) { padding: 0; border: 0; }
    &[data-narrow='cards'] thead th { position: static; padding: 0; border: 0; box-shadow: none; }
    &[data-narrow='cards'] thead th:not([data-sortable]) {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    &[data-narrow='cards'] tbody,
    &[data-narrow='cards'] tbody tr { display: block; }
    &[data-narrow='cards'] tbody tr:not([data-part='loading-row']) {
      padding: ${space[2]} ${space[3]};
      border-bottom: ${borderWidth.thin} solid ${vars.color.border.default};
    }
    &[data-narrow='cards'] tbody tr:last-child { border-bottom: 0; }
    &[data-narrow='cards'] tbody tr > * {
      display: grid;
      grid-template-columns: minmax(6em, 35%) 1fr;
      justify-items: start;
      gap: ${space[3]};
      padding: ${space[1]} 0;
      border: 0;
      white-space: normal;
      overflow-wrap: anywhere;
      min-width: 0;
      text-align: start;
    }
    &[data-narrow='cards'] tbody tr > [data-label]::before {
      content: attr(data-label);
      color: ${vars.color.text.muted};
      font-size: ${fontSize.sm};
      font-weight: ${fontWeight.bold};
    }
    &[data-narrow='cards'] tbody tr > th[scope='row'] { display: block; font-size: ${fontSize.md}; }
    &[data-narrow='cards'] [data-frozen] { position: static; box-shadow: none; }
    &[data-narrow='cards'] tbody td[data-part='actions'] { display: block; width: auto; padding-top: ${space[2]}; }
    &[data-narrow='cards'] tbody td[data-part='actions'] > div { justify-content: flex-start; flex-wrap: wrap; }
    &[data-narrow='cards'] tbody td[data-part='empty'] { display: block; }
    &[data-narrow='cards'] td[data-part='empty'] > [data-part='in-view'] { position: static; width: auto; }
  }
`;

const Frame = styled.div`
  position: relative;
  min-width: 0;
  border: ${borderWidth.thin} solid ${vars.color.border.default};
  border-radius: ${radius.md};
  overflow: hidden;

  /* While new rows load over old ones, a thin bar runs along the top. */
  & > [data-part='refreshing'] {
    position: absolute;
    inset: 0 0 auto;
    z-index: 5;
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
  /* ...and the old rows are dimmed: they are no longer the answer. */
  & > [data-part='dim'] {
    position: absolute;
    inset: 0;
    z-index: 4;
    background: color-mix(in srgb, ${vars.color.background.surface} 55%, transparent);
    pointer-events: none;
  }

  /*
   * Edge shadows say there is more to the side: at the right while columns are hidden there, and
   * along the frozen first column (or the left edge) once the table has scrolled.
   */
  & > [data-part='edge'] {
    position: absolute;
    top: 0;
    bottom: 0;
    z-index: 3;
    width: ${space[4]};
    pointer-events: none;
    opacity: 0;
    transition: opacity 120ms;
  }
  & > [data-part='edge'][data-side='end'] {
    right: 0;
    background: linear-gradient(to left, color-mix(in srgb, ${vars.color.text.default} 18%, transparent), transparent);
  }
  & > [data-part='edge'][data-side='start'] {
    left: var(--olive-table-frozen-width, 0px);
    background: linear-gradient(to right, color-mix(in srgb, ${vars.color.text.default} 18%, transparent), transparent);
  }
  &[data-more-end] > [data-part='edge'][data-side='end'] { opacity: 1; }
  &[data-more-start] > [data-part='edge'][data-side='start'] { opacity: 1; }
`;

const Failure = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space[2]};
  padding: ${space[6]} ${space[4]};
  text-align: center;
  white-space: normal;

  & > [data-part='icon'] { display: inline-flex; font-size: 28px; color: ${vars.color.feedback.danger.text}; }
  & [data-part='title'] { margin: 0; font-size: ${fontSize.lg}; font-weight: ${fontWeight.bold}; color: ${vars.color.text.default}; }
  & [data-part='hint'] { margin: 0; color: ${vars.color.text.muted}; }
`;

/**
 * No rows, as one array: a screen's `data?.data ?? []` is a new empty array on each render, and the
 * memoized table below then keeps while there are none (the skeleton, the failure, the empty state).
 */
const noRows: never[] = [];

/** The text a card shows before a column's value. */
function columnLabel<Row>(column: TableColumn<Row>): string | undefined {
  return column.label ?? (typeof column.header === 'string' ? column.header : undefined);
}

/**
 * Whether the scroll box hides columns at its start or end, and how wide its visible part is, kept up
 * to date on scroll and resize.
 */
function useScrollEdges() {
  const [edges, setEdges] = useState({ start: false, end: false, visible: 0 });
  const element = useRef<HTMLDivElement | null>(null);
  const measure = useCallback(() => {
    const el = element.current;
    if (!el) return;
    const start = el.scrollLeft > 1;
    const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    const visible = el.clientWidth;
    setEdges((e) => (e.start === start && e.end === end && e.visible === visible ? e : { start, end, visible }));
  }, []);
  const observe = useResizeRef<HTMLDivElement>(measure, true);
  const ref = useCallback(
    (el: HTMLDivElement | null) => {
      element.current = el;
      observe(el);
    },
    [observe],
  );
  return { ref, edges, onScroll: (_: UIEvent) => measure() };
}

/** An element's width, kept up to date as it changes (the frozen column's, as rows come and go). */
function useObservedWidth<T extends HTMLElement>() {
  const [width, setWidth] = useState(0);
  const measure = useCallback((el: T) => setWidth(el.offsetWidth), []);
  return { ref: useResizeRef(measure), width };
}

/**
 * A data table for back-office work: a header that stays in view, the first column frozen and
 * shadows at the edges while it scrolls sideways, sortable columns (header buttons with aria-sort),
 * compact rows, skeleton rows on the first load, dimmed rows while reloading, a failure state with
 * retry, an empty state, and an actions column. The scroll box is a named, focusable region when it
 * overflows; the caption names both the table and the region.
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
  failed = false,
  onRetry,
  failedContent,
  rowActions,
  rowActionsLabel = tableStrings.rowActions,
  sort,
  onSortChange,
  density = 'compact',
  stickyHeader = true,
  maxHeight = 'max(20rem, calc(100dvh - 8rem))',
  freezeFirstColumn = true,
  minWidth = '40rem',
  loadingLabel = commonStrings.loading,
  narrow = 'scroll',
  onRowClick,
  className,
}: TableProps<Row>) {
  const captionId = useId();
  const columnCount = columns.length + (rowActions ? 1 : 0);
  const showFailure = failed && !loading;
  const shownRows = showFailure || rows.length === 0 ? noRows : rows;
  const showSkeleton = loading && shownRows.length === 0;
  const showEmpty = !loading && !failed && rows.length === 0;
  const scroll = useScrollEdges();
  // The start shadow runs along the frozen column's edge, so it needs the column's width.
  const frozen = useObservedWidth<HTMLTableCellElement>();
  const frozenCell = frozen.ref;
  const frozenWidth = freezeFirstColumn ? frozen.width : 0;

  // The table itself, kept while only the frame around it changes: the shadows' edges, the frozen
  // column's width and the scroll box's overflow are measured after each layout and set as state, and
  // each of those renders would otherwise render every row and cell again (three renders of the whole
  // table on the contract list's first load, issue 19).
  const grid = useMemo(() => {
    const frozen = (index: number) => (freezeFirstColumn && index === 0 ? '' : undefined);
    return (
      <Grid
        aria-busy={loading || undefined}
        data-density={density}
        data-sticky-header={stickyHeader ? '' : undefined}
        data-narrow={narrow}
        style={{ minWidth }}
      >
        <VisuallyHidden as="caption" id={captionId}>
          {caption}
        </VisuallyHidden>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th
                key={column.key}
                ref={index === 0 ? frozenCell : undefined}
                scope="col"
                data-align={column.align}
                data-frozen={frozen(index)}
                data-sortable={column.sortKey && onSortChange ? '' : undefined}
                aria-sort={ariaSort(sort, column.sortKey)}
                style={column.width ? { width: column.width } : undefined}
              >
                {column.sortKey && onSortChange ? (
                  <SortHeader
                    direction={sort?.key === column.sortKey ? sort.direction : undefined}
                    onClick={() => onSortChange(nextSort(sort, column.sortKey as string))}
                  >
                    {column.header}
                  </SortHeader>
                ) : (
                  column.header
                )}
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
                    <td key={cell} data-frozen={frozen(cell)}>
                      <Skeleton width={cell === 0 ? '70%' : '50%'} />
                    </td>
                  ))}
                </tr>
              ))
            : null}
          {showFailure ? (
            <tr>
              <td data-part="empty" colSpan={columnCount}>
                <div data-part="in-view">
                  {failedContent ?? (
                    <Failure role="alert">
                      <span data-part="icon">
                        <ErrorIcon />
                      </span>
                      <p data-part="title">{tableStrings.loadFailed}</p>
                      <p data-part="hint">{tableStrings.loadFailedHint}</p>
                      {onRetry ? (
                        <Button size="sm" variant="secondary" onClick={onRetry}>
                          {tableStrings.retry}
                        </Button>
                      ) : null}
                    </Failure>
                  )}
                </div>
              </td>
            </tr>
          ) : null}
          {showEmpty ? (
            <tr>
              <td data-part="empty" colSpan={columnCount}>
                <div data-part="in-view">{empty ?? <EmptyState size="compact" title={tableStrings.noRows} />}</div>
              </td>
            </tr>
          ) : null}
          {shownRows.map((row) => (
            <tr
              key={rowKey(row)}
              data-clickable={onRowClick ? '' : undefined}
              // The row's own link or button stays the keyboard's way in; the click widens the pointer's target.
              onClick={onRowClick ? (event) => isRowClick(event) && onRowClick(row) : undefined}
            >
              {columns.map((column, index) => {
                const Cell = column.rowHeader ? 'th' : 'td';
                return (
                  <Cell
                    key={column.key}
                    scope={column.rowHeader ? 'row' : undefined}
                    data-label={column.rowHeader ? undefined : columnLabel(column)}
                    data-align={column.align}
                    data-wrap={column.wrap ? '' : undefined}
                    data-frozen={frozen(index)}
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
    );
  }, [
    captionId,
    caption,
    columns,
    shownRows,
    rowKey,
    loading,
    showSkeleton,
    showFailure,
    showEmpty,
    loadingRowCount,
    columnCount,
    failedContent,
    onRetry,
    empty,
    rowActions,
    rowActionsLabel,
    sort,
    onSortChange,
    density,
    stickyHeader,
    minWidth,
    freezeFirstColumn,
    frozenCell,
    narrow,
    onRowClick,
  ]);

  return (
    <Wrapper className={className}>
      {hideCaption ? null : (
        <div data-part="caption" aria-hidden="true">
          {caption}
        </div>
      )}
      <VisuallyHidden role="status">{loading ? loadingLabel : ''}</VisuallyHidden>
      <Frame
        data-more-start={scroll.edges.start ? '' : undefined}
        data-more-end={scroll.edges.end ? '' : undefined}
        style={
          {
            ...(frozenWidth ? { '--olive-table-frozen-width': `${frozenWidth}px` } : {}),
            ...(scroll.edges.visible ? { '--olive-table-visible-width': `${scroll.edges.visible}px` } : {}),
          } as CSSProperties
        }
      >
        {loading && shownRows.length > 0 ? (
          <>
            <div data-part="refreshing" aria-hidden="true" />
            <div data-part="dim" aria-hidden="true" />
          </>
        ) : null}
        <div data-part="edge" data-side="start" aria-hidden="true" />
        <div data-part="edge" data-side="end" aria-hidden="true" />
        <ScrollArea
          ref={scroll.ref}
          onScroll={scroll.onScroll}
          labelledBy={captionId}
          orientation={stickyHeader ? 'both' : 'horizontal'}
          maxHeight={stickyHeader ? maxHeight : undefined}
        >
          {grid}
        </ScrollArea>
      </Frame>
    </Wrapper>
  );
}
