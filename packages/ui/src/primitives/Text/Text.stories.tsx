import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from './Text';

const meta = {
  title: 'データ表示・Data display/Text',
  component: Text,
  tags: ['autodocs'],
  args: { children: '現在の支払方法：口座振替' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['default', 'muted', 'danger', 'success'] },
    size: { control: 'inline-radio', options: [undefined, 'sm', 'md', 'lg'] },
    weight: { control: 'inline-radio', options: [undefined, 'regular', 'medium', 'bold'] },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paragraph with no outer margin. */
export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    await step('段落として余白なしで出る', async () => {
      const text = within(canvasElement).getByText('現在の支払方法：口座振替');
      await expect(text.tagName).toBe('P');
      await expect(getComputedStyle(text).marginBlockStart).toBe('0px');
      await expect(getComputedStyle(text).marginBlockEnd).toBe('0px');
    });
  },
};

/** Tones colour by meaning: muted and danger differ from the default text and from each other. */
export const Tones: Story = {
  render: () => (
    <div>
      <Text>通常の文</Text>
      <Text tone="muted">補足の文</Text>
      <Text tone="danger">日付の入力内容を確認してください。</Text>
      <Text tone="success">送信しました。</Text>
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    await step('色ごとに違う文字色になる', async () => {
      const canvas = within(canvasElement);
      const colours = ['通常の文', '補足の文', '日付の入力内容を確認してください。', '送信しました。'].map(
        (words) => getComputedStyle(canvas.getByText(words)).color,
      );
      await expect(new Set(colours).size).toBe(4);
    });
  },
};

/** `as="small"` with `size="sm"`: a secondary line under a name, 13 px. */
export const Small: Story = {
  args: { as: 'small', size: 'sm', tone: 'muted', children: 'オガワ ダイスケ' },
  play: async ({ canvasElement, step }) => {
    await step('小さな文字で出る', async () => {
      const text = within(canvasElement).getByText('オガワ ダイスケ');
      await expect(text.tagName).toBe('SMALL');
      await expect(getComputedStyle(text).fontSize).toBe('13px');
    });
  },
};

/** `preserveLines`: the line breaks typed into a news body stay. */
export const PreserveLines: Story = {
  args: {
    as: 'div',
    preserveLines: true,
    children: '年末年始の営業日のご案内です。\n12月29日から1月3日まで休業します。',
  },
  play: async ({ canvasElement, step }) => {
    await step('改行がそのまま出る', async () => {
      const text = within(canvasElement).getByText(/年末年始/);
      const lineHeight = Number.parseFloat(getComputedStyle(text).lineHeight);
      await expect(text.getBoundingClientRect().height).toBeGreaterThan(lineHeight * 1.5);
    });
  },
};
