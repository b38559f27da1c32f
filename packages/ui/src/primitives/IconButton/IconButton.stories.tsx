import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
import { CloseIcon, DownloadIcon, EditIcon, MenuIcon, TrashIcon } from '../../icons';
import { IconButton } from './IconButton';

const meta = {
  title: 'フォーム・Forms/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { label: '閉じる', icon: <CloseIcon />, onClick: fn() },
  argTypes: {
    icon: { control: false },
    variant: { control: 'inline-radio', options: ['ghost', 'secondary', 'primary', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement, step }) => {
    await step('ボタンを押す', async () => {
      const button = within(canvasElement).getByRole('button', { name: '閉じる' });
      await userEvent.click(button);
      await expect(args.onClick).toHaveBeenCalledTimes(1);
    });
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <IconButton {...args} variant="ghost" label="メニューを開く" icon={<MenuIcon />} />
      <IconButton {...args} variant="secondary" label="編集" icon={<EditIcon />} />
      <IconButton {...args} variant="primary" label="ダウンロード" icon={<DownloadIcon />} />
      <IconButton {...args} variant="danger" label="削除" icon={<TrashIcon />} />
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    await step('どの種類も名前で読み上げられる', async () => {
      const canvas = within(canvasElement);
      for (const name of ['メニューを開く', '編集', 'ダウンロード', '削除']) {
        await expect(canvas.getByRole('button', { name })).toBeEnabled();
      }
    });
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <IconButton {...args} size="sm" label="小" />
      <IconButton {...args} size="md" label="中" />
      <IconButton {...args} size="lg" label="大" />
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    await step('大きさごとの寸法になる', async () => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('button', { name: '小' }).getBoundingClientRect().width).toBe(32);
      await expect(canvas.getByRole('button', { name: '中' }).getBoundingClientRect().width).toBe(40);
      await expect(canvas.getByRole('button', { name: '大' }).getBoundingClientRect().width).toBe(48);
    });
  },
};

/** Keyboard: Tab reaches it, Enter and Space press it. */
export const Keyboard: Story = {
  tags: ['!autodocs'],
  play: async ({ args, canvasElement, step }) => {
    await step('Tab キーでボタンへ', async () => {
      await userEvent.tab();
      await expect(within(canvasElement).getByRole('button', { name: '閉じる' })).toHaveFocus();
    });
    await step('Enter キーとスペースキーで押す', async () => {
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard(' ');
      await expect(args.onClick).toHaveBeenCalledTimes(2);
    });
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement, step }) => {
    await step('押せない', async () => {
      const button = within(canvasElement).getByRole('button', { name: '閉じる' });
      await expect(button).toBeDisabled();
      await userEvent.click(button, { pointerEventsCheck: 0 });
      await expect(args.onClick).not.toHaveBeenCalled();
    });
  },
};

export const Loading: Story = {
  args: { label: 'ダウンロード', icon: <DownloadIcon />, loading: true },
  play: async ({ args, canvasElement, step }) => {
    const button = within(canvasElement).getByRole('button', { name: 'ダウンロード' });
    await step('処理中と読み上げられる', async () => {
      await expect(button).toHaveAttribute('aria-busy', 'true');
      await expect(button).toHaveAttribute('aria-disabled', 'true');
    });
    await step('フォーカスはできるが押しても動かない', async () => {
      await userEvent.tab();
      await expect(button).toHaveFocus();
      await userEvent.click(button);
      await expect(args.onClick).not.toHaveBeenCalled();
    });
  },
};

/** An empty label is a bug: development builds say so in the console. */
export const EmptyLabelWarns: Story = {
  args: { label: '' },
  parameters: {
    a11y: {
      // This story shows the misuse on purpose: the button has no name, which axe rightly reports.
      config: { rules: [{ id: 'button-name', enabled: false }] },
    },
  },
  beforeEach: () => {
    const spy = spyOn(console, 'error').mockImplementation(() => {});
    return () => spy.mockRestore();
  },
  play: async ({ step }) => {
    await step('名前がないと警告が出る', async () => {
      await expect(console.error).toHaveBeenCalledWith(expect.stringContaining('[ui/IconButton]'));
    });
  },
};
