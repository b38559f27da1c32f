import { paths } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pageModes } from '../../../../.storybook/modes';
import { fixtureHandlers } from '../stories/handlers';
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
