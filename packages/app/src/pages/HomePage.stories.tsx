import { contractSummaryKeys, paths, statementKinds } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageModes } from '../../../../.storybook/modes';
import contractSummary from '../stories/fixtures/contractSummary.json';
import news from '../stories/fixtures/news.json';
import { emptyList, fixtureHandlers, json, on, pending, serverError, withFixtures } from '../stories/handlers';
import { PageStory, recruiterAdmin } from '../stories/PageStory';
import { errorDialog, heading, skeleton } from '../stories/pageAssertions';

/**
 * The home screen of the selected agency: what needs doing (contract counts, each a link to the
 * contract list with that filter, and the latest statements), then its news, newest first
 * (docs/product.md §2 /).
 */
const meta = {
  title: '画面・Pages/Home',
  component: PageStory,
  parameters: {
    chromatic: { modes: pageModes },
    layout: 'fullscreen',
    msw: fixtureHandlers,
  },
  args: { path: paths.home, user: recruiterAdmin },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const summaryWith = (counts: Array<{ key: string; total: number; totalCapped?: boolean }>, latestStatement?: unknown) =>
  json({
    data: {
      counts: counts.map((c) => ({ totalCapped: false, ...c })),
      ...(latestStatement === undefined ? {} : { latestStatement }),
    },
  });

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'ホーム');
    const canvas = within(canvasElement);
    // Each count is a link named by what it counts and how many (the recorded answer: 3, 5, 2, 2).
    const failed = await canvas.findByRole('link', { name: '引去不能 3件' });
    await expect(decodeURI(failed.getAttribute('href') ?? '')).toBe('/contracts?selectedHikisariStatuses[]=failed');
    await expect(canvas.getByRole('link', { name: '未引去 5件' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '解約申請中 2件' })).toBeVisible();
    const applied = canvas.getByRole('link', { name: '申込中・審査中 2件' });
    await expect(decodeURI(applied.getAttribute('href') ?? '')).toBe(
      '/contracts?statuses[]=applied&statuses[]=reviewing',
    );
    // The latest statement month with a download for each of its files.
    await expect(canvas.getByRole('heading', { level: 2, name: '最新の明細（2026年10月分）' })).toBeVisible();
    const files = canvas.getByRole('list', { name: '2026年10月分のファイル' });
    await expect(within(files).getAllByRole('button')).toHaveLength(10);
    await expect(canvas.getByRole('link', { name: '手数料等で開く' })).toHaveAttribute('href', '/fees?month=2026-10');
    // Then the news, as before.
    await expect(await canvas.findByRole('link', { name: news.data[0]?.title })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'メインメニュー' })).toBeVisible();
  },
};

/** A count opens the contract list with its filter applied (its conditions line says which). */
export const CountOpensTheList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: '申込中・審査中 2件' }));
    await heading(canvasElement, '契約内容一覧');
    await expect(await canvas.findByTestId('contract-conditions')).toHaveTextContent('契約ステータス：申込中・審査中');
    await expect(canvas.getByRole('button', { name: '条件を変更' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ZeroCounts: Story = {
  parameters: {
    msw: withFixtures(
      on(
        'contracts.summary',
        summaryWith(
          contractSummary.data.counts.map((c) => ({ key: c.key, total: 0 })),
          contractSummary.data.latestStatement,
        ),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Zero is still a link: it opens the (empty) list and says so.
    await expect(await canvas.findByRole('link', { name: '引去不能 0件' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '申込中・審査中 0件' })).toBeVisible();
  },
};

/** Above the list's cap the count says 以上, as the list's heading does. */
export const CappedCount: Story = {
  parameters: {
    msw: withFixtures(
      on(
        'contracts.summary',
        summaryWith(
          contractSummary.data.counts.map((c) =>
            c.key === 'not-withdrawn' ? { key: c.key, total: 10_000, totalCapped: true } : c,
          ),
          contractSummary.data.latestStatement,
        ),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: '未引去 10,000件以上' })).toBeVisible();
  },
};

/** No statements published yet for the agency. */
export const NoStatements: Story = {
  parameters: {
    msw: withFixtures(on('contracts.summary', summaryWith(contractSummary.data.counts, null))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The card is there while loading too (its boxes keep the news in place); then it says so.
    await expect(await canvas.findByText('公開されている明細はありません。')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '最新の明細' })).toBeVisible();
  },
};

/** A role without /fees (recruiter_general) gets no statements in the answer, and no card. */
export const WithoutStatementRole: Story = {
  args: { user: { ...recruiterAdmin, roleType: 'recruiter_general' } },
  parameters: { msw: withFixtures(on('contracts.summary', summaryWith(contractSummary.data.counts))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: '引去不能 3件' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: /最新の明細/ })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: withFixtures(on('recruiterNews.list', emptyList)) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'ホーム');
    await expect(await within(canvasElement).findByText('お知らせはありません')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: withFixtures(on('contracts.summary', pending()), on('recruiterNews.list', pending())),
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'ホーム');
    await skeleton(canvasElement, '件数を読み込み中');
    await skeleton(canvasElement, '明細を読み込み中');
    await skeleton(canvasElement, 'お知らせを読み込み中');
    // The cards stand as they will (four counts, a box per statement kind, the link to
    // 手数料等), so nothing below them moves when the answers come.
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '最新の明細' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '手数料等で開く' })).toBeVisible();
    const busy = canvasElement.querySelectorAll('ul[aria-busy="true"] > li');
    await expect(busy.length).toBe(contractSummaryKeys.length + statementKinds.length);
  },
};

/** The counts fail: the error dialog says why, and then the card offers 再試行 instead of numbers. */
export const CountsFailed: Story = {
  parameters: { msw: withFixtures(on('contracts.summary', serverError)) },
  play: async ({ canvasElement }) => {
    await errorDialog(canvasElement);
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '閉じる' }));
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('件数を読み込めませんでした。')).toBeVisible());
    await expect(canvas.getByRole('button', { name: '再試行' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /件$/ })).toBeNull();
  },
};

export const ServerError: Story = {
  parameters: { msw: withFixtures(on('recruiterNews.list', serverError)) },
  play: async ({ canvasElement }) => {
    await errorDialog(canvasElement);
  },
};
