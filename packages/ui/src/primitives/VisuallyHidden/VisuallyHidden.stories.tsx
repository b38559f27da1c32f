import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'レイアウト・Layout/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  args: { children: '（新しいタブで開きます）' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args) => (
    <p>
      見える文章のあとに、読み上げだけの補足があります。
      <VisuallyHidden {...args} />
    </p>
  ),
  play: async ({ canvasElement, step }) => {
    await step('画面には見えないが読み上げられる', async () => {
      const hidden = within(canvasElement).getByText('（新しいタブで開きます）');
      // In the accessibility tree, but clipped to a single pixel.
      const box = hidden.getBoundingClientRect();
      await expect(box.width).toBeLessThanOrEqual(1);
      await expect(box.height).toBeLessThanOrEqual(1);
      await expect(within(canvasElement).getByText(/見える文章/)).toBeVisible();
    });
  },
};

/** A heading that names a section for screen-reader navigation without showing on screen. */
export const AsHeading: Story = {
  args: { as: 'h2', children: '検索結果' },
  play: async ({ canvasElement, step }) => {
    await step('見出しとして読み上げられるが見えない', async () => {
      const heading = within(canvasElement).getByRole('heading', { level: 2, name: '検索結果' });
      await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    });
  },
};

/** The skip-link pattern: hidden until focused by keyboard, then shown. */
export const Focusable: Story = {
  tags: ['!autodocs'],
  render: () => (
    <VisuallyHidden focusable>
      <a href="#main">本文へスキップ</a>
    </VisuallyHidden>
  ),
  play: async ({ canvasElement, step }) => {
    const link = within(canvasElement).getByRole('link', { name: '本文へスキップ' });
    // The wrapper does the clipping: measure it, not the link inside.
    const wrapper = link.parentElement!;
    await step('ふだんは見えない', async () => {
      await expect(wrapper.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    });
    await step('Tab キーでフォーカスすると現れる', async () => {
      await userEvent.tab();
      await expect(link).toHaveFocus();
      await expect(wrapper.getBoundingClientRect().width).toBeGreaterThan(1);
    });
  },
};
