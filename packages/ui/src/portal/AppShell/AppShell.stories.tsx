import { formatYen, type HikisariStatus, menuFor } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { atViewport } from '../../../../../.storybook/modes';
import { Badge } from '../../primitives/Badge';
import { Card } from '../../primitives/Card';
import { Table } from '../../primitives/Table';
import { PaymentStatusBadge } from '../PaymentStatusBadge';
import { SideMenu } from '../SideMenu';
import { SidePanel } from '../SidePanel';
import { Toaster, ToastStore } from '../Toaster';
import { manualScheduler } from '../Toaster/store';
import { AppShell } from './AppShell';

interface Row {
  no: string;
  holder: string;
  product: string;
  status: string;
  hikisari: HikisariStatus;
  premium: number;
  date: string;
}

const rows: Row[] = [
  {
    no: 'OL260004821',
    holder: '山田 太郎',
    product: 'オリーブ医療保険',
    status: '成立',
    hikisari: 'paid-in',
    premium: 4800,
    date: '2026/10/01',
  },
  {
    no: 'OL260004790',
    holder: '佐藤 花子',
    product: 'オリーブがん保険',
    status: '成立',
    hikisari: 'offset',
    premium: 3200,
    date: '2026/09/15',
  },
  {
    no: 'OL260004755',
    holder: '鈴木 一郎',
    product: 'オリーブ定期保険',
    status: '審査中',
    hikisari: 'not-withdrawn',
    premium: 12300,
    date: '2026/09/02',
  },
  {
    no: 'OL260004702',
    holder: '高橋 美咲',
    product: 'オリーブ就業不能保険',
    status: '解約申請中',
    hikisari: 'failed',
    premium: 6100,
    date: '2026/08/21',
  },
];

function Content() {
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <h1 style={{ margin: 0, fontSize: 24 }}>契約内容一覧</h1>
      <Card title="お知らせ" headingLevel={2}>
        <ul style={{ margin: 0, paddingInlineStart: '1.2em', display: 'grid', gap: 8 }}>
          <li>
            <Badge tone="danger" size="sm">
              NEW
            </Badge>{' '}
            【重要】年末年始の営業日と各種締切日のご案内（2026/11/21）
          </li>
          <li>10月分の手数料明細を公開しました（2026/11/19）</li>
        </ul>
      </Card>
      <Table<Row>
        caption="契約内容一覧"
        hideCaption
        rows={rows}
        rowKey={(r) => r.no}
        columns={[
          { key: 'no', header: '管理番号', cell: (r) => r.no, rowHeader: true },
          { key: 'holder', header: '契約者名', cell: (r) => r.holder },
          { key: 'product', header: '商品', cell: (r) => r.product },
          { key: 'status', header: '契約ステータス', cell: (r) => r.status },
          { key: 'hikisari', header: '引去状況', cell: (r) => <PaymentStatusBadge status={r.hikisari} /> },
          { key: 'premium', header: '月額保険料', cell: (r) => formatYen(r.premium), align: 'end' },
          { key: 'date', header: '初回契約日', cell: (r) => r.date },
        ]}
      />
    </div>
  );
}

const panel = (path: string) => (
  <SidePanel
    name="大川 智子"
    email="super@demo.olive.test"
    roleType="olive_super_admin"
    lastLoginAt="2026/11/22 09:15:04"
    agencyName="さくら保険サービス株式会社"
    agencyCode="A0001"
    onReselectAgency={fn()}
    menu={<SideMenu sections={menuFor('olive_super_admin', true)} currentPath={path} />}
  />
);

const meta = {
  title: 'ポータル・Portal/AppShell',
  component: AppShell,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { onLogout: fn(), sidePanel: panel('/contracts'), currentPath: '/contracts', children: <Content /> },
  // Elements: shown in "Show code", not edited as raw JSON.
  argTypes: { sidePanel: { control: false }, children: { control: false } },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page designers look at first: the shell around a contracts list, in Japanese. */
export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const logo = canvas.getByRole('img', { name: 'オリーブ代理店ポータル' });
    await step('ヘッダーとサイドメニューが決まった大きさで並ぶ', async () => {
      const banner = canvas.getAllByRole('banner')[0] as HTMLElement;
      await expect(Math.round(banner.getBoundingClientRect().height)).toBe(64);
      const aside = canvas.getByRole('complementary', { name: 'メインメニュー' });
      await expect(Math.round(aside.getBoundingClientRect().width)).toBe(280);
      await expect(logo.getBoundingClientRect().width).toBe(140);
      await expect(logo.getBoundingClientRect().height).toBe(60);
    });
    await step('ヘッダーのリンクと現在のページが示される', async () => {
      // The logo is the home link; its name is the logo's.
      await expect(canvas.getByRole('link', { name: 'オリーブ代理店ポータル' })).toHaveAttribute('href', '/');
      await expect(canvas.getByRole('link', { name: '各種マニュアル' })).toHaveAttribute('href', '/manual');
      await expect(canvas.getByRole('link', { name: 'アカウント設定' })).toHaveAttribute('href', '/account');
      await expect(canvas.getByRole('link', { current: 'page' })).toHaveTextContent('契約内容一覧');
      // No drawer button on a wide screen.
      await expect(canvasElement.querySelector('button[data-part="menu"]')).not.toBeVisible();
    });
  },
};

