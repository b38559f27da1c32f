import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'フィードバック・Feedback/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  argTypes: { size: { control: 'inline-radio', options: ['inherit', 'sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    await step('「読み込み中」と読み上げられる', async () => {
      // The default name is the built-in 読み込み中.
      await expect(within(canvasElement).getByRole('status', { name: '読み込み中' })).toBeVisible();
    });
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Spinner size="sm" label="小" />
      <Spinner size="md" label="中" />
      <Spinner size="lg" label="大" />
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    await step('大きさごとの幅になる', async () => {
      const canvas = within(canvasElement);
      const width = (name: string) => canvas.getByRole('status', { name }).getBoundingClientRect().width;
      await expect(width('小')).toBe(14);
      await expect(width('中')).toBe(20);
      await expect(width('大')).toBe(40);
    });
  },
};

export const CustomLabel: Story = {
  args: { label: '契約を検索中' },
  play: async ({ canvasElement, step }) => {
    await step('指定した文言で読み上げられる', async () => {
      await expect(within(canvasElement).getByRole('status', { name: '契約を検索中' })).toBeVisible();
    });
  },
};

/** Inside something that already says it is busy, the spinner is decorative. */
export const Decorative: Story = {
  render: () => (
    <p aria-busy="true">
      <Spinner size="inherit" label={null} /> 送信しています…
    </p>
  ),
  play: async ({ canvasElement, step }) => {
    await step('飾りのときは読み上げない', async () => {
      const canvas = within(canvasElement);
      await expect(canvas.queryByRole('status')).toBeNull();
      await expect(canvas.getByText(/送信しています/)).toBeVisible();
    });
  },
};
