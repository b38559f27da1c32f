import { href, paths } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { pageModes } from '../../../../.storybook/modes';
import { fixtureHandlers, json, on } from './handlers';
import { PageStory } from './PageStory';

/**
 * The sign-in screens as a signed-out visitor sees them, with the API answered by msw. The real
 * sign-in flows (MFA, first login, verification) run against the server in e2e/signin.e2e.ts.
 */
const meta = {
  title: '画面・Pages/Sign-in',
  component: PageStory,
  parameters: {
    chromatic: { modes: pageModes },
    layout: 'fullscreen',
    msw: fixtureHandlers,
  },
  args: { path: paths.login },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const passwordInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[name=password]') as HTMLInputElement;

export const Login: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'ログイン' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'メールアドレス' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'パスワードをお忘れの方' })).toBeVisible();
  },
};

/** Empty fields: each gets its Japanese message (docs/product.md §5) and nothing is sent. */
export const LoginMissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'ログイン' }, { timeout: 5000 }));
    await expect(await canvas.findByText('メールアドレスは必ず指定してください。', { selector: 'a' })).toBeVisible();
    await expect(canvas.getByText('パスワードは必ず指定してください。', { selector: 'a' })).toBeVisible();
  },
};

/** A refused sign-in shows the server's message and keeps what was typed (docs/product.md §8). */
export const LoginRefused: Story = {
  parameters: {
    msw: [
      on('auth.login', json({ message: 'メールアドレスまたはパスワードが正しくありません。' }, 422)),
      ...fixtureHandlers,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'メールアドレス' }, { timeout: 5000 }),
      'agent@demo.olive.test',
    );
    await userEvent.type(passwordInput(canvasElement), 'Wrong-pass-1');
    await userEvent.click(canvas.getByRole('button', { name: 'ログイン' }));
    await expect(await canvas.findByText('メールアドレスまたはパスワードが正しくありません。')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'メールアドレス' })).toHaveValue('agent@demo.olive.test');
  },
};

/** docs/product.md §8: a 200 without a user is 'Login failed.'. */
export const LoginFailed: Story = {
  parameters: { msw: [on('auth.login', () => HttpResponse.json({})), ...fixtureHandlers] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'メールアドレス' }, { timeout: 5000 }),
      'agent@demo.olive.test',
    );
    await userEvent.type(passwordInput(canvasElement), 'Olive-Demo-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'ログイン' }));
    await expect(await canvas.findByText('Login failed.')).toBeVisible();
  },
};

export const PasswordRecovery: Story = {
  args: { path: paths.passwordRecovery },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'パスワードの再設定' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '認証コードを送信' })).toBeVisible();
  },
};

export const PasswordReset: Story = {
  args: { path: href(paths.passwordReset, {}, { email: 'agent@demo.olive.test' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '新しいパスワードの設定' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};
