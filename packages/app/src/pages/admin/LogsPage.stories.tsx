import { endpoints, paths } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageModes } from '../../../../../.storybook/modes';
import actionLogs from '../../stories/fixtures/actionLogs.json';
import { emptyList, fixtureHandlers, json, on, pending, serverError, withFixtures } from '../../stories/handlers';
import { PageStory, superAdmin } from '../../stories/PageStory';
import { errorDialog, heading, tableSkeleton } from '../../stories/pageAssertions';

/**
 * The action log (証跡): filters, pages, CSV (docs/product.md §2 /admin/logs).
 */
const meta = {
  title: '画面・Pages/Admin/Logs',
  component: PageStory,
  parameters: {
    chromatic: { modes: pageModes },
    layout: 'fullscreen',
    msw: fixtureHandlers,
  },
  args: { path: paths.adminLogs, user: superAdmin },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '証跡一覧');
    await expect(await within(canvasElement).findAllByText(/ログイン/)).not.toHaveLength(0);
  },
};

export const Empty: Story = {
  parameters: { msw: withFixtures(on('actionLogs.list', emptyList)) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '証跡一覧');
    await expect(await within(canvasElement).findByText('該当する記録はありません')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: withFixtures(on('actionLogs.list', pending())) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '証跡一覧');
    await tableSkeleton(canvasElement, '証跡一覧');
  },
};

export const ServerError: Story = {
  parameters: { msw: withFixtures(on('actionLogs.list', serverError)) },
  play: async ({ canvasElement }) => {
    await errorDialog(canvasElement);
  },
};

const logRow = (id: number, status: number, description: string, route: string, method = 'GET') => ({
  id,
  createdAt: '2026/11/20 10:00:00',
  user: { id: 4, name: '桜井 大輔', email: 'recruiter-admin@demo.olive.test' },
  agencyCode: 'A0001',
  ip: '203.0.113.9',
  method,
  route,
  status,
  description,
  target: null,
});

/** Statuses in words with the code beside: 2xx/3xx 成功, 4xx 拒否, 5xx エラー. */
export const StatusLabels: Story = {
  parameters: {
    msw: withFixtures(
      on(
        'actionLogs.list',
        json({
          data: [
            logRow(5, 200, '契約一覧を表示', '/api/contracts'),
            logRow(4, 401, 'ログイン', '/login', 'POST'),
            logRow(3, 403, '代理店IP一覧を表示', '/api/agency-ips'),
            logRow(2, 422, '募集人を登録', '/api/recruiters', 'POST'),
            logRow(1, 500, '契約一覧CSVをダウンロード', '/api/contractsExport'),
          ],
          meta: { currentPage: 1, lastPage: 1, perPage: 50, total: 5 },
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '証跡一覧');
    const table = await within(canvasElement).findByRole('table', { name: '証跡一覧' });
    await within(table).findByText('契約一覧CSVをダウンロード');
    const row = (description: string) => within(table).getByText(description).closest('tr') as HTMLElement;
    await expect(row('契約一覧を表示')).toHaveTextContent('成功200');
    await expect(row('ログイン')).toHaveTextContent('拒否401');
    await expect(row('代理店IP一覧を表示')).toHaveTextContent('拒否403');
    await expect(row('募集人を登録')).toHaveTextContent('拒否422');
    await expect(row('契約一覧CSVをダウンロード')).toHaveTextContent('エラー500');
  },
};

/**
 * The 操作 filter names each operation in Japanese only (no API path), and a search box narrows its
 * long list: typing ダウンロード leaves only downloads; choosing one filters the log by its route.
 */
export const OperationFilterSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await heading(canvasElement, '証跡一覧');
    const select = canvas.getByRole('combobox', { name: '操作' });
    await userEvent.click(select);
    // The operations come from their own call: on busy cores they may arrive after the list opens.
    await waitFor(() => expect(within(body.getByRole('listbox')).getAllByRole('option').length).toBeGreaterThan(30), {
      timeout: 15_000,
    });
    const all = within(body.getByRole('listbox')).getAllByRole('option');
    await expect(all.map((o) => o.textContent).join('\n')).not.toMatch(/\/api|\(\/|（\//);
    await userEvent.keyboard('{Escape}');

    await userEvent.type(canvas.getByRole('searchbox', { name: '操作を検索' }), 'ダウンロード');
    await expect(canvas.getByRole('searchbox', { name: '操作を検索' })).toHaveAccessibleDescription(
      /件の操作が見つかりました/,
    );
    await userEvent.click(select);
    const options = within(await body.findByRole('listbox')).getAllByRole('option');
    const labels = options.map((o) => o.textContent ?? '');
    await expect(labels[0]).toBe('すべて');
    await expect(labels.length).toBeGreaterThan(2);
    await expect(labels.slice(1).every((l) => l.includes('ダウンロード'))).toBe(true);
    await userEvent.click(
      within(await body.findByRole('listbox')).getByRole('option', { name: '証跡CSVをダウンロード' }),
    );
    await waitFor(() => expect(select).toHaveTextContent('証跡CSVをダウンロード'));
  },
};

/**
 * The super admin sees the seal chain verified just now, with the newest digest an
 * inspector can write down.
 */
export const SealVerified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, '証跡一覧');
    const title = await canvas.findByText('改ざんは検出されていません');
    const status = title.closest('[role="status"]') as HTMLElement;
    await expect(status).not.toBeNull();
    await expect(status).toHaveTextContent(/封印 1件（ID 1〜17・17行）/);
    await expect(status).toHaveTextContent(/[0-9a-f]{64}/);
  },
};

