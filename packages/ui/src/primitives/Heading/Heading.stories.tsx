import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from './Heading';

const meta = {
  title: 'データ表示・Data display/Heading',
  component: Heading,
  tags: ['autodocs'],
  args: { level: 2, children: '保全手続きの履歴' },
  argTypes: {
    level: { control: 'inline-radio', options: [1, 2, 3, 4] },
    size: { control: 'inline-radio', options: [undefined, 'sm', 'md', 'lg', 'xl'] },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An h2 at the section size (16 px), no outer margin. */
export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    await step('決まった大きさで余白なく出る', async () => {
      const heading = within(canvasElement).getByRole('heading', { level: 2, name: '保全手続きの履歴' });
      await expect(getComputedStyle(heading).fontSize).toBe('16px');
      await expect(getComputedStyle(heading).marginBlockStart).toBe('0px');
    });
  },
};

/** The level (what screen readers navigate by) and the size (what the eye sees) are chosen apart. */
export const LevelAndSize: Story = {
  render: () => (
    <div>
      <Heading level={1} size="md">
        小さく見せた h1
      </Heading>
      <Heading level={2} size="xl">
        大きく見せた h2
      </Heading>
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    await step('見出しの階層と見た目の大きさは別に決められる', async () => {
      const canvas = within(canvasElement);
      const h1 = canvas.getByRole('heading', { level: 1, name: '小さく見せた h1' });
      const h2 = canvas.getByRole('heading', { level: 2, name: '大きく見せた h2' });
      await expect(Number.parseFloat(getComputedStyle(h1).fontSize)).toBeLessThan(
        Number.parseFloat(getComputedStyle(h2).fontSize),
      );
    });
  },
};
