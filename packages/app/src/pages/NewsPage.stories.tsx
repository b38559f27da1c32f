import { href, paths } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageModes } from '../../../../.storybook/modes';
import newsItem from '../stories/fixtures/newsItem.json';
import { fixtureHandlers, on, pending, serverError, withFixtures } from '../stories/handlers';
import { PageStory, recruiterAdmin } from '../stories/PageStory';
import { errorDialog, heading, skeleton } from '../stories/pageAssertions';

/**
 * One news item with its attachments, as agencies read it (docs/product.md §2 /news/{id}).
 */
const meta = {
  title: '画面・Pages/News',
  component: PageStory,
  parameters: {
    chromatic: { modes: pageModes },
    layout: 'fullscreen',
    msw: fixtureHandlers,
  },
  args: { path: href(paths.news, { newsId: newsItem.data.id }), user: recruiterAdmin },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, newsItem.data.title);
  },
};

export const Loading: Story = {
  parameters: { msw: withFixtures(on('recruiterNews.show', pending())) },
  play: async ({ canvasElement }) => {
    await skeleton(canvasElement, 'お知らせを読み込み中');
  },
};

export const ServerError: Story = {
  parameters: { msw: withFixtures(on('recruiterNews.show', serverError)) },
  play: async ({ canvasElement }) => {
    await errorDialog(canvasElement);
  },
};
