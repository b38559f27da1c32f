import { paths } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureHandlers, json, on, pending, serverError, withFixtures } from '../stories/handlers';
import { PageStory, recruiterAdmin } from '../stories/PageStory';
import { errorDialog, heading, skeleton } from '../stories/pageAssertions';

/**
 * The four manual groups, each file a download, and a zip of the ticked groups (SPEC.md §2 /manual).
 */
const meta = {
  title: 'Pages/Manual',
  component: PageStory,
  parameters: { layout: 'fullscreen', msw: fixtureHandlers },
  args: { path: paths.manual, user: recruiterAdmin },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '各種マニュアル');
    await expect(await within(canvasElement).findByText('代理店ポータル操作ガイド')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: withFixtures(
      on('manuals.list', json({ data: { agency: [], product: [], officeProcedure: [], compliance: [] } })),
    ),
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '各種マニュアル');
    await expect(await within(canvasElement).findAllByText('マニュアルはありません')).toHaveLength(4);
  },
};

/** One placeholder per group, each announcing the wait. */
export const Loading: Story = {
  parameters: { msw: withFixtures(on('manuals.list', pending())) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '各種マニュアル');
    await expect(await skeleton(canvasElement, 'マニュアルを読み込み中')).toBe(4);
  },
};

export const ServerError: Story = {
  parameters: { msw: withFixtures(on('manuals.list', serverError)) },
  play: async ({ canvasElement }) => {
    await errorDialog(canvasElement);
  },
};
