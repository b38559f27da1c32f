import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { ErrorDialog } from './ErrorDialog';

const meta = {
  title: 'ポータル・Portal/ErrorDialog（エラーダイアログ）',
  component: ErrorDialog,
  tags: ['autodocs'],
  args: {
    open: false,
    message: '入力内容に誤りがあります。',
    errors: {
      email: ['メールアドレスは有効なメールアドレスを指定してください。'],
      name: ['氏名は必ず指定してください。'],
    },
    onClose: fn(),
    onReauthenticate: fn(),
  },
  argTypes: { message: { control: 'text' }, errors: { control: false } },
  // The dialog with the button whose save failed, as a screen has it: `open` is where it starts.
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    useEffect(() => setOpen(args.open), [args.open]);
    return (
      <>
        <Button onClick={() => setOpen(true)}>保存する</Button>
        <ErrorDialog
          {...args}
          open={open}
          onClose={() => {
            setOpen(false);
            args.onClose();
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof ErrorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '保存する' });
    await step('保存に失敗するとエラーダイアログが出る', async () => {
      await userEvent.click(trigger);
      await within(document.body).findByRole('alertdialog', { name: 'エラーが発生しました' });
    });
    await step('見出しは警告色で、誤りが一覧で示される', async () => {
      const dialog = within(document.body).getByRole('alertdialog', { name: 'エラーが発生しました' });
      const title = within(dialog).getByRole('heading', { name: 'エラーが発生しました' });
      const probe = document.createElement('span');
      probe.style.color = 'var(--olive-color-feedback-danger-text)';
      document.body.append(probe);
      await expect(getComputedStyle(title).color).toBe(getComputedStyle(probe).color);
      probe.remove();
      await expect(dialog).toHaveTextContent('入力内容に誤りがあります。');
      await expect(
        within(dialog)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['メールアドレスは有効なメールアドレスを指定してください。', '氏名は必ず指定してください。']);
    });
    await step('「閉じる」で閉じ、フォーカスがボタンに戻る', async () => {
      const dialog = within(document.body).getByRole('alertdialog', { name: 'エラーが発生しました' });
      await userEvent.click(within(dialog).getByRole('button', { name: '閉じる' }));
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await expect(args.onReauthenticate).not.toHaveBeenCalled();
      await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
    });
  },
};

/** Open from the start (`open`), as designers review it; in a frame of its own on the docs page. */
export const Open: Story = {
  name: 'エラーダイアログを開いた状態',
  args: { open: true },
  parameters: { docs: { story: { inline: false, height: '420px' } } },
};

export const Unauthenticated: Story = {
  args: { message: 'Unauthenticated.', errors: undefined },
  play: async ({ args, canvasElement, step }) => {
    await step('再ログインを求めるダイアログが出る', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: '保存する' }));
      const dialog = await within(document.body).findByRole('alertdialog', { name: '再度ログインを行ってください。' });
      await expect(within(dialog).queryByRole('list')).toBeNull();
    });
    await step('Escape で閉じると再ログインへ進む', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await expect(args.onReauthenticate).toHaveBeenCalledTimes(1);
    });
  },
};

export const MessageOnly: Story = {
  args: { message: 'サーバーでエラーが発生しました。しばらくしてから再度お試しください。', errors: undefined },
  play: async ({ canvasElement, step }) => {
    await step('ダイアログを開くと「閉じる」にフォーカス', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: '保存する' }));
      const dialog = await within(document.body).findByRole('alertdialog');
      await waitFor(() => expect(within(dialog).getByRole('button', { name: '閉じる' })).toHaveFocus());
    });
    await step('Tab キーでもフォーカスは中に留まる', async () => {
      const dialog = within(document.body).getByRole('alertdialog');
      await userEvent.tab();
      await waitFor(() => expect(within(dialog).getByRole('button', { name: '閉じる' })).toHaveFocus());
    });
  },
};
