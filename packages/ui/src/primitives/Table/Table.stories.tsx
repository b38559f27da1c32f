import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EditIcon, SearchIcon } from '../../icons';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { IconButton } from '../IconButton';
import type { TableSort } from './SortHeader';
import { Table, type TableColumn } from './Table';

interface ContractRow {
  managementNumber: string;
  policyholder: string;
  product: string;
  status: string;
  premium: number;
}

const contracts: ContractRow[] = [
  {
    managementNumber: 'K-2026-000101',
    policyholder: '山田 太郎',
    product: 'がん保険 プランA',
    status: '成立',
    premium: 3280,
  },
  {
    managementNumber: 'K-2026-000102',
    policyholder: '佐藤 花子',
    product: '医療保険 プランB',
    status: '審査中',
    premium: 4510,
  },
  {
    managementNumber: 'K-2026-000103',
    policyholder: '鈴木 一郎',
    product: '収入保障保険',
    status: '解約申請中',
    premium: 12800,
  },
];

const yen = new Intl.NumberFormat('ja-JP');

const columns: TableColumn<ContractRow>[] = [
  { key: 'number', header: '管理番号', cell: (row) => row.managementNumber, rowHeader: true },
  { key: 'holder', header: '契約者名', cell: (row) => row.policyholder },
  { key: 'product', header: '商品', cell: (row) => row.product },
  {
    key: 'status',
    header: '契約状況',
    cell: (row) => (
      <Badge tone={row.status === '成立' ? 'success' : row.status === '審査中' ? 'info' : 'warning'}>
        {row.status}
      </Badge>
    ),
  },
  { key: 'premium', header: '月額保険料', cell: (row) => `${yen.format(row.premium)}円`, align: 'end' },
];

const meta = {
  title: 'データ表示・Data display/Table（表）',
  component: Table<ContractRow>,
  tags: ['autodocs'],
  args: {
    caption: '契約一覧',
    columns,
    rows: contracts,
    rowKey: (row: ContractRow) => row.managementNumber,
  },
  argTypes: {
    caption: { control: 'text' },
    columns: { control: false },
    rows: { control: false },
    rowKey: { control: false },
    rowActions: { control: false },
    empty: { control: false },
  },
} satisfies Meta<typeof Table<ContractRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { loading: false, hideCaption: false },
  play: async ({ canvasElement, step }) => {
    await step('見出し付きの表として読み上げられる', async () => {
      const table = within(canvasElement).getByRole('table', { name: '契約一覧' });
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent);
      await expect(headers).toEqual(['管理番号', '契約者名', '商品', '契約状況', '月額保険料']);
      // The management number names each row for screen readers.
      await expect(within(table).getByRole('rowheader', { name: 'K-2026-000102' })).toBeVisible();
      await expect(within(table).getByRole('cell', { name: '12,800円' })).toHaveAttribute('data-align', 'end');
      await expect(within(table).getAllByRole('row')).toHaveLength(4);
    });
  },
};

const openDetail = fn();
const edit = fn();

/** Each row's actions sit in the last column; their callbacks receive that row. */
export const WithRowActions: Story = {
  args: {
    rowActions: (row: ContractRow) => (
      <>
        <Button size="sm" variant="secondary" onClick={() => openDetail(row.managementNumber)}>
          詳細
        </Button>
        <IconButton
          size="sm"
          label={`${row.policyholder}さんの契約を編集`}
          icon={<EditIcon />}
          onClick={() => edit(row)}
        />
      </>
    ),
  },
  beforeEach: () => {
    openDetail.mockClear();
    edit.mockClear();
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('行の「詳細」を押すとその行が渡る', async () => {
      await expect(canvas.getByRole('columnheader', { name: '操作' })).toBeVisible();
      const secondRow = canvas.getByRole('row', { name: /K-2026-000102/ });
      await userEvent.click(within(secondRow).getByRole('button', { name: '詳細' }));
      await expect(openDetail).toHaveBeenCalledWith('K-2026-000102');
    });
    await step('Tab キーで同じ行の「編集」へ行き Enter で押す', async () => {
      // Keyboard order runs along the row, then on to the next row.
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: '佐藤 花子さんの契約を編集' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(edit).toHaveBeenCalledWith(contracts[1]);
    });
    await step('もう一度 Tab キーで次の行へ', async () => {
      await userEvent.tab();
      await expect(canvas.getAllByRole('button', { name: '詳細' })[2]).toHaveFocus();
    });
  },
};

