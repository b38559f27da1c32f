import { paths } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageModes } from '../../../../../.storybook/modes';
import coverage from '../../stories/fixtures/coverage.json';
import { fixtureHandlers, on, pending, serverError, withFixtures } from '../../stories/handlers';
import { PageStory, superAdmin } from '../../stories/PageStory';
import { errorDialog, heading, tableSkeleton } from '../../stories/pageAssertions';

/**
 * One zip per statement kind, all or nothing (docs/product.md §2 /admin/file-upload).
 */
const meta = {
  title: '画面・Pages/Admin/File upload',
  component: PageStory,
  parameters: {
    chromatic: { modes: pageModes },
    layout: 'fullscreen',
    msw: fixtureHandlers,
  },
  args: { path: paths.adminFileUpload, user: superAdmin },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'ファイルアップロード');
    await expect(within(canvasElement).getByText(/ファイル名は「代理店コード_年月/)).toBeVisible();
    // The page is whole once the coverage grid's answer is in (a busy CI machine took the picture
    // before it, 393 px short).
    await coverageTable(canvasElement, /.+/);
  },
};

const entry = (name: string) => ({
  name,
  agencyCode: name.slice(0, 5),
  year: Number(name.slice(6, 10)),
  month: Number(name.slice(10, 12)),
});
const calls: string[] = [];

/** The recorded grid, answered for whichever kind the page asks (the fixture is campaigns' answer). */
const coverageOfKind = on('uploads.coverage', ({ request }) => {
  const kind = new URL(request.url).searchParams.get('kind');
  return HttpResponse.json({ data: { ...coverage.data, kind } });
});

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

/** Picks a (tiny, never read) zip in the page's file input, as a user choosing a file would. */
async function chooseZip(canvasElement: HTMLElement, name: string) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, new File([new Uint8Array([0x50, 0x4b, 3, 4])], name, { type: 'application/zip' }));
}

/**
 * A zip that would replace published statements: nothing is stored until the admin has seen which
 * files it replaces and said yes; キャンセル stores nothing.
 */
export const ReplaceAsksFirst: Story = {
  args: { path: `${paths.adminFileUpload}?kind=commissionsSettlementsPdf` },
  parameters: { msw: withFixtures(uploadAnswer, coverageOfKind) },
  play: async ({ canvasElement }) => {
    calls.length = 0;
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await heading(canvasElement, 'ファイルアップロード');
    await chooseZip(canvasElement, '手数料精算書.zip');
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

/** The grid's table, once its answer is in. */
async function coverageTable(canvasElement: HTMLElement, kindLabel: string | RegExp) {
  const name = typeof kindLabel === 'string' ? `登録状況：${kindLabel}` : new RegExp(`^登録状況：${kindLabel.source}`);
  const table = await within(canvasElement).findByRole('table', { name }, { timeout: 5000 });
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  return table;
}

/**
 * The coverage grid of the recorded demo: campaigns are published every other month, so
 * the grid mixes ✓ (with the upload time, Japan time) and 未登録 links; the last row counts every
 * kind's files per month. A 未登録 link opens the upload with that kind and names the missing file.
 */
export const CoverageMixed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'ファイルアップロード');
    const table = within(await coverageTable(canvasElement, 'キャンペーン精算書（PDF）'));
    const headers = table.getAllByRole('columnheader').map((h) => h.textContent);
    await expect(headers).toEqual(['代理店', ...coverage.data.months.map((m) => `${m.year}年${m.month}月`)]);
    const row = within(table.getByRole('row', { name: /^A0001/ }));
    // October: published at the recording (2026/11/20 10:00 in Japan), shown as 11/20 10:00.
    const present = row.getAllByRole('cell')[0] as HTMLElement;
    await expect(present).toHaveTextContent('✓ 登録済み、11/20 10:00');
    await expect(present.querySelector('time')).toHaveAttribute('dateTime', '2026-11-20T01:00:00.000Z');
    // September: missing, a link to the upload with this kind chosen and the file named.
    const missing = row.getByRole('link', { name: '未登録：A0001 2026年9月を取り込む' });
    await expect(missing).toHaveAttribute(
      'href',
      `${paths.adminFileUpload}?kind=campaignsSettlementsPdf&for=A0001_202609`,
    );
    const totals = within(table.getByRole('row', { name: /^合計/ }));
    await expect(totals.getAllByRole('cell')[0]).toHaveTextContent(/^\d+ \/ 200$/);

    await userEvent.click(missing);
    const note = await canvas.findByText(/の2026年9月分（キャンペーン精算書（PDF））がまだありません/);
    const alert = note.closest('[tabindex="-1"]') as HTMLElement;
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(alert).toHaveTextContent('A0001（さくら保険サービス株式会社）');
    await expect(alert).toHaveTextContent('ファイル名を「A0001_202609.pdf」にしてZIPに入れ');
    await expect(canvas.getByRole('combobox', { name: /種類/ })).toHaveTextContent('キャンペーン精算書（PDF）');
  },
};

/** Another kind's grid is asked for with that kind, and its links choose it. */
export const CoverageOtherKind: Story = {
  args: { path: `${paths.adminFileUpload}?kind=supportsSpecificationsCsv` },
  parameters: { msw: withFixtures(coverageOfKind) },
  play: async ({ canvasElement }) => {
    const table = within(await coverageTable(canvasElement, 'サポート明細書（CSV）'));
    const [first] = table.getAllByRole('link', { name: /^未登録：A0001 / });
    await expect(first).toHaveAttribute('href', expect.stringContaining('?kind=supportsSpecificationsCsv&for=A0001_'));
  },
};

