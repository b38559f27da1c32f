import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { InfoIcon } from '../../icons';
import { Button } from '../../primitives/Button';
import { IconButton } from '../../primitives/IconButton';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'オーバーレイ・Overlays/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: {
    content: 'CSVは現在の検索条件で出力されます',
    placement: 'top',
    delay: 0,
    children: <Button variant="secondary">CSV出力</Button>,
  },
  argTypes: {
    placement: { control: 'inline-radio', options: ['top', 'bottom', 'left', 'right'] },
    content: { control: 'text' },
    // An element: shown in "Show code", not edited as raw JSON.
    children: { control: false },
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the docs page in a frame of its own, played there: the overlay stays open inside it. */
const openInDocs = { docs: { story: { inline: false, height: '200px', autoplay: true } } };

export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    const button = within(canvasElement).getByRole('button', { name: 'CSV出力' });
    await step('ポインターを重ねると説明が出る', async () => {
      await userEvent.hover(button);
      const tip = await within(document.body).findByRole('tooltip');
      await expect(tip).toHaveTextContent('CSVは現在の検索条件で出力されます');
      await expect(button).toHaveAttribute('aria-describedby', tip.id);
    });
    await step('ポインターを離すと消える', async () => {
      await userEvent.unhover(button);
      await waitFor(() => expect(within(document.body).queryByRole('tooltip')).not.toBeInTheDocument());
    });
  },
};

/** The tooltip as designers review it: shown over its button. */
export const Shown: Story = {
  name: 'ツールチップを表示した状態',
  parameters: openInDocs,
  play: async ({ canvasElement, step }) => {
    await step('ボタンにポインターを重ねる', async () => {
      await userEvent.hover(within(canvasElement).getByRole('button', { name: 'CSV出力' }));
      await expect(await within(document.body).findByRole('tooltip')).toBeVisible();
    });
  },
};

export const OnKeyboardFocus: Story = {
  args: {
    content: '手数料明細は毎月10日に公開されます',
    children: <IconButton label="公開日について" icon={<InfoIcon />} />,
  },
  play: async ({ canvasElement, step }) => {
    const button = within(canvasElement).getByRole('button', { name: '公開日について' });
    await step('Tab キーでボタンに移ると説明が出る', async () => {
      await userEvent.tab();
      await expect(button).toHaveFocus();
      await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('毎月10日');
    });
    await step('Escape で説明が消え、フォーカスは残る', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(within(document.body).queryByRole('tooltip')).not.toBeInTheDocument());
      await expect(button).toHaveFocus();
    });
  },
};
