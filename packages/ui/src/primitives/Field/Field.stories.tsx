import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Input } from '../../internal/controlStyles';
import { Field } from './Field';

const meta = {
  title: 'フォーム・Forms/Field',
  component: Field,
  tags: ['autodocs'],
  args: {
    label: 'メールアドレス',
    children: (control) => <Input type="email" autoComplete="email" {...control} />,
  },
  argTypes: {
    children: { control: false },
    error: { control: 'text' },
    description: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'ラベル・必須マーク・説明・エラーをひとまとめにし、コントロールに id / aria-describedby / aria-invalid / aria-required を渡します。コントロールは render 関数で受け取ります。',
      },
    },
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { required: true, description: 'ログインに使うアドレスです。', error: '' },
  play: async ({ canvasElement, step }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'メールアドレス' });
    await step('ラベルを押すと欄にフォーカス', async () => {
      await userEvent.click(within(canvasElement).getByText('メールアドレス'));
      await expect(input).toHaveFocus();
    });
    await step('入力できる', async () => {
      await userEvent.keyboard('agent@example.jp');
      await expect(input).toHaveValue('agent@example.jp');
    });
  },
};

/** The 必須 mark is shown; screen readers hear "required" from aria-required, not the mark's text. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement, step }) => {
    await step('必須と表示され、読み上げられる', async () => {
      const canvas = within(canvasElement);
      const input = canvas.getByRole('textbox', { name: 'メールアドレス' });
      await expect(canvas.getByText('必須')).toBeVisible();
      await expect(input).toBeRequired();
      await expect(input).toHaveAttribute('aria-required', 'true');
    });
  },
};

export const WithDescription: Story = {
  args: { description: '半角英数字で入力してください。例: agent@example.jp' },
  play: async ({ canvasElement, step }) => {
    await step('説明が読み上げられる', async () => {
      const input = within(canvasElement).getByRole('textbox', { name: 'メールアドレス' });
      await expect(input).toHaveAccessibleDescription('半角英数字で入力してください。例: agent@example.jp');
      await expect(input).not.toBeInvalid();
    });
  },
};

export const WithError: Story = {
  args: {
    required: true,
    description: 'ログインに使うアドレスです。',
    error: 'メールアドレスは有効なメールアドレスを指定してください。',
  },
  play: async ({ canvasElement, step }) => {
    await step('エラーメッセージが読み上げられる', async () => {
      const input = within(canvasElement).getByRole('textbox', { name: 'メールアドレス' });
      await expect(input).toBeInvalid();
      // The description comes first, then the error: both are read when the field gets focus.
      await expect(input).toHaveAccessibleDescription(
        'ログインに使うアドレスです。 メールアドレスは有効なメールアドレスを指定してください。',
      );
    });
  },
};

/** The api's catalogue can give a field several messages: one line each. */
export const SeveralErrors: Story = {
  args: {
    label: 'パスワード',
    children: (control) => <Input type="password" autoComplete="new-password" {...control} />,
    error: ['パスワードは少なくとも 8文字以上で指定してください。', 'パスワードは形式が違います。'],
  },
  play: async ({ canvasElement, step }) => {
    await step('すべてのエラーが表示され、読み上げられる', async () => {
      const canvas = within(canvasElement);
      const input = canvas.getByLabelText('パスワード');
      await expect(input).toBeInvalid();
      await expect(canvas.getByText('パスワードは少なくとも 8文字以上で指定してください。')).toBeVisible();
      await expect(canvas.getByText('パスワードは形式が違います。')).toBeVisible();
      await expect(input).toHaveAccessibleDescription(
        'パスワードは少なくとも 8文字以上で指定してください。 パスワードは形式が違います。',
      );
    });
  },
};

/** The label is kept for screen readers only, e.g. a keyword box beside a visible heading. */
export const HiddenLabel: Story = {
  args: {
    label: 'キーワード',
    hideLabel: true,
    children: (control) => <Input type="search" placeholder="管理番号・契約者名" {...control} />,
  },
  play: async ({ canvasElement, step }) => {
    await step('ラベルは見えないが読み上げられる', async () => {
      const input = within(canvasElement).getByRole('searchbox', { name: 'キーワード' });
      await expect(within(canvasElement).getByText('キーワード').getBoundingClientRect().width).toBeLessThanOrEqual(1);
      await expect(input).toBeVisible();
    });
  },
};

export const Disabled: Story = {
  args: {
    label: '代理店コード',
    description: '代理店コードは変更できません。',
    children: (control) => <Input {...control} defaultValue="A0001" disabled />,
  },
  play: async ({ canvasElement, step }) => {
    await step('Tab キーでも止まらない', async () => {
      const input = within(canvasElement).getByRole('textbox', { name: '代理店コード' });
      await expect(input).toBeDisabled();
      await userEvent.tab();
      await expect(input).not.toHaveFocus();
    });
  },
};