/** First load: skeleton rows stand in, the table is busy, and a live region says 読み込み中. */
export const Loading: Story = {
  args: { rows: [], loading: true, loadingRowCount: 3 },
  play: async ({ canvasElement, step }) => {
    await step('読み込み中は仮の行が出て、読み上げられる', async () => {
      const canvas = within(canvasElement);
      const table = canvas.getByRole('table', { name: '契約一覧' });
      await expect(table).toHaveAttribute('aria-busy', 'true');
      await expect(within(table).getAllByRole('row')).toHaveLength(4);
      await expect(canvas.getByRole('status')).toHaveTextContent('読み込み中');
      await expect(canvas.queryByText('該当するデータはありません')).toBeNull();
    });
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement, step }) => {
    await step('行がなければ空の表示が出る', async () => {
      const table = within(canvasElement).getByRole('table', { name: '契約一覧' });
      await expect(within(table).getByText('該当するデータはありません')).toBeVisible();
      await expect(within(canvasElement).getByRole('status')).toHaveTextContent('');
    });
  },
};

const clearFilters = fn();

/** The empty slot takes any content: here, the way out of a search with no hits. */
export const EmptySearch: Story = {
  args: {
    rows: [],
    empty: (
      <EmptyState
        size="compact"
        icon={<SearchIcon />}
        title="該当する契約はありません"
        description="検索条件を変えてお試しください。"
        action={
          <Button size="sm" variant="secondary" onClick={clearFilters}>
            条件をクリア
          </Button>
        }
      />
    ),
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('見つからないことが表示される', async () => {
      await expect(canvas.getByText('該当する契約はありません')).toBeVisible();
    });
    await step('「条件をクリア」を押す', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '条件をクリア' }));
      await expect(clearFilters).toHaveBeenCalledTimes(1);
    });
  },
};

/** A box as wide as a narrow phone's content, for the stories of a table wider than its box. */
const inNarrowBox = (Story: () => ReactNode) => <div style={{ width: 320 }}>{Story()}</div>;

/**
 * On a narrow screen the table keeps its columns readable and scrolls sideways; the scroll box is a
 * named, focusable region, the first column (the row's name) stays in view, and the actions column
 * is an ordinary last column that never covers a data cell.
 */
export const NarrowScreen: Story = {
  name: '狭い画面（先頭列を固定）',
  args: {
    rowActions: (row: ContractRow) => (
      <Button size="sm" variant="secondary" aria-label={`${row.managementNumber}の詳細`}>
        詳細
      </Button>
    ),
  },
  decorators: [inNarrowBox],
  play: async ({ canvasElement, step }) => {
    await step('狭い画面では表を横に送れる', async () => {
      const canvas = within(canvasElement);
      const region = await canvas.findByRole('region', { name: '契約一覧' });
      await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
      await userEvent.tab();
      await expect(region).toHaveFocus();
      const name = canvas.getByRole('rowheader', { name: 'K-2026-000101' });
      const before = name.getBoundingClientRect().left;
      region.scrollLeft = region.scrollWidth;
      region.dispatchEvent(new Event('scroll'));
      // Frozen: the first column does not move with the scroll.
      await expect(Math.round(name.getBoundingClientRect().left)).toBe(Math.round(before));
      // Scrolled to the end, the action sits after the last data cell, covering none of it.
      const action = canvas.getByRole('button', { name: 'K-2026-000101の詳細' });
      const premium = canvas.getByRole('cell', { name: '3,280円' });
      await expect(action.getBoundingClientRect().left).toBeGreaterThanOrEqual(premium.getBoundingClientRect().right);
      await expect(action.getBoundingClientRect().right).toBeLessThanOrEqual(region.getBoundingClientRect().right + 1);
    });
  },
};

