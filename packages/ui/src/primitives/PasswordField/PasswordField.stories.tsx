import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'フォーム・Forms/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: { label: 'パスワード', onChange: fn(), onVisibilityChange: fn() },
  argTypes: { error: { control: 'text' }, description: { control: 'text' } },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { required: true },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('パスワード', { selector: 'input', exact: false });
    await step('入力すると伏せて表示される', async () => {
      await userEvent.type(input, 'Olive#2026');
      await expect(input).toHaveAttribute('type', 'password');
      await expect(input).toHaveValue('Olive#2026');
    });
  },
};

/** The toggle is a real button: aria-pressed says the password is shown; its name never flips. */
export const ShowAndHide: Story = {
  args: { defaultValue: 'Olive#2026' },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('パスワード', { selector: 'input', exact: false });
    const toggle = canvas.getByRole('button', { name: 'パスワードを表示' });
    await step('最初は伏せている', async () => {
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await expect(toggle).toHaveTextContent('表示');
    });
    await step('「表示」で入力が見える', async () => {
      await userEvent.click(toggle);
      await expect(input).toHaveAttribute('type', 'text');
      await expect(canvas.getByRole('button', { name: 'パスワードを表示', pressed: true })).toBe(toggle);
      await expect(args.onVisibilityChange).toHaveBeenLastCalledWith(true);
    });
    await step('もう一度押すと伏せる', async () => {
      await userEvent.click(toggle);
      await expect(input).toHaveAttribute('type', 'password');
      await expect(args.onVisibilityChange).toHaveBeenLastCalledWith(false);
    });
  },
};

/** Keyboard: Tab goes from the input to the toggle; Space toggles; the value is untouched. */
export const Keyboard: Story = {
  tags: ['!autodocs'],
  args: { defaultValue: 'Olive#2026' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('パスワード', { selector: 'input', exact: false });
    const toggle = canvas.getByRole('button', { name: 'パスワードを表示' });
    await step('Tab キーで欄から表示ボタンへ', async () => {
      await userEvent.tab();
      await expect(input).toHaveFocus();
      await userEvent.tab();
      await expect(toggle).toHaveFocus();
    });
    await step('スペースキーで表示を切り替える', async () => {
      await userEvent.keyboard(' ');
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect(input).toHaveAttribute('type', 'text');
      await expect(input).toHaveValue('Olive#2026');
    });
  },
};

export const WithError: Story = {
  args: {
    label: '新しいパスワード',
    autoComplete: 'new-password',
    required: true,
    description: '8文字以上で、英字と数字を含めてください。',
    error: '新しいパスワードは少なくとも 8文字以上で指定してください。',
  },
  play: async ({ canvasElement, step }) => {
    await step('エラーメッセージが読み上げられる', async () => {
      const input = within(canvasElement).getByLabelText('新しいパスワード', { selector: 'input', exact: false });
      await expect(input).toBeInvalid();
      await expect(input).toHaveAttribute('autocomplete', 'new-password');
      await expect(input).toHaveAccessibleDescription(
        '8文字以上で、英字と数字を含めてください。 新しいパスワードは少なくとも 8文字以上で指定してください。',
      );
    });
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Olive#2026' },
  play: async ({ canvasElement, step }) => {
    await step('入力も切り替えもできない', async () => {
      const canvas = within(canvasElement);
      await expect(canvas.getByLabelText('パスワード', { selector: 'input', exact: false })).toBeDisabled();
      await expect(canvas.getByRole('button', { name: 'パスワードを表示' })).toBeDisabled();
    });
  },
};
