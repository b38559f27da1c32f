import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import contracts from './fixtures/contracts.json';
import fees from './fixtures/fees.json';
import news from './fixtures/news.json';
import newsItem from './fixtures/newsItem.json';
import oliveUsers from './fixtures/oliveUsers.json';
import recruiters from './fixtures/recruiters.json';
import {
  emptyList,
  fixtureHandlers,
  json,
  on,
  pending,
  serverError,
  serverErrorMessage,
  withFixtures,
} from './handlers';
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

/** A loading state: a busy region is shown while the answer is pending. */
const busy = async (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());

const heading = async (canvasElement: HTMLElement, name: string | RegExp) =>
  expect(await within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 5000 })).toBeVisible();

/** The global error dialog with the server's message (SPEC.md §8). */
const errorDialog = async (canvasElement: HTMLElement) => {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {}, { timeout: 5000 });
  await expect(dialog).toHaveTextContent(serverErrorMessage);
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
    await busy(canvasElement);
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
    await busy(canvasElement);
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
    await expect(await within(canvasElement).findByText('該当する代理店はありません')).toBeVisible();
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

export const ContractDetailLoading: Story = {
  args: { path: `/contracts/${contracts.data[0]?.id}` },
  parameters: { msw: withFixtures(on('contracts.show', pending())) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', {}, { timeout: 5000 })).toHaveTextContent(
      '契約の詳細を読み込み中',
    );
  },
};

export const ContractDetailError: Story = {
  args: { path: `/contracts/${contracts.data[0]?.id}` },
  parameters: { msw: withFixtures(on('contracts.show', serverError)) },
  play: async ({ canvasElement }) => {
    await errorDialog(canvasElement);
  },
};

export const NewsItem: Story = {
  args: { path: `/news/${newsItem.data.id}` },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, newsItem.data.title);
  },
};

export const NewsItemLoading: Story = {
  args: { path: `/news/${newsItem.data.id}` },
  parameters: { msw: withFixtures(on('recruiterNews.show', pending())) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', {}, { timeout: 5000 })).toHaveTextContent(
      'お知らせを読み込み中',
    );
  },
};

export const NewsItemError: Story = {
  args: { path: `/news/${newsItem.data.id}` },
  parameters: { msw: withFixtures(on('recruiterNews.show', serverError)) },
  play: async ({ canvasElement }) => {
    await errorDialog(canvasElement);
  },
};

/** No statement published for the month: every button disabled with its reason. */
export const FeesNothingPublished: Story = {
  args: { path: '/fees?month=2026-10' },
  parameters: {
    msw: withFixtures(
      on('statements.confirmExistence', () =>
        json({ data: Object.fromEntries(Object.keys(fees.data).map((k) => [k, false])) })(),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '手数料等');
    await expect(await within(canvasElement).findByText('2026年10月分の明細はまだ公開されていません。')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: '手数料精算書（PDF）' })).toBeDisabled();
  },
};

export const FeesLoading: Story = {
  args: { path: '/fees?month=2026-10' },
  parameters: { msw: withFixtures(on('statements.confirmExistence', pending())) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('status', {}, { timeout: 5000 })).not.toHaveLength(0);
  },
};

export const FeesError: Story = {
  args: { path: '/fees?month=2026-10' },
  parameters: { msw: withFixtures(on('statements.confirmExistence', serverError)) },
  play: async ({ canvasElement }) => {
    await errorDialog(canvasElement);
  },
};

export const ManualEmpty: Story = {
  args: { path: '/manual' },
  parameters: {
    msw: withFixtures(
      on('manuals.list', json({ data: { agency: [], product: [], officeProcedure: [], compliance: [] } })),
    ),
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '各種マニュアル');
    await expect(await within(canvasElement).findAllByText('マニュアルはありません')).not.toHaveLength(0);
  },
};

export const ManualLoading: Story = {
  args: { path: '/manual' },
  parameters: { msw: withFixtures(on('manuals.list', pending())) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('status', {}, { timeout: 5000 })).not.toHaveLength(0);
  },
};

export const ManualError: Story = {
  args: { path: '/manual' },
  parameters: { msw: withFixtures(on('manuals.list', serverError)) },
  play: async ({ canvasElement }) => {
    await errorDialog(canvasElement);
  },
};

export const AdminAgenciesLoading: Story = {
  args: { path: '/admin/agencies', user: superAdmin },
  parameters: { msw: withFixtures(on('agencies.list', pending())) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '代理店一覧');
    await busy(canvasElement);
  },
};

export const AdminAgenciesError: Story = {
  args: { path: '/admin/agencies', user: superAdmin },
  parameters: { msw: withFixtures(on('agencies.list', serverError)) },
  play: async ({ canvasElement }) => {
    await errorDialog(canvasElement);
  },
};

export const AdminOliveUsersEmpty: Story = {
  args: { path: '/admin/olive-users', user: superAdmin },
  parameters: { msw: withFixtures(on('oliveUsers.list', emptyList)) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'オリーブユーザー一覧');
    await expect(await within(canvasElement).findByText('該当するユーザーはいません')).toBeVisible();
  },
};

export const AdminOliveUsersLoading: Story = {
  args: { path: '/admin/olive-users', user: superAdmin },
  parameters: { msw: withFixtures(on('oliveUsers.list', pending())) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'オリーブユーザー一覧');
    await busy(canvasElement);
  },
};

export const AdminOliveUsersError: Story = {
  args: { path: '/admin/olive-users', user: superAdmin },
  parameters: { msw: withFixtures(on('oliveUsers.list', serverError)) },
  play: async ({ canvasElement }) => {
    await errorDialog(canvasElement);
  },
};

