import { paths } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureHandlers } from '../../stories/handlers';
import { PageStory, superAdmin } from '../../stories/PageStory';
import { heading } from '../../stories/pageAssertions';

/**
 * One zip per statement kind, all or nothing (SPEC.md §2 /admin/file-upload).
 */
const meta = {
  title: 'Pages/Admin/File upload',
  component: PageStory,
  parameters: { layout: 'fullscreen', msw: fixtureHandlers },
  args: { path: paths.adminFileUpload, user: superAdmin },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'ファイルアップロード');
    await expect(within(canvasElement).getByText(/ファイル名は「代理店コード_年月/)).toBeVisible();
  },
};
