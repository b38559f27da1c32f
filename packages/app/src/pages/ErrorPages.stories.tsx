import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pageModes } from '../../../../.storybook/modes';
import { fixtureHandlers } from '../stories/handlers';
import { PageStory, recruiterAdmin } from '../stories/PageStory';

/**
 * The error pages the router shows (docs/product.md §2: 404 for an unknown path).
 */
const meta = {
  title: '画面・Pages/Errors',
  component: PageStory,
  parameters: {
    chromatic: { modes: pageModes },
    layout: 'fullscreen',
    msw: fixtureHandlers,
  },
  args: { path: '/no/such/page', user: recruiterAdmin },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('404', {}, { timeout: 5000 })).toBeVisible();
  },
};
