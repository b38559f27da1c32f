import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryForm } from '../storyFixtures';
import { FormCheckbox } from './FormCheckbox';

const onSubmit = fn();

const meta = {
  title: 'フォーム・Forms/React Final Form/FormCheckbox',
  component: FormCheckbox,
  tags: ['autodocs'],
  args: { name: 'mfa', label: 'SMS認証を使う', description: 'ログインのたびに確認コードを送ります。' },
  argTypes: { validate: { control: false } },
  beforeEach: () => {
    onSubmit.mockReset();
  },
  render: (args) => (
    <StoryForm onSubmit={onSubmit}>
      <FormCheckbox {...args} />
    </StoryForm>
  ),
} satisfies Meta<typeof FormCheckbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('チェックして送信する', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'SMS認証を使う' }));
      await userEvent.click(canvas.getByRole('button', { name: '送信する' }));
    });
    await step('チェックした値が送られる', async () => {
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      // The form receives a boolean, not the checkbox's "on".
      await expect(onSubmit.mock.calls[0]?.[0]).toEqual({ mfa: true });
    });
  },
};

/** A required agreement: submitting unchecked shows the app's message under the box. */
export const RequiredAgreement: Story = {
  args: {
    name: 'agreement',
    label: '利用規約に同意する',
    description: undefined,
    required: true,
    validate: (value) => (value ? undefined : '利用規約への同意は必ず指定してください。'),
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: '利用規約に同意する' });
    await step('同意せずに送るとエラーメッセージが読み上げられる', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '送信する' }));
      await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
      await expect(checkbox).toHaveAccessibleDescription('利用規約への同意は必ず指定してください。');
    });
    await step('チェックするとエラーが消える', async () => {
      await userEvent.click(checkbox);
      await expect(checkbox).not.toHaveAttribute('aria-invalid');
      await expect(onSubmit).not.toHaveBeenCalled();
    });
  },
};

export const InitiallyChecked: Story = {
  render: (args) => (
    <StoryForm onSubmit={onSubmit} initialValues={{ mfa: true }}>
      <FormCheckbox {...args} />
    </StoryForm>
  ),
  play: async ({ canvasElement, step }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'SMS認証を使う' });
    await step('最初からチェックされている', async () => {
      await expect(checkbox).toBeChecked();
    });
    await step('スペースキーで外せる', async () => {
      await userEvent.keyboard('{Tab} ');
      await expect(checkbox).not.toBeChecked();
    });
  },
};
