import { paths, SESSION_IDLE_MINUTES, specMessages } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageModes } from '../../../../.storybook/modes';
import { sessionTimerText } from '../shell/SessionTimer';
import { fixtureHandlers, json, on, withFixtures } from '../stories/handlers';
import { PageStory, recruiterAdmin } from '../stories/PageStory';
import { heading } from '../stories/pageAssertions';

/**
 * Profile, password change and the theme (docs/product.md §2 /account).
 */
const meta = {
  title: '画面・Pages/Account',
  component: PageStory,
  parameters: {
    chromatic: { modes: pageModes },
    layout: 'fullscreen',
    msw: fixtureHandlers,
  },
  args: { path: paths.account, user: recruiterAdmin },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'アカウント設定');
    await expect(within(canvasElement).getByRole('radiogroup', { name: 'テーマ' })).toBeVisible();
  },
};

/** The new password may not be the current one: the same schema as the server, so nothing is sent. */
export const PasswordReuseRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'アカウント設定');
    const form = canvas.getByRole('form', { name: 'パスワードの変更' });
    for (const name of ['previousPassword', 'password', 'password_confirmation']) {
      const input = form.querySelector<HTMLInputElement>(`input[name=${name}]`) as HTMLInputElement;
      await userEvent.type(input, 'Olive-Demo-2026');
    }
    await userEvent.click(within(form).getByRole('button', { name: 'パスワードを変更' }));
    await expect(
      await within(form).findByText('新しいパスワードは現在のパスワードと異なるものを指定してください。', {
        selector: 'a',
      }),
    ).toBeVisible();
  },
};

/**
 * The session's idle limit is near: an alert dialog says how long is left and offers 延長する, whose
 * one call (GET /api/me) renews the session and closes it.
 */
export const SessionAboutToEnd: Story = {
  args: { idleMs: (SESSION_IDLE_MINUTES - 1 - 4.5) * 60_000 },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: sessionTimerText.title });
    await expect(dialog).toHaveAccessibleDescription(/あと4分\d\d秒でログイン状態が切れます/);
    await userEvent.click(within(dialog).getByRole('button', { name: sessionTimerText.extend }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await heading(canvasElement, 'アカウント設定');
  },
};

/**
 * A call answered 401 while typing (the session ended elsewhere) opens the 再度ログイン dialog; the
 * raw English message is never shown on the page.
 */
export const SessionLostOnSubmit: Story = {
  parameters: { msw: withFixtures(on('auth.changePassword', json({ message: 'Unauthenticated.' }, 401))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'アカウント設定');
    const form = canvas.getByRole('form', { name: 'パスワードの変更' });
    const values = {
      previousPassword: 'Olive-Demo-2026',
      password: 'Olive-New-2027',
      password_confirmation: 'Olive-New-2027',
    };
    for (const [name, value] of Object.entries(values)) {
      await userEvent.type(form.querySelector(`input[name=${name}]`) as HTMLInputElement, value);
    }
    await userEvent.click(within(form).getByRole('button', { name: 'パスワードを変更' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: specMessages.reauthenticate });
    await expect(dialog).toBeVisible();
    await expect(body.queryByText('Unauthenticated.')).toBeNull();
  },
};
