import { paths } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pageModes } from '../../../../../.storybook/modes';
import agencies from '../../stories/fixtures/agencies.json';
import { fixtureHandlers, json, on, pending, serverError, withFixtures } from '../../stories/handlers';
import { PageStory, superAdmin } from '../../stories/PageStory';
import { errorDialog, heading, tableSkeleton } from '../../stories/pageAssertions';

/**
 * The agency list a provider user picks an agency from (docs/product.md §2 /admin/agencies).
 */
const meta = {
  title: '画面・Pages/Admin/Agencies',
  component: PageStory,
  parameters: {
    chromatic: { modes: pageModes },
    layout: 'fullscreen',
    msw: fixtureHandlers,
  },
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

/** No agency at all (GET /api/agencies answers the whole list, `{ data }`, without paging meta). */
export const Empty: Story = {
  parameters: { msw: withFixtures(on('agencies.list', json({ data: [] }))) },
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

/** 45 agencies: 20 a page, the count of what is shown, and the pages (docs/product.md: the admin lists are paged). */
const many = Array.from({ length: 45 }, (_, i) => {
  const code = `B${String(i + 1).padStart(4, '0')}`;
  const base = agencies.data[0] as (typeof agencies.data)[number];
  return { ...base, agencyCode: code, name: `代理店${i + 1}号株式会社` };
});

export const Paged: Story = {
  args: { path: `${paths.adminAgencies}?page=3` },
  parameters: { msw: withFixtures(on('agencies.list', json({ data: many }))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, '代理店一覧');
    await expect(await canvas.findByText('45件中 41〜45件')).toBeVisible();
    await expect(canvas.getByText('代理店45号株式会社')).toBeVisible();
    await expect(canvas.queryByText('代理店40号株式会社')).toBeNull();
    const pages = canvas.getByRole('navigation', { name: 'ページ送り' });
    await userEvent.click(within(pages).getByRole('button', { name: '1ページ目' }));
    await expect(await canvas.findByText('45件中 1〜20件')).toBeVisible();
    await expect(canvas.getByText('代理店1号株式会社')).toBeVisible();
  },
};

/**
 * The picked agency's button reads 選択中 and the others 選択, while a search is typed and after it
 * runs (the rows and their buttons are kept while typing: they must still follow the selection).
 */
export const SearchWithSelection: Story = {
  args: { agencyCode: 'B0002' },
  parameters: { msw: withFixtures(on('agencies.list', json({ data: many }))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, '代理店一覧');
    await expect(await canvas.findByRole('button', { name: '代理店2号株式会社 選択中' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '代理店1号株式会社 選択' })).toBeVisible();
    const search = canvas.getByLabelText('代理店コード・代理店名');
    await userEvent.type(search, '代理店2');
    // Typing alone does not filter: the count stays until 検索.
    await expect(canvas.getByText('45件中 1〜20件')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '代理店2号株式会社 選択中' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '検索' }));
    // 代理店2号 and 代理店20〜29号.
    await expect(await canvas.findByText('11件中 1〜11件')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '代理店2号株式会社 選択中' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '代理店21号株式会社 選択' })).toBeVisible();
    await expect(canvas.queryByText('代理店1号株式会社')).toBeNull();
  },
};
