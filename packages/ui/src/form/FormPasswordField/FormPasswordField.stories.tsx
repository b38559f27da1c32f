import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { all, minLength, required, StoryForm } from '../storyFixtures';
import { FormPasswordField } from './FormPasswordField';

const onSubmit = fn();

const meta = {
  title: 'フォーム・Forms/React Final Form/FormPasswordField',
  component: FormPasswordField,
  tags: ['autodocs'],
  args: {
    name: 'password',
    label: '新しいパスワード',
    autoComplete: 'new-password',
    required: true,
    description: '8文字以上で入力してください。',
    validate: all(required('新しいパスワード'), minLength('新しいパスワード', 8)),
  },
  argTypes: { validate: { control: false } },
  beforeEach: () => {
    onSubmit.mockReset();
  },
  render: (args) => (
    <StoryForm onSubmit={onSubmit}>
      <FormPasswordField {...args} />
    </StoryForm>
  ),
} satisfies Meta<typeof FormPasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText('新しいパスワード', { selector: 'input', exact: false });

export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    await step('パスワードを入力して表示する', async () => {
      await userEvent.type(input(canvasElement), 'Olive#2026');
      // Showing the password does not change the value the form receives.
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'パスワードを表示' }));
    });
    await step('送信すると入力した値が送られる', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: '送信する' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      await expect(onSubmit.mock.calls[0]?.[0]).toEqual({ password: 'Olive#2026' });
    });
  },
};

export const TooShort: Story = {
  play: async ({ canvasElement, step }) => {
    await step('短いパスワードを入力して離れる', async () => {
      await userEvent.type(input(canvasElement), 'abc');
      await userEvent.tab();
    });
    await step('エラーメッセージが読み上げられる', async () => {
      await expect(input(canvasElement)).toHaveAttribute('aria-invalid', 'true');
      await expect(input(canvasElement)).toHaveAccessibleDescription(
        '8文字以上で入力してください。 新しいパスワードは少なくとも 8文字以上で指定してください。',
      );
    });
  },
};

export const ErrorOnSubmit: Story = {
  play: async ({ canvasElement, step }) => {
    await step('空のまま送るとエラーメッセージが読み上げられる', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: '送信する' }));
      await expect(input(canvasElement)).toHaveAccessibleDescription(
        '8文字以上で入力してください。 新しいパスワードは必ず指定してください。',
      );
      await expect(onSubmit).not.toHaveBeenCalled();
    });
  },
};
