import { paths } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import news from '../../stories/fixtures/news.json';
import { emptyList, fixtureHandlers, on, pending, serverError, withFixtures } from '../../stories/handlers';
import { PageStory, superAdmin } from '../../stories/PageStory';
import { errorDialog, heading, tableSkeleton } from '../../stories/pageAssertions';

/**
 * Every news item, for provider admins (SPEC.md §2 /admin/news).
 */
const meta = {
  title: 'Pages/Admin/News list',
  component: PageStory,
  parameters: { layout: 'fullscreen', msw: fixtureHandlers },
  args: { path: paths.adminNews, user: superAdmin },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'お知らせ一覧');
    await expect(await within(canvasElement).findByText(news.data[0]?.title ?? '')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: withFixtures(on('news.list', emptyList)) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'お知らせ一覧');
    await expect(await within(canvasElement).findByText('お知らせはありません')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: withFixtures(on('news.list', pending())) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'お知らせ一覧');
    await tableSkeleton(canvasElement, 'お知らせ一覧');
  },
};

export const ServerError: Story = {
  parameters: { msw: withFixtures(on('news.list', serverError)) },
  play: async ({ canvasElement }) => {
    await errorDialog(canvasElement);
  },
};