/** Whether `inner` lies within the visible part of the scroll box `region` (1 px of rounding). */
const insideBox = (inner: Element, region: Element) => {
  const a = inner.getBoundingClientRect();
  const b = region.getBoundingClientRect();
  return a.left >= b.left - 1 && a.right <= b.right + 1;
};

/**
 * No rows in a table wider than its box (a phone): the empty state and its button sit in the visible
 * part of the box, not centred across every column out of sight, and stay there when it scrolls.
 */
export const EmptyNarrowScreen: Story = {
  args: { ...EmptySearch.args, minWidth: '900px' },
  decorators: [inNarrowBox],
  beforeEach: () => {
    clearFilters.mockClear();
  },
  play: async ({ canvasElement, step }) => {
    await step('狭い画面でも空の表示が見える位置にある', async () => {
      const canvas = within(canvasElement);
      const region = await canvas.findByRole('region', { name: '契約一覧' });
      await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
      const title = canvas.getByText('該当する契約はありません');
      const button = canvas.getByRole('button', { name: '条件をクリア' });
      await waitFor(() => expect(insideBox(button, region)).toBe(true));
      await expect(insideBox(title, region)).toBe(true);
      region.scrollLeft = region.scrollWidth;
      region.dispatchEvent(new Event('scroll'));
      await waitFor(() => expect(insideBox(button, region)).toBe(true));
      await expect(insideBox(title, region)).toBe(true);
      await userEvent.click(button);
      await expect(clearFilters).toHaveBeenCalledTimes(1);
      region.scrollLeft = 0;
      region.dispatchEvent(new Event('scroll'));
    });
  },
};

/** The caption may be hidden when a heading above already names the table; it still names it. */
export const HiddenCaption: Story = {
  args: { hideCaption: true },
  play: async ({ canvasElement, step }) => {
    await step('見出しを隠しても表の名前になる', async () => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('table', { name: '契約一覧' })).toBeVisible();
      await expect(canvas.queryByText('契約一覧', { selector: '[data-part="caption"]' })).toBeNull();
    });
  },
};

const wideColumns: TableColumn<ContractRow>[] = [
  ...columns,
  { key: 'contractDate', header: '初回契約日', cell: () => '2026/04/01' },
  { key: 'paymentDate', header: '初回入金日', cell: () => '2026/05/27' },
  { key: 'recruiter', header: '募集人', cell: () => '高橋 健一' },
];

const manyRows: ContractRow[] = Array.from({ length: 30 }, (_, i) => ({
  managementNumber: `K-2026-${String(200 + i).padStart(6, '0')}`,
  policyholder: ['山田 太郎', '佐藤 花子', '鈴木 一郎'][i % 3] as string,
  product: 'がん保険 プランA',
  status: ['成立', '審査中', '解約申請中'][i % 3] as string,
  premium: 2000 + i * 170,
}));

/** A long list keeps its header row in view while the rows scroll inside the table's box. */
export const StickyHeader: Story = {
  args: { rows: manyRows, maxHeight: '240px' },
  play: async ({ canvasElement, step }) => {
    await step('行を送っても見出しの行は残る', async () => {
      const canvas = within(canvasElement);
      const region = await canvas.findByRole('region', { name: '契約一覧' });
      const header = canvas.getByRole('columnheader', { name: '契約者名' });
      const top = header.getBoundingClientRect().top;
      region.scrollTop = 400;
      await waitFor(() => expect(region.scrollTop).toBeGreaterThan(0));
      await expect(Math.round(header.getBoundingClientRect().top)).toBe(Math.round(top));
      // Rows scrolled under the header are hidden by it, not drawn over it.
      await expect(getComputedStyle(header).position).toBe('sticky');
    });
  },
};

/**
 * Wider than its box: the scrollbar shows, a shadow at the right edge says more columns are there,
 * and once scrolled a shadow along the frozen first column says some are hidden at the left.
 */
