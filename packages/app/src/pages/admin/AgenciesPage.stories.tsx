import { paths } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { emptyList, fixtureHandlers, on, pending, serverError, withFixtures } from '../../stories/handlers';
import { PageStory, superAdmin } from '../../stories/PageStory';
import { errorDialog, heading, tableSkeleton } from '../../stories/pageAssertions';

/**
 * The agency list a provider user picks an agency from (SPEC.md §2 /admin/agencies).
 */
const meta = {
  title: 'Pages/Admin/Agencies',
  component: PageStory,
  parameters: { layout: 'fullscreen', msw: fixtureHandlers },
  args: { path: paths.adminAgencies, user: superAdmin },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '代理店一覧');
    await expect(await within(canvasElement).findByText('さくら保険サービス株式会社')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: withFixtures(on('agencies.list', emptyList)) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '代理店一覧');
    await expect(await within(canvasElement).findByText('該当する代理店はありません')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: withFixtures(on('agencies.list', pending())) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '代理店一覧');
    await tableSkeleton(canvasElement, '代理店一覧');
  },
};

export const ServerError: Story = {
  parameters: { msw: withFixtures(on('agencies.list', serverError)) },
  play: async ({ canvasElement }) => {
    await errorDialog(canvasElement);
  },
};
