import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { required, StoryForm } from '../storyFixtures';
import { FormCombobox } from './FormCombobox';

const agencies = Array.from({ length: 30 }, (_, i) => {
  const code = `A${String(i + 1).padStart(4, '0')}`;
  return { value: code, label: `${code} 代理店${i + 1}` };
});

const meta = {
  title: 'Primitives/Form/FormCombobox',
  component: FormCombobox,
  tags: ['autodocs'],
  args: { name: 'agencyCode', label: '代理店', options: agencies, required: true },
  decorators: [
    (Story, { parameters }) => (
      <StoryForm onSubmit={parameters.onSubmit ?? fn()}>
        <Story />
      </StoryForm>
    ),
  ],
} satisfies Meta<typeof FormCombobox>;

export default meta;
type Story = StoryObj<typeof meta>;

const onSubmit = fn();

/** Required: the error shows after a submit; filtering and Enter fill the field, and the form sends it. */
export const Playground: Story = {
  args: { validate: required('代理店') },
  parameters: { onSubmit },
  play: async ({ canvasElement, step }) => {
    onSubmit.mockClear();
    const canvas = within(canvasElement);
    const combo = canvas.getByRole('combobox', { name: /^代理店/ });
    await step('選ばずに送るとエラーメッセージが読み上げられる', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '送信する' }));
      await expect(combo).toHaveAccessibleDescription('代理店は必ず指定してください。');
      await expect(onSubmit).not.toHaveBeenCalled();
    });
    await step('代理店を絞り込んで選ぶとエラーが消える', async () => {
      await userEvent.click(combo);
      const filter = await within(document.body).findByRole('combobox', { name: '代理店を絞り込み' });
      await waitFor(() => expect(filter).toHaveFocus());
      await userEvent.keyboard('a0012{Enter}');
      await expect(combo).toHaveTextContent('A0012 代理店12');
      await expect(combo).not.toHaveAttribute('aria-invalid');
    });
    await step('送信すると選んだ値が送られる', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '送信する' }));
      await waitFor(() =>
        expect(onSubmit).toHaveBeenCalledWith({ agencyCode: 'A0012' }, expect.anything(), expect.anything()),
      );
    });
  },
};
