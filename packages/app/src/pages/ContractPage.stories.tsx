import { href, paths } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import contracts from '../stories/fixtures/contracts.json';
import { fixtureHandlers, on, pending, serverError, withFixtures } from '../stories/handlers';
import { PageStory, recruiterAdmin } from '../stories/PageStory';
import { errorDialog, heading, skeleton } from '../stories/pageAssertions';

/**
 * One contract, its hozen history and the two hozen requests (SPEC.md §2 /contracts/{id}).
 */
const meta = {
  title: 'Pages/Contract',
  component: PageStory,
  parameters: { layout: 'fullscreen', msw: fixtureHandlers },
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
