import type { Meta, StoryObj } from '@storybook/react-vite';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormPasswordField } from '../FormPasswordField';
import { FormTextField } from '../FormTextField';
import { all, email, minLength, required } from '../storyFixtures';
import { Form } from './Form';
import { FormSubmitButton } from './FormBody';

const meta = {
  title: 'フォーム・Forms/React Final Form/Form',
  component: Form,
  tags: ['autodocs'],
  args: { onSubmit: fn(), 'aria-label': 'ログイン', children: null },
  argTypes: { children: { control: false }, onSubmit: { control: false } },
  render: (args) => (
    <Form {...args} style={{ maxWidth: 480 }}>
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
    </Form>
  ),
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

const passwordInput = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText('パスワード', { selector: 'input', exact: false });

export const Playground: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('メールアドレスとパスワードを入力する', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'メールアドレス' }), 'agent@example.jp');
      await userEvent.type(passwordInput(canvasElement), 'Olive#2026');
    });
    await step('ログインすると入力した値が送られる', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'ログイン' }));
      await waitFor(() =>
        expect(args.onSubmit).toHaveBeenCalledWith(
          { email: 'agent@example.jp', password: 'Olive#2026' },
          expect.anything(),
          expect.anything(),
        ),
      );
      await expect(canvas.queryByRole('alert')).toBeNull();
    });
  },
};

/**
 * Submitting with mistakes: nothing is sent, each field shows its message, and the list above the
 * fields takes focus. Each line links to its field.
 */
export const SubmitWithErrors: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('誤ったメールアドレスで Enter を押す', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'メールアドレス' }), 'agent@');
      await userEvent.keyboard('{Enter}');
    });
    await step('エラーの一覧にフォーカスが移り、送信されない', async () => {
      const summary = await canvas.findByRole('alert');
      await waitFor(() => expect(summary).toHaveFocus());
      await expect(summary).toHaveTextContent('入力内容を確認してください。');
      const links = within(summary).getAllByRole('link');
      await expect(links.map((link) => link.textContent)).toEqual([
        'メールアドレスは有効なメールアドレスを指定してください。',
        'パスワードは必ず指定してください。',
      ]);
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await expect(passwordInput(canvasElement)).toBeInvalid();
      await expect(passwordInput(canvasElement)).toHaveAccessibleDescription('パスワードは必ず指定してください。');
    });
    await step('一覧のリンクで該当の欄へ移る', async () => {
      const summary = canvas.getByRole('alert');
      await userEvent.click(within(summary).getByRole('link', { name: 'パスワードは必ず指定してください。' }));
      await expect(passwordInput(canvasElement)).toHaveFocus();
    });
  },
};

/** Errors wait until the user leaves a field: no red while typing for the first time. */
export const ErrorAfterTouch: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const emailInput = canvas.getByRole('textbox', { name: 'メールアドレス' });
    await step('入力中はエラーを出さない', async () => {
      await userEvent.type(emailInput, 'agent@');
      // (aria-invalid, not toBeInvalid: the browser's own type=email check would call 'agent@' invalid.)
      await expect(emailInput).not.toHaveAttribute('aria-invalid');
    });
    await step('欄を離れるとエラーメッセージが読み上げられる', async () => {
      await userEvent.tab();
      await expect(emailInput).toHaveAttribute('aria-invalid', 'true');
      await expect(emailInput).toHaveAccessibleDescription('メールアドレスは有効なメールアドレスを指定してください。');
    });
    await step('直すとすぐにエラーが消える', async () => {
      await userEvent.type(emailInput, 'example.jp');
      await expect(emailInput).not.toHaveAttribute('aria-invalid');
      // What was typed is never lost.
      await expect(emailInput).toHaveValue('agent@example.jp');
    });
  },
};

/**
 * The server's 422 answer, returned from onSubmit: the form-wide message first, each field's
 * message under the field and in the list. Changing the field clears its server message.
 */