/** While the grid loads: skeleton rows in its table, the upload form already usable. */
export const CoverageLoading: Story = {
  parameters: { msw: withFixtures(on('uploads.coverage', pending())) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'ファイルアップロード');
    await tableSkeleton(canvasElement, '登録状況：キャンペーン精算書（PDF）');
    await expect(within(canvasElement).getByRole('group', { name: 'ZIPファイル' })).toBeVisible();
  },
};

/** A failed grid says so in its table (with 再読み込み), never as an all-missing grid; the server's message in the dialog. */
export const CoverageError: Story = {
  parameters: { msw: withFixtures(on('uploads.coverage', serverError)) },
  play: async ({ canvasElement }) => {
    await errorDialog(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(await body.findByRole('alertdialog')).getByRole('button', { name: '閉じる' }));
    const table = within(canvasElement).getByRole('table', { name: '登録状況：キャンペーン精算書（PDF）' });
    await expect(within(table).getByText('一覧を読み込めませんでした')).toBeVisible();
    await expect(within(table).getByRole('button', { name: '再読み込み' })).toBeVisible();
    await expect(within(table).queryByRole('link', { name: /^未登録/ })).toBeNull();
  },
};

const csvCalls: string[] = [];

/** A CSV kind: the dry run counts the rows each replaced file changes, and the dialog says so. */
const csvAnswer = on('uploads.commissionsSpecificationsCsv', ({ request }) => {
  const dryRun = new URL(request.url).searchParams.get('dryRun') === 'true';
  csvCalls.push(dryRun ? 'dry-run' : 'upload');
  const replaced = [
    { ...entry('A0002_202610.csv'), ...(dryRun ? { rowChanges: { added: 1, removed: 2, changed: 3 } } : {}) },
    { ...entry('A0003_202610.csv'), ...(dryRun ? { rowChanges: { added: 0, removed: 0, changed: 0 } } : {}) },
  ];
  return HttpResponse.json({
    message: dryRun
      ? '2件のファイルを取り込めます（うち2件は公開済みのファイルを置き換えます）。まだ取り込んでいません。'
      : '2件のファイルを取り込みました。',
    data: { imported: [], replaced, rejected: [] },
  });
});

export const ReplaceCsvCountsRows: Story = {
  args: { path: `${paths.adminFileUpload}?kind=commissionsSpecificationsCsv` },
  parameters: { msw: withFixtures(csvAnswer, coverageOfKind) },
  play: async ({ canvasElement }) => {
    csvCalls.length = 0;
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await heading(canvasElement, 'ファイルアップロード');
    await chooseZip(canvasElement, '手数料明細書.zip');
    await userEvent.click(canvas.getByRole('button', { name: /を取り込む$/ }));
    const dialog = within(await body.findByRole('alertdialog', { name: '公開済みの明細を置き換えますか？' }));
    const items = dialog.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('A0002 2026年10月（A0002_202610.csv）：変更 3行・追加 1行・削除 2行');
    await expect(items[1]).toHaveTextContent('A0003 2026年10月（A0003_202610.csv）：データ行の変更なし');
    await expect(dialog.getByText(/見出し行を除くデータ行の比較です/)).toBeVisible();
    await expect(csvCalls).toEqual(['dry-run']);
  },
};

/** The server's refusal of a zip with bad entries: nothing stored, a reason per file (422). */
const refusedAnswer = on('uploads.commissionsSettlementsPdf', () =>
  HttpResponse.json(
    {
      message: '取り込めないファイルがあるため、ZIP全体を取り込みませんでした。',
      data: {
        imported: [],
        replaced: [],
        rejected: [
          { name: 'Z9999_202611.pdf', reason: '代理店コード「Z9999」は登録されていません。' },
          { name: 'A0001_2026.pdf', reason: 'ファイル名は「代理店コード_年月.pdf」にしてください。' },
        ],
      },
    },
    { status: 422 },
  ),
);

/**
 * A refused zip: 取り込み結果 appears below the button, so its heading takes the focus and scrolls
 * into view, and the refusal is announced (an alert), with a reason per file.
 */
export const RefusedTakesFocus: Story = {
  args: { path: `${paths.adminFileUpload}?kind=commissionsSettlementsPdf` },
  parameters: { msw: withFixtures(refusedAnswer, coverageOfKind) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'ファイルアップロード');
    await chooseZip(canvasElement, '不正なZIP.zip');
    await userEvent.click(canvas.getByRole('button', { name: /を取り込む$/ }));
    const result = await canvas.findByRole('heading', { name: '取り込み結果', level: 2 });
    await waitFor(() => expect(result).toHaveFocus());
    const top = result.getBoundingClientRect().top;
    // In view, below the sticky top bar.
    const bar = canvas.getAllByRole('banner')[0] as HTMLElement;
    await expect(top).toBeGreaterThanOrEqual(bar.getBoundingClientRect().bottom);
    await expect(top).toBeLessThan(window.innerHeight);
    const section = within(canvas.getByRole('region', { name: '取り込み結果' }));
    await expect(section.getByRole('alert')).toHaveTextContent('ZIP全体を取り込みませんでした');
    const rejected = section.getByRole('table', { name: '取り込めなかったファイル（2件）' });
    await expect(rejected).toHaveTextContent('Z9999_202611.pdf');
    await expect(rejected).toHaveTextContent('代理店コード「Z9999」は登録されていません。');
  },
};
