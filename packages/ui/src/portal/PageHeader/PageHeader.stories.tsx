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
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('契約内容一覧');
    await expect(canvas.getByRole('button', { name: 'CSV出力' })).toBeInTheDocument();
  },
};

export const TitleOnly: Story = {
  args: { description: undefined, actions: undefined, back: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
