import { paths } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureHandlers, json, on, pending, serverError, withFixtures } from '../../stories/handlers';
import { PageStory, superAdmin } from '../../stories/PageStory';
import { errorDialog, heading, tableSkeleton } from '../../stories/pageAssertions';

/**
 * The IP addresses from which the recruiters of an agency may sign in (SPEC.md §2 /admin/agency-ip).
 */
const meta = {
  title: 'Pages/Admin/Agency IP',
  component: PageStory,
  parameters: { layout: 'fullscreen', msw: fixtureHandlers },
  args: { path: paths.adminAgencyIp, user: superAdmin, agencyCode: 'A0001' },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  parameters: {
    msw: withFixtures(
      on(
        'agencyIps.list',
        json({
          data: [
            {
              id: 1,
              agencyCode: 'A0001',
              ipAddress: '203.0.113.0/24',
              createdAt: Date.UTC(2026, 10, 20, 0, 12),
              updatedAt: 1763597520000,
            },
          ],
          meta: { currentPage: 1, lastPage: 1, perPage: 20, total: 1 },
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '代理店IP一覧');
    await expect(await within(canvasElement).findByText('203.0.113.0/24')).toBeVisible();
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '代理店IP一覧');
    await expect(await within(canvasElement).findByText('登録はありません')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: withFixtures(on('agencyIps.list', pending())) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '代理店IP一覧');
    await tableSkeleton(canvasElement, /の許可IPアドレス$/);
  },
};

export const ServerError: Story = {
  parameters: { msw: withFixtures(on('agencyIps.list', serverError)) },
  play: async ({ canvasElement }) => {
    await errorDialog(canvasElement);
  },
};
