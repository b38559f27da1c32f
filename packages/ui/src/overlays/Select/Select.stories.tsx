import { providerRoleOptions } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TextField } from '../../primitives/TextField';
import { Select, type SelectProps } from './Select';

/** A Select that keeps its own value, beside another field in one story. */
function StatefulSelect(
  props: Omit<SelectProps, 'value' | 'onChange'> & { initial?: string; onChange?: (v: string) => void },
) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <div style={{ width: 280 }}>
      <Select
        {...props}
        value={value}
        onChange={(v) => {
          setValue(v);
          props.onChange?.(v);
        }}
      />
    </div>
  );
}

// The stories render the Select itself and keep its value as a screen's form state does (a line
// comment: a JSDoc here would replace the component's own description on the docs page).
const meta = {
  title: 'フォーム・Forms/Select（選択）',
  component: Select,
  tags: ['autodocs'],
  args: {
    label: '権限',
    options: providerRoleOptions,
    value: '',
    onChange: fn(),
    required: true,
  },
  argTypes: {
    // Text in the stories, so a text control, not the raw JSON of a ReactNode.
    label: { control: 'text' },
    description: { control: 'text' },
    error: { control: 'text' },
    options: { control: false },
  },
  decorators: [(Story) => <div style={{ width: 280 }}>{Story()}</div>],
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    useEffect(() => setValue(args.value), [args.value]);
    return (
      <Select
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the docs page in a frame of its own, played there: the overlay stays open inside it. */
const openInDocs = { docs: { story: { inline: false, height: '300px', autoplay: true } } };

export const Playground: Story = {
  play: async ({ args, canvasElement, step }) => {
    const combo = within(canvasElement).getByRole('combobox', { name: /権限/ });
    await step('選択肢を開く', async () => {
      await expect(combo).toHaveTextContent('選択してください');
      await userEvent.click(combo);
      const listbox = await within(document.body).findByRole('listbox');
      await expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['一般', '管理者', '特権管理者']);
    });
    await step('「管理者」を選ぶ', async () => {
      await userEvent.click(within(document.body).getByRole('option', { name: '管理者' }));
      await expect(args.onChange).toHaveBeenLastCalledWith('olive_admin');
      await expect(combo).toHaveTextContent('管理者');
      await waitFor(() => expect(combo).toHaveFocus());
    });
  },
};

/** The list as designers review it: open under the field, the chosen option marked. */
export const Open: Story = {
  name: '選択肢を開いた状態',
  args: { value: 'olive_admin' },
  parameters: openInDocs,
  play: async ({ canvasElement, step }) => {
    await step('選択肢を開く', async () => {
      await userEvent.click(within(canvasElement).getByRole('combobox', { name: /権限/ }));
      const listbox = await within(document.body).findByRole('listbox');
      await expect(within(listbox).getByRole('option', { name: '管理者' })).toHaveAttribute('aria-selected', 'true');
    });
  },
};

export const Keyboard: Story = {
  tags: ['!autodocs'],
  args: { value: 'olive_general' },
  play: async ({ args, canvasElement, step }) => {
    const combo = within(canvasElement).getByRole('combobox', { name: /権限/ });
    await step('↓キーで開くと選んだ項目にフォーカス', async () => {
      combo.focus();
      await userEvent.keyboard('{ArrowDown}');
      const listbox = await within(document.body).findByRole('listbox');
      // Opens on the chosen option.
      await waitFor(() => expect(within(listbox).getByRole('option', { name: '一般' })).toHaveFocus());
      await expect(within(listbox).getByRole('option', { name: '一般' })).toHaveAttribute('aria-selected', 'true');
    });
    await step('End キーで最後の項目へ行き Enter で選ぶ', async () => {
      const listbox = within(document.body).getByRole('listbox');
      await userEvent.keyboard('{End}');
      await expect(within(listbox).getByRole('option', { name: '特権管理者' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith('olive_super_admin');
      await waitFor(() => expect(combo).toHaveFocus());
    });
    await step('もう一度開いて Escape で閉じる', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await within(document.body).findByRole('listbox');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument());
      await expect(combo).toHaveTextContent('特権管理者');
    });
  },
};

/**
 * Opened with the mouse while another field has focus, the list takes the typing: 特 jumps to
 * 特権管理者, Enter chooses it, and the name typed before keeps its text.
 */
export const MouseOpenThenType: Story = {
  render: (args) => {
    const [name, setName] = useState('');
    return (
      <div style={{ display: 'grid', gap: 16, width: 280 }}>
        <TextField label="氏名" value={name} onChange={(e) => setName(e.target.value)} />
        <StatefulSelect {...args} />
      </div>
    );
  },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: '氏名' });
    const combo = canvas.getByRole('combobox', { name: /権限/ });
    await step('氏名を入力する', async () => {
      await userEvent.type(name, '山田');
    });
    await step('クリックで開くと最初の項目にフォーカス', async () => {
      await userEvent.click(combo);
      const listbox = await within(document.body).findByRole('listbox');
      // Nothing chosen yet: focus is on the first option, no longer in 氏名.
      await waitFor(() => expect(within(listbox).getByRole('option', { name: '一般' })).toHaveFocus());
    });
    await step('「特」と打つと「特権管理者」へ移る', async () => {
      const listbox = within(document.body).getByRole('listbox');
      await userEvent.keyboard('特');
      await waitFor(() => expect(within(listbox).getByRole('option', { name: '特権管理者' })).toHaveFocus());
    });
    await step('Enter で選んだ値が表示される', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith('olive_super_admin');
      await expect(combo).toHaveTextContent('特権管理者');
      await waitFor(() => expect(combo).toHaveFocus());
      await expect(name).toHaveValue('山田');
    });
    await step('もう一度開き Escape でボタンに戻る', async () => {
      // Escape closes a list opened by the mouse and gives focus back to the button.
      await userEvent.click(combo);
      await waitFor(() => expect(within(document.body).getByRole('option', { name: '特権管理者' })).toHaveFocus());
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument());
      await expect(combo).toHaveFocus();
      await expect(name).toHaveValue('山田');
    });
  },
};

