import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const paymentOptions = [
  { value: '1', label: 'クレジットカード' },
  { value: '2', label: '口座振替' },
];

const meta = {
  title: 'フォーム・Forms/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: { legend: '支払方法', options: paymentOptions, onChange: fn(), onBlur: fn() },
  argTypes: {
    legend: { control: 'text' },
    // Options may carry elements: shown in "Show code", not edited as raw JSON.
    options: { control: false },
    error: { control: 'text' },
    description: { control: 'text' },
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { orientation: 'horizontal', required: true },
  play: async ({ args, canvasElement, step }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: '支払方法' });
    await step('選択肢を選ぶ', async () => {
      await userEvent.click(within(group).getByRole('radio', { name: '口座振替' }));
      await expect(args.onChange).toHaveBeenLastCalledWith('2');
      await expect(within(group).getByRole('radio', { name: '口座振替' })).toBeChecked();
    });
  },
};

/** Keyboard: Tab enters at the chosen radio, arrows move and choose, Tab leaves the group. */
export const Keyboard: Story = {
  tags: ['!autodocs'],
  args: {
    legend: '権限',
    defaultValue: 'general',
    options: [
      { value: 'general', label: '一般' },
      { value: 'admin', label: '管理者' },
      { value: 'super', label: '特権管理者' },
    ],
  },
  render: (args) => (
    <>
      <RadioGroup {...args} />
      <button type="button">保存する</button>
    </>
  ),
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Tab キーで選択中の項目へ', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('radio', { name: '一般' })).toHaveFocus();
    });
    await step('↓キーで次の選択肢を選ぶ（端では折り返す）', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(canvas.getByRole('radio', { name: '管理者' })).toHaveFocus();
      await expect(canvas.getByRole('radio', { name: '管理者' })).toBeChecked();
      await expect(args.onChange).toHaveBeenLastCalledWith('admin');
      await userEvent.keyboard('{ArrowDown}');
      await expect(args.onChange).toHaveBeenLastCalledWith('super');
      // Arrows wrap around, as native radios do.
      await userEvent.keyboard('{ArrowDown}');
      await expect(args.onChange).toHaveBeenLastCalledWith('general');
    });
    await step('Tab キーでグループを出る', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: '保存する' })).toHaveFocus();
      await expect(args.onBlur).toHaveBeenCalledTimes(1);
    });
  },
};

export const WithDescription: Story = {
  args: {
    description: '変更は翌月の引去から反映されます。',
    options: [
      { value: '1', label: 'クレジットカード', description: '毎月27日に決済します。' },
      { value: '2', label: '口座振替', description: '毎月27日に引き落とします。' },
    ],
  },
  play: async ({ canvasElement, step }) => {
    await step('説明が読み上げられる', async () => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('radiogroup', { name: '支払方法' })).toHaveAccessibleDescription(
        '変更は翌月の引去から反映されます。',
      );
      await expect(canvas.getByRole('radio', { name: '口座振替' })).toHaveAccessibleDescription(
        '毎月27日に引き落とします。',
      );
    });
  },
};

export const WithError: Story = {
  args: { required: true, error: '支払方法は必ず指定してください。' },
  play: async ({ canvasElement, step }) => {
    await step('エラーメッセージが読み上げられる', async () => {
      const group = within(canvasElement).getByRole('radiogroup', { name: '支払方法' });
      await expect(group).toHaveAttribute('aria-invalid', 'true');
      await expect(group).toHaveAttribute('aria-required', 'true');
      await expect(group).toHaveAccessibleDescription('支払方法は必ず指定してください。');
    });
  },
};

/** Controlled: the checked radio is exactly `value`. */
export const Controlled: Story = {
  args: { value: '1' },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('親が決めた値が選ばれている', async () => {
      await expect(canvas.getByRole('radio', { name: 'クレジットカード' })).toBeChecked();
    });
    await step('押すと値を知らせ、表示は親に任せる', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: '口座振替' }));
      await expect(args.onChange).toHaveBeenLastCalledWith('2');
      await expect(canvas.getByRole('radio', { name: 'クレジットカード' })).toBeChecked();
    });
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '1' },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('すべて使えず、押しても変わらない', async () => {
      for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
      await userEvent.click(canvas.getByRole('radio', { name: '口座振替' }), { pointerEventsCheck: 0 });
      await expect(args.onChange).not.toHaveBeenCalled();
    });
  },
};
