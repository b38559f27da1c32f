import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchIcon } from '../../icons';
import { TextField } from './TextField';

const meta = {
  title: 'フォーム・Forms/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: '契約者名', onChange: fn() },
  argTypes: {
    error: { control: 'text' },
    description: { control: 'text' },
    startAdornment: { control: false },
    endAdornment: { control: 'text' },
    endAction: { control: false },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { placeholder: '山田 太郎', required: false, disabled: false },
  play: async ({ args, canvasElement, step }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '契約者名' });
    await step('入力すると値が渡る', async () => {
      await userEvent.type(input, '山田');
      await expect(input).toHaveValue('山田');
      // onChange receives the input's change event, once per typed character.
      await expect(args.onChange).toHaveBeenCalledTimes(2);
      await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'change', target: input }));
    });
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement, step }) => {
    await step('必須と読み上げられる', async () => {
      const input = within(canvasElement).getByRole('textbox', { name: '契約者名' });
      await expect(input).toBeRequired();
      await expect(within(canvasElement).getByText('必須')).toBeVisible();
    });
  },
};

export const WithDescription: Story = {
  args: { label: '契約者名（カナ）', description: '全角カタカナで入力してください。', placeholder: 'ヤマダ タロウ' },
  play: async ({ canvasElement, step }) => {
    await step('説明が読み上げられる', async () => {
      const input = within(canvasElement).getByRole('textbox', { name: '契約者名（カナ）' });
      await expect(input).toHaveAccessibleDescription('全角カタカナで入力してください。');
    });
  },
};

export const WithError: Story = {
  args: { required: true, defaultValue: ' ', error: '契約者名は必ず指定してください。' },
  play: async ({ canvasElement, step }) => {
    await step('エラーメッセージが読み上げられる', async () => {
      const input = within(canvasElement).getByRole('textbox', { name: '契約者名' });
      await expect(input).toBeInvalid();
      await expect(input).toHaveAccessibleDescription('契約者名は必ず指定してください。');
    });
  },
};

/** Adornments sit inside the box and stay out of the name: the label alone names the input. */
export const WithAdornments: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <TextField {...args} label="キーワード" type="search" startAdornment={<SearchIcon />} />
      <TextField {...args} label="月額保険料" inputMode="numeric" endAdornment="円" error="月額保険料は無効です。" />
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    await step('前後の文言が名前と説明に加わる', async () => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('searchbox', { name: 'キーワード' })).toBeVisible();
      const premium = canvas.getByRole('textbox', { name: '月額保険料' });
      await expect(premium).toBeInvalid();
      await expect(canvas.getByText('円')).toBeVisible();
    });
  },
};

export const Disabled: Story = {
  args: { label: '代理店コード', defaultValue: 'A0001', disabled: true },
  play: async ({ args, canvasElement, step }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '代理店コード' });
    await step('使えない状態で表示される', async () => {
      await expect(input).toBeDisabled();
    });
    await step('入力しても変わらない', async () => {
      await userEvent.type(input, 'X');
      await expect(input).toHaveValue('A0001');
      await expect(args.onChange).not.toHaveBeenCalled();
    });
  },
};

export const ReadOnly: Story = {
  args: { label: '管理番号', defaultValue: 'K-2026-000123', readOnly: true },
  play: async ({ canvasElement, step }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '管理番号' });
    await step('フォーカスはできるが書き換えられない', async () => {
      await userEvent.tab();
      await expect(input).toHaveFocus();
      await userEvent.keyboard('X');
      await expect(input).toHaveValue('K-2026-000123');
    });
  },
};

/** Controlled use: the value comes from state, so what was typed survives re-renders. */
export const Controlled: Story = {
  render: function ControlledStory(args) {
    const [value, setValue] = useState('');
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <TextField
          {...args}
          label="管理番号"
          value={value}
          onChange={(event) => {
            args.onChange?.(event);
            setValue(event.target.value.toUpperCase());
          }}
        />
        <output>入力値: {value}</output>
      </div>
    );
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('入力が親の決めた形で表示される', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: '管理番号' }), 'k-1');
      await expect(canvas.getByRole('textbox', { name: '管理番号' })).toHaveValue('K-1');
      await expect(canvas.getByText('入力値: K-1')).toBeVisible();
    });
  },
};