/** Type-ahead folds width and kana as the contract search does: ＡＧ０３ finds AG03, か finds カード. */
export const TypeAheadFolds: Story = {
  args: {
    label: '代理店',
    options: [
      { value: 'AG01', label: 'AG01 青葉保険' },
      { value: 'AG02', label: 'AG02 カード保険サービス' },
      { value: 'AG03', label: 'AG03 さくら代理店' },
    ],
  },
  play: async ({ args, canvasElement, step }) => {
    const combo = within(canvasElement).getByRole('combobox', { name: /代理店/ });
    await step('一覧を開く', async () => {
      await userEvent.click(combo);
      await within(document.body).findByRole('listbox');
    });
    await step('全角で打っても項目へ移る', async () => {
      const listbox = within(document.body).getByRole('listbox');
      await userEvent.keyboard('ＡＧ０３');
      await waitFor(() => expect(within(listbox).getByRole('option', { name: 'AG03 さくら代理店' })).toHaveFocus());
    });
    await step('Enter で選ぶ', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith('AG03');
      await waitFor(() => expect(combo).toHaveFocus());
    });
    await step('閉じたボタンで打つとすぐに選ばれる', async () => {
      // On the closed button, typing chooses at once, as a native select does.
      await new Promise((resolve) => setTimeout(resolve, 800));
      await userEvent.keyboard('ag02');
      await expect(args.onChange).toHaveBeenLastCalledWith('AG02');
      await expect(combo).toHaveTextContent('AG02 カード保険サービス');
    });
  },
};

export const WithError: Story = {
  args: { error: '権限は必ず指定してください。', description: '付与する権限を選びます。' },
  play: async ({ canvasElement, step }) => {
    await step('エラーメッセージが読み上げられる', async () => {
      const combo = within(canvasElement).getByRole('combobox', { name: /権限/ });
      await expect(combo).toHaveAttribute('aria-invalid', 'true');
      await expect(combo).toHaveAccessibleDescription(/付与する権限を選びます。.*権限は必ず指定してください。/);
    });
  },
};

export const DisabledOption: Story = {
  args: {
    label: '支払方法',
    options: [
      { value: '1', label: 'クレジットカード' },
      { value: '2', label: '口座振替', disabled: true },
    ],
  },
  play: async ({ args, canvasElement, step }) => {
    const combo = within(canvasElement).getByRole('combobox', { name: /支払方法/ });
    await step('一覧を開く', async () => {
      await userEvent.click(combo);
      await within(document.body).findByRole('listbox');
    });
    await step('使えない項目は選べない', async () => {
      const listbox = within(document.body).getByRole('listbox');
      await userEvent.click(within(listbox).getByRole('option', { name: '口座振替' }));
      await expect(args.onChange).not.toHaveBeenCalledWith('2');
      await expect(within(listbox).getByRole('option', { name: '口座振替' })).toHaveAttribute('aria-disabled', 'true');
    });
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: 'olive_admin' },
  play: async ({ canvasElement, step }) => {
    await step('操作できない', async () => {
      await expect(within(canvasElement).getByRole('combobox', { name: /権限/ })).toBeDisabled();
    });
  },
};
