import { paths } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageModes } from '../../../../../.storybook/modes';
import { fixtureHandlers, json, on, pending, serverError, withFixtures } from '../../stories/handlers';
import { PageStory, superAdmin } from '../../stories/PageStory';
import { errorDialog, heading, tableSkeleton } from '../../stories/pageAssertions';

/**
 * The IP addresses from which the recruiters of an agency may sign in (docs/product.md §2 /admin/agency-ip).
 */
const meta = {
  title: '画面・Pages/Admin/Agency IP',
  component: PageStory,
  parameters: {
    chromatic: { modes: pageModes },
    layout: 'fullscreen',
    msw: fixtureHandlers,
  },
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

/**
 * Adding an address asks first: the preview (nothing saved yet) shows the admin's own address and
 * names the recruiter who used the portal from outside the new list in the last 30 days.
 */
export const AddWarnsOfLockout: Story = {
  parameters: {
    msw: withFixtures(
      on(
        'agencyIps.preview',
        json({
          ipAddress: '203.0.113.0/24',
          yourIp: '198.51.100.7',
          firstEntry: true,
          overlaps: [],
          lockedOut: [
            {
              id: 12,
              name: '佐藤 花子',
              email: 'recruiter@demo.olive.test',
              ip: '192.0.2.44',
              lastSeenAt: '2026/11/19 09:15:02',
            },
          ],
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await heading(canvasElement, '代理店IP一覧');
    await userEvent.type(await canvas.findByRole('textbox', { name: /IPアドレス/ }), '203.0.113.0/24');
    await userEvent.click(canvas.getByRole('button', { name: '追加する' }));
    const dialog = await body.findByRole('alertdialog', { name: 'IPアドレスを追加しますか？' });
    await expect(dialog).toHaveTextContent('あなたのIPアドレス: 198.51.100.7');
    await expect(dialog).toHaveTextContent('この代理店の最初の登録です');
    const lockedOut = within(dialog).getByRole('list', { name: 'ログインできなくなる募集人' });
    await expect(lockedOut).toHaveTextContent('佐藤 花子（recruiter@demo.olive.test）: 192.0.2.44');
    // Focus starts on the safe choice; cancelling saves nothing and keeps what was typed.
    // (The dialog moves focus once it has opened: on busy cores a frame after it appears.)
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'キャンセル' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('textbox', { name: /IPアドレス/ })).toHaveValue('203.0.113.0/24');
  },
};

/** No recruiter would be locked out: the dialog says so, and names the overlap with an existing range. */
export const AddWithoutLockout: Story = {
  parameters: {
    msw: withFixtures(
      on(
        'agencyIps.preview',
        json({
          ipAddress: '203.0.113.8',
          yourIp: '198.51.100.7',
          firstEntry: false,
          overlaps: ['203.0.113.0/24'],
          lockedOut: [],
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await heading(canvasElement, '代理店IP一覧');
    await userEvent.type(await canvas.findByRole('textbox', { name: /IPアドレス/ }), '203.0.113.8');
    await userEvent.click(canvas.getByRole('button', { name: '追加する' }));
    const dialog = await body.findByRole('alertdialog', { name: 'IPアドレスを追加しますか？' });
    await expect(dialog).toHaveTextContent('登録済みの 203.0.113.0/24 と範囲が重なっています。');
    await expect(dialog).toHaveTextContent('利用した募集人はいません');
    await expect(within(dialog).queryByRole('list')).toBeNull();
  },
};
