import { paths } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtureHandlers, on, withFixtures } from '../../stories/handlers';
import { PageStory, superAdmin } from '../../stories/PageStory';
import { heading } from '../../stories/pageAssertions';

/**
 * One zip per statement kind, all or nothing (SPEC.md §2 /admin/file-upload).
 */
const meta = {
  title: 'Pages/Admin/File upload',
  component: PageStory,
  parameters: { layout: 'fullscreen', msw: fixtureHandlers },
  args: { path: paths.adminFileUpload, user: superAdmin },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'ファイルアップロード');
    await expect(within(canvasElement).getByText(/ファイル名は「代理店コード_年月/)).toBeVisible();
  },
};

const entry = (name: string) => ({
  name,
  agencyCode: name.slice(0, 5),
  year: Number(name.slice(6, 10)),
  month: Number(name.slice(10, 12)),
});
const calls: string[] = [];

/** Answers as the server does: a dry run says what would happen; the upload does it. */
const uploadAnswer = on('uploads.commissionsSettlementsPdf', ({ request }) => {
  const dryRun = new URL(request.url).searchParams.get('dryRun') === 'true';
  calls.push(dryRun ? 'dry-run' : 'upload');
  const data = { imported: [entry('A0001_202611.pdf')], replaced: [entry('A0002_202610.pdf')], rejected: [] };
  return HttpResponse.json({
    message: dryRun
      ? '2件のファイルを取り込めます（うち1件は公開済みのファイルを置き換えます）。まだ取り込んでいません。'
      : '2件のファイルを取り込みました。',
    data,
  });
});

/**
 * A zip that would replace published statements: nothing is stored until the admin has seen which
 * files it replaces and said yes; キャンセル stores nothing.
 */
export const ReplaceAsksFirst: Story = {
  args: { path: `${paths.adminFileUpload}?kind=commissionsSettlementsPdf` },
  parameters: { msw: withFixtures(uploadAnswer) },
  play: async ({ canvasElement }) => {
    calls.length = 0;
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await heading(canvasElement, 'ファイルアップロード');
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(
      input,
      new File([new Uint8Array([0x50, 0x4b, 3, 4])], '手数料精算書.zip', { type: 'application/zip' }),
    );
    const start = canvas.getByRole('button', { name: /を取り込む$/ });

    await userEvent.click(start);
    let dialog = await body.findByRole('alertdialog', { name: '公開済みの明細を置き換えますか？' });
    await expect(within(dialog).getByRole('list', { name: '置き換えるファイル' })).toHaveTextContent(
      'A0002 2026年10月（A0002_202610.pdf）',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(calls).toEqual(['dry-run']);

    await userEvent.click(start);
    dialog = await body.findByRole('alertdialog', { name: '公開済みの明細を置き換えますか？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '置き換えて取り込む' }));
    await expect(await canvas.findByText('2件のファイルを取り込みました。')).toBeVisible();
    await expect(canvas.getByRole('table', { name: '置き換えたファイル（1件）' })).toBeVisible();
    await expect(calls).toEqual(['dry-run', 'dry-run', 'upload']);
  },
};
