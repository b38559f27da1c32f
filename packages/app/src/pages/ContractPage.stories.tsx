import { href, paths } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pageModes } from '../../../../.storybook/modes';
import contracts from '../stories/fixtures/contracts.json';
import { fixtureHandlers, json, on, pending, serverError, withFixtures } from '../stories/handlers';
import { PageStory, recruiterAdmin } from '../stories/PageStory';
import { errorDialog, heading, skeleton } from '../stories/pageAssertions';

/**
 * One contract, its hozen history and the two hozen requests (docs/product.md §2 /contracts/{id}).
 */
const meta = {
  title: '画面・Pages/Contract',
  component: PageStory,
  parameters: {
    chromatic: { modes: pageModes },
    layout: 'fullscreen',
    msw: fixtureHandlers,
  },
  args: { path: href(paths.contract, { contractId: contracts.data[0]?.id ?? '' }), user: recruiterAdmin },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, /^契約詳細 /);
    await expect(within(canvasElement).getByRole('button', { name: '支払方法を変更' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: withFixtures(on('contracts.show', pending())) },
  play: async ({ canvasElement }) => {
    await skeleton(canvasElement, '契約の詳細を読み込み中');
  },
};

export const ServerError: Story = {
  parameters: { msw: withFixtures(on('contracts.show', serverError)) },
  play: async ({ canvasElement }) => {
    await errorDialog(canvasElement);
  },
};

/** An id the agency has no contract for: the 404 page in the shell, no error dialog over an empty page. */
export const UnknownId: Story = {
  args: { path: href(paths.contract, { contractId: 999999999 }) },
  parameters: { msw: withFixtures(on('contracts.show', json({ message: '契約が見つかりません。' }, 404))) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'ページが見つかりません');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'メインメニュー' })).toBeInTheDocument();
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'ホームへ戻る' })).toHaveAttribute('href', '/');
  },
};

/** An id that cannot name a contract is a 404 without asking the server. */
export const MalformedId: Story = {
  args: { path: '/contracts/abc' },
  parameters: { msw: withFixtures(on('contracts.show', serverError)) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'ページが見つかりません');
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};