/** A changed row: the indicator names it (the server's verification found it). */
export const SealBroken: Story = {
  parameters: {
    msw: withFixtures(
      on(
        'actionLogs.seal',
        json({
          data: {
            ok: false,
            seals: 3,
            sealedRows: 120,
            sealedThrough: 120,
            headDigest: 'a'.repeat(64),
            lastSealedAt: '2026/11/20 09:59:00',
            unsealedRows: 2,
            problem: { kind: 'changed', sealSeq: 2, logId: 57 },
            checkedAt: '2026/11/20 10:00:00',
          },
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('改ざんを検出しました');
    await expect(alert).toHaveTextContent('証跡 ID 57 が封印後に変更されています（封印 2）。');
  },
};

/** An olive_admin sees no indicator: verifying is the super admin's (the endpoint table). */
export const SealHiddenFromAdmin: Story = {
  args: { user: { ...superAdmin, roleType: 'olive_admin' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, '証跡一覧');
    const table = await canvas.findByRole('table', { name: '証跡一覧' });
    await expect(canvas.queryByText(/改ざん/)).toBeNull();
    // The rows overflow the list's box: once it has measured them, the box takes keyboard focus.
    await waitFor(() => expect(table.closest('[data-olive-scroll-x]')).toHaveAttribute('tabindex', '0'));
  },
};

/**
 * Sessions. The tab shows one line per session; its rows open beneath it (the list
 * filtered to that user and id range), and the session has its own CSV button.
 */
export const Sessions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, '証跡一覧');
    await userEvent.click(canvas.getByRole('tab', { name: 'セッション' }));
    const list = await canvas.findByRole('list', { name: 'セッション' });
    await expect(list).toHaveTextContent('2026/11/20 10:00–10:00 大川 智子: ログイン、閲覧 15件');
    const toggle = within(list).getByRole('button', { name: '操作を表示（16件）' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('操作を閉じる');
    await within(list).findByRole('table', { name: '大川 智子のセッションの操作' });
    await expect(within(list).getByRole('button', { name: /このセッションのCSVをダウンロード/ })).toBeEnabled();
  },
};

const logCalls: URL[] = [];
const recordingLogs = http.get(endpoints['actionLogs.list'].path, ({ request }) => {
  logCalls.push(new URL(request.url));
  return HttpResponse.json(actionLogs);
});
const lastLogCall = () => logCalls.at(-1)?.searchParams;

/**
 * 操作を検索 narrows the log itself, not only the 操作 choices, once typing pauses; the page-load
 * checks (ログイン状態を確認) are left out until the box asks for them. Both are in the URL.
 */
export const OperationSearchFiltersTheLog: Story = {
  beforeEach: () => {
    logCalls.length = 0;
  },
  parameters: { msw: withFixtures(recordingLogs) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, '証跡一覧');
    await waitFor(() => expect(logCalls.length).toBeGreaterThan(0));
    await expect(lastLogCall()?.get('routine')).toBeNull();
    await userEvent.type(canvas.getByRole('searchbox', { name: '操作を検索' }), 'ダウンロード');
    await waitFor(() => expect(lastLogCall()?.get('action')).toBe('ダウンロード'), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('checkbox', { name: /ページ表示時の確認/ }));
    await waitFor(() => expect(lastLogCall()?.get('routine')).toBe('true'), { timeout: 5000 });
    await expect(lastLogCall()?.get('action')).toBe('ダウンロード');
    // The operation's name leads each row; its method and path follow only as a detail.
    const table = canvas.getByRole('table', { name: '証跡一覧' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).not.toContain('内容');
  },
};
