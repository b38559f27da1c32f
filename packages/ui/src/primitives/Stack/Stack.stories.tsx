import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Stack } from './Stack';

const meta = {
  title: 'レイアウト・Layout/Stack',
  component: Stack,
  tags: ['autodocs'],
  args: { gap: 4, align: 'stretch' },
  argTypes: {
    gap: { control: 'select', options: [0, 1, 2, 3, 4, 5, 6, 8] },
    align: { control: 'inline-radio', options: ['stretch', 'start', 'center', 'end'] },
    width: { control: 'select', options: [undefined, 'xs', 'sm', 'md', 'lg', 'prose', 'page'] },
    columns: { control: 'select', options: [undefined, 'xs', 'sm', 'md', 'lg'] },
  },
  render: (args) => (
    <Stack {...args}>
      <Button variant="secondary">一つ目</Button>
      <Button variant="secondary">二つ目</Button>
      <Button variant="secondary">三つ目</Button>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

const boxes = (canvasElement: HTMLElement) =>
  ['一つ目', '二つ目', '三つ目'].map((name) =>
    within(canvasElement).getByRole('button', { name }).getBoundingClientRect(),
  );

/** One under another, 16 px apart (gap 4), each as wide as the stack. */
export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    await step('縦に並ぶ', async () => {
      const [first, second, third] = boxes(canvasElement);
      await expect(second?.top).toBe((first?.bottom ?? 0) + 16);
      await expect(third?.top).toBe((second?.bottom ?? 0) + 16);
      await expect(first?.width).toBe(canvasElement.querySelector('[data-gap]')?.getBoundingClientRect().width);
    });
  },
};

/** The gap is a step of the spacing scale: 2 is 8 px, 8 is 32 px. */
export const Gap: Story = {
  args: { gap: 8 },
  play: async ({ canvasElement, step }) => {
    await step('指定した間隔で並ぶ', async () => {
      const [first, second] = boxes(canvasElement);
      await expect((second?.top ?? 0) - (first?.bottom ?? 0)).toBe(32);
    });
  },
};

/** `align="start"`: each child keeps its own width instead of stretching. */
export const AlignStart: Story = {
  args: { align: 'start' },
  play: async ({ canvasElement, step }) => {
    await step('左端で揃う', async () => {
      const stack = canvasElement.querySelector('[data-gap]')?.getBoundingClientRect();
      const [first] = boxes(canvasElement);
      await expect(first?.width).toBeLessThan((stack?.width ?? 0) / 2);
      await expect(first?.left).toBe(stack?.left);
    });
  },
};

/** `width` caps the stack (here `sm`, 240 px) without making it wider than its container. */
export const Width: Story = {
  args: { width: 'sm' },
  render: (args) => (
    <Stack {...args}>
      <TextField label="氏名・メールアドレス" />
    </Stack>
  ),
  play: async ({ canvasElement, step }) => {
    await step('指定した幅になる', async () => {
      const input = within(canvasElement).getByRole('textbox', { name: '氏名・メールアドレス' });
      await expect(input.getBoundingClientRect().width).toBe(240);
    });
  },
};

/** `columns`: as many columns of at least that width as fit; here three of at least 160 px side by side. */
export const Columns: Story = {
  args: { columns: 'xs', gap: 4 },
  decorators: [(Story) => <div style={{ width: 600 }}>{Story()}</div>],
  play: async ({ canvasElement, step }) => {
    await step('列に分かれて並ぶ', async () => {
      const [first, second, third] = boxes(canvasElement);
      await expect(second?.top).toBe(first?.top);
      await expect(third?.top).toBe(first?.top);
      await expect(second?.left).toBe((first?.right ?? 0) + 16);
    });
  },
};

/** `as` renders the element the content needs; here a list, whose bullets and indent are gone. */
export const AsList: Story = {
  args: { as: 'ul', gap: 2 },
  render: (args) => (
    <Stack {...args}>
      <li>お知らせ</li>
      <li>契約内容一覧</li>
    </Stack>
  ),
  play: async ({ canvasElement, step }) => {
    await step('リストとして読み上げられる', async () => {
      const list = within(canvasElement).getByRole('list');
      await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
      await expect(getComputedStyle(list).paddingInlineStart).toBe('0px');
      await expect(getComputedStyle(list).listStyleType).toBe('none');
    });
  },
};