/** Counts the rendering of one column's cells: the frame's shadows change, the rows are kept. */
const recruiterCell = fn(() => '高橋 健一');
const countedColumns: TableColumn<ContractRow>[] = wideColumns.map((c) =>
  c.key === 'recruiter' ? { ...c, cell: recruiterCell } : c,
);

export const ScrolledWithShadows: Story = {
  // Scrolled by its play; in a frame of its own on the docs page, played there.
  parameters: { docs: { story: { inline: false, height: '320px', autoplay: true } } },
  name: '固定列のまま横にスクロール',
  args: { columns: countedColumns, minWidth: '900px' },
  decorators: [(Story) => <div style={{ width: 560 }}>{Story()}</div>],
  play: async ({ canvasElement, step }) => {
    await step('送れる向きに影が出る', async () => {
      const canvas = within(canvasElement);
      const region = await canvas.findByRole('region', { name: '契約一覧' });
      const end = canvasElement.querySelector('[data-part="edge"][data-side="end"]') as HTMLElement;
      const start = canvasElement.querySelector('[data-part="edge"][data-side="start"]') as HTMLElement;
      await waitFor(() => expect(getComputedStyle(end).opacity).toBe('1'));
      await expect(getComputedStyle(start).opacity).toBe('0');
      await expect(getComputedStyle(region).overflowX).toBe('auto');
      const cellsRendered = recruiterCell.mock.calls.length;
      await expect(cellsRendered).toBeGreaterThan(0);
      // The keyboard scrolls the focused region; the start shadow appears, the end one goes at the end.
      await userEvent.tab();
      await expect(region).toHaveFocus();
      region.scrollLeft = region.scrollWidth;
      region.dispatchEvent(new Event('scroll'));
      await waitFor(() => expect(getComputedStyle(start).opacity).toBe('1'));
      await waitFor(() => expect(getComputedStyle(end).opacity).toBe('0'));
      // The shadows are the frame's state: the table rendered again around rows it kept.
      await expect(recruiterCell).toHaveBeenCalledTimes(cellsRendered);
      // The start shadow runs along the frozen column's edge, not over it.
      const frozen = canvas.getByRole('columnheader', { name: '管理番号' });
      await expect(Math.round(start.getBoundingClientRect().left)).toBe(
        Math.round(frozen.getBoundingClientRect().right),
      );
    });
  },
};

/** The first column can stay where it is (`freezeFirstColumn={false}`): then it scrolls with the rest. */
export const FirstColumnNotFrozen: Story = {
  name: '列を固定しない',
  args: { columns: wideColumns, minWidth: '900px', freezeFirstColumn: false },
  decorators: [(Story) => <div style={{ width: 560 }}>{Story()}</div>],
  play: async ({ canvasElement, step }) => {
    await step('最初の列も一緒に送られる', async () => {
      const canvas = within(canvasElement);
      const region = await canvas.findByRole('region', { name: '契約一覧' });
      const name = canvas.getByRole('rowheader', { name: 'K-2026-000101' });
      const before = name.getBoundingClientRect().left;
      region.scrollLeft = 200;
      await waitFor(() => expect(name.getBoundingClientRect().left).toBeLessThan(before - 100));
    });
  },
};

const sortableColumns: TableColumn<ContractRow>[] = columns.map((c) =>
  c.key === 'number' || c.key === 'holder' || c.key === 'premium' ? { ...c, sortKey: c.key } : c,
);

const sortChange = fn();

/** The row field each sortable column's key sorts by. */
const sortFields: Record<string, 'premium' | 'policyholder' | 'managementNumber'> = {
  premium: 'premium',
  holder: 'policyholder',
  number: 'managementNumber',
};

/** The comparator of a sort, as the server would order the rows. */
function byColumn(sort: TableSort) {
  const field = sortFields[sort.key] ?? 'managementNumber';
  const sign = sort.direction === 'asc' ? 1 : -1;
  return (a: ContractRow, b: ContractRow) => {
    if (a[field] === b[field]) return 0;
    return (a[field] < b[field] ? -1 : 1) * sign;
  };
}

