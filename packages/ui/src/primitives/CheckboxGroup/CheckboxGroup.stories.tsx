import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckboxGroup } from './CheckboxGroup';

const statusOptions = [
  { value: 'applying', label: '申込中' },
  { value: 'reviewing', label: '審査中' },
  { value: 'concluded', label: '成立' },
  { value: 'cancelled', label: '解約' },
];

const meta = {
  title: 'フォーム・Forms/CheckboxGroup',
  component: CheckboxGroup,
  tags: ['autodocs'],
  args: { legend: '契約状況', options: statusOptions, onChange: fn(), onBlur: fn() },
  argTypes: {
    legend: { control: 'text' },
    // Options may carry elements: shown in "Show code", not edited as raw JSON.
    options: { control: false },
    error: { control: 'text' },
    description: { control: 'text' },
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { orientation: 'horizontal' },
  play: async ({ args, canvasElement, step }) => {
    const group = within(canvasElement).getByRole('group', { name: '契約状況' });
    await step('付けた順によらず表示順の値が渡る', async () => {
      await userEvent.click(within(group).getByRole('checkbox', { name: '成立' }));
      await expect(args.onChange).toHaveBeenLastCalledWith(['concluded']);
      await userEvent.click(within(group).getByRole('checkbox', { name: '申込中' }));
      // The value follows the options' order, not the click order.
      await expect(args.onChange).toHaveBeenLastCalledWith(['applying', 'concluded']);
      await userEvent.click(within(group).getByRole('checkbox', { name: '成立' }));
      await expect(args.onChange).toHaveBeenLastCalledWith(['applying']);
    });
  },
};

/** Controlled: the checked boxes are exactly `value`. */
export const Controlled: Story = {
  args: { value: ['reviewing', 'cancelled'] },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('渡された値がチェックされている', async () => {
      await expect(canvas.getByRole('checkbox', { name: '審査中' })).toBeChecked();
      await expect(canvas.getByRole('checkbox', { name: '解約' })).toBeChecked();
      await expect(canvas.getByRole('checkbox', { name: '成立' })).not.toBeChecked();
    });
    await step('押すと値を知らせ、表示は親に任せる', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: '成立' }));
      await expect(args.onChange).toHaveBeenLastCalledWith(['reviewing', 'concluded', 'cancelled']);
      // Nobody updated `value`, so the box stays as it was.
      await expect(canvas.getByRole('checkbox', { name: '成立' })).not.toBeChecked();
    });
  },
};

/** Keyboard: Tab visits each checkbox in turn; leaving the group reports one blur. */
export const Keyboard: Story = {
  tags: ['!autodocs'],
  render: (args) => (
    <>
      <CheckboxGroup {...args} />
      <button type="button">検索</button>
    </>
  ),
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Tab キーで項目を順にたどる', async () => {
      for (const name of ['申込中', '審査中', '成立', '解約']) {
        await userEvent.tab();
        await expect(canvas.getByRole('checkbox', { name })).toHaveFocus();
      }
    });
    await step('スペースキーで選ぶ', async () => {
      await userEvent.keyboard(' ');
      await expect(args.onChange).toHaveBeenLastCalledWith(['cancelled']);
      await expect(args.onBlur).not.toHaveBeenCalled();
    });
    await step('グループを離れると onBlur が一度呼ばれる', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: '検索' })).toHaveFocus();
      await expect(args.onBlur).toHaveBeenCalledTimes(1);
    });
  },
};

export const WithDescription: Story = {
  args: { description: '選んだ状況の契約だけを表示します。' },
  play: async ({ canvasElement, step }) => {
    await step('説明が読み上げられる', async () => {
      const group = within(canvasElement).getByRole('group', { name: '契約状況' });
      await expect(group).toHaveAccessibleDescription('選んだ状況の契約だけを表示します。');
    });
  },
};

export const WithError: Story = {
  args: {
    legend: 'マニュアルの種類',
    required: true,
    error: 'マニュアルの種類は少なくとも 1個選んでください。',
    options: [
      { value: 'agency', label: '代理店向け' },
      { value: 'product', label: '商品' },
      { value: 'officeProcedure', label: '事務手続き' },
      { value: 'compliance', label: 'コンプライアンス' },
    ],
  },
  play: async ({ canvasElement, step }) => {
    await step('エラーメッセージが読み上げられる', async () => {
      // A group has no aria-required: the 必須 mark is read with the legend instead.
      const group = within(canvasElement).getByRole('group', { name: 'マニュアルの種類 必須' });
      await expect(group).toHaveAccessibleDescription('マニュアルの種類は少なくとも 1個選んでください。');
    });
  },
};

export const DisabledOption: Story = {
  args: {
    options: [
      ...statusOptions.slice(0, 3),
      { value: 'cancelled', label: '解約', disabled: true, description: '権限がありません' },
    ],
  },
  play: async ({ canvasElement, step }) => {
    await step('使えない項目は理由が読み上げられる', async () => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('checkbox', { name: '解約' })).toBeDisabled();
      await expect(canvas.getByRole('checkbox', { name: '解約' })).toHaveAccessibleDescription('権限がありません');
      await expect(canvas.getByRole('checkbox', { name: '成立' })).toBeEnabled();
    });
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: ['concluded'] },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('すべて使えず、押しても変わらない', async () => {
      for (const checkbox of canvas.getAllByRole('checkbox')) await expect(checkbox).toBeDisabled();
      await expect(canvas.getByRole('checkbox', { name: '成立' })).toBeChecked();
      await userEvent.click(canvas.getByRole('checkbox', { name: '申込中' }), { pointerEventsCheck: 0 });
      await expect(args.onChange).not.toHaveBeenCalled();
    });
  },
};
