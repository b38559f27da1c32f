import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'フォーム・Forms/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: '利用規約に同意する', onChange: fn() },
  argTypes: { label: { control: 'text' }, error: { control: 'text' }, description: { control: 'text' } },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { indeterminate: false, disabled: false, required: false },
  play: async ({ args, canvasElement, step }) => {
    await step('ラベルを押すとチェックされる', async () => {
      const checkbox = within(canvasElement).getByRole('checkbox', { name: '利用規約に同意する' });
      // Clicking the label text toggles the box, as with a native checkbox.
      await userEvent.click(within(canvasElement).getByText('利用規約に同意する'));
      await expect(checkbox).toBeChecked();
      await expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ target: expect.objectContaining({ checked: true }) }),
      );
    });
  },
};

/** Keyboard: Tab focuses it, Space toggles it. */
export const Keyboard: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, step }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: '利用規約に同意する' });
    await step('Tab キーでチェックボックスへ', async () => {
      await userEvent.tab();
      await expect(checkbox).toHaveFocus();
    });
    await step('スペースキーで付けて外す', async () => {
      await userEvent.keyboard(' ');
      await expect(checkbox).toBeChecked();
      await userEvent.keyboard(' ');
      await expect(checkbox).not.toBeChecked();
    });
  },
};

export const WithDescription: Story = {
  args: { label: 'SMS認証を使う', description: 'ログインのたびに、登録した電話番号へ確認コードを送ります。' },
  play: async ({ canvasElement, step }) => {
    await step('説明が読み上げられる', async () => {
      const checkbox = within(canvasElement).getByRole('checkbox', { name: 'SMS認証を使う' });
      await expect(checkbox).toHaveAccessibleDescription('ログインのたびに、登録した電話番号へ確認コードを送ります。');
    });
  },
};

export const RequiredWithError: Story = {
  args: { required: true, error: '利用規約への同意は必ず指定してください。' },
  play: async ({ canvasElement, step }) => {
    await step('エラーメッセージが読み上げられる', async () => {
      const checkbox = within(canvasElement).getByRole('checkbox', { name: '利用規約に同意する' });
      await expect(checkbox).toBeRequired();
      await expect(checkbox).toBeInvalid();
      await expect(checkbox).toHaveAccessibleDescription('利用規約への同意は必ず指定してください。');
    });
  },
};

/** A "select all" box over a partial selection shows the mixed state. */
export const Indeterminate: Story = {
  render: function IndeterminateStory(args) {
    const [groups, setGroups] = useState<string[]>(['代理店向け']);
    const all = ['代理店向け', '商品', '事務手続き'];
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <Checkbox
          {...args}
          label="すべて選択"
          checked={groups.length === all.length}
          indeterminate={groups.length > 0 && groups.length < all.length}
          onChange={(event) => setGroups(event.target.checked ? all : [])}
        />
        {all.map((group) => (
          <Checkbox
            key={group}
            label={group}
            style={{ marginLeft: 28 }}
            checked={groups.includes(group)}
            onChange={(event) =>
              setGroups(event.target.checked ? [...groups, group] : groups.filter((g) => g !== group))
            }
          />
        ))}
      </div>
    );
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'すべて選択' });
    await step('一部だけ選んだ状態', async () => {
      await expect(all).toBePartiallyChecked();
    });
    await step('「すべて選択」で全部が選ばれる', async () => {
      await userEvent.click(all);
      await expect(all).toBeChecked();
      for (const name of ['代理店向け', '商品', '事務手続き']) {
        await expect(canvas.getByRole('checkbox', { name })).toBeChecked();
      }
    });
    await step('一つ外すと一部だけの状態に戻る', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: '商品' }));
      await expect(all).toBePartiallyChecked();
    });
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvasElement, step }) => {
    await step('押しても変わらない', async () => {
      const checkbox = within(canvasElement).getByRole('checkbox', { name: '利用規約に同意する' });
      await expect(checkbox).toBeDisabled();
      await userEvent.click(checkbox, { pointerEventsCheck: 0 });
      await expect(checkbox).toBeChecked();
      await expect(args.onChange).not.toHaveBeenCalled();
    });
  },
};
