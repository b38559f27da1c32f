import { paths } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageModes } from '../../../../../.storybook/modes';
import { fixtureHandlers } from '../../stories/handlers';
import { PageStory, superAdmin } from '../../stories/PageStory';
import { heading } from '../../stories/pageAssertions';

/**
 * A news item, written (docs/product.md §2 /admin/news/new).
 */
const meta = {
  title: '画面・Pages/Admin/News edit',
  component: PageStory,
  parameters: {
    chromatic: { modes: pageModes },
    layout: 'fullscreen',
    msw: fixtureHandlers,
  },
  args: { path: paths.adminNewsNew, user: superAdmin },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'お知らせの登録');
  },
};
