import { href, paths } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import fees from '../stories/fixtures/fees.json';
import { fixtureHandlers, json, on, pending, serverError, withFixtures } from '../stories/handlers';
import { PageStory, recruiterAdmin } from '../stories/PageStory';
import { errorDialog, heading, skeleton } from '../stories/pageAssertions';

/**
 * The statements of a month, each file a download (SPEC.md §2 /fees, 手数料等).
 */
const meta = {
  title: 'Pages/Fees',
  component: PageStory,
  parameters: { layout: 'fullscreen', msw: fixtureHandlers },
  args: { path: href(paths.fees, {}, { month: '2026-10' }), user: recruiterAdmin },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '手数料等');
    await expect(await within(canvasElement).findByRole('button', { name: '手数料精算書（PDF）' })).toBeEnabled();
  },
};

/** No statement published for the month: every button disabled with its reason. */
export const NothingPublished: Story = {
  parameters: {
    msw: withFixtures(
      on('statements.confirmExistence', () =>
        json({ data: Object.fromEntries(Object.keys(fees.data).map((k) => [k, false])) })(),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '手数料等');
    await expect(await within(canvasElement).findByText('2026年10月分の明細はまだ公開されていません。')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: '手数料精算書（PDF）' })).toBeDisabled();
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
