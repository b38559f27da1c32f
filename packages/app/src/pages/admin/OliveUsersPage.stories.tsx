import { endpoints, paths } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageModes } from '../../../../../.storybook/modes';
import oliveUsers from '../../stories/fixtures/oliveUsers.json';
import { emptyList, fixtureHandlers, on, pending, serverError, withFixtures } from '../../stories/handlers';
import { PageStory, superAdmin } from '../../stories/PageStory';
import { errorDialog, heading, tableSkeleton } from '../../stories/pageAssertions';

/**
 * Provider users by keyword and role; edit, delete (docs/product.md §2 /admin/olive-users).
 */
const meta = {
  title: '画面・Pages/Admin/Olive users',
  component: PageStory,
  parameters: {
    chromatic: { modes: pageModes },
    layout: 'fullscreen',
    msw: fixtureHandlers,
  },
  args: { path: paths.adminOliveUsers, user: superAdmin },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'オリーブユーザー一覧');
    await expect(await within(canvasElement).findByText('super@demo.olive.test')).toBeVisible();
    // Nobody deletes their own account: another admin's row offers a delete, the signed-in one's none.
    await expect(await within(canvasElement).findByRole('button', { name: '松田 健一を削除' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: `${superAdmin.name}を削除` })).toBeNull();
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

/** A failed load: the error dialog, and the table's error state with a retry instead of its empty state. */
export const ServerError: Story = {
  parameters: { msw: withFixtures(on('oliveUsers.list', serverError)) },
  play: async ({ canvasElement }) => {
    await errorDialog(canvasElement);
    // Behind the modal dialog (hidden from the accessibility tree while it is open).
    const table = within(canvasElement).getByRole('table', { name: 'オリーブユーザー一覧', hidden: true });
    await expect(await within(table).findByRole('alert', { hidden: true })).toHaveTextContent(
      '一覧を読み込めませんでした',
    );
    await expect(within(table).getByRole('button', { name: '再読み込み', hidden: true })).toBeInTheDocument();
  },
};

const calls: URL[] = [];

/**
 * Sorted by 最終ログイン by keyboard (昇順, then 降順): aria-sort on the header, the sort in the call;
 * the actions column comes after 最終ログイン and covers none of it.
 */
export const SortedByLastLogin: Story = {
  beforeEach: () => {
    calls.length = 0;
  },
  parameters: {
    msw: withFixtures(
      http.get(endpoints['oliveUsers.list'].path, ({ request }) => {
        calls.push(new URL(request.url));
        return HttpResponse.json(oliveUsers);
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'オリーブユーザー一覧');
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'オリーブユーザー一覧' });
    await within(table).findAllByRole('rowheader');
    const header = within(table).getByRole('columnheader', { name: '最終ログイン' });
    within(header).getByRole('button', { name: '最終ログイン' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    // The descending call, not the ascending one before it (under load it can still be the last).
    await waitFor(() =>
      expect(`${calls.at(-1)?.searchParams.get('sort')} ${calls.at(-1)?.searchParams.get('order')}`).toBe(
        'lastLoginAt desc',
      ),
    );
    await expect(within(table).getByRole('columnheader', { name: '氏名' })).not.toHaveAttribute('aria-sort');
    // The last login cell and the actions cell of a row sit side by side, whatever the scroll.
    const row = (await within(table).findAllByRole('row'))[1] as HTMLElement;
    const cells = row.querySelectorAll('td');
    const login = cells[cells.length - 2] as HTMLElement;
    const actions = cells[cells.length - 1] as HTMLElement;
    await expect(actions.getBoundingClientRect().left).toBeGreaterThanOrEqual(login.getBoundingClientRect().right - 1);
    const region = canvas.queryByRole('region', { name: 'オリーブユーザー一覧' });
    if (region) {
      region.scrollLeft = region.scrollWidth;
      await expect(actions.getBoundingClientRect().left).toBeGreaterThanOrEqual(
        login.getBoundingClientRect().right - 1,
      );
    }
  },
};
