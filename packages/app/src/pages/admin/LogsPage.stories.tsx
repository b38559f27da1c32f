import { paths } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { emptyList, fixtureHandlers, on, pending, serverError, withFixtures } from '../../stories/handlers';
import { PageStory, superAdmin } from '../../stories/PageStory';
import { errorDialog, heading, tableSkeleton } from '../../stories/pageAssertions';

/**
 * The action log (証跡): filters, pages, CSV (SPEC.md §2 /admin/logs).
 */
const meta = {
  title: 'Pages/Admin/Logs',
  component: PageStory,
  parameters: { layout: 'fullscreen', msw: fixtureHandlers },
  args: { path: paths.adminLogs, user: superAdmin },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '証跡一覧');
    await expect(await within(canvasElement).findAllByText(/ログイン/)).not.toHaveLength(0);
  },
};

export const Empty: Story = {
  parameters: { msw: withFixtures(on('actionLogs.list', emptyList)) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '証跡一覧');
    await expect(await within(canvasElement).findByText('該当する記録はありません')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: withFixtures(on('actionLogs.list', pending())) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '証跡一覧');
    await tableSkeleton(canvasElement, '証跡一覧');
  },
};

export const ServerError: Story = {
  parameters: { msw: withFixtures(on('actionLogs.list', serverError)) },
  play: async ({ canvasElement }) => {
    await errorDialog(canvasElement);
  },
};
