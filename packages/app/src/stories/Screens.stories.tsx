import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import contracts from './fixtures/contracts.json';
import news from './fixtures/news.json';
import { emptyList, fixtureHandlers, on, pending, serverError, withFixtures } from './handlers';
import { PageStory, recruiterAdmin, superAdmin } from './PageStory';

/**
 * Whole screens inside the shell, with answers recorded from the real server (filled), and the
 * empty, loading and error states. For design review; the journeys against the real server are in
 * e2e/.
 */
const meta = {
  title: 'Pages/Screens',
  component: PageStory,
  parameters: { layout: 'fullscreen', msw: fixtureHandlers },
  args: { path: '/', user: recruiterAdmin },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = async (canvasElement: HTMLElement, name: string | RegExp) =>
  expect(await within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 5000 })).toBeVisible();

/** The global error dialog with the server's message (SPEC.md §8). */
const errorDialog = async (canvasElement: HTMLElement) => {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {}, { timeout: 5000 });
  await expect(dialog).toHaveTextContent('サーバーでエラーが発生しました。');
};

export const HomeFilled: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'ホーム');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: news.data[0]?.title })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'メインメニュー' })).toBeVisible();
  },
};

export const HomeEmpty: Story = {
  parameters: { msw: withFixtures(on('recruiterNews.list', emptyList)) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'ホーム');
    await expect(await within(canvasElement).findByText('お知らせはありません')).toBeVisible();
  },
};

export const HomeLoading: Story = {
  parameters: { msw: withFixtures(on('recruiterNews.list', pending())) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'ホーム');
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

export const HomeError: Story = {
  parameters: { msw: withFixtures(on('recruiterNews.list', serverError)) },
  play: async ({ canvasElement }) => {
    await errorDialog(canvasElement);
  },
};

export const ContractsFilled: Story = {
  args: { path: '/contracts' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '契約内容一覧');
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: `検索結果：${contracts.meta.total.toLocaleString('ja-JP')}件` }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: contracts.data[0]?.managementNumber })).toBeVisible();
  },
};

export const ContractsEmpty: Story = {
  args: { path: '/contracts' },
  parameters: { msw: withFixtures(on('contracts.list', emptyList)) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '契約内容一覧');
    await expect(await within(canvasElement).findByText('該当する契約はありません')).toBeVisible();
  },
};

export const ContractsLoading: Story = {
  args: { path: '/contracts' },
  parameters: { msw: withFixtures(on('contracts.list', pending())) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '契約内容一覧');
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

export const ContractsError: Story = {
  args: { path: '/contracts' },
  parameters: { msw: withFixtures(on('contracts.list', serverError)) },
  play: async ({ canvasElement }) => {
    await errorDialog(canvasElement);
  },
};

export const ContractDetail: Story = {
  args: { path: `/contracts/${contracts.data[0]?.id}` },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, /^契約詳細 /);
    await expect(within(canvasElement).getByRole('button', { name: '支払方法を変更' })).toBeVisible();
  },
};

export const Fees: Story = {
  args: { path: '/fees?month=2026-10' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '手数料等');
    await expect(await within(canvasElement).findByRole('button', { name: '手数料精算書（PDF）' })).toBeEnabled();
  },
};

export const Account: Story = {
  args: { path: '/account' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'アカウント設定');
    await expect(within(canvasElement).getByRole('radiogroup', { name: 'テーマ' })).toBeVisible();
  },
};

export const Manual: Story = {
  args: { path: '/manual' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '各種マニュアル');
    await expect(await within(canvasElement).findByText('代理店ポータル操作ガイド')).toBeVisible();
  },
};

export const AdminAgencies: Story = {
  args: { path: '/admin/agencies', user: superAdmin },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '代理店一覧');
    await expect(await within(canvasElement).findByText('さくら保険サービス株式会社')).toBeVisible();
  },
};

export const AdminAgenciesEmpty: Story = {
  args: { path: '/admin/agencies', user: superAdmin },
  parameters: { msw: withFixtures(on('agencies.list', emptyList)) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '代理店一覧');
  },
};

export const AdminOliveUsers: Story = {
  args: { path: '/admin/olive-users', user: superAdmin },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'オリーブユーザー一覧');
    await expect(await within(canvasElement).findByText('super@demo.olive.test')).toBeVisible();
  },
};

export const AdminRecruiters: Story = {
  args: { path: '/admin/recruiters', user: superAdmin, agencyCode: 'A0001' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '募集人一覧');
    await expect(await within(canvasElement).findByText('recruiter-admin@demo.olive.test')).toBeVisible();
  },
};

export const AdminRecruiterNew: Story = {
  args: { path: '/admin/recruiters/new', user: superAdmin },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '募集人の新規登録');
  },
};

export const AdminFileUpload: Story = {
  args: { path: '/admin/file-upload', user: superAdmin },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'ファイルアップロード');
    await expect(within(canvasElement).getByText(/ファイル名は「代理店コード_年月/)).toBeVisible();
  },
};

export const AdminLogs: Story = {
  args: { path: '/admin/logs', user: superAdmin },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '証跡一覧');
    await expect(await within(canvasElement).findAllByText(/ログイン/)).not.toHaveLength(0);
  },
};

export const AdminLogsEmpty: Story = {
  args: { path: '/admin/logs', user: superAdmin },
  parameters: { msw: withFixtures(on('actionLogs.list', emptyList)) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '証跡一覧');
    await expect(await within(canvasElement).findByText('該当する記録はありません')).toBeVisible();
  },
};

export const AdminNews: Story = {
  args: { path: '/admin/news', user: superAdmin },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'お知らせ一覧');
  },
};

export const AdminNewsNew: Story = {
  args: { path: '/admin/news/new', user: superAdmin },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'お知らせの登録');
  },
};

export const AdminAgencyIpEmpty: Story = {
  args: { path: '/admin/agency-ip', user: superAdmin, agencyCode: 'A0001' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '代理店IP一覧');
    await expect(await within(canvasElement).findByText('登録はありません')).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { path: '/no/such/page' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('404')).toBeVisible();
  },
};
