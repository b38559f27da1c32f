import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FullScreenSpinner, PageLoader } from './PageLoader';

const meta = {
  title: 'Portal/PageLoader',
  component: PageLoader,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'ページを読み込み中' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    const strip = canvasElement.firstElementChild as HTMLElement;
    await expect(getComputedStyle(strip).position).toBe('fixed');
    await expect(Math.round(strip.getBoundingClientRect().top)).toBe(0);
    await expect(bar.getBoundingClientRect().top).toBeLessThan(16);
  },
};

export const StartUp: StoryObj<typeof FullScreenSpinner> = {
  render: () => <FullScreenSpinner />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: '読み込み中' })).toBeInTheDocument();
  },
};
