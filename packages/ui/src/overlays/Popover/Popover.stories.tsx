import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { Popover } from './Popover';

const meta = {
  title: 'オーバーレイ・Overlays/Popover',
  component: Popover,
  tags: ['autodocs'],
  args: {
    label: '表示項目',
    trigger: <Button variant="secondary">表示項目</Button>,
    children: (close: () => void) => (
      <div style={{ display: 'grid', gap: 12 }}>
        <p style={{ margin: 0 }}>一覧に表示する項目を選んでください。</p>
        <Button onClick={close}>適用</Button>
      </div>
    ),
  },
  argTypes: {
    // An element and a render function: shown in "Show code", not edited as raw JSON.
    trigger: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the docs page in a frame of its own, played there: the overlay stays open inside it. */
const openInDocs = { docs: { story: { inline: false, height: '360px', autoplay: true } } };

export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '表示項目' });
    await step('ポップオーバーを開く', async () => {
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(trigger);
      const dialog = await within(document.body).findByRole('dialog', { name: '表示項目' });
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await waitFor(() => expect(within(dialog).getByRole('button', { name: '適用' })).toHaveFocus());
    });
    await step('Escape で閉じ、フォーカスがボタンに戻る', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
    });
  },
};

/** The popover as designers review it: open beside its button. */
export const Open: Story = {
  name: 'ポップオーバーを開いた状態',
  parameters: openInDocs,
  play: async ({ canvasElement, step }) => {
    await step('ポップオーバーを開く', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: '表示項目' }));
      await expect(await within(document.body).findByRole('dialog', { name: '表示項目' })).toBeVisible();
    });
  },
};

export const ClosesOnOutsideClickAndFromInside: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '表示項目' });
    await step('開いて外側をクリックすると閉じる', async () => {
      await userEvent.click(trigger);
      await within(document.body).findByRole('dialog');
      await userEvent.click(document.body);
      await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    });
    await step('開いて中の「適用」を押すと閉じる', async () => {
      await userEvent.click(trigger);
      await userEvent.click(await within(document.body).findByRole('button', { name: '適用' }));
      await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    });
  },
};
