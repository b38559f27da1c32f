import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'フィードバック・Feedback/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { label: 'アップロード中', value: 40, showValue: true },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 100 } },
    tone: { control: 'inline-radio', options: ['primary', 'success', 'danger'] },
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    await step('進み具合が読み上げられる', async () => {
      const bar = within(canvasElement).getByRole('progressbar', { name: 'アップロード中' });
      await expect(bar).toHaveAttribute('aria-valuenow', '40');
      await expect(bar).toHaveAttribute('aria-valuemin', '0');
      await expect(bar).toHaveAttribute('aria-valuemax', '100');
      await expect(within(canvasElement).getByText('40%')).toBeVisible();
    });
  },
};

/** Unknown amount (waiting for the server): no value at all, so nothing wrong is announced. */
export const Indeterminate: Story = {
  args: { label: '取り込み中', value: undefined },
  play: async ({ canvasElement, step }) => {
    await step('進み具合がわからないときは値を持たない', async () => {
      const bar = within(canvasElement).getByRole('progressbar', { name: '取り込み中' });
      await expect(bar).not.toHaveAttribute('aria-valuenow');
      await expect(bar).not.toHaveAttribute('aria-valuemax');
      await expect(within(canvasElement).queryByText(/%$/)).toBeNull();
    });
  },
};

/** A count instead of a percentage: the same words are shown and spoken. */
export const WithValueText: Story = {
  args: { label: 'ファイルを確認中', value: 3, max: 10, valueText: '3 / 10 件' },
  play: async ({ canvasElement, step }) => {
    await step('値の文言が読み上げられる', async () => {
      const bar = within(canvasElement).getByRole('progressbar', { name: 'ファイルを確認中' });
      await expect(bar).toHaveAttribute('aria-valuetext', '3 / 10 件');
      await expect(bar).toHaveAttribute('aria-valuemax', '10');
      await expect(within(canvasElement).getByText('3 / 10 件')).toBeVisible();
    });
  },
};

/** Values outside 0..max are clamped. */
export const Complete: Story = {
  args: { label: 'アップロード完了', value: 130, tone: 'success' },
  play: async ({ canvasElement, step }) => {
    await step('完了が読み上げられる', async () => {
      const bar = within(canvasElement).getByRole('progressbar', { name: 'アップロード完了' });
      await expect(bar).toHaveAttribute('aria-valuenow', '100');
      const fill = bar.firstElementChild as HTMLElement;
      await expect(fill.getBoundingClientRect().width).toBe(bar.getBoundingClientRect().width);
    });
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true, showValue: false },
  play: async ({ canvasElement, step }) => {
    await step('ラベルは見えないが読み上げられる', async () => {
      // The label still names the bar though it is not shown.
      await expect(within(canvasElement).getByRole('progressbar', { name: 'アップロード中' })).toBeVisible();
    });
  },
};

/** The value follows the work: each step updates aria-valuenow. */
export const Updating: Story = {
  render: function UpdatingStory(args) {
    const [value, setValue] = useState(0);
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <ProgressBar {...args} value={value} />
        <Button onClick={() => setValue((v) => Math.min(v + 25, 100))}>進める</Button>
      </div>
    );
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'アップロード中' });
    await step('「進める」を押すと値が進む', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '進める' }));
      await userEvent.click(canvas.getByRole('button', { name: '進める' }));
      await expect(bar).toHaveAttribute('aria-valuenow', '50');
      await expect(canvas.getByText('50%')).toBeVisible();
    });
  },
};
