import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AppShell } from '../AppShell';
import { FullScreenSpinner, PageLoader } from './PageLoader';

const meta = {
  title: 'フィードバック・Feedback/PageLoader',
  component: PageLoader,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'ページを読み込み中' });
    const placeholder = canvasElement.querySelector('[data-part="page-placeholder"]') as HTMLElement;
    await step('画面上端に進み具合のバーが出る', async () => {
      await expect(bar).not.toHaveAttribute('aria-valuenow');
      // The bar: a thin strip fixed at the top of the window.
      const strip = placeholder.firstElementChild as HTMLElement;
      await expect(strip.contains(bar)).toBe(true);
      await expect(getComputedStyle(strip).position).toBe('fixed');
      await expect(Math.round(strip.getBoundingClientRect().top)).toBe(0);
      await expect(bar.getBoundingClientRect().top).toBeLessThan(16);
    });
    await step('読み込み中の場所取りが出て、読み上げは一度だけ', async () => {
      // Where the page will be: a spinner, decorative (the bar is the one announcement).
      await expect(placeholder).toBeVisible();
      await expect(placeholder.querySelector('[aria-hidden="true"]')).toBeVisible();
      await expect(within(canvasElement).queryAllByRole('status')).toHaveLength(0);
    });
  },
};

/**
 * A route change while the next page's script arrives: the main area shows the spinner in the
 * page's place, never a blank area, and the shell stays usable around it.
 */
export const InTheMainArea: Story = {
  render: () => (
    <AppShell onLogout={fn()} currentPath="/contracts" sidePanel={<p>サイドパネル</p>}>
      <PageLoader />
    </AppShell>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('メイン領域の中央にスピナーが出る', async () => {
      const main = canvas.getByRole('main');
      const placeholder = main.querySelector('[data-part="page-placeholder"]') as HTMLElement;
      await expect(placeholder).toBeVisible();
      const box = placeholder.getBoundingClientRect();
      const spinner = (placeholder.querySelector('[aria-hidden="true"]') as HTMLElement).getBoundingClientRect();
      await expect(box.height).toBeGreaterThan(200);
      // The spinner sits in the middle of the main area, not hidden at the top of the window.
      await expect(Math.abs(spinner.left + spinner.width / 2 - (box.left + box.width / 2))).toBeLessThan(2);
      await expect(spinner.top).toBeGreaterThan(main.getBoundingClientRect().top);
    });
    await step('ヘッダーは使えるまま', async () => {
      await expect(canvas.getAllByRole('progressbar', { name: 'ページを読み込み中' })).toHaveLength(1);
      await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
    });
  },
};

export const StartUp: StoryObj<typeof FullScreenSpinner> = {
  render: () => <FullScreenSpinner />,
  play: async ({ canvasElement, step }) => {
    await step('起動中は「読み込み中」が読み上げられる', async () => {
      await expect(within(canvasElement).getByRole('status', { name: '読み込み中' })).toBeInTheDocument();
    });
  },
};
