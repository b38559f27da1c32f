import { paths } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import contracts from '../stories/fixtures/contracts.json';
import { emptyList, fixtureHandlers, on, pending, serverError, withFixtures } from '../stories/handlers';
import { PageStory, recruiterAdmin } from '../stories/PageStory';
import { errorDialog, heading, tableSkeleton } from '../stories/pageAssertions';

/**
 * The contract search: the form, the paged table with payment badges, CSV export (SPEC.md §2 /contracts).
 */
const meta = {
  title: 'Pages/Contracts',
  component: PageStory,
  parameters: { layout: 'fullscreen', msw: fixtureHandlers },
  args: { path: paths.contracts, user: recruiterAdmin },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '契約内容一覧');
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: `検索結果：${contracts.meta.total.toLocaleString('ja-JP')}件` }),
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
  parameters: { msw: withFixtures(on('contracts.list', pending())) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '契約内容一覧');
    await tableSkeleton(canvasElement, '契約内容一覧');
  },
};

export const ServerError: Story = {
  parameters: { msw: withFixtures(on('contracts.list', serverError)) },
  play: async ({ canvasElement }) => {
    await errorDialog(canvasElement);
  },
};
