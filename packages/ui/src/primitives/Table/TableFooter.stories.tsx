import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Pagination } from '../Pagination';
import { PageSize } from './PageSize';
import { TableFooter } from './TableFooter';

const meta = {
  title: 'データ表示・Data display/Table（表）/TableFooter',
  component: TableFooter,
  tags: ['autodocs'],
  args: {
    children: [
      <Pagination key="pages" page={3} pageCount={12} onPageChange={fn()} />,
      <PageSize key="size" value={20} options={[20, 50, 100]} onChange={fn()} />,
    ],
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof TableFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pagination and the page size on one row: the page buttons on one line, the size at the end. */
export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    await step('件数とページ送りが一行に並ぶ', async () => {
      const canvas = within(canvasElement);
      const pages = canvas.getAllByRole('button', { name: /ページ目$/ });
      const tops = new Set(pages.map((b) => Math.round(b.getBoundingClientRect().top)));
      await expect(tops.size).toBe(1);
      const size = canvas.getByRole('combobox', { name: '表示件数' });
      const last = pages.at(-1) as HTMLElement;
      await expect(size.getBoundingClientRect().left).toBeGreaterThan(last.getBoundingClientRect().right);
    });
  },
};

/** On a phone the page size wraps under the pagination instead of squeezing it. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  play: async ({ canvasElement, step }) => {
    await step('狭い画面では折り返し、横にはみ出さない', async () => {
      const canvas = within(canvasElement);
      const next = canvas.getByRole('button', { name: '次へ' });
      const size = canvas.getByRole('combobox', { name: '表示件数' });
      await expect(size.getBoundingClientRect().top).toBeGreaterThanOrEqual(next.getBoundingClientRect().bottom);
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    });
  },
};
