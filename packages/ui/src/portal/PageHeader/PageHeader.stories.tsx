import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { Link } from '../../primitives/Link';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'ポータル・Portal/PageHeader',
  component: PageHeader,
  tags: ['autodocs'],
  args: {
    title: '契約内容一覧',
    description: 'さくら保険サービス株式会社（A0001）の契約を検索します。',
    actions: <Button variant="secondary">CSV出力</Button>,
    back: (
      <Link href="/" variant="standalone">
        ← ホーム
      </Link>
    ),
  },
  // Text as text; elements shown in "Show code", not edited as raw JSON.
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    actions: { control: false },
    back: { control: false },
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    await step('見出しと操作ボタンが出る', async () => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('契約内容一覧');
      await expect(canvas.getByRole('button', { name: 'CSV出力' })).toBeInTheDocument();
    });
  },
};

export const TitleOnly: Story = {
  args: { description: undefined, actions: undefined, back: undefined },
  play: async ({ canvasElement, step }) => {
    await step('操作ボタンがない', async () => {
      await expect(within(canvasElement).queryByRole('button')).toBeNull();
    });
  },
};
