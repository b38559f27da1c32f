import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorPage } from './ErrorPage';
import { FallbackErrorScreen } from './FallbackErrorScreen';

const meta = {
  title: 'ポータル・Portal/ErrorPage',
  component: ErrorPage,
  tags: ['autodocs'],
  args: { status: 404 },
  argTypes: { status: { control: 'inline-radio', options: [401, 404, 500] } },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (status: 401 | 404 | 500, title: string): Story => ({
  args: { status },
  play: async ({ canvasElement, step }) => {
    await step('見出しとホームへ戻るリンクが出る', async () => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(title);
      await expect(canvas.getByRole('link', { name: 'ホームへ戻る' })).toHaveAttribute('href', '/');
    });
  },
});

export const NotFound = page(404, 'ページが見つかりません');
export const Unauthorized = page(401, 'ログインが必要です');
export const ServerError = page(500, 'エラーが発生しました');

export const Fallback: StoryObj<typeof FallbackErrorScreen> = {
  render: (args) => <FallbackErrorScreen {...args} />,
  args: { error: new Error('Cannot read properties of undefined (reading "name")'), showDetails: true, onReload: fn() },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('エラーの見出しと内容が出る', async () => {
      await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Unexpected Application Error!');
      await expect(canvas.getByText(/Cannot read properties/)).toBeInTheDocument();
    });
    await step('「再読み込み」を押すと読み込み直す', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '再読み込み' }));
      await expect(args.onReload).toHaveBeenCalledTimes(1);
    });
  },
};

export const FallbackInProduction: StoryObj<typeof FallbackErrorScreen> = {
  render: (args) => <FallbackErrorScreen {...args} />,
  args: { error: new Error('secret internals'), showDetails: false, onReload: fn() },
  play: async ({ canvasElement, step }) => {
    await step('本番では内部の情報を見せない', async () => {
      await expect(within(canvasElement).queryByText(/secret internals/)).toBeNull();
    });
  },
};