/** Sortable columns as the app uses them: the page keeps the sort and asks the server for that order. */
function SortableTable(props: { initial: TableSort | null; narrow?: 'scroll' | 'cards' }) {
  const [sort, setSort] = useState<TableSort | null>(props.initial);
  const rows = sort ? [...contracts].sort(byColumn(sort)) : contracts;
  return (
    <Table<ContractRow>
      caption="契約一覧"
      columns={sortableColumns}
      rows={rows}
      rowKey={(row) => row.managementNumber}
      sort={sort}
      narrow={props.narrow}
      onSortChange={(next) => {
        sortChange(next);
        setSort(next);
      }}
    />
  );
}

const premiums = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('cell')
    .filter((c) => c.getAttribute('data-align') === 'end')
    .map((c) => c.textContent);

/** Sorted ascending: the header cell says so with aria-sort, its button shows the arrow. */
export const SortedAscending: Story = {
  render: () => <SortableTable initial={{ key: 'premium', direction: 'asc' }} />,
  play: async ({ canvasElement, step }) => {
    await step('昇順と読み上げられ、矢印が出る', async () => {
      const canvas = within(canvasElement);
      const header = canvas.getByRole('columnheader', { name: '月額保険料' });
      await expect(header).toHaveAttribute('aria-sort', 'ascending');
      await expect(canvas.getByRole('columnheader', { name: '管理番号' })).not.toHaveAttribute('aria-sort');
      await expect(premiums(canvasElement)).toEqual(['3,280円', '4,510円', '12,800円']);
      // Unsortable columns have no button.
      await expect(within(canvas.getByRole('columnheader', { name: '商品' })).queryByRole('button')).toBeNull();
    });
  },
};

/** Sorted descending. */
export const SortedDescending: Story = {
  render: () => <SortableTable initial={{ key: 'premium', direction: 'desc' }} />,
  play: async ({ canvasElement, step }) => {
    await step('降順と読み上げられる', async () => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('columnheader', { name: '月額保険料' })).toHaveAttribute('aria-sort', 'descending');
      await expect(premiums(canvasElement)).toEqual(['12,800円', '4,510円', '3,280円']);
    });
  },
};

/** By keyboard: a header button sorts 昇順, then 降順, then back to the list's own order; focus stays on it. */
export const SortByKeyboard: Story = {
  tags: ['!autodocs'],
  render: () => <SortableTable initial={null} />,
  beforeEach: () => {
    sortChange.mockClear();
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: '月額保険料' });
    const button = within(header).getByRole('button', { name: '月額保険料' });
    await step('最初は並べ替えていない', async () => {
      await expect(header).not.toHaveAttribute('aria-sort');
    });
    await step('Enter キーで昇順になり、フォーカスが残る', async () => {
      button.focus();
      await userEvent.keyboard('{Enter}');
      await expect(sortChange).toHaveBeenLastCalledWith({ key: 'premium', direction: 'asc' });
      await expect(header).toHaveAttribute('aria-sort', 'ascending');
      await expect(button).toHaveFocus();
    });
    await step('スペースキーで降順になる', async () => {
      await userEvent.keyboard(' ');
      await expect(header).toHaveAttribute('aria-sort', 'descending');
      await expect(premiums(canvasElement)).toEqual(['12,800円', '4,510円', '3,280円']);
    });
    await step('もう一度押すと元の順に戻る', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(sortChange).toHaveBeenLastCalledWith(null);
      await expect(header).not.toHaveAttribute('aria-sort');
    });
    await step('別の列は昇順から始まる', async () => {
      // Another column starts again at 昇順.
      await userEvent.click(canvas.getByRole('button', { name: '契約者名' }));
      await expect(canvas.getByRole('columnheader', { name: '契約者名' })).toHaveAttribute('aria-sort', 'ascending');
    });
  },
};

/** Compact (the default): rows of at most 44 px, even with a button in the actions column. */
export const Compact: Story = {
  args: {
    rowActions: (row: ContractRow) => (
      <Button size="sm" variant="secondary" aria-label={`${row.managementNumber}の詳細`}>
        詳細
      </Button>
    ),
  },
  play: async ({ canvasElement, step }) => {
    await step('行の高さは44px以下', async () => {
      const rows = within(canvasElement).getAllByRole('row');
      for (const row of rows) await expect(row.getBoundingClientRect().height).toBeLessThanOrEqual(44);
    });
  },
};

