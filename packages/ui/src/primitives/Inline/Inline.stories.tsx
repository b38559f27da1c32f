import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Inline } from './Inline';

const meta = {
  title: 'レイアウト・Layout/Inline',
  component: Inline,
  tags: ['autodocs'],
  args: { gap: 2, align: 'center', justify: 'start', wrap: true },
  argTypes: {
    gap: { control: 'select', options: [0, 1, 2, 3, 4, 6] },
    align: { control: 'inline-radio', options: ['center', 'start', 'end', 'baseline', 'stretch'] },
    justify: { control: 'inline-radio', options: ['start', 'center', 'end', 'between'] },
  },
  render: (args) => (
    <Inline {...args}>
      <Button>保存する</Button>
      <Button variant="secondary">キャンセル</Button>
      <Button variant="ghost">詳細を見る</Button>
    </Inline>
  ),
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('button', { name }).getBoundingClientRect();

/** Side by side on one line, 8 px apart (gap 2). */
export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    await step('8px 空けて横に並ぶ', async () => {
      const save = box(canvasElement, '保存する');
      const cancel = box(canvasElement, 'キャンセル');
      await expect(cancel.top).toBe(save.top);
      await expect(cancel.left).toBe(save.right + 8);
    });
  },
};

/** A full row wraps: in 240 px the third button moves to a second line. */
export const Wrap: Story = {
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
  play: async ({ canvasElement, step }) => {
    await step('幅が足りないと折り返す', async () => {
      await expect(box(canvasElement, '詳細を見る').top).toBeGreaterThan(box(canvasElement, '保存する').bottom);
    });
  },
};

/** `wrap={false}` keeps one line even when it overflows. */
export const NoWrap: Story = {
  args: { wrap: false },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
  play: async ({ canvasElement, step }) => {
    await step('折り返さずに並ぶ', async () => {
      await expect(box(canvasElement, '詳細を見る').top).toBe(box(canvasElement, '保存する').top);
      // The children keep their one-line size (no label wraps inside its button): the row overflows.
      for (const name of ['保存する', 'キャンセル', '詳細を見る'])
        await expect(box(canvasElement, name).height).toBe(box(canvasElement, '保存する').height);
      await expect(box(canvasElement, '保存する').height).toBeLessThan(48);
      await expect(box(canvasElement, '詳細を見る').right).toBeGreaterThan(240);
    });
  },
};

/** `align="end"`: a button lines up with the bottom of the field beside it (filter rows). */
export const AlignEnd: Story = {
  args: { align: 'end', gap: 3 },
  render: (args) => (
    <Inline {...args}>
      <TextField label="キーワード" />
      <Button variant="secondary">検索</Button>
    </Inline>
  ),
  play: async ({ canvasElement, step }) => {
    await step('下端で揃う', async () => {
      const input = within(canvasElement).getByRole('textbox', { name: 'キーワード' }).getBoundingClientRect();
      await expect(box(canvasElement, '検索').bottom).toBe(input.bottom);
    });
  },
};

/** `justify="between"`: the first and last child at the two ends. */
export const JustifyBetween: Story = {
  args: { justify: 'between' },
  render: (args) => (
    <Inline {...args}>
      <Badge tone="success">成立</Badge>
      <Button variant="ghost">詳細を見る</Button>
    </Inline>
  ),
  play: async ({ canvasElement, step }) => {
    await step('両端に分かれて並ぶ', async () => {
      const row = canvasElement.querySelector('[data-justify]')?.getBoundingClientRect();
      await expect(box(canvasElement, '詳細を見る').right).toBe(row?.right);
    });
  },
};
