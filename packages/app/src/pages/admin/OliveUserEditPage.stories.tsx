import { href, paths } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pageModes } from '../../../../../.storybook/modes';
import oliveUsers from '../../stories/fixtures/oliveUsers.json';
import { fixtureHandlers, json, on, pending, serverError, withFixtures } from '../../stories/handlers';
import { PageStory, superAdmin } from '../../stories/PageStory';
import { errorDialog, heading, skeleton } from '../../stories/pageAssertions';

const oliveUser = oliveUsers.data[0];

/**
 * A provider user, edited (docs/product.md §2 /admin/olive-users/{id}).
 */
const meta = {
  title: '画面・Pages/Admin/Olive user edit',
  component: PageStory,
  parameters: {
    chromatic: { modes: pageModes },
    layout: 'fullscreen',
    msw: fixtureHandlers,
  },
  args: { path: href(paths.adminOliveUser, { oliveUserId: oliveUser?.id ?? '' }), user: superAdmin },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  parameters: { msw: withFixtures(on('oliveUsers.show', json({ data: oliveUser }))) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'オリーブユーザーの編集');
    await expect(await within(canvasElement).findByRole('textbox', { name: 'メールアドレス' })).toHaveValue(
      oliveUser?.email,
    );
  },
};

/** Another provider user: the delete button is offered. */
export const OtherUserCanBeDeleted: Story = {
  args: { path: href(paths.adminOliveUser, { oliveUserId: oliveUsers.data[1]?.id ?? '' }) },
  parameters: { msw: withFixtures(on('oliveUsers.show', json({ data: oliveUsers.data[1] }))) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'オリーブユーザーの編集');
    await expect(await within(canvasElement).findByRole('button', { name: '削除' })).toBeVisible();
  },
};

/** The signed-in admin's own account: no delete button (the server answers 422 too). */
export const OwnAccountHasNoDelete: Story = {
  parameters: { msw: withFixtures(on('oliveUsers.show', json({ data: oliveUser }))) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'オリーブユーザーの編集');
    await expect(await within(canvasElement).findByRole('textbox', { name: 'メールアドレス' })).toHaveValue(
      superAdmin.email,
    );
    await expect(within(canvasElement).queryByRole('button', { name: '削除' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: withFixtures(on('oliveUsers.show', pending())) },
  play: async ({ canvasElement }) => {
    await skeleton(canvasElement, 'ユーザーを読み込み中');
  },
};

export const ServerError: Story = {
  parameters: { msw: withFixtures(on('oliveUsers.show', serverError)) },
  play: async ({ canvasElement }) => {
    await errorDialog(canvasElement);
  },
};
