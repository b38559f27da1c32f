import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { required, StoryForm } from '../storyFixtures';
import { FormTextarea } from './FormTextarea';

const onSubmit = fn();

const meta = {
  title: 'フォーム・Forms/React Final Form/FormTextarea',
  component: FormTextarea,
  tags: ['autodocs'],
  args: { name: 'content', label: '本文', required: true, maxLength: 200, showCount: true, validate: required('本文') },
  argTypes: { validate: { control: false } },
  beforeEach: () => {
    onSubmit.mockReset();
  },
  render: (args) => (
    <StoryForm onSubmit={onSubmit}>
      <FormTextarea {...args} />
    </StoryForm>
  ),
} satisfies Meta<typeof FormTextarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: '本文' });
    await step('入力すると文字数が表示される', async () => {
      await userEvent.type(box, '今月の明細を公開しました。{Enter}ご確認ください。');
      // The counter follows the form's value.
      await expect(canvas.getByText('22 / 200文字')).toBeVisible();
    });
    await step('送信すると改行を含めて送られる', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '送信する' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      await expect(onSubmit.mock.calls[0]?.[0]).toEqual({ content: '今月の明細を公開しました。\nご確認ください。' });
    });
  },
};

export const ErrorAfterTouch: Story = {
  play: async ({ canvasElement, step }) => {
    const box = within(canvasElement).getByRole('textbox', { name: '本文' });
    await step('欄を離れるとエラーメッセージが読み上げられる', async () => {
      await userEvent.click(box);
      await userEvent.tab();
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      await expect(box).toHaveAccessibleDescription('本文は必ず指定してください。 0 / 200文字');
    });
  },
};
