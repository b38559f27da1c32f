import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

/** Pagination is controlled; stories keep the page in state and still report each request. */
function Stateful(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  return (
    <Pagination
      {...args}
      page={page}
      onPageChange={(next) => {
        args.onPageChange(next);
        setPage(next);
      }}
    />
  );
}

const meta = {
  title: 'ナビゲーション・Navigation/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: 1, pageCount: 20, onPageChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('button', { name: /ページ目$/ })
    .map((button) => button.textContent);

export const Playground: Story = {
  args: { siblingCount: 1, boundaryCount: 1, showFirstLast: true, disabled: false },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('最初は1ページ目が現在のページ', async () => {
      const nav = canvas.getByRole('navigation', { name: 'ページ送り' });
      await expect(within(nav).getByRole('button', { name: '1ページ目' })).toHaveAttribute('aria-current', 'page');
    });
    await step('5ページ目を押すとそのページへ移る', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '5ページ目' }));
      await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
      await expect(canvas.getByRole('button', { name: '5ページ目' })).toHaveAttribute('aria-current', 'page');
      await expect(pageNames(canvasElement)).toEqual(['1', '4', '5', '6', '20']);
    });
  },
};

/** On page 1, 最初 and 前へ are unavailable but stay focusable; clicking them asks for nothing. */
export const FirstPage: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: '前へ' });
    await step('最初のページでは「最初」と「前へ」が使えない', async () => {
      const first = canvas.getByRole('button', { name: '最初' });
      await expect(first).toHaveAttribute('aria-disabled', 'true');
      await expect(previous).toHaveAttribute('aria-disabled', 'true');
    });
    await step('押しても移らない', async () => {
      await userEvent.click(previous);
      await userEvent.click(canvas.getByRole('button', { name: '1ページ目' }));
      await expect(args.onPageChange).not.toHaveBeenCalled();
      await expect(canvas.getByRole('button', { name: '次へ' })).not.toHaveAttribute('aria-disabled');
    });
  },
};

export const LastPage: Story = {
  args: { page: 20 },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('最後のページでは「次へ」と「最後」が使えない', async () => {
      await expect(canvas.getByRole('button', { name: '次へ' })).toHaveAttribute('aria-disabled', 'true');
      await expect(canvas.getByRole('button', { name: '最後' })).toHaveAttribute('aria-disabled', 'true');
      await expect(pageNames(canvasElement)).toEqual(['1', '16', '17', '18', '19', '20']);
    });
    await step('「最初」で1ページ目へ', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '最初' }));
      await expect(args.onPageChange).toHaveBeenCalledWith(1);
    });
  },
};

/** Gaps (…) stand for left-out pages and are hidden from screen readers. */
export const MiddlePageWithGaps: Story = {
  args: { page: 10 },
  play: async ({ canvasElement, step }) => {
    await step('前後に省略があり、省略は読み上げない', async () => {
      await expect(pageNames(canvasElement)).toEqual(['1', '9', '10', '11', '20']);
      const gaps = canvasElement.querySelectorAll('[data-part="gap"]');
      await expect(gaps).toHaveLength(2);
      for (const gap of Array.from(gaps)) await expect(gap).toHaveAttribute('aria-hidden', 'true');
    });
  },
};

export const FewPages: Story = {
  args: { pageCount: 3, page: 2, showFirstLast: false },
  play: async ({ canvasElement, step }) => {
    await step('ページが少なければ全部並べ、端へのボタンを出さない', async () => {
      const canvas = within(canvasElement);
      await expect(pageNames(canvasElement)).toEqual(['1', '2', '3']);
      await expect(canvas.queryByRole('button', { name: '最初' })).toBeNull();
      await expect(canvasElement.querySelector('[data-part="gap"]')).toBeNull();
    });
  },
};

/**
 * A total counted only up to a cap (the contract list's 「10,000件以上」): the last page is unknown, so
 * there is no 最後 and no last page number; the first pages, 前へ and 次へ stay, and a gap says more
 * pages follow.
 */
