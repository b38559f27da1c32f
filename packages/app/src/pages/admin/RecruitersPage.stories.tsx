import { endpoints, paths } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageModes } from '../../../../../.storybook/modes';
import recruiters from '../../stories/fixtures/recruiters.json';
import { emptyList, fixtureHandlers, on, pending, serverError, withFixtures } from '../../stories/handlers';
import { PageStory, superAdmin } from '../../stories/PageStory';
import { errorDialog, heading, tableSkeleton } from '../../stories/pageAssertions';

/**
 * Recruiters by agency, role and keyword; edit, delete, CSV (docs/product.md §2 /admin/recruiters).
 */
const meta = {
  title: '画面・Pages/Admin/Recruiters',
  component: PageStory,
  parameters: {
    chromatic: { modes: pageModes },
    layout: 'fullscreen',
    msw: fixtureHandlers,
  },
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

/** A failed load: the error dialog, and the table's error state with a retry instead of its empty state. */
export const ServerError: Story = {
  parameters: { msw: withFixtures(on('recruiters.list', serverError)) },
  play: async ({ canvasElement }) => {
    await errorDialog(canvasElement);
    // Behind the modal dialog (hidden from the accessibility tree while it is open).
    const table = within(canvasElement).getByRole('table', { name: '募集人一覧', hidden: true });
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
      http.get(endpoints['recruiters.list'].path, ({ request }) => {
        calls.push(new URL(request.url));
        return HttpResponse.json(recruiters);
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '募集人一覧');
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: '募集人一覧' });
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
    const region = canvas.queryByRole('region', { name: '募集人一覧' });
    if (region) {
      region.scrollLeft = region.scrollWidth;
      await expect(actions.getBoundingClientRect().left).toBeGreaterThanOrEqual(
        login.getBoundingClientRect().right - 1,
      );
    }
  },
};

/** The CSV dialog starts with the agency the list is filtered to ticked, and only that one. */
export const CsvStartsWithTheFilteredAgency: Story = {
  args: { path: `${paths.adminRecruiters}?agency=A0002` },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '募集人一覧');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'CSVダウンロード' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '募集人一覧をCSVでダウンロード' });
    const boxes = await within(dialog).findAllByRole('checkbox');
    const ticked = boxes.filter((b) => (b as HTMLInputElement).checked).map((b) => b.getAttribute('value'));
    await expect(ticked).toEqual(['A0002']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
