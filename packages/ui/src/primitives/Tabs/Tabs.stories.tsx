import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const families = [
  { value: 'commissions', label: '手数料', body: '手数料の精算書と明細書です。' },
  { value: 'campaigns', label: 'キャンペーン', body: 'キャンペーンの精算書と明細書です。' },
  { value: 'supports', label: 'サポート', body: 'サポートの精算書と明細書です。' },
];

const meta = {
  title: 'ナビゲーション・Navigation/Tabs',
  component: Tabs,
  subcomponents: { TabList, Tab, TabPanel },
  tags: ['autodocs'],
  args: { defaultValue: 'commissions', onValueChange: fn(), activation: 'automatic', children: null },
  argTypes: {
    activation: { control: 'inline-radio', options: ['automatic', 'manual'] },
    children: { control: false },
  },
  render: (args) => (
    <Tabs {...args}>
      <TabList label="明細の種類">
        {families.map((family) => (
          <Tab key={family.value} value={family.value}>
            {family.label}
          </Tab>
        ))}
      </TabList>
      {families.map((family) => (
        <TabPanel key={family.value} value={family.value}>
          <p style={{ margin: 0 }}>{family.body}</p>
        </TabPanel>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('最初のタブが選ばれている', async () => {
      await expect(canvas.getByRole('tablist', { name: '明細の種類' })).toBeVisible();
      await expect(canvas.getByRole('tab', { name: '手数料' })).toHaveAttribute('aria-selected', 'true');
    });
    await step('タブを押すと内容が切り替わる', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'キャンペーン' }));
      await expect(args.onValueChange).toHaveBeenCalledWith('campaigns');
      const panel = canvas.getByRole('tabpanel', { name: 'キャンペーン' });
      await expect(panel).toHaveTextContent('キャンペーンの精算書と明細書です。');
      // Only the selected panel is shown.
      await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
    });
  },
};

/** One tab stop; ←/→ move and wrap, Home/End jump; with automatic activation, focus selects. */
export const Keyboard: Story = {
  tags: ['!autodocs'],
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await step('Tab キーで選択中のタブへ', async () => {
      await userEvent.tab();
      await expect(tab('手数料')).toHaveFocus();
    });
    await step('→キーで次のタブへ', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(tab('キャンペーン')).toHaveFocus();
      await expect(tab('キャンペーン')).toHaveAttribute('aria-selected', 'true');
      await expect(tab('キャンペーン')).toHaveAttribute('tabindex', '0');
      await expect(tab('手数料')).toHaveAttribute('tabindex', '-1');
    });
    await step('End キーで最後のタブへ、端では折り返す', async () => {
      await userEvent.keyboard('{End}');
      await expect(tab('サポート')).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(tab('手数料')).toHaveFocus();
      await userEvent.keyboard('{ArrowLeft}');
      await expect(tab('サポート')).toHaveFocus();
    });
    await step('Home キーで最初のタブへ', async () => {
      await userEvent.keyboard('{Home}');
      await expect(tab('手数料')).toHaveFocus();
      await expect(args.onValueChange).toHaveBeenLastCalledWith('commissions');
    });
    await step('Tab キーで内容へ移る', async () => {
      // Tab leaves the list and lands on the panel.
      await userEvent.tab();
      await expect(canvas.getByRole('tabpanel', { name: '手数料' })).toHaveFocus();
    });
  },
};

/** Manual activation: arrows only move focus; Enter or Space selects. */
export const ManualActivation: Story = {
  args: { activation: 'manual' },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('矢印キーではフォーカスだけ移る', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('tab', { name: 'キャンペーン' })).toHaveFocus();
      await expect(canvas.getByRole('tab', { name: '手数料' })).toHaveAttribute('aria-selected', 'true');
      await expect(args.onValueChange).not.toHaveBeenCalled();
    });
    await step('Enter キーで切り替わる', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByRole('tab', { name: 'キャンペーン' })).toHaveAttribute('aria-selected', 'true');
      await expect(args.onValueChange).toHaveBeenCalledWith('campaigns');
    });
  },
};

/** A disabled tab is skipped by the arrow keys and cannot be chosen. */
export const DisabledTab: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList label="明細の種類">
        <Tab value="commissions">手数料</Tab>
        <Tab value="campaigns" disabled>
          キャンペーン
        </Tab>
        <Tab value="supports">サポート</Tab>
      </TabList>
      <TabPanel value="commissions">手数料の精算書と明細書です。</TabPanel>
      <TabPanel value="campaigns">キャンペーンの精算書と明細書です。</TabPanel>
      <TabPanel value="supports">サポートの精算書と明細書です。</TabPanel>
    </Tabs>
  ),
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('使えないタブがある', async () => {
      await expect(canvas.getByRole('tab', { name: 'キャンペーン' })).toBeDisabled();
    });
    await step('→キーで使えないタブを飛ばす', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('tab', { name: 'サポート' })).toHaveFocus();
      await expect(args.onValueChange).toHaveBeenCalledWith('supports');
      await expect(args.onValueChange).not.toHaveBeenCalledWith('campaigns');
    });
  },
};

/** Controlled: the selection is exactly `value`; a click only reports the wish. */
export const Controlled: Story = {
  args: { value: 'supports' },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('親が決めたタブが選ばれている', async () => {
      await expect(canvas.getByRole('tab', { name: 'サポート' })).toHaveAttribute('aria-selected', 'true');
    });
    await step('押すと値を知らせ、表示は親に任せる', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: '手数料' }));
      await expect(args.onValueChange).toHaveBeenCalledWith('commissions');
      await expect(canvas.getByRole('tab', { name: 'サポート' })).toHaveAttribute('aria-selected', 'true');
    });
  },
};
