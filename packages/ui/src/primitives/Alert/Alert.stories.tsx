import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Alert, type AlertTone } from './Alert';

const meta = {
  title: 'フィードバック・Feedback/Alert',
  component: Alert,
  tags: ['autodocs'],
  args: { tone: 'info', title: 'お知らせ', children: '代理店の皆さまへ：今月の手数料明細を公開しました。' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] },
    role: { control: 'inline-radio', options: ['alert', 'status', 'none'] },
    children: { control: 'text' },
    action: { control: false },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    await step('お知らせが status として読み上げられる', async () => {
      const status = within(canvasElement).getByRole('status');
      await expect(status).toHaveTextContent('代理店の皆さまへ：今月の手数料明細を公開しました。');
    });
  },
};

const samples: Array<[AlertTone, string, string]> = [
  ['info', 'お知らせ', '12月の手数料明細は 2026/12/10 に公開予定です。'],
  ['success', '保存しました', '募集人の情報を更新しました。'],
  ['warning', '確認してください', 'この代理店には許可IPアドレスが登録されていません。'],
  ['danger', 'アップロードできませんでした', '3件のファイルに問題があります。'],
];

/** Danger and warning interrupt (role alert); info and success wait (role status). */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {samples.map(([tone, title, body]) => (
        <Alert key={tone} tone={tone} title={title}>
          {body}
        </Alert>
      ))}
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    await step('警告と危険は alert、情報と成功は status になる', async () => {
      const canvas = within(canvasElement);
      const alerts = canvas.getAllByRole('alert');
      await expect(alerts.map((a) => a.dataset.tone)).toEqual(['warning', 'danger']);
      const statuses = canvas.getAllByRole('status');
      await expect(statuses.map((s) => s.dataset.tone)).toEqual(['info', 'success']);
    });
  },
};

const onClose = fn();

export const Dismissible: Story = {
  args: { tone: 'success', title: '保存しました', children: undefined, onClose },
  play: async ({ canvasElement, step }) => {
    const close = within(canvasElement).getByRole('button', { name: '閉じる' });
    await step('Tab キーで「閉じる」へ', async () => {
      await userEvent.tab();
      await expect(close).toHaveFocus();
    });
    await step('Enter キーで閉じる', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(onClose).toHaveBeenCalledTimes(1);
    });
  },
};

const onRetry = fn();

export const WithAction: Story = {
  args: {
    tone: 'danger',
    title: '読み込みに失敗しました',
    children: '通信状態を確認してから、もう一度お試しください。',
    action: (
      <Button size="sm" variant="secondary" onClick={onRetry}>
        再読み込み
      </Button>
    ),
  },
  play: async ({ canvasElement, step }) => {
    await step('「再読み込み」を押す', async () => {
      const alert = within(canvasElement).getByRole('alert');
      await userEvent.click(within(alert).getByRole('button', { name: '再読み込み' }));
      await expect(onRetry).toHaveBeenCalledTimes(1);
    });
  },
};

/** A static notice that should not be announced on page load. */
export const StaticNotice: Story = {
  args: {
    role: 'none',
    tone: 'warning',
    title: 'メンテナンスのお知らせ',
    children: '11/30 2:00〜4:00 はご利用いただけません。',
  },
  play: async ({ canvasElement, step }) => {
    await step('常設のお知らせは読み上げない', async () => {
      const canvas = within(canvasElement);
      await expect(canvas.queryByRole('alert')).toBeNull();
      await expect(canvas.getByText('メンテナンスのお知らせ')).toBeVisible();
    });
  },
};