/** Comfortable rows for short tables that are read rather than scanned. */
export const Comfortable: Story = {
  args: { density: 'comfortable' },
  play: async ({ canvasElement, step }) => {
    await step('行にゆとりがある', async () => {
      const [, first] = within(canvasElement).getAllByRole('row');
      await expect(first?.getBoundingClientRect().height).toBeGreaterThan(44);
    });
  },
};

/** Reloading (a new page, a new sort): the old rows are dimmed, the table is busy, a line moves along the top. */
export const Busy: Story = {
  args: { loading: true },
  play: async ({ canvasElement, step }) => {
    await step('再読み込み中は古い行を薄くし、読み上げられる', async () => {
      const canvas = within(canvasElement);
      const table = canvas.getByRole('table', { name: '契約一覧' });
      await expect(table).toHaveAttribute('aria-busy', 'true');
      const dim = canvasElement.querySelector('[data-part="dim"]') as HTMLElement;
      await expect(dim).toBeVisible();
      // The dimming layer lies over the rows (and lets the wheel and the pointer through to them).
      const row = within(table).getByRole('rowheader', { name: 'K-2026-000101' }).getBoundingClientRect();
      const layer = dim.getBoundingClientRect();
      await expect(layer.top).toBeLessThanOrEqual(row.top);
      await expect(layer.bottom).toBeGreaterThanOrEqual(row.bottom);
      await expect(Number(getComputedStyle(dim).zIndex)).toBeGreaterThan(3);
      await expect(getComputedStyle(dim).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
      await expect(canvas.getByRole('status')).toHaveTextContent('読み込み中');
    });
  },
};

const retry = fn();

/** The load failed: the table says so and offers a retry, never its empty state. */
export const Failed: Story = {
  args: { rows: [], failed: true, onRetry: retry },
  beforeEach: () => {
    retry.mockClear();
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('読み込めなかったことが読み上げられる', async () => {
      await expect(canvas.getByRole('alert')).toHaveTextContent('一覧を読み込めませんでした');
      await expect(canvas.queryByText('該当するデータはありません')).toBeNull();
    });
    await step('「再読み込み」を押す', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '再読み込み' }));
      await expect(retry).toHaveBeenCalledTimes(1);
    });
  },
};

/** A failed load in a table wider than its box: the message and 再読み込み are in view. */
export const FailedNarrowScreen: Story = {
  args: { rows: [], failed: true, onRetry: retry, minWidth: '900px' },
  decorators: [inNarrowBox],
  beforeEach: () => {
    retry.mockClear();
  },
  play: async ({ canvasElement, step }) => {
    await step('狭い画面でも失敗の表示と再読み込みが見える', async () => {
      const canvas = within(canvasElement);
      const region = await canvas.findByRole('region', { name: '契約一覧' });
      const button = canvas.getByRole('button', { name: '再読み込み' });
      await waitFor(() => expect(insideBox(button, region)).toBe(true));
      await expect(insideBox(canvas.getByText('一覧を読み込めませんでした'), region)).toBe(true);
      await userEvent.click(button);
      await expect(retry).toHaveBeenCalledTimes(1);
    });
  },
};

/** A failed reload hides the old rows too: they are not the answer to what was asked. */
export const FailedAfterRows: Story = {
  args: { failed: true },
  play: async ({ canvasElement, step }) => {
    await step('再読み込みに失敗すると古い行を隠す', async () => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('alert')).toHaveTextContent('一覧を読み込めませんでした');
      await expect(canvas.queryByRole('rowheader')).toBeNull();
      await expect(canvas.queryByRole('button', { name: '再読み込み' })).toBeNull();
    });
  },
};

const openRow = fn();
const editRow = fn();

/**
 * `narrow="cards"` on a phone-wide container: each row a card, every value beside its header, the
 * row action at the card's foot and inside the screen. A tap anywhere on the row opens it
 * (`onRowClick`); a press on the row's own button does only what the button does.
 */
