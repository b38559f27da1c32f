import { paths } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { emptyList, fixtureHandlers, on, pending, serverError, withFixtures } from '../../stories/handlers';
import { PageStory, superAdmin } from '../../stories/PageStory';
import { errorDialog, heading, tableSkeleton } from '../../stories/pageAssertions';

/**
 * Recruiters by agency, role and keyword; edit, delete, CSV (SPEC.md §2 /admin/recruiters).
 */
const meta = {
  title: 'Pages/Admin/Recruiters',
  component: PageStory,
  parameters: { layout: 'fullscreen', msw: fixtureHandlers },
  args: { path: paths.adminRecruiters, user: superAdmin },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  args: { agencyCode: 'A0001' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '募集人一覧');
    await expect(await within(canvasElement).findByText('recruiter-admin@demo.olive.test')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: withFixtures(on('recruiters.list', emptyList)) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '募集人一覧');
    await expect(await within(canvasElement).findByText('該当する募集人はいません')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: withFixtures(on('recruiters.list', pending())) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '募集人一覧');
    await tableSkeleton(canvasElement, '募集人一覧');
  },
};

export const ServerError: Story = {
  parameters: { msw: withFixtures(on('recruiters.list', serverError)) },
  play: async ({ canvasElement }) => {
    await errorDialog(canvasElement);
  },
};
