import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Textarea } from './Textarea';

const meta = {
  title: 'フォーム・Forms/Textarea',
  component: Textarea,
  tags: ['autodocs'],
  args: { label: '本文', onChange: fn() },
  argTypes: { error: { control: 'text' }, description: { control: 'text' } },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { required: true, placeholder: 'お知らせの本文を入力してください。' },
  play: async ({ args, canvasElement, step }) => {
    await step('改行を含めて入力できる', async () => {
      const box = within(canvasElement).getByRole('textbox', { name: '本文' });
      await userEvent.type(box, '一行目{Enter}二行目');
      // Line breaks are kept: Enter adds a newline instead of submitting.
      await expect(box).toHaveValue('一行目\n二行目');
      await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ target: box }));
    });
  },
};

export const WithDescription: Story = {
  args: { description: '改行はそのまま表示されます。HTML は使えません。' },
  play: async ({ canvasElement, step }) => {
    await step('説明が読み上げられる', async () => {
      const box = within(canvasElement).getByRole('textbox', { name: '本文' });
      await expect(box).toHaveAccessibleDescription('改行はそのまま表示されます。HTML は使えません。');
    });
  },
};

export const WithError: Story = {
  args: { required: true, error: '本文は必ず指定してください。' },
  play: async ({ canvasElement, step }) => {
    await step('エラーメッセージが読み上げられる', async () => {
      const box = within(canvasElement).getByRole('textbox', { name: '本文' });
      await expect(box).toBeInvalid();
      await expect(box).toHaveAccessibleDescription('本文は必ず指定してください。');
    });
  },
};

/** The counter is part of the description and stops where the native maxLength stops typing. */
export const WithCount: Story = {
  render: function WithCountStory(args) {
    const [value, setValue] = useState('');
    return (
      <Textarea
        {...args}
        label="件名"
        rows={2}
        maxLength={10}
        showCount
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
    );
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: '件名' });
    await step('文字数と上限が表示される', async () => {
      await expect(canvas.getByText('0 / 10文字')).toBeVisible();
    });
    await step('上限を超えては入力できず、文字数が読み上げられる', async () => {
      await userEvent.type(box, '手数料明細の公開について');
      await expect(box).toHaveValue('手数料明細の公開につ');
      await expect(canvas.getByText('10 / 10文字')).toBeVisible();
      await expect(box).toHaveAccessibleDescription('10 / 10文字');
    });
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '公開済みのお知らせは編集できません。' },
  play: async ({ canvasElement, step }) => {
    await step('入力できない', async () => {
      await expect(within(canvasElement).getByRole('textbox', { name: '本文' })).toBeDisabled();
    });
  },
};
