import { href, paths } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageModes } from '../../../../../.storybook/modes';
import newsItem from '../../stories/fixtures/newsItem.json';
import { fixtureHandlers } from '../../stories/handlers';
import { PageStory, superAdmin } from '../../stories/PageStory';
import { heading } from '../../stories/pageAssertions';

/**
 * One news item as provider admins see it, with its audience (docs/product.md §2 /admin/news/{id}).
 */
const meta = {
  title: '画面・Pages/Admin/News detail',
  component: PageStory,
  parameters: {
    chromatic: { modes: pageModes },
    layout: 'fullscreen',
    msw: fixtureHandlers,
  },
  args: { path: href(paths.adminNewsItem, { newsId: newsItem.data.id }), user: superAdmin },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, newsItem.data.title);
  },
};