export const Logout: Story = {
  play: async ({ args, canvasElement, step }) => {
    await step('Logout を押すとログアウトする', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Logout' }));
      await expect(args.onLogout).toHaveBeenCalledTimes(1);
    });
  },
};

export const LoggingOut: Story = {
  args: { loggingOut: true },
  play: async ({ canvasElement, step }) => {
    await step('ログアウト中は Logout が押せない', async () => {
      await expect(within(canvasElement).getByRole('button', { name: 'Logout' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    });
  },
};

export const SkipLink: Story = {
  play: async ({ canvasElement, step }) => {
    await step('Tab キーで「メインコンテンツへ移動」が現れる', async () => {
      await userEvent.tab();
      const skip = within(canvasElement).getByRole('link', { name: 'メインコンテンツへ移動' });
      await expect(skip).toHaveFocus();
      await expect(skip).toBeVisible();
      await expect(skip).toHaveAttribute('href', '#main-content');
    });
  },
};

/** Below 1024 px the side panel is a drawer opened from the top bar. */
export const NarrowDrawer: Story = {
  globals: atViewport('phone390'),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const open = canvas.getByRole('button', { name: 'メニューを開く' });
    await step('狭い画面ではメニューボタンだけが出る', async () => {
      await expect(canvas.getByRole('complementary', { hidden: true })).not.toBeVisible();
      await expect(open).toBeVisible();
    });
    await step('メニューを開くと左からドロワーが出る', async () => {
      await userEvent.click(open);
      const drawer = await within(document.body).findByRole('dialog', { name: 'メインメニュー' });
      await expect(open).toHaveAttribute('aria-expanded', 'true');
      await expect(drawer.getBoundingClientRect().left).toBe(0);
      await expect(within(drawer).getByRole('link', { current: 'page' })).toHaveTextContent('契約内容一覧');
      await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    });
    await step('Escape で閉じ、フォーカスがボタンに戻る', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
      await expect(open).toHaveFocus();
    });
  },
};

const toasts = new ToastStore();

/** A toast while the shell is on screen starts below the top bar: Logout and the links stay usable. */
export const WithToast: Story = {
  render: (args) => (
    <>
      <AppShell {...args} />
      <Toaster store={toasts} scheduler={manualScheduler()} />
    </>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('通知を出す', async () => {
      toasts.clear();
      toasts.push('success', '支払方法を口座振替に変更しました。');
    });
    await step('通知はヘッダーの下に出て Logout を隠さない', async () => {
      const region = canvas.getByRole('region', { name: '通知' });
      const toast = (await within(region).findByRole('status')).closest('li') as HTMLElement;
      const banner = canvas.getAllByRole('banner')[0] as HTMLElement;
      await expect(toast.getBoundingClientRect().top).toBeGreaterThanOrEqual(banner.getBoundingClientRect().bottom);
      const logout = canvas.getByRole('button', { name: 'Logout' }).getBoundingClientRect();
      const hit = document.elementFromPoint(logout.left + logout.width / 2, logout.top + logout.height / 2);
      await expect(hit?.closest('button')).toHaveAccessibleName('Logout');
    });
  },
};

/**
 * A 320 px phone (WCAG 1.4.10): the drawer button, the logo and その他のメニュー fit the bar; the page
 * does not scroll sideways, only the table inside its own scroll area; the folded menu opens inside
 * the screen.
 */
export const Phone320: Story = {
  globals: atViewport('phone320'),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const more = canvas.getByRole('button', { name: 'その他のメニュー' });
    await step('横にはみ出さず、ボタンがまとまる', async () => {
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
      await expect(canvas.getByRole('button', { name: 'メニューを開く' })).toBeVisible();
      await expect(more).toBeVisible();
      await expect(canvas.queryByRole('link', { name: '各種マニュアル' })).toBeNull();
    });
    await step('その他のメニューを開くと Logout が画面内に出る', async () => {
      await userEvent.click(more);
      const logout = canvas.getByRole('button', { name: 'Logout' });
      await expect(logout).toBeVisible();
      const box = logout.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    });
    await step('Escape で閉じ、フォーカスがボタンに戻る', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(more).toHaveFocus();
      await expect(more).toHaveAttribute('aria-expanded', 'false');
    });
  },
};
