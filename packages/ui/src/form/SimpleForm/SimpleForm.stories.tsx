import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as FormStories from '../Form/Form.stories';
import { FormSubmitButton } from '../Form/FormBody';
import { FormPasswordField } from '../FormPasswordField';
import { FormTextField } from '../FormTextField';
import { all, email, minLength, required } from '../storyFixtures';
import { SimpleForm } from './SimpleForm';

/**
 * The sign-in screens' form: Form's body, fields and submit button on an engine of its own, so the
 * sign-in route does not load final-form. The stories play Form's own steps on it.
 */
const meta = {
  title: 'フォーム・Forms/React Final Form/SimpleForm',
  component: SimpleForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(), 'aria-label': 'ログイン', children: null },
  argTypes: { children: { control: false }, onSubmit: { control: false } },
  render: (args) => (
    <SimpleForm {...args} style={{ maxWidth: 480 }}>
      <FormTextField
        name="email"
        label="メールアドレス"
        type="email"
        autoComplete="username"
        required
        validate={all(required('メールアドレス'), email('メールアドレス'))}
      />
      <FormPasswordField
        name="password"
        label="パスワード"
        required
        validate={all(required('パスワード'), minLength('パスワード', 8))}
      />
      <div>
        <FormSubmitButton>ログイン</FormSubmitButton>
      </div>
    </SimpleForm>
  ),
} satisfies Meta<typeof SimpleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story of Form played on SimpleForm: the same steps, the same outcome. */
const asForm = (story: { args?: object; play?: unknown }): Story => ({
  args: story.args as Story['args'],
  play: story.play as Story['play'],
});

export const Playground: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('メールアドレスとパスワードを入力する', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'メールアドレス' }), 'agent@example.jp');
      await userEvent.type(canvas.getByLabelText('パスワード', { selector: 'input', exact: false }), 'Olive#2026');
    });
    await step('ログインすると入力した値が送られる', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'ログイン' }));
      await waitFor(() =>
        expect(args.onSubmit).toHaveBeenCalledWith({ email: 'agent@example.jp', password: 'Olive#2026' }),
      );
      await expect(canvas.queryByRole('alert')).toBeNull();
    });
  },
};

export const SubmitWithErrors = asForm(FormStories.SubmitWithErrors);
export const ErrorAfterTouch = asForm(FormStories.ErrorAfterTouch);
export const ServerErrors = asForm(FormStories.ServerErrors);
export const RefusalWithoutFields = asForm(FormStories.RefusalWithoutFields);
export const NoDoubleSubmit = asForm(FormStories.NoDoubleSubmit);
export const ErrorsClearOnSuccess = asForm(FormStories.ErrorsClearOnSuccess);
