import { contractStatusLabels, endpoints, formatNumber, hikisariStatuses, paths } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageModes } from '../../../../.storybook/modes';
import contracts from '../stories/fixtures/contracts.json';
import { emptyList, fixtureHandlers, on, pending, serverError, withFixtures } from '../stories/handlers';
import { PageStory, recruiterAdmin } from '../stories/PageStory';
import { errorDialog, heading, tableSkeleton } from '../stories/pageAssertions';

/**
 * The contract search: the form, the paged table with payment badges, CSV export (docs/product.md §2 /contracts).
 */
const meta = {
  title: '画面・Pages/Contracts',
  component: PageStory,
  parameters: {
    chromatic: { modes: pageModes },
    layout: 'fullscreen',
    msw: fixtureHandlers,
  },
  args: { path: paths.contracts, user: recruiterAdmin },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '契約内容一覧');
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: `検索結果：${formatNumber(contracts.meta.total)}件` }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: contracts.data[0]?.managementNumber })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: withFixtures(on('contracts.list', emptyList)) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '契約内容一覧');
    await expect(await within(canvasElement).findByText('該当する契約はありません')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: withFixtures(on('contracts.list', pending()), on('contracts.statuses', pending())) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '契約内容一覧');
    await tableSkeleton(canvasElement, '契約内容一覧');
    // The statuses' answer is still on its way, and their check boxes are already there (no
    // layout shift: the form does not grow when it comes).
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: '契約ステータス' })).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: '引去状況' })).getAllByRole('checkbox')).toHaveLength(
      hikisariStatuses.length,
    );
    await expect(canvas.getByRole('checkbox', { name: contractStatusLabels.active })).toBeVisible();
  },
};

/** A failed search: the error dialog, and behind it the table's error state with a retry, never 「該当する契約はありません」. */
export const ServerError: Story = {
  parameters: { msw: withFixtures(on('contracts.list', serverError)) },
  play: async ({ canvasElement }) => {
    await errorDialog(canvasElement);
    // Behind the modal dialog (hidden from the accessibility tree while it is open).
    const table = within(canvasElement).getByRole('table', { name: '契約内容一覧', hidden: true });
    await expect(await within(table).findByRole('alert', { hidden: true })).toHaveTextContent(
      '一覧を読み込めませんでした',
    );
    await expect(within(table).getByRole('button', { name: '再読み込み', hidden: true })).toBeInTheDocument();
    await expect(within(canvasElement).queryByText('該当する契約はありません')).toBeNull();
    await expect(within(canvasElement).getByRole('heading', { name: '検索結果', hidden: true })).toBeVisible();
  },
};

/** The list calls the stories make, newest last (what the page asked the server for). */
const listCalls: URL[] = [];
const recordingList = (hold: (call: number) => boolean = () => false) =>
  http.get(endpoints['contracts.list'].path, async ({ request }) => {
    listCalls.push(new URL(request.url));
    if (hold(listCalls.length)) await delay('infinite');
    return HttpResponse.json(contracts);
  });
const lastCall = () => listCalls.at(-1)?.searchParams;

/** After a search the form steps aside: one line says what the list shows, 条件を変更 opens it again. */
export const SearchStepsAside: Story = {
  beforeEach: () => {
    listCalls.length = 0;
  },
  parameters: { msw: withFixtures(recordingList()) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '契約内容一覧');
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'キーワード' }), '山田');
    // The status choices come from their own call: wait for them.
    await userEvent.click(await canvas.findByRole('checkbox', { name: '成立' }));
    await userEvent.click(canvas.getByRole('button', { name: '検索' }));
    await waitFor(() =>
      expect(canvas.getByTestId('contract-conditions')).toHaveTextContent('キーワード「山田」／契約ステータス：成立'),
    );
    await expect(canvas.queryByRole('textbox', { name: 'キーワード' })).toBeNull();
    const toggle = canvas.getByRole('button', { name: '条件を変更' });
    // Focus moves in the frame after the form hides (ContractsPage `collapse`); a loaded CI machine
    // ran this line before that frame, so it waits for it.
    await waitFor(() => expect(toggle).toHaveFocus());
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(lastCall()?.get('keyword')).toBe('山田');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: '閉じる' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('textbox', { name: 'キーワード' })).toHaveValue('山田');
  },
};

/** Sorted by 月額保険料, highest first (from the URL): the header says so, the call carries the sort. */
export const SortedByPremium: Story = {
  args: { path: `${paths.contracts}?sort=monthlyPremium&order=desc` },
  beforeEach: () => {
    listCalls.length = 0;
  },
  parameters: { msw: withFixtures(recordingList()) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '契約内容一覧');
    const canvas = within(canvasElement);
    const header = await canvas.findByRole('columnheader', { name: '月額保険料' });
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(lastCall()?.get('sort')).toBe('monthlyPremium'));
    await expect(lastCall()?.get('order')).toBe('desc');
    // Pressing it again goes back to the list's own order (newest first): no sort in the call.
    await userEvent.click(within(header).getByRole('button', { name: '月額保険料' }));
    await waitFor(() => expect(lastCall()?.get('sort')).toBeNull());
    await expect(header).not.toHaveAttribute('aria-sort');
    // Other sortable headers are buttons too; 商品・プラン is not.
    for (const name of ['管理番号', '契約者名', '初回契約日', '初回入金日'])
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    await expect(within(canvas.getByRole('columnheader', { name: '商品・プラン' })).queryByRole('button')).toBeNull();
    // The click scrolled the wide table sideways, by an amount the browser's timing decides; the
    // screenshot compares the table from its start.
    let box = header.parentElement;
    while (box && box.scrollWidth <= box.clientWidth) box = box.parentElement;
    if (box) box.scrollLeft = 0;
  },
};

