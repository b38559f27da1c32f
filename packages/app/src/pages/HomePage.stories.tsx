import { paths } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import news from '../stories/fixtures/news.json';
import { emptyList, fixtureHandlers, on, pending, serverError, withFixtures } from '../stories/handlers';
import { PageStory, recruiterAdmin } from '../stories/PageStory';
import { errorDialog, heading, skeleton } from '../stories/pageAssertions';

/**
 * The home screen of the selected agency: its news, newest first (SPEC.md §2 /).
 */
const meta = {
  title: 'Pages/Home',
  component: PageStory,
  parameters: { layout: 'fullscreen', msw: fixtureHandlers },
  args: { path: paths.home, user: recruiterAdmin },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'ホーム');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: news.data[0]?.title })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'メインメニュー' })).toBeVisible();
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
  parameters: { msw: withFixtures(on('recruiterNews.list', pending())) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'ホーム');
    await skeleton(canvasElement, 'お知らせを読み込み中');
  },
};

export const ServerError: Story = {
  parameters: { msw: withFixtures(on('recruiterNews.list', serverError)) },
  play: async ({ canvasElement }) => {
    await errorDialog(canvasElement);
  },
};
