import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchIcon } from '../../icons';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'フィードバック・Feedback/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: { title: 'お知らせはまだありません', description: '新しいお知らせが届くと、ここに表示されます。' },
  argTypes: {
    size: { control: 'inline-radio', options: ['default', 'compact'] },
    icon: { control: false },
    action: { control: false },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    await step('見出しと説明が出る', async () => {
      const canvas = within(canvasElement);
      await expect(canvas.getByText('お知らせはまだありません')).toBeVisible();
      await expect(canvas.getByText('新しいお知らせが届くと、ここに表示されます。')).toBeVisible();
    });
  },
};

const onClear = fn();

/** A search with no hits offers the way out. */
export const NoSearchResults: Story = {
  args: {
    icon: <SearchIcon />,
    title: '該当する契約はありません',
    description: '検索条件を変えてお試しください。',
    action: (
      <Button variant="secondary" onClick={onClear}>
        条件をクリア
      </Button>
    ),
  },
  play: async ({ canvasElement, step }) => {
    await step('Tab キーで「条件をクリア」へ', async () => {
      await userEvent.tab();
      const button = within(canvasElement).getByRole('button', { name: '条件をクリア' });
      await expect(button).toHaveFocus();
    });
    await step('Enter キーで押す', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(onClear).toHaveBeenCalledTimes(1);
    });
  },
};

export const Compact: Story = {
  args: { size: 'compact', title: 'ファイルはありません', description: undefined },
  play: async ({ canvasElement, step }) => {
    await step('小さな文字で出る', async () => {
      const title = within(canvasElement).getByText('ファイルはありません');
      await expect(getComputedStyle(title).fontSize).toBe('14px');
    });
  },
};

export const WithoutIcon: Story = {
  args: { icon: null },
  play: async ({ canvasElement, step }) => {
    await step('アイコンを出さない', async () => {
      await expect(canvasElement.querySelector('svg')).toBeNull();
    });
  },
};
