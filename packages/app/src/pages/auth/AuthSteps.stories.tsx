import { paths } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pageModes } from '../../../../../.storybook/modes';
import { fixtureHandlers, json, on, withFixtures } from '../../stories/handlers';
import { PageStory, superAdmin } from '../../stories/PageStory';
import { leaveVerificationText } from './LeaveVerification';

/**
 * The steps after the password: the SMS code of SMS_MFA and the initial-password change. Both read
 * the navigation state the login answer passed on (docs/product.md §2), set here on the story's history entry.
 * The real flows run against the server in e2e/signin.e2e.ts.
 */
const meta = {
  title: '画面・Pages/Sign-in steps',
  component: PageStory,
  parameters: {
    chromatic: { modes: pageModes },
    layout: 'fullscreen',
    msw: fixtureHandlers,
  },
  args: { path: paths.smsAuthentication },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Puts the login answer's `data` in history.state for the story, and takes it away after. */
const withChallenge = (state: Record<string, string>) => () => {
  const before = window.history.state as unknown;
  window.history.replaceState(state, '');
  return () => window.history.replaceState(before, '');
};

const smsChallenge = { session: 'challenge-token', email: 'mfa@demo.olive.test', phoneNumber: '*******0006' };

/**
 * Where the code went (the masked number, never the e-mail), how long it lasts, and the resend
 * button counting down its interval (the code of the sign-in was just sent).
 */
export const SmsMaskedNumberAndResend: Story = {
  beforeEach: withChallenge(smsChallenge),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'SMS認証' }, { timeout: 5000 })).toBeVisible();
    await expect(
      canvas.getByText('ご登録の電話番号（*******0006）にSMSで6桁の認証コードを送信しました。'),
    ).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent('mfa@demo.olive.test');
    await expect(canvas.getByRole('textbox', { name: /SMS認証コード/ })).toHaveAccessibleDescription(
      /認証コードの有効期限は送信から5分です。/,
    );
    await expect(canvas.getByRole('button', { name: /^再送まで \d+ 秒$/ })).toBeDisabled();
  },
};

/** An answer without the masked number (an older server): the screen still never shows the e-mail. */
export const SmsWithoutNumber: Story = {
  beforeEach: withChallenge({ session: 'challenge-token', email: 'mfa@demo.olive.test' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('ご登録の電話番号にSMSで6桁の認証コードを送信しました。', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent('mfa@demo.olive.test');
  },
};

/** docs/product.md §7's resend-initial-password, offered on the initial-password screen. */
export const InitialPasswordResend: Story = {
  args: { path: paths.changeInitialPassword },
  beforeEach: withChallenge({ session: 'challenge-token', email: 'first-login@demo.olive.test' }),
  parameters: {
    msw: withFixtures(
      on('auth.resendInitialPassword', json({ message: 'ご登録のメールアドレスに初期パスワードを再送しました。' })),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '初期パスワードの変更' }, { timeout: 5000 }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '初期パスワードを再送する' }));
    await expect(
      await canvas.findByText(/ご登録のメールアドレスに初期パスワードを再送しました。 届いた新しい初期パスワードで/),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ログイン画面に戻る' })).toBeVisible();
  },
};

/** The server refuses the temporary password as the new one: the message sits on the field. */
export const InitialPasswordReused: Story = {
  args: { path: paths.changeInitialPassword },
  beforeEach: withChallenge({ session: 'challenge-token', email: 'first-login@demo.olive.test' }),
  parameters: {
    msw: withFixtures(
      on(
        'auth.changeInitialPassword',
        json(
          {
            message: '入力内容に誤りがあります。',
            errors: { password: ['新しいパスワードは現在のパスワードと異なるものを指定してください。'] },
          },
          422,
        ),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: '初期パスワードの変更' }, { timeout: 5000 });
    const password = canvasElement.querySelector<HTMLInputElement>('input[name=password]') as HTMLInputElement;
    const confirmation = canvasElement.querySelector<HTMLInputElement>(
      'input[name=password_confirmation]',
    ) as HTMLInputElement;
    await userEvent.type(password, 'Olive-Demo-2026');
    await userEvent.type(confirmation, 'Olive-Demo-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'パスワードを変更してログイン' }));
    await expect(
      await canvas.findByText('新しいパスワードは現在のパスワードと異なるものを指定してください。', { selector: 'a' }),
    ).toBeVisible();
    await expect(password).toHaveAccessibleDescription(
      /新しいパスワードは現在のパスワードと異なるものを指定してください。/,
    );
  },
};

/**
 * A signed-in user whose e-mail is not verified yet is not stuck on the step: ログアウトしてログイン画面に戻る
 * signs the partial session out and opens the sign-in screen.
 */
export const VerifyEmailWayOut: Story = {
  args: { path: paths.verifyEmail, user: { ...superAdmin, isEmailVerified: false } },
  parameters: { msw: withFixtures(on('auth.logout', json({ message: 'ログアウトしました。' }))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'メールアドレスの認証' });
    await userEvent.click(canvas.getByRole('button', { name: leaveVerificationText }));
    await expect(await canvas.findByRole('button', { name: /^ログイン$/ })).toBeVisible();
  },
};
