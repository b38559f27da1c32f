import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from '../VisuallyHidden';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'フィードバック・Feedback/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { variant: 'text', width: 240 },
  argTypes: { variant: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    await step('読み上げない場所取りが出る', async () => {
      const bone = canvasElement.querySelector('[data-variant="text"]');
      await expect(bone).toHaveAttribute('aria-hidden', 'true');
      await expect(bone?.getBoundingClientRect().width).toBe(240);
    });
  },
};

export const Paragraph: Story = {
  args: { lines: 3, width: 320 },
  play: async ({ canvasElement, step }) => {
    await step('複数行の場所取りが出る', async () => {
      const bones = canvasElement.querySelectorAll('[data-variant="text"]');
      await expect(bones).toHaveLength(3);
      // The last line is shorter, like the end of a paragraph.
      const widths = Array.from(bones, (bone) => bone.getBoundingClientRect().width);
      await expect(widths[2]).toBeLessThan(widths[0] ?? 0);
    });
  },
};

/**
 * A loading card: the skeletons draw the shape, the region's aria-busy and a hidden label tell
 * screen readers what is going on.
 */
export const LoadingCard: Story = {
  render: () => (
    <section aria-busy="true" aria-labelledby="news-heading" style={{ display: 'flex', gap: 16, maxWidth: 480 }}>
      <VisuallyHidden as="h2" id="news-heading">
        お知らせを読み込み中
      </VisuallyHidden>
      <Skeleton variant="circle" width={48} />
      <div style={{ flex: 1 }}>
        <Skeleton width="40%" />
        <Skeleton lines={3} />
      </div>
    </section>
  ),
  play: async ({ canvasElement, step }) => {
    await step('カードの形の場所取りが出る', async () => {
      const region = within(canvasElement).getByRole('region', { name: 'お知らせを読み込み中' });
      await expect(region).toHaveAttribute('aria-busy', 'true');
      const circle = canvasElement.querySelector('[data-variant="circle"]');
      await expect(circle?.getBoundingClientRect().height).toBe(48);
    });
  },
};

export const Rect: Story = {
  args: { variant: 'rect', width: 320, height: 120 },
  play: async ({ canvasElement, step }) => {
    await step('四角の場所取りが出る', async () => {
      const box = canvasElement.querySelector('[data-variant="rect"]')?.getBoundingClientRect();
      await expect([box?.width, box?.height]).toEqual([320, 120]);
    });
  },
};

/** Standing alone, a labelled placeholder tells assistive technology what is loading. */
export const Labelled: Story = {
  args: { variant: 'rect', width: 320, height: 120, label: '契約の詳細を読み込み中' },
  play: async ({ canvasElement, step }) => {
    await step('名前を付けると読み込み中と読み上げられる', async () => {
      const status = within(canvasElement).getByRole('status');
      await expect(status).toHaveAttribute('aria-busy', 'true');
      await expect(status).toHaveTextContent('契約の詳細を読み込み中');
      await expect(status.querySelector('[data-variant="rect"]')).toHaveAttribute('aria-hidden', 'true');
    });
  },
};
