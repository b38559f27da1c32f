import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { atViewport } from '../../../../../.storybook/modes';
import { TopBar } from './TopBar';

const meta = {
  title: 'ポータル・Portal/TopBar',
  component: TopBar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { onLogout: fn(), onOpenMenu: fn() },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = atViewport('phone320');
/** Room under the bar, so the open panel is in the picture. */
const roomBelow = (Story: () => React.ReactNode) => <div style={{ minHeight: 320 }}>{Story()}</div>;

/** The bar never scrolls sideways: its content fits its width. */
async function fits(canvasElement: HTMLElement) {
  const bar = within(canvasElement).getByRole('banner');
  await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** A wide screen: 各種マニュアル, アカウント設定 and Logout in the bar; no fold button. */
export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    await step('広い画面ではすべてのリンクが並ぶ', async () => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('link', { name: '各種マニュアル' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'アカウント設定' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
      await expect(canvas.queryByRole('button', { name: 'その他のメニュー' })).toBeNull();
      await fits(canvasElement);
    });
  },
};

/**
 * A 320 px phone: the links and Logout fold behind その他のメニュー, a disclosure button. Enter
 * opens it, Tab walks its links, Escape closes it and puts focus back on the button.
 */
export const CollapsedByKeyboard: Story = {
  tags: ['!autodocs'],
  globals: phone,
  decorators: [roomBelow],
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const more = canvas.getByRole('button', { name: 'その他のメニュー' });
    const panel = document.getElementById(more.getAttribute('aria-controls') ?? '') as HTMLElement;
    await step('狭い画面ではその他のメニューにまとまる', async () => {
      await fits(canvasElement);
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.queryByRole('link', { name: '各種マニュアル' })).toBeNull();
      await expect(panel).not.toBeVisible();
    });
    await step('Enter キーで開くと Tab キーで項目をたどれる', async () => {
      more.focus();
      await userEvent.keyboard('{Enter}');
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      const manual = canvas.getByRole('link', { name: '各種マニュアル' });
      await expect(manual).toBeVisible();
      await userEvent.tab();
      await expect(manual).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'アカウント設定' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Logout' })).toHaveFocus();
    });
    await step('項目は押しやすい大きさで画面内に収まる', async () => {
      // Touch targets: every entry of the open panel is at least 44 px tall and as wide as the panel.
      for (const entry of [...panel.children] as HTMLElement[]) {
        const box = entry.getBoundingClientRect();
        await expect(box.height).toBeGreaterThanOrEqual(44);
        await expect(box.width).toBeGreaterThanOrEqual(200);
        await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
      }
      await fits(canvasElement);
    });
    await step('Escape で閉じ、フォーカスがボタンに戻る', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).not.toBeVisible();
      await expect(more).toHaveFocus();
    });
    await step('スペースキーで開閉する', async () => {
      // Space toggles it as well.
      await userEvent.keyboard(' ');
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      await userEvent.keyboard(' ');
      await expect(more).toHaveAttribute('aria-expanded', 'false');
    });
  },
};

/** The open panel: a screenshot of what a phone shows, and Logout inside it. */
export const CollapsedOpen: Story = {
  globals: phone,
  decorators: [roomBelow],
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('その他のメニューから Logout を押す', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'その他のメニュー' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
      await expect(args.onLogout).toHaveBeenCalledTimes(1);
      await expect(canvas.getByRole('link', { name: 'アカウント設定' })).toBeVisible();
    });
  },
};

/** Following a link closes the panel; so do a click outside and focus moving elsewhere. */
export const CollapsedClosesItself: Story = {
  tags: ['!autodocs'],
  globals: phone,
  render: (args) => (
    <>
      <TopBar {...args} />
      <button type="button">ページ上のボタン</button>
    </>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    // The links are plain <a> here: keep the story's frame where it is.
    canvasElement.addEventListener('click', (event) => event.preventDefault());
    const more = canvas.getByRole('button', { name: 'その他のメニュー' });
    await step('リンクを選ぶと閉じる', async () => {
      await userEvent.click(more);
      await userEvent.click(canvas.getByRole('link', { name: 'アカウント設定' }));
      await expect(more).toHaveAttribute('aria-expanded', 'false');
    });
    await step('ページ上のボタンを押すと閉じる', async () => {
      await userEvent.click(more);
      await userEvent.click(canvas.getByRole('button', { name: 'ページ上のボタン' }));
      await expect(more).toHaveAttribute('aria-expanded', 'false');
    });
    await step('フォーカスが外へ移ると閉じる', async () => {
      await userEvent.click(more);
      canvas.getByRole('button', { name: 'ページ上のボタン' }).focus();
      await waitFor(() => expect(more).toHaveAttribute('aria-expanded', 'false'));
    });
  },
};