export const ServerErrors: Story = {
  args: {
    onSubmit: fn(() => ({
      [FORM_ERROR]: 'ログインに失敗しました。',
      email: ['メールアドレスは登録されていません。'],
    })),
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const emailInput = canvas.getByRole('textbox', { name: 'メールアドレス' });
    await step('入力してログインする', async () => {
      await userEvent.type(emailInput, 'nobody@example.jp');
      await userEvent.type(passwordInput(canvasElement), 'Olive#2026');
      await userEvent.click(canvas.getByRole('button', { name: 'ログイン' }));
    });
    await step('サーバーのエラーが一覧と欄に出る', async () => {
      const summary = await canvas.findByRole('alert');
      await waitFor(() => expect(summary).toHaveFocus());
      const lines = within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
      await expect(lines).toEqual(['ログインに失敗しました。', 'メールアドレスは登録されていません。']);
      await expect(emailInput).toHaveAccessibleDescription('メールアドレスは登録されていません。');
    });
    await step('直すとその欄のエラーが消える', async () => {
      await userEvent.type(emailInput, 'x');
      await expect(emailInput).not.toHaveAttribute('aria-invalid');
    });
  },
};

/**
 * A refusal that names no field (here the allow-list's 403): the message stands alone, focused,
 * without the 入力内容を確認してください。 title that would blame the user's input.
 */
export const RefusalWithoutFields: Story = {
  args: {
    onSubmit: fn(() => ({
      [FORM_ERROR]: 'このIPアドレスからのアクセスは許可されていません。代理店の管理者にお問い合わせください。',
    })),
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('入力してログインする', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'メールアドレス' }), 'agent@example.jp');
      await userEvent.type(passwordInput(canvasElement), 'Olive#2026');
      await userEvent.click(canvas.getByRole('button', { name: 'ログイン' }));
    });
    await step('欄によらない拒否は一覧なしで伝えられる', async () => {
      const summary = await canvas.findByRole('alert');
      await waitFor(() => expect(summary).toHaveFocus());
      await expect(summary).toHaveTextContent('このIPアドレスからのアクセスは許可されていません。');
      await expect(summary).not.toHaveTextContent('入力内容を確認してください。');
      await expect(within(summary).queryByRole('list')).toBeNull();
    });
  },
};

/** Ends the in-flight submit of NoDoubleSubmit when the story says so (no timers). */
let finishSubmit = () => {};

/** A second click while the first submit runs sends nothing more; the button shows it is busy. */
export const NoDoubleSubmit: Story = {
  args: {
    onSubmit: fn(
      () =>
        new Promise<undefined>((resolve) => {
          finishSubmit = () => resolve(undefined);
        }),
    ),
  },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'ログイン' });
    await step('入力する', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'メールアドレス' }), 'agent@example.jp');
      await userEvent.type(passwordInput(canvasElement), 'Olive#2026');
    });
    await step('何度押しても送信は一度だけ', async () => {
      await userEvent.dblClick(button);
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toHaveFocus();
      await expect(args.onSubmit).toHaveBeenCalledTimes(1);

      finishSubmit();
    });
    await step('終わるとボタンが戻る', async () => {
      await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
      await expect(button).not.toHaveAttribute('aria-disabled');
      await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    });
  },
};

/** A successful submit after a failed one removes the list. */
export const ErrorsClearOnSuccess: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('空のまま送るとエラーが出る', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'ログイン' }));
      await expect(await canvas.findByRole('alert')).toBeVisible();
    });
    await step('直して送るとエラーが消える', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'メールアドレス' }), 'agent@example.jp');
      await userEvent.type(passwordInput(canvasElement), 'Olive#2026');
      await userEvent.click(canvas.getByRole('button', { name: 'ログイン' }));
      await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
      await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    });
  },
};

/**
 * Inline initial values are a new object on each render of the parent. A parent that re-renders
 * (here: a counter, in the app: a chosen attachment) must not wipe what the user typed.
 */
export const ParentRerenderKeepsValues: Story = {
  render: function Render(args) {
    const [count, setCount] = useState(0);
    return (
      <div style={{ display: 'grid', gap: 12, maxWidth: 480 }}>
        <Form {...args} initialValues={{ email: '', tags: [] }}>
          <FormTextField name="email" label="メールアドレス" type="email" />
        </Form>
        <button type="button" onClick={() => setCount((c) => c + 1)}>
          親を再描画（{count}）
        </button>
      </div>
    );
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'メールアドレス' });
    await step('メールアドレスを入力する', async () => {
      await userEvent.type(input, 'agent@example.jp');
    });
    await step('親が再描画されても値は残る', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /親を再描画/ }));
      await expect(canvas.getByRole('button', { name: '親を再描画（1）' })).toBeVisible();
      await expect(input).toHaveValue('agent@example.jp');
    });
  },
};
