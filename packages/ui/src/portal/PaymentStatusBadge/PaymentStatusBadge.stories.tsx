import { hikisariStatuses } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PaymentStatusBadge } from './PaymentStatusBadge';

const meta = {
  title: 'データ表示・Data display/PaymentStatusBadge',
  component: PaymentStatusBadge,
  tags: ['autodocs'],
  args: { status: 'paid-in' },
  argTypes: { status: { control: 'select', options: hikisariStatuses } },
} satisfies Meta<typeof PaymentStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {hikisariStatuses.map((s) => (
        <PaymentStatusBadge key={s} status={s} />
      ))}
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const color = (label: string) => getComputedStyle(canvas.getByText(label)).color;
    const token = (name: string) => {
      const probe = document.createElement('span');
      probe.style.color = `var(${name})`;
      document.body.append(probe);
      const value = getComputedStyle(probe).color;
      probe.remove();
      return value;
    };
    await step('状態ごとの文字色で表示される', async () => {
      // docs/product.md §2: paid-in in the success colour, offset in the warning colour, others neutral.
      await expect(color('入金')).toBe(token('--olive-color-feedback-success-text'));
      await expect(color('相殺')).toBe(token('--olive-color-feedback-warning-text'));
      await expect(color('未引去')).toBe(token('--olive-color-text-default'));
      await expect(color('引去不能')).toBe(token('--olive-color-text-default'));
    });
  },
};
