import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EditIcon, SearchIcon } from '../../icons';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { IconButton } from '../IconButton';
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
  title: 'Primitives/Table',
  component: Table<ContractRow>,
  tags: ['autodocs'],
  args: {
    caption: '契約一覧',
    columns,
    rows: contracts,
    rowKey: (row: ContractRow) => row.managementNumber,
  },
  argTypes: {
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
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: '契約一覧' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    await expect(headers).toEqual(['管理番号', '契約者名', '商品', '契約状況', '月額保険料']);
    // The management number names each row for screen readers.
    await expect(within(table).getByRole('rowheader', { name: 'K-2026-000102' })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: '12,800円' })).toHaveAttribute('data-align', 'end');
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: '操作' })).toBeVisible();
    const secondRow = canvas.getByRole('row', { name: /K-2026-000102/ });
    await userEvent.click(within(secondRow).getByRole('button', { name: '詳細' }));
    await expect(openDetail).toHaveBeenCalledWith('K-2026-000102');
    // Keyboard order runs along the row, then on to the next row.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '佐藤 花子さんの契約を編集' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(edit).toHaveBeenCalledWith(contracts[1]);
    await userEvent.tab();
    await expect(canvas.getAllByRole('button', { name: '詳細' })[2]).toHaveFocus();
  },
};

/** First load: skeleton rows stand in, the table is busy, and a live region says 読み込み中. */
export const Loading: Story = {
  args: { rows: [], loading: true, loadingRowCount: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: '契約一覧' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByRole('status')).toHaveTextContent('読み込み中');
    await expect(canvas.queryByText('該当するデータはありません')).toBeNull();
  },
};

/** Reloading (a new page, a new filter): the old rows stay at full contrast under a moving line until the new ones arrive. */
export const Refreshing: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: '契約一覧' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getByRole('rowheader', { name: 'K-2026-000101' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="refreshing"]')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: '契約一覧' });
    await expect(within(table).getByText('該当するデータはありません')).toBeVisible();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('');
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('該当する契約はありません')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '条件をクリア' }));
    await expect(clearFilters).toHaveBeenCalledTimes(1);
  },
};

/**
 * On a narrow screen the table keeps its columns readable and scrolls sideways; the scroll box is a
 * named, focusable region and the actions column stays in view.
 */
export const NarrowScreen: Story = {
  args: {
    rowActions: (row: ContractRow) => (
      <Button size="sm" variant="secondary" aria-label={`${row.managementNumber}の詳細`}>
        詳細
      </Button>
    ),
  },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: '契約一覧' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.tab();
    await expect(region).toHaveFocus();
    const action = canvas.getByRole('button', { name: 'K-2026-000101の詳細' });
    const before = action.getBoundingClientRect().right;
    region.scrollLeft = region.scrollWidth;
    // Sticky: the action column does not move with the scroll.
    await expect(Math.round(action.getBoundingClientRect().right)).toBe(Math.round(before));
    await expect(action.getBoundingClientRect().right).toBeLessThanOrEqual(region.getBoundingClientRect().right);
  },
};

/** The caption may be hidden when a heading above already names the table; it still names it. */
export const HiddenCaption: Story = {
  args: { hideCaption: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: '契約一覧' })).toBeVisible();
    await expect(canvas.queryByText('契約一覧', { selector: '[data-part="caption"]' })).toBeNull();
  },
};
