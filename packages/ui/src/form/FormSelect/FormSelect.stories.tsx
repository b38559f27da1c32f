import { recruiterRoleOptions } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { required, StoryForm } from '../storyFixtures';
import { FormSelect } from './FormSelect';

const meta = {
  title: 'フォーム・Forms/React Final Form/FormSelect',
  component: FormSelect,
  tags: ['autodocs'],
  args: { name: 'roleType', label: '権限', options: recruiterRoleOptions, required: true },
  decorators: [
    (Story, { parameters }) => (
      <StoryForm onSubmit={parameters.onSubmit ?? fn()}>
        <Story />
      </StoryForm>
    ),
  ],
} satisfies Meta<typeof FormSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const onSubmit = fn();

export const Playground: Story = {
  args: { validate: required('権限') },
  parameters: { onSubmit },
  play: async ({ canvasElement, step }) => {
    onSubmit.mockClear();
    const canvas = within(canvasElement);
    const combo = canvas.getByRole('combobox', { name: /権限/ });
    await step('選ばずに送るとエラーメッセージが読み上げられる', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '送信する' }));
      await expect(combo).toHaveAccessibleDescription('権限は必ず指定してください。');
      await expect(onSubmit).not.toHaveBeenCalled();
    });
    await step('「管理者」を選ぶとエラーが消える', async () => {
      await userEvent.click(combo);
      await userEvent.click(await within(document.body).findByRole('option', { name: '管理者' }));
      await expect(combo).not.toHaveAttribute('aria-invalid');
    });
    await step('送信すると選んだ値が送られる', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '送信する' }));
      await waitFor(() =>
        expect(onSubmit).toHaveBeenCalledWith({ roleType: 'recruiter_admin' }, expect.anything(), expect.anything()),
      );
    });
  },
};
