import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FieldGroup } from './FieldGroup';

const statuses = ['申込中', '審査中', '成立'];

const meta = {
  title: 'フォーム・Forms/FieldGroup',
  component: FieldGroup,
  tags: ['autodocs'],
  args: {
    legend: '契約状況',
    children: statuses.map((status) => (
      <label key={status} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <input type="checkbox" name="status" value={status} />
        {status}
      </label>
    )),
  },
  argTypes: {
    children: { control: false },
    error: { control: 'text' },
    description: { control: 'text' },
    kind: { control: 'inline-radio', options: ['group', 'radiogroup'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'チェックボックスやラジオボタンのまとまり（fieldset と legend）。CheckboxGroup と RadioGroup が内部で使います。',
      },
    },
  },
} satisfies Meta<typeof FieldGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { description: '複数選択できます。' },
  play: async ({ canvasElement, step }) => {
    const group = within(canvasElement).getByRole('group', { name: '契約状況' });
    await step('説明が読み上げられる', async () => {
      await expect(group).toHaveAccessibleDescription('複数選択できます。');
    });
    await step('項目を選べる', async () => {
      await userEvent.click(within(group).getByRole('checkbox', { name: '審査中' }));
      await expect(within(group).getByRole('checkbox', { name: '審査中' })).toBeChecked();
    });
  },
};

/** A checkbox group has no aria-required, so its 必須 mark is read with the legend. */
export const RequiredCheckboxes: Story = {
  args: { required: true },
  play: async ({ canvasElement, step }) => {
    await step('必須が名前に含まれる', async () => {
      await expect(within(canvasElement).getByRole('group', { name: '契約状況 必須' })).toBeVisible();
    });
  },
};

/** A radio group states required and invalid itself, so the mark stays out of its name. */
export const RadioGroupWithError: Story = {
  args: {
    legend: '支払方法',
    kind: 'radiogroup',
    required: true,
    error: '支払方法は必ず指定してください。',
    children: ['クレジットカード', '口座振替'].map((method) => (
      <label key={method} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <input type="radio" name="paymentMethod" value={method} />
        {method}
      </label>
    )),
  },
  play: async ({ canvasElement, step }) => {
    await step('エラーメッセージが読み上げられる', async () => {
      const group = within(canvasElement).getByRole('radiogroup', { name: '支払方法' });
      await expect(group).toHaveAttribute('aria-required', 'true');
      await expect(group).toHaveAttribute('aria-invalid', 'true');
      await expect(group).toHaveAccessibleDescription('支払方法は必ず指定してください。');
      await expect(within(canvasElement).getByText('必須')).toBeVisible();
    });
  },
};

/** `disabled` on the fieldset disables every control inside, and keyboard focus skips them. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, step }) => {
    await step('すべて使えず、Tab キーでも止まらない', async () => {
      for (const checkbox of within(canvasElement).getAllByRole('checkbox')) {
        await expect(checkbox).toBeDisabled();
      }
      await userEvent.tab();
      await expect(canvasElement.ownerDocument.activeElement).toBe(canvasElement.ownerDocument.body);
    });
  },
};
