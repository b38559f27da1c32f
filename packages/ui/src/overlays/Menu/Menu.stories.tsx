import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DownloadIcon, EditIcon, MoreIcon, TrashIcon } from '../../icons';
import { IconButton } from '../../primitives/IconButton';
import { Menu } from './Menu';

const onEdit = fn();
const onDownload = fn();
const onDelete = fn();

const meta = {
  title: 'オーバーレイ・Overlays/Menu（メニュー）',
  component: Menu,
  tags: ['autodocs'],
  args: {
    label: '募集人の操作',
    trigger: <IconButton label="募集人の操作" icon={<MoreIcon />} />,
    items: [
      { label: '編集', icon: <EditIcon />, onSelect: onEdit },
      { label: 'CSVダウンロード', icon: <DownloadIcon />, onSelect: onDownload, disabled: true },
      { label: '削除', icon: <TrashIcon />, onSelect: onDelete, tone: 'danger' },
    ],
  },
  argTypes: {
    // Elements and functions: shown in "Show code", not edited as raw JSON.
    trigger: { control: false },
    items: { control: false },
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the docs page in a frame of its own, played there: the overlay stays open inside it. */
const openInDocs = { docs: { story: { inline: false, height: '300px', autoplay: true } } };

export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    onEdit.mockClear();
    const button = within(canvasElement).getByRole('button', { name: '募集人の操作' });
    await step('メニューを開く', async () => {
      await userEvent.click(button);
      const menu = await within(document.body).findByRole('menu', { name: '募集人の操作' });
      await expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((i) => i.textContent),
      ).toEqual(['編集', 'CSVダウンロード', '削除']);
    });
    await step('「編集」を選ぶと閉じる', async () => {
      const menu = within(document.body).getByRole('menu', { name: '募集人の操作' });
      await userEvent.click(within(menu).getByRole('menuitem', { name: '編集' }));
      await expect(onEdit).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(within(document.body).queryByRole('menu')).not.toBeInTheDocument());
    });
  },
};

/** The menu as designers review it: open under its button. */
export const Open: Story = {
  name: 'メニューを開いた状態',
  parameters: openInDocs,
  play: async ({ canvasElement, step }) => {
    await step('メニューを開く', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: '募集人の操作' }));
      await expect(await within(document.body).findByRole('menu', { name: '募集人の操作' })).toBeVisible();
    });
  },
};

export const Keyboard: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, step }) => {
    onDelete.mockClear();
    onDownload.mockClear();
    const button = within(canvasElement).getByRole('button', { name: '募集人の操作' });
    await step('Enter キーでメニューを開く', async () => {
      button.focus();
      await userEvent.keyboard('{Enter}');
      const menu = await within(document.body).findByRole('menu');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      // Opened from the keyboard, the first item takes focus.
      await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '編集' })).toHaveFocus());
    });
    await step('↓キーで次の項目へ（使えない項目は飛ばす）', async () => {
      const menu = within(document.body).getByRole('menu');
      // The disabled item is skipped.
      await userEvent.keyboard('{ArrowDown}');
      await expect(within(menu).getByRole('menuitem', { name: '削除' })).toHaveFocus();
    });
    await step('Home キーで最初の項目へ', async () => {
      const menu = within(document.body).getByRole('menu');
      await userEvent.keyboard('{Home}');
      await expect(within(menu).getByRole('menuitem', { name: '編集' })).toHaveFocus();
    });
    await step('End キーで最後の項目へ行き Enter で選ぶ', async () => {
      await userEvent.keyboard('{End}');
      await userEvent.keyboard('{Enter}');
      await expect(onDelete).toHaveBeenCalledTimes(1);
      await expect(onDownload).not.toHaveBeenCalled();
    });
    await step('フォーカスがボタンに戻る', async () => {
      await waitFor(() => expect(button).toHaveFocus());
    });
  },
};

export const EscapeReturnsFocus: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, step }) => {
    const button = within(canvasElement).getByRole('button', { name: '募集人の操作' });
    await step('メニューを開く', async () => {
      await userEvent.click(button);
      await within(document.body).findByRole('menu');
    });
    await step('Escape で閉じ、フォーカスがボタンに戻る', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(within(document.body).queryByRole('menu')).not.toBeInTheDocument());
      await expect(button).toHaveFocus();
    });
  },
};

/** Opened with the mouse, the menu takes the keyboard too: typing 削 jumps to 削除, Enter runs it. */
export const MouseOpenThenType: Story = {
  play: async ({ canvasElement, step }) => {
    onDelete.mockClear();
    const button = within(canvasElement).getByRole('button', { name: '募集人の操作' });
    await step('クリックでメニューを開くと最初の項目にフォーカス', async () => {
      await userEvent.click(button);
      const menu = await within(document.body).findByRole('menu');
      await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '編集' })).toHaveFocus());
    });
    await step('「削」と打つと「削除」へ移る', async () => {
      const menu = within(document.body).getByRole('menu');
      await userEvent.keyboard('削');
      await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '削除' })).toHaveFocus());
    });
    await step('Enter で選ぶとフォーカスがボタンに戻る', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(onDelete).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(button).toHaveFocus());
    });
  },
};
