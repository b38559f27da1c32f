import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { required, StoryForm } from '../storyFixtures';
import { FormRadioGroup } from './FormRadioGroup';

const onSubmit = fn();

const roles = [
  { value: 'recruiter_general', label: '一般' },
  { value: 'recruiter_admin', label: '管理者' },
];

const meta = {
  title: 'フォーム・Forms/React Final Form/FormRadioGroup',
  component: FormRadioGroup,
  tags: ['autodocs'],
  args: {
    name: 'role',
    label: '権限',
    options: roles,
    required: true,
    orientation: 'horizontal',
    validate: required('権限'),
  },
  argTypes: { validate: { control: false }, options: { control: false } },
  beforeEach: () => {
    onSubmit.mockReset();
  },
  render: (args) => (
    <StoryForm onSubmit={onSubmit}>
      <FormRadioGroup {...args} />
    </StoryForm>
  ),
} satisfies Meta<typeof FormRadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('「管理者」を選んで送信する', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: '管理者' }));
      await userEvent.click(canvas.getByRole('button', { name: '送信する' }));
    });
    await step('選んだ値が送られる', async () => {
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      await expect(onSubmit.mock.calls[0]?.[0]).toEqual({ role: 'recruiter_admin' });
    });
  },
};

/** Keyboard: Tab enters the group, arrows choose; the form holds the chosen value. */
export const Keyboard: Story = {
  tags: ['!autodocs'],
  render: (args) => (
    <StoryForm onSubmit={onSubmit} initialValues={{ role: 'recruiter_general' }}>
      <FormRadioGroup {...args} />
    </StoryForm>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Tab キーで最初の選択肢へ', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('radio', { name: '一般' })).toHaveFocus();
    });
    await step('→キーで次の選択肢を選ぶ', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('radio', { name: '管理者' })).toBeChecked();
    });
    await step('Enter キーで送信する', async () => {
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      await expect(onSubmit.mock.calls[0]?.[0]).toEqual({ role: 'recruiter_admin' });
    });
  },
};

export const ErrorOnSubmit: Story = {
  play: async ({ canvasElement, step }) => {
    await step('選ばずに送るとエラーメッセージが読み上げられる', async () => {
      const canvas = within(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: '送信する' }));
      const radiogroup = canvas.getByRole('radiogroup', { name: '権限' });
      await expect(radiogroup).toHaveAttribute('aria-invalid', 'true');
      await expect(radiogroup).toHaveAccessibleDescription('権限は必ず指定してください。');
      await expect(onSubmit).not.toHaveBeenCalled();
    });
  },
};
