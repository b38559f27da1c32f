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
  /** 列を見分けるキー（列の中で重ならない文字列）。 */
  key: string;
  /** 列の見出し。 */
  header: ReactNode;
  /** 行からセルの中身を作る関数。 */
  cell: (row: Row) => ReactNode;
  /** 横の寄せ方。金額と件数は `end` にして桁をそろえます。 */
  align?: 'start' | 'center' | 'end';
  /** 列の幅（CSS の値。例: `8em`）。 */
  width?: string;
  /** 行の名前になる列（管理番号、氏名）。読み上げで行の見出しになります。 */
  rowHeader?: boolean;
  /** 長い文字を折り返します（件名など）。ほかのセルは 1 行のままで、表が横にスクロールします。 */
  wrap?: boolean;
  /** この列で並べ替えられるようにします（サーバーが並べ替えられる列だけ）。見出しがボタンになります。 */
  sortKey?: string;
  /** カードで値の前に出す見出しの文字（既定: 見出しが文字ならその文字）。 */
  label?: string;
}

export interface TableProps<Row> {
  /** 表の名前（スクロール領域の名前にもなります）。`hideCaption` でなければ表の上に出ます。 */
  caption: ReactNode;
  /** 表の名前を画面から隠し、読み上げでだけ伝えます（すぐ上に同じ見出しがあるとき）。 */
  hideCaption?: boolean;
  /** 列の定義。1 列ごとに `key`（キー）、`header`（見出し）、`cell`（行からセルの中身を作る関数）と、任意の `align`、`width`、`rowHeader`、`wrap`、`sortKey` を持ちます（使い方のページに表があります）。 */
  columns: ReadonlyArray<TableColumn<Row>>;
  /** 表に出す行のデータ。 */
  rows: ReadonlyArray<Row>;
  /** 行を見分けるキーを返す関数（管理番号など）。 */
  rowKey: (row: Row) => string;
  /** 読み込み中。行がまだなければ仮の行を出し、行があれば（次のページ、並べ替え）古い行を薄くして上に細い線を流します。 */
  loading?: boolean;
  /** 最初の読み込みで出す仮の行の数（既定 5）。 */
  loadingRowCount?: number;
  /** 行がないときに出すもの（たいてい EmptyState）。 */
  empty?: ReactNode;
  /** 読み込みに失敗した。行や「ありません」の代わりに失敗を伝えます（「0 件」と誤解されないように）。 */
  failed?: boolean;
  /** 渡すと、失敗の表示に「再試行」ボタンが出ます。 */
  onRetry?: () => void;
  /** 失敗の表示を置き換える内容（既定「一覧を読み込めませんでした」）。 */
  failedContent?: ReactNode;
  /** 1 行分の操作ボタン（詳細、編集、削除）。末尾の列に出て、行と一緒にスクロールします。 */
  rowActions?: (row: Row) => ReactNode;
  /** 操作の列の見出し（既定「操作」）。 */
  rowActionsLabel?: string;
  /** いまの並び順（列の `sortKey` と向き）。一覧の既定の順なら `null`。 */
  sort?: TableSort | null;
  /** 並べ替えられる見出しが押されたときに、次の並び順で呼ばれます（昇順 → 降順 → 既定の順）。 */
  onSortChange?: (sort: TableSort | null) => void;
  /** 行の高さ。`compact`（既定。44px 以下、データの表）、`comfortable`（ゆったり）、`dense`（左右の余白が半分。列の多い一覧をデスクトップの画面に収めるとき）。 */
  density?: 'compact' | 'comfortable' | 'dense';
  /** 行をスクロールしても見出しを出したままにします（既定 true）。表は高さ `maxHeight` までの箱の中でスクロールします。 */
  stickyHeader?: boolean;
  /** `stickyHeader` のときの箱の最大の高さ（既定: ウィンドウの高さからトップバーと見出しを引いた高さ）。 */
  maxHeight?: string;
  /** 横にスクロールしても最初の列を出したままにします（既定 true）。 */
  freezeFirstColumn?: boolean;
  /** 表の最小幅（既定 `40rem`）。これより狭いと、日本語を 1 文字ずつに折らずに横にスクロールします。 */
  minWidth?: string;
  /** 読み込み中に読み上げる文言（既定「読み込み中」）。 */
  loadingLabel?: string;
  /** 幅が 40rem より狭いとき（スマートフォン）の見せ方。`scroll`（既定。表を横にスクロール。行どうしを見比べる表に）か `cards`（1 行を 1 枚のカードにし、値を見出しの下に、操作をカードの下に並べます）。 */
  narrow?: 'scroll' | 'cards';
  /** 行を開く関数。行のどこをクリック・タップしても呼ばれます（行の中のリンクやボタンを除く）。キーボードでは行の中のリンクやボタンから開きます。 */
  onRowClick?: (row: Row) => void;
  /** 外側の要素に付ける class 名。 */
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

/** A header's content: a sort button when the column is sortable and the table can sort, else the text. */
function headerContent<Row>(
  column: TableColumn<Row>,
  sort: TableSort | null | undefined,
  onSortChange: ((sort: TableSort | null) => void) | undefined,
): ReactNode {
  if (!(column.sortKey && onSortChange)) return column.header;
  const sortKey = column.sortKey;
  return (
    <SortHeader
      direction={sort?.key === sortKey ? sort.direction : undefined}
      onClick={() => onSortChange(nextSort(sort, sortKey))}
    >
      {column.header}
    </SortHeader>
  );
}

/** The default failure content, with a retry button when the caller can retry. */
function failure(onRetry: (() => void) | undefined) {
  return (
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
  );
}

/** One cell of a row: a row header (`th scope="row"`) for the column that names the row. */
function bodyCell<Row>(column: TableColumn<Row>, row: Row, frozen: '' | undefined) {
  const Cell = column.rowHeader ? 'th' : 'td';
  return (
    <Cell
      key={column.key}
      scope={column.rowHeader ? 'row' : undefined}
      data-label={column.rowHeader ? undefined : columnLabel(column)}
      data-align={column.align}
      data-wrap={column.wrap ? '' : undefined}
      data-frozen={frozen}
    >
      {column.cell(row)}
    </Cell>
  );
}

/** The frame's custom properties: the frozen column's width and the scroll box's visible width, once measured. */
function frameStyle(frozenWidth: number, visibleWidth: number): CSSProperties {
  return {
    ...(frozenWidth ? { '--olive-table-frozen-width': `${frozenWidth}px` } : {}),
    ...(visibleWidth ? { '--olive-table-visible-width': `${visibleWidth}px` } : {}),
  } as CSSProperties;
}

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
  // table on the contract list's first load).
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
                {headerContent(column, sort, onSortChange)}
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
                <div data-part="in-view">{failedContent ?? failure(onRetry)}</div>
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
              {columns.map((column, index) => bodyCell(column, row, frozen(index)))}
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
        style={frameStyle(frozenWidth, scroll.edges.visible)}
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
