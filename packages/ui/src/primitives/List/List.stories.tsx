import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { List } from './List';

const meta = {
  title: 'データ表示・Data display/List',
  component: List,
  tags: ['autodocs'],
  args: {
    children: [
      <li key="1">フォルダに入れず、ZIPの直下に置いてください。</li>,
      <li key="2">同じ代理店・年月のファイルは置き換えます。</li>,
    ],
  },
  argTypes: {
    gap: { control: 'select', options: [0, 1, 2, 3] },
    // List items are elements: shown in "Show code", not edited as raw JSON.
    children: { control: false },
  },
} satisfies Meta<typeof List>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bullets inside the content box, no outer margin. */
export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    await step('箇条書きとして読み上げられる', async () => {
      const list = within(canvasElement).getByRole('list');
      await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
      await expect(getComputedStyle(list).marginBlockStart).toBe('0px');
      await expect(getComputedStyle(list).listStyleType).toBe('disc');
    });
  },
};

/** `ordered` numbers the lines; `gap` spaces them (1 is 4 px). */
export const OrderedWithGap: Story = {
  args: { ordered: true, gap: 1 },
  play: async ({ canvasElement, step }) => {
    await step('番号付きで間隔を空けて並ぶ', async () => {
      const list = within(canvasElement).getByRole('list');
      await expect(list.tagName).toBe('OL');
      const [first, second] = within(list)
        .getAllByRole('listitem')
        .map((item) => item.getBoundingClientRect());
      await expect((second?.top ?? 0) - (first?.bottom ?? 0)).toBe(4);
    });
  },
};
