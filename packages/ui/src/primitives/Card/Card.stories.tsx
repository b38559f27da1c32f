import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Card } from './Card';

const meta = {
  title: 'データ表示・Data display/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    title: 'アカウント情報',
    children: <p style={{ margin: 0 }}>最終ログイン: 2026/11/20 09:15:02</p>,
  },
  argTypes: {
    padding: { control: 'inline-radio', options: ['none', 'md', 'lg'] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    children: { control: false },
    actions: { control: false },
    footer: { control: false },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { description: 'ログインに使う情報です。' },
  play: async ({ canvasElement, step }) => {
    await step('見出しと説明を持つ領域になる', async () => {
      const region = within(canvasElement).getByRole('region', { name: 'アカウント情報' });
      await expect(within(region).getByRole('heading', { level: 2, name: 'アカウント情報' })).toBeVisible();
      await expect(within(region).getByText('ログインに使う情報です。')).toBeVisible();
    });
  },
};

const onEdit = fn();

export const WithActionsAndFooter: Story = {
  args: {
    actions: (
      <Button variant="secondary" size="sm" onClick={onEdit}>
        編集
      </Button>
    ),
    footer: <Button size="sm">パスワードを変更</Button>,
  },
  play: async ({ canvasElement, step }) => {
    const region = within(canvasElement).getByRole('region', { name: 'アカウント情報' });
    await step('Tab キーで「編集」へ行き Enter で押す', async () => {
      // Focus order follows reading order: header action, then footer action.
      await userEvent.tab();
      await expect(within(region).getByRole('button', { name: '編集' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(onEdit).toHaveBeenCalledTimes(1);
    });
    await step('次はフッターのボタンへ', async () => {
      await userEvent.tab();
      await expect(within(region).getByRole('button', { name: 'パスワードを変更' })).toHaveFocus();
    });
  },
};

/** The docs/product.md §9 corner radius: 16 px. */
export const Radius: Story = {
  play: async ({ canvasElement, step }) => {
    await step('角が丸い', async () => {
      const region = within(canvasElement).getByRole('region', { name: 'アカウント情報' });
      await expect(getComputedStyle(region).borderTopLeftRadius).toBe('16px');
    });
  },
};

/** Without a title the card is a plain container, not a landmark. */
export const Untitled: Story = {
  args: { title: undefined, padding: 'md', children: '代理店の皆さまへ：今月の手数料明細を公開しました。' },
  play: async ({ canvasElement, step }) => {
    await step('見出しがなければ領域にしない', async () => {
      const canvas = within(canvasElement);
      await expect(canvas.queryByRole('region')).toBeNull();
      await expect(canvas.getByText('代理店の皆さまへ：今月の手数料明細を公開しました。')).toBeVisible();
    });
  },
};
