import type { Meta, StoryObj } from '@storybook/react-vite';
import { act } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atViewport } from '../../../../../.storybook/modes';
import { Button } from '../../primitives/Button';
import { manualScheduler, ToastStore } from './store';
import { Toaster } from './Toaster';

const store = new ToastStore();
const clock = manualScheduler();

const meta = {
  title: 'フィードバック・Feedback/Toaster（トースト）',
  component: Toaster,
  tags: ['autodocs'],
  args: { store, scheduler: clock },
  render: (args) => (
    <>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button onClick={() => store.push('success', '解約申請を受け付けました。')}>成功</Button>
        <Button variant="danger" onClick={() => store.push('error', 'Unable to logout')}>
          エラー
        </Button>
      </div>
      <Toaster {...args} />
    </>
  ),
  beforeEach: () => {
    store.clear();
  },
  // The store and the clock are objects the stories drive, not controls.
  argTypes: { store: { control: false }, scheduler: { control: false } },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = () => within(document.body).getByRole('region', { name: '通知' });
const shown = () =>
  within(region())
    .queryAllByRole('listitem')
    .map((li) => li.textContent);
const advance = (ms: number) => act(() => clock.advance(ms));

export const Playground: Story = {
  name: 'トーストを出す',
  play: async ({ canvasElement, step }) => {
    await step('成功の通知が読み上げられる', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: '成功' }));
      await expect(within(region()).getByRole('status')).toHaveTextContent('解約申請を受け付けました。');
    });
    await step('エラーの通知はすぐに読み上げられる', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'エラー' }));
      await expect(within(region()).getByRole('alert')).toHaveTextContent('Unable to logout');
    });
  },
};

export const AtMostThreeEachForFiveSeconds: Story = {
  tags: ['!autodocs'],
  play: async ({ step }) => {
    await step('4件出すと3件まで表示される', async () => {
      act(() => {
        for (const m of ['1件目', '2件目', '3件目', '4件目']) store.push('info', m);
      });
      await waitFor(() => expect(shown()).toEqual(['1件目', '2件目', '3件目']));
    });
    await step('5秒で消え、残りの1件が出る', async () => {
      await advance(4999);
      await expect(shown()).toEqual(['1件目', '2件目', '3件目']);
      await advance(1);
      // The three hide at 5,000 ms; the 4th, which waited, now shows for its own 5 seconds.
      await waitFor(() => expect(shown()).toEqual(['4件目']));
    });
    await step('残りの1件も5秒で消える', async () => {
      await advance(4999);
      await expect(shown()).toEqual(['4件目']);
      await advance(1);
      await waitFor(() => expect(shown()).toEqual([]));
    });
  },
};

export const PausesWhileHoveredOrFocused: Story = {
  tags: ['!autodocs'],
  play: async ({ step }) => {
    await step('ポインターを重ねている間は消えない', async () => {
      act(() => {
        store.push('error', 'Unable to logout');
      });
      const card = await within(region()).findByRole('listitem');
      await userEvent.hover(card);
      await waitFor(() => expect(card).toHaveAttribute('data-paused'));
      await advance(10_000);
      await expect(shown()).toEqual(['Unable to logout']);
    });
    await step('ポインターを離すと5秒で消える', async () => {
      const card = within(region()).getByRole('listitem');
      await userEvent.unhover(card);
      await waitFor(() => expect(card).not.toHaveAttribute('data-paused'));
      await advance(4999);
      await expect(shown()).toEqual(['Unable to logout']);
      await advance(1);
      await waitFor(() => expect(shown()).toEqual([]));
    });
    await step('フォーカスがある間は消えない', async () => {
      act(() => {
        store.push('info', '保存しました。');
      });
      const close = await within(region()).findByRole('button', { name: '通知を閉じる' });
      act(() => close.focus());
      await waitFor(() => expect(close.closest('li')).toHaveAttribute('data-paused'));
      await advance(20_000);
      await expect(shown()).toEqual(['保存しました。']);
    });
    await step('「通知を閉じる」で消える', async () => {
      const close = within(region()).getByRole('button', { name: '通知を閉じる' });
      await userEvent.click(close);
      await waitFor(() => expect(shown()).toEqual([]));
    });
  },
};

export const Dismissible: Story = {
  play: async ({ step }) => {
    await step('警告と通知を出す', async () => {
      act(() => {
        store.push('warning', 'IPアドレスの設定を確認してください。');
        store.push('info', '2件目');
      });
    });
    await step('警告を閉じるとその通知だけ消える', async () => {
      const first = (await within(region()).findAllByRole('listitem'))[0] as HTMLElement;
      await expect(within(first).getByRole('alert')).toBeInTheDocument();
      await userEvent.click(within(first).getByRole('button', { name: '通知を閉じる' }));
      await waitFor(() => expect(shown()).toEqual(['2件目']));
    });
  },
};

export const TopRight: Story = {
  play: async ({ step }) => {
    await step('通知は右上に出る', async () => {
      act(() => {
        store.push('success', '保存しました。');
      });
      const box = region().getBoundingClientRect();
      await expect(Math.round(window.innerWidth - box.right)).toBe(16);
      await expect(Math.round(box.top)).toBe(16);
    });
  },
};

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * A 390 px phone: three toasts sit at the bottom, over neither the page's heading nor its buttons at
 * the top (docs/adr/0099-toasts-at-the-bottom-on-narrow-screens.md).
 */
export const PhoneAtTheBottom: Story = {
  tags: ['!autodocs'],
  globals: atViewport('phone390'),
  render: (args) => (
    <>
      <h1 style={{ margin: '0 0 8px' }}>契約内容</h1>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button onClick={() => store.push('success', '解約申請を受け付けました。')}>解約する</Button>
        <Button variant="secondary" onClick={() => store.push('info', '支払方法を口座振替に変更しました。')}>
          支払方法を変更
        </Button>
      </div>
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBe(390);
    await userEvent.click(canvas.getByRole('button', { name: '解約する' }));
    await userEvent.click(canvas.getByRole('button', { name: '支払方法を変更' }));
    act(() => {
      store.push('error', 'Unable to logout');
    });
    await waitFor(() => expect(shown()).toHaveLength(3));
    const controls = [
      canvas.getByRole('heading', { level: 1 }),
      ...canvas.getAllByRole('button').filter((b) => !region().contains(b)),
    ];
    await expect(controls).toHaveLength(3);
    for (const card of within(region()).getAllByRole('listitem')) {
      const box = card.getBoundingClientRect();
      for (const control of controls) {
        await expect(overlaps(box, control.getBoundingClientRect()), control.textContent ?? '').toBe(false);
      }
    }
    const box = region().getBoundingClientRect();
    await expect(Math.round(window.innerHeight - box.bottom)).toBe(16);
    await expect(Math.round(window.innerWidth - box.right)).toBe(16);
    // The buttons under the top of the screen still take a tap while the toasts are up.
    const first = canvas.getByRole('button', { name: '解約する' }).getBoundingClientRect();
    const hit = document.elementFromPoint(first.left + first.width / 2, first.top + first.height / 2);
    await expect(hit?.closest('button')).toHaveAccessibleName('解約する');
  },
};
