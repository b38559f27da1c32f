import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CheckIcon } from '../../icons';
import { Badge, type BadgeTone } from './Badge';

const tones: Array<[BadgeTone, string]> = [
  ['neutral', '申込中'],
  ['primary', '管理者'],
  ['success', '成立'],
  ['warning', '解約申請中'],
  ['danger', '不成立'],
  ['info', '審査中'],
  ['accent', '募集人'],
];

const meta = {
  title: 'データ表示・Data display/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: '成立', tone: 'success' },
  argTypes: {
    tone: { control: 'select', options: tones.map(([tone]) => tone) },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    icon: { control: false },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    await step('状態の色で表示される', async () => {
      const badge = within(canvasElement).getByText('成立');
      await expect(badge).toHaveAttribute('data-tone', 'success');
    });
  },
};

/** Every tone with a real label; the axe run checks each one's contrast in all three themes. */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {tones.map(([tone, label]) => (
        <Badge key={tone} {...args} tone={tone}>
          {label}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    await step('色の組み合わせが状態ごとに違う', async () => {
      const canvas = within(canvasElement);
      // What the eye gets: each tone paints its own text-on-fill pair, none falls back to another's.
      const looks = tones.map(([tone, label]) => {
        const style = getComputedStyle(canvas.getByText(label));
        return `${tone}: ${style.color} on ${style.backgroundColor}`;
      });
      const pairs = new Set(looks.map((look) => look.slice(look.indexOf(':') + 2)));
      await expect(pairs.size, looks.join('\n')).toBe(tones.length);
      const neutral = getComputedStyle(canvas.getByText('申込中'));
      await expect(getComputedStyle(canvas.getByText('成立')).color).not.toBe(neutral.color);
      await expect(getComputedStyle(canvas.getByText('不成立')).backgroundColor).not.toBe(neutral.backgroundColor);
    });
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Badge {...args} size="sm">
        小
      </Badge>
      <Badge {...args} size="md">
        中
      </Badge>
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    await step('小は中より低い', async () => {
      const canvas = within(canvasElement);
      const small = canvas.getByText('小').getBoundingClientRect().height;
      const medium = canvas.getByText('中').getBoundingClientRect().height;
      await expect(small).toBeLessThan(medium);
    });
  },
};

export const WithIcon: Story = {
  args: { icon: <CheckIcon />, children: '認証済み' },
  play: async ({ canvasElement, step }) => {
    await step('アイコンは読み上げない', async () => {
      const badge = within(canvasElement).getByText('認証済み');
      // The icon is decorative: the text alone is what assistive technology reads.
      await expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    });
  },
};
