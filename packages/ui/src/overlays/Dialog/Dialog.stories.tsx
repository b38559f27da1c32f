import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/TextField';
import { Dialog } from './Dialog';

const meta = {
  title: 'オーバーレイ・Overlays/Dialog（モーダル・ダイアログ）',
  component: Dialog,
  tags: ['autodocs'],
  args: {
    open: false,
    title: 'IPアドレスを登録',
    description: 'さくら保険サービス株式会社（A0001）の許可IPアドレスを追加します。',
    children: <TextField label="IPアドレス" required placeholder="203.0.113.0/24" />,
    footer: <Button>登録する</Button>,
    onOpenChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    title: { control: 'text' },
    description: { control: 'text' },
    // Elements: shown in "Show code", not edited as raw JSON.
    children: { control: false },
    footer: { control: false },
  },
  // The dialog with the button that opens it, as a screen has it: `open` is where it starts.
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    useEffect(() => setOpen(args.open), [args.open]);
    return (
      <>
        <Button onClick={() => setOpen(true)}>ダイアログを開く</Button>
        <Dialog
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange(next);
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    await step('ボタンでモーダルを開く', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'ダイアログを開く' }));
    });
    await step('名前と説明を持ち、フォーカスが中に移る', async () => {
      const dialog = await within(document.body).findByRole('dialog', { name: 'IPアドレスを登録' });
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await expect(dialog).toHaveAccessibleDescription(/許可IPアドレスを追加します/);
      await waitFor(() => expect(within(dialog).getByRole('button', { name: '閉じる' })).toHaveFocus());
    });
  },
};

/** Open from the start (`open`), as designers review it; in a frame of its own on the docs page. */
export const Open: Story = {
  name: 'モーダルを開いた状態',
  args: { open: true },
  parameters: { docs: { story: { inline: false, height: '480px' } } },
};

export const FocusTrapAndReturn: Story = {
  tags: ['!autodocs'],
  play: async ({ args, canvasElement, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'ダイアログを開く' });
    await step('モーダルを開くと「閉じる」にフォーカス', async () => {
      await userEvent.click(trigger);
      const dialog = await within(document.body).findByRole('dialog');
      await waitFor(() => expect(within(dialog).getByRole('button', { name: '閉じる' })).toHaveFocus());
    });
    await step('Tab キーで中の項目を順にたどる', async () => {
      const dialog = within(document.body).getByRole('dialog');
      const field = within(dialog).getByRole('textbox', { name: /IPアドレス/ });
      const submit = within(dialog).getByRole('button', { name: '登録する' });
      await userEvent.tab();
      await expect(field).toHaveFocus();
      await userEvent.tab();
      await expect(submit).toHaveFocus();
    });
    await step('Tab と Shift+Tab はモーダルの中で折り返す', async () => {
      const dialog = within(document.body).getByRole('dialog');
      const close = within(dialog).getByRole('button', { name: '閉じる' });
      const submit = within(dialog).getByRole('button', { name: '登録する' });
      // Tab wraps inside the dialog (through floating-ui's focus guards, which hand focus on).
      await userEvent.tab();
      await waitFor(() => expect(close).toHaveFocus());
      await userEvent.tab({ shift: true });
      await waitFor(() => expect(submit).toHaveFocus());
    });
    await step('Escape で閉じ、フォーカスがボタンに戻る', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await expect(trigger).toHaveFocus();
    });
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement, step }) => {
    await step('モーダルを開く', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'ダイアログを開く' }));
    });
    await step('「閉じる」を押すと閉じる', async () => {
      const dialog = await within(document.body).findByRole('dialog');
      await userEvent.click(within(dialog).getByRole('button', { name: '閉じる' }));
      await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    });
  },
};

export const Drawer: Story = {
  args: {
    title: 'メニュー',
    description: undefined,
    variant: 'drawer',
    children: <p>サイドメニューの内容</p>,
    footer: undefined,
  },
  play: async ({ canvasElement, step }) => {
    await step('ドロワーを開く', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'ダイアログを開く' }));
    });
    await step('画面の左端に全高で出る', async () => {
      const dialog = await within(document.body).findByRole('dialog', { name: 'メニュー' });
      const box = dialog.getBoundingClientRect();
      await expect(box.left).toBe(0);
      await expect(box.height).toBe(window.innerHeight);
    });
  },
};