export const CardsWhenNarrow: Story = {
  args: {
    narrow: 'cards',
    onRowClick: openRow,
    rowActions: (row: ContractRow) => (
      <Button size="sm" variant="secondary" onClick={() => editRow(row.managementNumber)}>
        編集
      </Button>
    ),
  },
  decorators: [(Story) => <div style={{ width: 358 }}>{Story()}</div>],
  beforeEach: () => {
    openRow.mockClear();
    editRow.mockClear();
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button', { name: '編集' });
    await step('狭い所では横にはみ出さないカードになる', async () => {
      const table = canvas.getByRole('table', { name: '契約一覧' });
      // Nothing off to the side: the table is as wide as its box, its last button inside it.
      await expect(table.getBoundingClientRect().width).toBeLessThanOrEqual(358);
      const region = table.closest('[data-part], div') as HTMLElement;
      await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
      const last = buttons.at(-1) as HTMLElement;
      await expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(
        canvasElement.getBoundingClientRect().left + 358,
      );
    });
    await step('値には列の見出しが付く', async () => {
      // Each value is labelled with its header on the card.
      const premium = canvas.getByRole('cell', { name: '3,280円' });
      await expect(premium).toHaveAttribute('data-label', '月額保険料');
      await expect(getComputedStyle(premium, '::before').content).toContain('月額保険料');
    });
    await step('行を押すと開き、行のボタンは自分の仕事だけする', async () => {
      // A tap on the row opens it; the row's own button does only its own job.
      await userEvent.click(canvas.getByRole('cell', { name: '佐藤 花子' }));
      await expect(openRow).toHaveBeenCalledTimes(1);
      await expect(openRow.mock.calls[0]?.[0]).toMatchObject({ managementNumber: 'K-2026-000102' });
      await userEvent.click(buttons[0] as HTMLElement);
      await expect(editRow).toHaveBeenCalledWith('K-2026-000101');
      await expect(openRow).toHaveBeenCalledTimes(1);
    });
  },
};

/** The same table in a wide container stays a table; a click on a row still opens it. */
export const RowClickWide: Story = {
  args: { narrow: 'cards', onRowClick: openRow },
  beforeEach: () => {
    openRow.mockClear();
  },
  play: async ({ canvasElement, step }) => {
    await step('広い所では表のまま、行を押すと開く', async () => {
      const canvas = within(canvasElement);
      const header = canvas.getByRole('columnheader', { name: '契約者名' });
      await expect(header.getBoundingClientRect().height).toBeGreaterThan(1);
      await userEvent.click(canvas.getByRole('cell', { name: '収入保障保険' }));
      await expect(openRow.mock.calls[0]?.[0]).toMatchObject({ managementNumber: 'K-2026-000103' });
    });
  },
};

/** Cards with sortable columns: the header row becomes a bar of its sort buttons above the cards. */
export const CardsSortable: Story = {
  render: () => (
    <div style={{ width: 358 }}>
      <SortableTable initial={null} narrow="cards" />
    </div>
  ),
  beforeEach: () => {
    sortChange.mockClear();
  },
  play: async ({ canvasElement, step }) => {
    await step('カードでも並べ替えのボタンが上に並ぶ', async () => {
      const canvas = within(canvasElement);
      const button = canvas.getByRole('button', { name: '月額保険料' });
      await expect(button).toBeVisible();
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(
        canvasElement.getBoundingClientRect().left + 358,
      );
      // The headers that do not sort stay for screen readers only.
      await expect(
        canvas.getByRole('columnheader', { name: '商品' }).getBoundingClientRect().width,
      ).toBeLessThanOrEqual(1);
      await userEvent.click(button);
      await expect(sortChange).toHaveBeenLastCalledWith({ key: 'premium', direction: 'asc' });
      await expect(canvas.getByRole('columnheader', { name: '月額保険料' })).toHaveAttribute('aria-sort', 'ascending');
      await expect(premiums(canvasElement)).toEqual(['3,280円', '4,510円', '12,800円']);
    });
  },
};
