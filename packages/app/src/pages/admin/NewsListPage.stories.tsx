import { paths } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageModes } from '../../../../../.storybook/modes';
import news from '../../stories/fixtures/news.json';
import { emptyList, fixtureHandlers, on, pending, serverError, withFixtures } from '../../stories/handlers';
import { PageStory, superAdmin } from '../../stories/PageStory';
import { errorDialog, heading, tableSkeleton } from '../../stories/pageAssertions';

/**
 * Every news item, for provider admins (docs/product.md §2 /admin/news).
 */
const meta = {
  title: '画面・Pages/Admin/News list',
  component: PageStory,
  parameters: {
    chromatic: { modes: pageModes },
    layout: 'fullscreen',
    msw: fixtureHandlers,
  },
  args: { path: paths.adminNews, user: superAdmin },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'お知らせ一覧');
    await expect(await within(canvasElement).findByText(news.data[0]?.title ?? '')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: withFixtures(on('news.list', emptyList)) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'お知らせ一覧');
    await expect(await within(canvasElement).findByText('お知らせはありません')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: withFixtures(on('news.list', pending())) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'お知らせ一覧');
    await tableSkeleton(canvasElement, 'お知らせ一覧');
  },
};

export const ServerError: Story = {
  parameters: { msw: withFixtures(on('news.list', serverError)) },
  play: async ({ canvasElement }) => {
    await errorDialog(canvasElement);
  },
};

const asked: string[] = [];

/** The filter row: keyword and agency go to the API; the list shows what it answers. */
export const FilterRow: Story = {
  parameters: {
    msw: withFixtures(
      on('news.list', ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.search);
        const filtered = url.searchParams.has('keyword');
        const data = filtered ? news.data.slice(0, 1) : news.data;
        return HttpResponse.json({ data, meta: { ...news.meta, total: data.length, lastPage: 1 } });
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    asked.length = 0;
    const canvas = within(canvasElement);
    await heading(canvasElement, 'お知らせ一覧');
    const form = canvas.getByRole('form', { name: 'お知らせの絞り込み' });
    await userEvent.type(within(form).getByRole('searchbox', { name: 'キーワード（タイトル・本文）' }), '手数料');
    // The agencies come from their own call; on busy cores the list may open before they arrive:
    // close it and open it again until the agency is there.
    const body = within(canvasElement.ownerDocument.body);
    const agencySelect = within(form).getByRole('combobox', { name: '通知対象の代理店' });
    await waitFor(
      async () => {
        if (!body.queryByRole('listbox')) await userEvent.click(agencySelect);
        if (!body.queryByRole('option', { name: /^A0001 / })) {
          await userEvent.keyboard('{Escape}');
          throw new Error('the agencies have not arrived yet');
        }
      },
      { timeout: 15_000 },
    );
    await userEvent.click(body.getByRole('option', { name: /^A0001 / }));
    await userEvent.click(within(form).getByRole('button', { name: '検索' }));
    await waitFor(() => expect(asked.at(-1)).toMatch(/keyword=%E6%89%8B%E6%95%B0%E6%96%99/));
    await expect(asked.at(-1)).toMatch(/agencyCode=A0001/);
    await expect(await canvas.findByText('1件', { selector: 'p[aria-live]' })).toBeVisible();
  },
};