export const AdminRecruitersEmpty: Story = {
  args: { path: '/admin/recruiters', user: superAdmin },
  parameters: { msw: withFixtures(on('recruiters.list', emptyList)) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '募集人一覧');
    await expect(await within(canvasElement).findByText('該当する募集人はいません')).toBeVisible();
  },
};

export const AdminRecruitersLoading: Story = {
  args: { path: '/admin/recruiters', user: superAdmin },
  parameters: { msw: withFixtures(on('recruiters.list', pending())) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '募集人一覧');
    await busy(canvasElement);
  },
};

export const AdminRecruitersError: Story = {
  args: { path: '/admin/recruiters', user: superAdmin },
  parameters: { msw: withFixtures(on('recruiters.list', serverError)) },
  play: async ({ canvasElement }) => {
    await errorDialog(canvasElement);
  },
};

export const AdminLogsLoading: Story = {
  args: { path: '/admin/logs', user: superAdmin },
  parameters: { msw: withFixtures(on('actionLogs.list', pending())) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '証跡一覧');
    await busy(canvasElement);
  },
};

export const AdminLogsError: Story = {
  args: { path: '/admin/logs', user: superAdmin },
  parameters: { msw: withFixtures(on('actionLogs.list', serverError)) },
  play: async ({ canvasElement }) => {
    await errorDialog(canvasElement);
  },
};

export const AdminNewsEmpty: Story = {
  args: { path: '/admin/news', user: superAdmin },
  parameters: { msw: withFixtures(on('news.list', emptyList)) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'お知らせ一覧');
    await expect(await within(canvasElement).findByText('お知らせはありません')).toBeVisible();
  },
};

export const AdminNewsLoading: Story = {
  args: { path: '/admin/news', user: superAdmin },
  parameters: { msw: withFixtures(on('news.list', pending())) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'お知らせ一覧');
    await busy(canvasElement);
  },
};

export const AdminNewsError: Story = {
  args: { path: '/admin/news', user: superAdmin },
  parameters: { msw: withFixtures(on('news.list', serverError)) },
  play: async ({ canvasElement }) => {
    await errorDialog(canvasElement);
  },
};

export const AdminNewsItem: Story = {
  args: { path: `/admin/news/${newsItem.data.id}`, user: superAdmin },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, newsItem.data.title);
  },
};

export const AdminAgencyIpFilled: Story = {
  args: { path: '/admin/agency-ip', user: superAdmin, agencyCode: 'A0001' },
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

export const AdminAgencyIpLoading: Story = {
  args: { path: '/admin/agency-ip', user: superAdmin, agencyCode: 'A0001' },
  parameters: { msw: withFixtures(on('agencyIps.list', pending())) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '代理店IP一覧');
    await busy(canvasElement);
  },
};

export const AdminAgencyIpError: Story = {
  args: { path: '/admin/agency-ip', user: superAdmin, agencyCode: 'A0001' },
  parameters: { msw: withFixtures(on('agencyIps.list', serverError)) },
  play: async ({ canvasElement }) => {
    await errorDialog(canvasElement);
  },
};

const oliveUser = oliveUsers.data[0];
const recruiter = recruiters.data[0];

export const AdminOliveUserEdit: Story = {
  args: { path: `/admin/olive-users/${oliveUser?.id}`, user: superAdmin },
  parameters: { msw: withFixtures(on('oliveUsers.show', json({ data: oliveUser }))) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'オリーブユーザーの編集');
    await expect(await within(canvasElement).findByRole('textbox', { name: 'メールアドレス' })).toHaveValue(
      oliveUser?.email,
    );
  },
};

export const AdminOliveUserEditLoading: Story = {
  args: { path: `/admin/olive-users/${oliveUser?.id}`, user: superAdmin },
  parameters: { msw: withFixtures(on('oliveUsers.show', pending())) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', {}, { timeout: 5000 })).toHaveTextContent(
      'ユーザーを読み込み中',
    );
  },
};

export const AdminOliveUserEditError: Story = {
  args: { path: `/admin/olive-users/${oliveUser?.id}`, user: superAdmin },
  parameters: { msw: withFixtures(on('oliveUsers.show', serverError)) },
  play: async ({ canvasElement }) => {
    await errorDialog(canvasElement);
  },
};

export const AdminRecruiterEdit: Story = {
  args: { path: `/admin/recruiters/${recruiter?.id}?agency=${recruiter?.agencyCode}`, user: superAdmin },
  parameters: { msw: withFixtures(on('recruiters.show', json({ data: recruiter }))) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '募集人の編集');
    await expect(await within(canvasElement).findByRole('textbox', { name: 'メールアドレス' })).toHaveValue(
      recruiter?.email,
    );
  },
};

export const AdminRecruiterEditLoading: Story = {
  args: { path: `/admin/recruiters/${recruiter?.id}?agency=${recruiter?.agencyCode}`, user: superAdmin },
  parameters: { msw: withFixtures(on('recruiters.show', pending())) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', {}, { timeout: 5000 })).toHaveTextContent(
      '募集人を読み込み中',
    );
  },
};

export const AdminRecruiterEditError: Story = {
  args: { path: `/admin/recruiters/${recruiter?.id}?agency=${recruiter?.agencyCode}`, user: superAdmin },
  parameters: { msw: withFixtures(on('recruiters.show', serverError)) },
  play: async ({ canvasElement }) => {
    await errorDialog(canvasElement);
  },
};
