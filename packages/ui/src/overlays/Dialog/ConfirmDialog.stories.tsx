import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'オーバーレイ・Overlays/ConfirmDialog（確認ダイアログ）',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    open: false,
    onOpenChange: fn(),
    title: '解約を申請しますか？',
    message: '管理番号 OL250004602 の契約について解約を申請します。申請後は取り消せません。',
    confirmLabel: '解約を申請する',
    tone: 'danger',
    onConfirm: fn(),
  },
  argTypes: { title: { control: 'text' }, message: { control: 'text' } },
  // The dialog with the button that asks for it, as a screen has it: `open` is where it starts.
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    useEffect(() => setOpen(args.open), [args.open]);
    return (
      <>
        <Button variant="danger" onClick={() => setOpen(true)}>
          解約申請
        </Button>
        <ConfirmDialog
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
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement, step }) => {
    await step('「解約申請」で確認ダイアログを開く', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: '解約申請' }));
    });
    await step('安全な「キャンセル」にフォーカスがある', async () => {
      const dialog = await within(document.body).findByRole('alertdialog', { name: '解約を申請しますか？' });
      // The safe choice has focus.
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'キャンセル' })).toHaveFocus());
    });
    await step('「解約を申請する」を押すと実行され閉じる', async () => {
      const dialog = within(document.body).getByRole('alertdialog', { name: '解約を申請しますか？' });
      await userEvent.click(within(dialog).getByRole('button', { name: '解約を申請する' }));
      await expect(args.onConfirm).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
    });
  },
};

/** Open from the start (`open`), as designers review it; in a frame of its own on the docs page. */
export const Open: Story = {
  name: '確認ダイアログを開いた状態',
  args: { open: true },
  parameters: { docs: { story: { inline: false, height: '360px' } } },
};

export const Cancel: Story = {
  play: async ({ args, canvasElement, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '解約申請' });
    await step('確認ダイアログを開く', async () => {
      await userEvent.click(trigger);
    });
    await step('「キャンセル」で何もせず閉じ、フォーカスが戻る', async () => {
      const dialog = await within(document.body).findByRole('alertdialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
      await expect(args.onConfirm).not.toHaveBeenCalled();
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
};

let release: () => void = () => {};
export const BusyBlocksDoubleSubmit: Story = {
  tags: ['!autodocs'],
  args: {
    onConfirm: fn(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    ),
  },
  play: async ({ args, canvasElement, step }) => {
    await step('確認ダイアログを開く', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: '解約申請' }));
    });
    await step('実行中はボタンが押せず、キャンセルもできない', async () => {
      const dialog = await within(document.body).findByRole('alertdialog');
      const confirm = within(dialog).getByRole('button', { name: '解約を申請する' });
      await userEvent.click(confirm);
      await expect(confirm).toHaveAttribute('aria-disabled', 'true');
      await expect(confirm).toHaveAttribute('aria-busy', 'true');
      await expect(confirm).toHaveFocus();
      await expect(within(dialog).getByRole('button', { name: 'キャンセル' })).toBeDisabled();
    });
    await step('Escape でも閉じず、実行は一度だけ', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(within(document.body).getByRole('alertdialog')).toBeInTheDocument();
      await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    });
    await step('処理が終わると閉じる', async () => {
      release();
      await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
    });
  },
};
