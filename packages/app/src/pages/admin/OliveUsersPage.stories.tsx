import { paths } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { emptyList, fixtureHandlers, on, pending, serverError, withFixtures } from '../../stories/handlers';
import { PageStory, superAdmin } from '../../stories/PageStory';
import { errorDialog, heading, tableSkeleton } from '../../stories/pageAssertions';

/**
 * Provider users by keyword and role; edit, delete (SPEC.md §2 /admin/olive-users).
 */
const meta = {
  title: 'Pages/Admin/Olive users',
  component: PageStory,
  parameters: { layout: 'fullscreen', msw: fixtureHandlers },
  args: { path: paths.adminOliveUsers, user: superAdmin },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'オリーブユーザー一覧');
    await expect(await within(canvasElement).findByText('super@demo.olive.test')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: withFixtures(on('oliveUsers.list', emptyList)) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'オリーブユーザー一覧');
    await expect(await within(canvasElement).findByText('該当するユーザーはいません')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: withFixtures(on('oliveUsers.list', pending())) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'オリーブユーザー一覧');
    await tableSkeleton(canvasElement, 'オリーブユーザー一覧');
  },
};

export const ServerError: Story = {
  parameters: { msw: withFixtures(on('oliveUsers.list', serverError)) },
  play: async ({ canvasElement }) => {
    await errorDialog(canvasElement);
  },
};