/** A reload in progress (here: a new sort): the old rows are dimmed and the table is busy. */
export const ReloadBusy: Story = {
  beforeEach: () => {
    listCalls.length = 0;
  },
  parameters: { msw: withFixtures(recordingList((call) => call > 1)) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '契約内容一覧');
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: '契約内容一覧' });
    await canvas.findByRole('link', { name: contracts.data[0]?.managementNumber });
    await userEvent.click(canvas.getByRole('button', { name: '管理番号' }));
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'true'));
    await expect(canvasElement.querySelector('[data-part="dim"]')).toBeVisible();
    await expect(canvas.getByRole('link', { name: contracts.data[0]?.managementNumber })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '検索' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/**
 * A page past the end of a list that has rows (a link kept from before): what the list holds, and
 * the way back to its first or last page, not 「該当する契約はありません」.
 */
const pastEndList = (meta: { total: number; lastPage: number; totalCapped?: boolean }) =>
  http.get(endpoints['contracts.list'].path, ({ request }) => {
    const url = new URL(request.url);
    listCalls.push(url);
    const page = Number(url.searchParams.get('page') ?? '1');
    if (page > meta.lastPage) return HttpResponse.json({ data: [], meta: { ...meta, currentPage: page, perPage: 20 } });
    return HttpResponse.json({ ...contracts, meta: { ...contracts.meta, ...meta, currentPage: page } });
  });
/** A story opened at `?page=` `page` of a list whose meta is `meta`, its list calls recorded from none. */
const openedPastTheEnd = (page: number, meta: Parameters<typeof pastEndList>[0]) => ({
  args: { path: `${paths.contracts}?page=${page}` },
  beforeEach: () => {
    listCalls.length = 0;
  },
  parameters: { msw: withFixtures(pastEndList(meta)) },
});

export const PastTheEnd: Story = {
  ...openedPastTheEnd(300, { total: 4_980, lastPage: 249 }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '契約内容一覧');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('このページに表示する契約はありません')).toBeVisible();
    await expect(canvas.getByText('該当する契約は4,980件、249ページまでです。')).toBeVisible();
    await expect(canvas.queryByText('該当する契約はありません')).toBeNull();
    await expect(canvas.getByRole('button', { name: '最初のページへ' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '最後のページへ' })).toBeVisible();
  },
};

/** 最後のページへ from past the end: the list's last page, by its number. */
export const PastTheEndToLastPage: Story = {
  ...openedPastTheEnd(300, { total: 4_980, lastPage: 249 }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '契約内容一覧');
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '最後のページへ' }));
    await waitFor(() => expect(lastCall()?.get('page')).toBe('249'));
    await expect(await canvas.findByRole('link', { name: contracts.data[0]?.managementNumber })).toBeVisible();
    await expect(canvas.queryByText('このページに表示する契約はありません')).toBeNull();
  },
};

/** Past the end of a list above the cap: its last page is not known, so only the first is offered. */
export const PastTheEndCapped: Story = {
  ...openedPastTheEnd(1_000_000, { total: 10_000, lastPage: 500, totalCapped: true }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '契約内容一覧');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1,000,000ページは該当する契約の最後のページより後です。')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '最後のページへ' })).toBeNull();
    // No page numbers around a page that does not exist.
    await expect(canvas.queryByRole('navigation', { name: 'ページ送り' })).toBeNull();
    await expect(canvas.getByText(/件を超えるため、件数と最後のページは表示していません。/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '最初のページへ' }));
    await waitFor(() => expect(lastCall()?.get('page')).toBe('1'));
    await expect(await canvas.findByRole('link', { name: contracts.data[0]?.managementNumber })).toBeVisible();
  },
};

/** 表示件数: 50 asks the server for 50 rows a page, from page 1. */
export const PageSizeChange: Story = {
  beforeEach: () => {
    listCalls.length = 0;
  },
  parameters: { msw: withFixtures(recordingList()) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '契約内容一覧');
    const canvas = within(canvasElement);
    const select = await canvas.findByRole('combobox', { name: '表示件数' });
    await expect(select).toHaveValue('20');
    await userEvent.selectOptions(select, '50');
    await waitFor(() => expect(lastCall()?.get('perPage')).toBe('50'));
    await expect(lastCall()?.get('page')).toBe('1');
    await expect(select).toHaveValue('50');
  },
};

/**
 * A shared link (or a reload) with the search in its URL: the list asks for the same conditions,
 * page and cursor, and the summary line says what they are.
 */
export const SearchFromTheUrl: Story = {
  args: {
    path: `${paths.contracts}?keyword=${encodeURIComponent('みどり')}&statuses[]=active&startFirstContractDate=${encodeURIComponent('2025/01/01 00:00')}&page=2&after=c123`,
  },
  beforeEach: () => {
    listCalls.length = 0;
  },
  parameters: { msw: withFixtures(recordingList()) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '契約内容一覧');
    const canvas = within(canvasElement);
    await waitFor(() => expect(lastCall()?.get('keyword')).toBe('みどり'));
    await expect(lastCall()?.getAll('statuses[]')).toEqual(['active']);
    await expect(lastCall()?.get('startFirstContractDate')).toBe('2025/01/01 00:00');
    await expect(lastCall()?.get('page')).toBe('2');
    await expect(lastCall()?.get('after')).toBe('c123');
    const summary = await canvas.findByTestId('contract-conditions');
    await expect(summary).toHaveTextContent(`キーワード「みどり」／契約ステータス：${contractStatusLabels.active}`);
  },
};
