import { href, paths } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageModes } from '../../../../.storybook/modes';
import fees from '../stories/fixtures/fees.json';
import { fixtureHandlers, json, on, pending, serverError, withFixtures } from '../stories/handlers';
import { PageStory, recruiterAdmin } from '../stories/PageStory';
import { errorDialog, heading, skeleton } from '../stories/pageAssertions';

/**
 * The statements of a month, each file a download (docs/product.md §2 /fees, 手数料等).
 */
const meta = {
  title: '画面・Pages/Fees',
  component: PageStory,
  parameters: {
    chromatic: { modes: pageModes },
    layout: 'fullscreen',
    msw: fixtureHandlers,
  },
  args: { path: href(paths.fees, {}, { month: '2026-10' }), user: recruiterAdmin },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '手数料等');
    await expect(await within(canvasElement).findByRole('button', { name: '手数料精算書（PDF）' })).toBeEnabled();
    await expect(within(canvasElement).getByRole('button', { name: '今月の明細をまとめてダウンロード' })).toBeEnabled();
  },
};

const noFiles = on('statements.confirmExistence', () =>
  json({ data: Object.fromEntries(Object.keys(fees.data).map((k) => [k, false])) })(),
);

/** The current month, not yet published: every button disabled with that reason. */
export const NothingPublished: Story = {
  args: { path: href(paths.fees, {}, { month: '2026-11' }) },
  parameters: { msw: withFixtures(noFiles) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '手数料等');
    await expect(await within(canvasElement).findByText('2026年11月分の明細はまだ公開されていません。')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: '手数料精算書（PDF）' })).toBeDisabled();
  },
};

/** A past month without files has none: it never says "not yet published". */
export const PastMonthWithoutFiles: Story = {
  args: { path: href(paths.fees, {}, { month: '2025-01' }) },
  parameters: { msw: withFixtures(noFiles) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '手数料等');
    await expect(await within(canvasElement).findByText('この月の明細はありません。')).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent('まだ公開されていません');
    const zip = within(canvasElement).getByRole('button', { name: '今月の明細をまとめてダウンロード' });
    await expect(zip).toBeDisabled();
    await expect(zip).toHaveAccessibleDescription('この月のファイルはありません');
    await expect(
      within(canvasElement).getByRole('button', { name: '手数料精算書（PDF）' }),
    ).toHaveAccessibleDescription('この月のファイルはありません');
  },
};

/** A download that fails (a proxy's HTML 502) says so in Japanese instead of the button just stopping. */
export const DownloadFailed: Story = {
  parameters: {
    msw: withFixtures(
      on(
        'statements.commissionsSettlementsPdf',
        () =>
          new HttpResponse('<html><title>502 Bad Gateway</title></html>', {
            status: 502,
            headers: { 'content-type': 'text/html' },
          }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '手数料等');
    const button = await within(canvasElement).findByRole('button', { name: '手数料精算書（PDF）' });
    await userEvent.click(button);
    const toast = await within(canvasElement.ownerDocument.body).findByRole('alert');
    await expect(toast).toHaveTextContent(
      'ファイルをダウンロードできませんでした。サーバーでエラーが発生しました。しばらくしてから再度お試しください。',
    );
    await expect(toast).not.toHaveTextContent('Bad Gateway');
    await waitFor(() => expect(button).toBeEnabled());
  },
};

export const Loading: Story = {
  parameters: { msw: withFixtures(on('statements.confirmExistence', pending())) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '手数料等');
    // One placeholder per statement family (手数料・キャンペーン・サポート).
    await expect(await skeleton(canvasElement, '明細の有無を読み込み中')).toBe(3);
  },
};

export const ServerError: Story = {
  parameters: { msw: withFixtures(on('statements.confirmExistence', serverError)) },
  play: async ({ canvasElement }) => {
    await errorDialog(canvasElement);
  },
};

/**
 * A link to a month the list does not offer (older than 24 months): the screen names that month
 * and the range it can show, instead of quietly showing the newest month's files.
 */
export const MonthNotOffered: Story = {
  args: { path: href(paths.fees, {}, { month: '2023-12' }) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '手数料等');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2023年12月分の明細はありません')).toBeVisible();
    await expect(canvas.getByText(/表示できるのは2024年12月分から2026年11月分までです/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /精算書/ })).toBeNull();
  },
};