export const LastPageUnknown: Story = {
  args: { page: 1, pageCount: 500, lastPageUnknown: true },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: '次へ' });
    await step('総数がわからないときは最後を出さない', async () => {
      await expect(canvas.queryByRole('button', { name: '最後' })).toBeNull();
      await expect(canvas.queryByRole('button', { name: '500ページ目' })).toBeNull();
      await expect(pageNames(canvasElement)).toEqual(['1', '2', '3', '4', '5']);
      const gaps = canvasElement.querySelectorAll('[data-part="gap"]');
      await expect(gaps).toHaveLength(1);
      await expect(gaps[0]).toHaveAttribute('aria-hidden', 'true');
      await expect(canvasElement.querySelector('li:last-child [data-part="step"]')).toHaveAccessibleName('次へ');
      await expect(next).not.toHaveAttribute('aria-disabled');
    });
    await step('「次へ」と5ページ目で移る', async () => {
      await userEvent.click(next);
      await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
      await userEvent.click(canvas.getByRole('button', { name: '5ページ目' }));
      await expect(pageNames(canvasElement)).toEqual(['1', '4', '5', '6']);
      await expect(canvas.getByRole('button', { name: '最初' })).not.toHaveAttribute('aria-disabled');
      await expect(canvas.getByRole('button', { name: '前へ' })).not.toHaveAttribute('aria-disabled');
    });
  },
};

/** Keyboard: Tab walks the buttons in order; Enter on 次へ keeps focus there, page after page. */
export const Keyboard: Story = {
  tags: ['!autodocs'],
  args: { pageCount: 3 },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: '次へ' });
    await step('Tab キーでボタンを順にたどる', async () => {
      for (const name of ['最初', '前へ', '1ページ目', '2ページ目', '3ページ目', '次へ']) {
        await userEvent.tab();
        await expect(canvas.getByRole('button', { name })).toHaveFocus();
      }
    });
    await step('Enter キーでページを送る', async () => {
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard('{Enter}');
      await expect(args.onPageChange.mock.calls).toEqual([[2], [3]]);
    });
    await step('最後のページでは「次へ」を押しても移らない', async () => {
      await expect(next).toHaveFocus();
      await expect(next).toHaveAttribute('aria-disabled', 'true');
      await userEvent.keyboard('{Enter}');
      await expect(args.onPageChange).toHaveBeenCalledTimes(2);
    });
  },
};

/** While the next page loads, every button refuses clicks. */
export const Disabled: Story = {
  args: { page: 3, disabled: true },
  play: async ({ args, canvasElement, step }) => {
    await step('使えないときは押しても移らない', async () => {
      const canvas = within(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: '次へ' }));
      await userEvent.click(canvas.getByRole('button', { name: '4ページ目' }));
      await expect(args.onPageChange).not.toHaveBeenCalled();
      await expect(canvas.getByRole('button', { name: '4ページ目' })).toHaveAttribute('aria-disabled', 'true');
    });
  },
};

/** In a narrow space (a phone, a side card) the step buttons show only icons; their names are unchanged. */
export const Narrow: Story = {
  args: { page: 10 },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  play: async ({ canvasElement, step }) => {
    await step('狭い画面では文字を隠してはみ出さない', async () => {
      const canvas = within(canvasElement);
      const previous = canvas.getByRole('button', { name: '前へ' });
      await expect(previous).toBeVisible();
      await expect(within(previous).getByText('前へ').getBoundingClientRect().width).toBeLessThanOrEqual(1);
      const nav = canvas.getByRole('navigation', { name: 'ページ送り' });
      await expect(nav.scrollWidth).toBeLessThanOrEqual(320);
    });
  },
};

/** With room to spare the step buttons show their words. */
export const Wide: Story = {
  args: { page: 10 },
  decorators: [(Story) => <div style={{ width: 640 }}>{Story()}</div>],
  play: async ({ canvasElement, step }) => {
    await step('広い画面では文字も出る', async () => {
      const previous = within(canvasElement).getByRole('button', { name: '前へ' });
      await expect(within(previous).getByText('前へ').getBoundingClientRect().width).toBeGreaterThan(1);
    });
  },
};
