import { paths } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureHandlers } from '../stories/handlers';
import { PageStory, recruiterAdmin } from '../stories/PageStory';
import { heading } from '../stories/pageAssertions';

/**
 * Profile, password change and the theme (SPEC.md §2 /account).
 */
const meta = {
  title: 'Pages/Account',
  component: PageStory,
  parameters: { layout: 'fullscreen', msw: fixtureHandlers },
  args: { path: paths.account, user: recruiterAdmin },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'アカウント設定');
    await expect(within(canvasElement).getByRole('radiogroup', { name: 'テーマ' })).toBeVisible();
  },
};
