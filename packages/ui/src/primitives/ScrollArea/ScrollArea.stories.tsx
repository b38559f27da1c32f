import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScrollArea } from './ScrollArea';

const months = ['2026/01', '2026/02', '2026/03', '2026/04', '2026/05', '2026/06', '2026/07', '2026/08', '2026/09'];

function WideRow() {
  return (
    <div style={{ display: 'flex', gap: 12, width: 'max-content', paddingBottom: 8 }}>
      {months.map((month) => (
        <div
          key={month}
          style={{ width: 120, padding: 12, border: '1px solid var(--olive-color-border-default)', borderRadius: 8 }}
        >
          {month} 分
        </div>
      ))}
    </div>
  );
}

const meta = {
  title: 'レイアウト・Layout/ScrollArea',
  component: ScrollArea,
  tags: ['autodocs'],
  args: { label: '月別の明細', children: <WideRow />, style: { maxWidth: 360 } },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical', 'both'] },
    children: { control: false },
  },
} satisfies Meta<typeof ScrollArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Overflowing content makes the box a named region in the tab order, so arrow keys can scroll it. */
export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    await step('はみ出す表はフォーカスできる領域になる', async () => {
      const region = await within(canvasElement).findByRole('region', { name: '月別の明細' });
      await expect(region).toHaveAttribute('tabindex', '0');
    });
    await step('Tab キーでフォーカスして横に送れる', async () => {
      const region = within(canvasElement).getByRole('region', { name: '月別の明細' });
      await userEvent.tab();
      await expect(region).toHaveFocus();
      region.scrollLeft = 200;
      await expect(region.scrollLeft).toBeGreaterThan(0);
    });
  },
};

/** Content that fits: no region, no extra tab stop. */
export const FitsWithoutScrolling: Story = {
  args: { children: <p style={{ margin: 0 }}>代理店の皆さまへ：今月の手数料明細を公開しました。</p>, style: {} },
  play: async ({ canvasElement, step }) => {
    await step('収まるときは領域にせず Tab キーでも止まらない', async () => {
      const canvas = within(canvasElement);
      await expect(canvas.queryByRole('region')).toBeNull();
      await userEvent.tab();
      await expect(canvasElement.ownerDocument.activeElement).toBe(canvasElement.ownerDocument.body);
    });
  },
};

export const Vertical: Story = {
  args: {
    orientation: 'vertical',
    label: '取り込み結果',
    maxHeight: 120,
    style: { maxWidth: 360 },
    children: (
      <ul style={{ margin: 0 }}>
        {months.map((month) => (
          <li key={month}>A0001_{month.replace('/', '')}.pdf を取り込みました</li>
        ))}
      </ul>
    ),
  },
  play: async ({ canvasElement, step }) => {
    await step('高さを超えると縦に送れる', async () => {
      const region = await within(canvasElement).findByRole('region', { name: '取り込み結果' });
      await expect(region.getBoundingClientRect().height).toBeLessThanOrEqual(120);
      await expect(getComputedStyle(region).overflowY).toBe('auto');
    });
  },
};

/** Desktop user agents get the slim scrollbar in the theme's colours. */
export const DesktopScrollbar: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, step }) => {
    await step('パソコンでは細いスクロールバーになる', async () => {
      const region = await within(canvasElement).findByRole('region', { name: '月別の明細' });
      await expect(document.documentElement).not.toHaveAttribute('data-olive-mobile');
      await expect(getComputedStyle(region).scrollbarWidth).toBe('thin');
    });
  },
};

/** docs/product.md §9: a phone's user agent gets the platform's own overflow scrolling instead. */
export const MobileScrolling: Story = {
  tags: ['!autodocs'],
  parameters: {
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  },
  play: async ({ canvasElement, step }) => {
    await step('スマートフォンでは標準のスクロールになる', async () => {
      const region = await within(canvasElement).findByRole('region', { name: '月別の明細' });
      await waitFor(() => expect(document.documentElement).toHaveAttribute('data-olive-mobile'));
      await expect(getComputedStyle(region).scrollbarWidth).toBe('auto');
      await expect(getComputedStyle(region).overflowX).toBe('auto');
    });
  },
};
