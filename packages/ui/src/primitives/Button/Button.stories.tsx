import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DownloadIcon } from '../../icons';
import { Button } from './Button';

const meta = {
  title: 'フォーム・Forms/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: '検索する', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    children: { control: 'text' },
    // Icons are elements: shown in "Show code", not edited as raw JSON.
    startIcon: { control: false },
    endIcon: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement, step }) => {
    await step('ボタンを押す', async () => {
      const button = within(canvasElement).getByRole('button', { name: '検索する' });
      await userEvent.click(button);
      await expect(args.onClick).toHaveBeenCalledTimes(1);
    });
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">
        保存する
      </Button>
      <Button {...args} variant="secondary">
        キャンセル
      </Button>
      <Button {...args} variant="ghost">
        詳細を見る
      </Button>
      <Button {...args} variant="danger">
        削除する
      </Button>
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    await step('どの種類も押せる', async () => {
      const canvas = within(canvasElement);
      for (const name of ['保存する', 'キャンセル', '詳細を見る', '削除する']) {
        await expect(canvas.getByRole('button', { name })).toBeEnabled();
      }
    });
  },
};

export const Keyboard: Story = {
  tags: ['!autodocs'],
  play: async ({ args, canvasElement, step }) => {
    const button = within(canvasElement).getByRole('button', { name: '検索する' });
    await step('Tab キーでボタンへ', async () => {
      await userEvent.tab();
      await expect(button).toHaveFocus();
    });
    await step('Enter キーとスペースキーで押す', async () => {
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard(' ');
      await expect(args.onClick).toHaveBeenCalledTimes(2);
    });
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm">
        小
      </Button>
      <Button {...args} size="md">
        中
      </Button>
      <Button {...args} size="lg">
        大
      </Button>
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    await step('大きさごとの高さになる', async () => {
      const canvas = within(canvasElement);
      const height = (name: string) => canvas.getByRole('button', { name }).getBoundingClientRect().height;
      await expect([height('小'), height('中'), height('大')]).toEqual([32, 40, 48]);
    });
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement, step }) => {
    const button = within(canvasElement).getByRole('button', { name: '検索する' });
    await step('押せず、Tab キーでも止まらない', async () => {
      await expect(button).toBeDisabled();
      await userEvent.click(button, { pointerEventsCheck: 0 });
      await userEvent.tab();
      await expect(button).not.toHaveFocus();
      await expect(args.onClick).not.toHaveBeenCalled();
    });
  },
};

/**
 * Loading keeps the label (no width jump) and says it is busy. It is aria-disabled, not disabled:
 * still reachable with Tab, and clicks and Enter do nothing.
 */
export const Loading: Story = {
  args: { loading: true, children: 'ダウンロード中' },
  play: async ({ args, canvasElement, step }) => {
    const button = within(canvasElement).getByRole('button', { name: 'ダウンロード中' });
    await step('処理中と読み上げられる', async () => {
      await expect(button).toHaveAttribute('aria-busy', 'true');
      await expect(button).toHaveAttribute('aria-disabled', 'true');
    });
    await step('フォーカスはできるが押しても動かない', async () => {
      await userEvent.tab();
      await expect(button).toHaveFocus();
      await userEvent.click(button);
      await userEvent.keyboard('{Enter}');
      await expect(args.onClick).not.toHaveBeenCalled();
    });
  },
};

/**
 * A submit button that starts the work: it turns busy under the user's focus and keeps it (a
 * disabled button would throw focus to the page), and a second click or Enter submits nothing.
 */
export const LoadingKeepsFocus: Story = {
  tags: ['!autodocs'],
  args: { children: '保存する' },
  render: function Render(args) {
    const [loading, setLoading] = useState(false);
    const [sent, setSent] = useState(0);
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSent((n) => n + 1);
          setLoading(true);
        }}
      >
        <Button {...args} type="submit" loading={loading} />
        <output> 送信 {sent} 回</output>
      </form>
    );
  },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: '保存する' });
    await step('押すと処理中になりフォーカスが残る', async () => {
      await userEvent.click(button);
      await expect(button).toHaveAttribute('aria-busy', 'true');
      await expect(button).toHaveFocus();
    });
    await step('処理中に押しても一度しか送らない', async () => {
      await userEvent.click(button);
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByText('送信 1 回')).toBeVisible();
      await expect(args.onClick).toHaveBeenCalledTimes(1);
      await expect(button).toHaveFocus();
    });
  },
};

/** A decorative icon beside the label; the label alone names the button. */
export const WithIcon: Story = {
  args: { startIcon: <DownloadIcon />, children: 'CSVをダウンロード', variant: 'secondary' },
  play: async ({ canvasElement, step }) => {
    await step('アイコンは読み上げない', async () => {
      const button = within(canvasElement).getByRole('button', { name: 'CSVをダウンロード' });
      await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    });
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, children: 'ログイン' },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  play: async ({ canvasElement, step }) => {
    await step('幅いっぱいに広がる', async () => {
      const button = within(canvasElement).getByRole('button', { name: 'ログイン' });
      await expect(button.getBoundingClientRect().width).toBe(320);
    });
  },
};
