import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TextField } from '../../primitives/TextField';
import { Combobox, type ComboboxProps } from './Combobox';

const names = ['青葉保険', 'オリーブ保険サービス', 'さくら代理店', 'ﾐﾄﾞﾘ保険', 'つばき総合保険', '港北ライフ'];
/** Forty agencies: more than a list can show at once, the case the filter is for. */
const agencies = Array.from({ length: 40 }, (_, i) => {
  const code = `A${String(i + 1).padStart(4, '0')}`;
  return { value: code, label: `${code} ${names[i % names.length]}${i >= names.length ? ` ${i + 1}号店` : ''}` };
});

function Controlled(
  props: Omit<ComboboxProps, 'value' | 'onChange'> & { initial?: string; onChange?: (v: string) => void },
) {
  const [value, setValue] = useState(props.initial ?? '');
  const [name, setName] = useState('');
  return (
    <div style={{ display: 'grid', gap: 16, width: 320 }}>
      <TextField label="氏名" value={name} onChange={(e) => setName(e.target.value)} />
      <Combobox
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

const meta = {
  title: 'Overlays/Combobox',
  component: Controlled,
  tags: ['autodocs'],
  args: {
    label: '代理店',
    options: agencies,
    onChange: fn(),
    required: true,
  },
  // Forty options: shown in "Show code", not edited as raw JSON.
  argTypes: { options: { control: false } },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened with the mouse after typing a name: the filter takes the typing, not 氏名. */
export const Playground: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: '氏名' });
    const combo = canvas.getByRole('combobox', { name: /^代理店/ });
    await step('氏名を入力する', async () => {
      await userEvent.type(name, '山田');
      await expect(combo).toHaveTextContent('選択してください');
    });
    await step('クリックで開くと絞り込み欄にフォーカス', async () => {
      await userEvent.click(combo);
      const filter = await within(document.body).findByRole('combobox', { name: '代理店を絞り込み' });
      await waitFor(() => expect(filter).toHaveFocus());
    });
    await step('コードで絞り込むと1件に絞られる', async () => {
      await userEvent.keyboard('A0005');
      const listbox = within(document.body).getByRole('listbox', { name: '代理店' });
      await expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['A0005 つばき総合保険']);
      await expect(within(document.body).getByRole('status')).toHaveTextContent('1件');
    });
    await step('Enter で選んだ値が表示され、氏名はそのまま', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith('A0005');
      await expect(combo).toHaveTextContent('A0005 つばき総合保険');
      await waitFor(() => expect(combo).toHaveFocus());
      await expect(name).toHaveValue('山田');
    });
  },
};

/** The filter folds width and kana as the contract search does, and ignores spaces. */
export const FoldsKanaAndWidth: Story = {
  play: async ({ args, canvasElement, step }) => {
    const combo = within(canvasElement).getByRole('combobox', { name: /^代理店/ });
    await step('一覧を開く', async () => {
      await userEvent.click(combo);
      const filter = await within(document.body).findByRole('combobox', { name: '代理店を絞り込み' });
      await waitFor(() => expect(filter).toHaveFocus());
    });
    await step('ひらがなで半角カナの名前が見つかる', async () => {
      // Hiragana finds the half-width katakana name.
      await userEvent.keyboard('みどり');
      const listbox = within(document.body).getByRole('listbox');
      await expect(within(listbox).getAllByRole('option')[0]).toHaveTextContent('A0004 ﾐﾄﾞﾘ保険');
    });
    await step('全角のコードと空白で絞り込んで選ぶ', async () => {
      const filter = within(document.body).getByRole('combobox', { name: '代理店を絞り込み' });
      const listbox = within(document.body).getByRole('listbox');
      // Full-width digits and a space find the code and the name together.
      await userEvent.clear(filter);
      await userEvent.keyboard('Ａ００１０　ﾐﾄﾞﾘ');
      await expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['A0010 ﾐﾄﾞﾘ保険 10号店']);
      await userEvent.click(within(listbox).getByRole('option', { name: 'A0010 ﾐﾄﾞﾘ保険 10号店' }));
      await expect(args.onChange).toHaveBeenLastCalledWith('A0010');
      await waitFor(() => expect(combo).toHaveFocus());
    });
  },
};

/** Keyboard only: a character opens it with the filter begun, arrows move, Escape gives focus back. */
export const Keyboard: Story = {
  args: { initial: 'A0003' },
  play: async ({ args, canvasElement, step }) => {
    const combo = within(canvasElement).getByRole('combobox', { name: /^代理店/ });
    await step('↓キーで開くと選んだ項目が選択中', async () => {
      combo.focus();
      await userEvent.keyboard('{ArrowDown}');
      const filter = await within(document.body).findByRole('combobox', { name: '代理店を絞り込み' });
      await waitFor(() => expect(filter).toHaveFocus());
      // Opens on the chosen option.
      const listbox = within(document.body).getByRole('listbox');
      const chosen = within(listbox).getByRole('option', { name: 'A0003 さくら代理店' });
      await expect(filter).toHaveAttribute('aria-activedescendant', chosen.id);
      await expect(chosen).toHaveAttribute('aria-selected', 'true');
    });
    await step('↓キーで次の項目へ', async () => {
      const filter = within(document.body).getByRole('combobox', { name: '代理店を絞り込み' });
      const listbox = within(document.body).getByRole('listbox');
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      await expect(filter).toHaveAttribute(
        'aria-activedescendant',
        within(listbox).getByRole('option', { name: 'A0005 つばき総合保険' }).id,
      );
    });
    await step('Escape で閉じ、値は変わらない', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument());
      await expect(combo).toHaveFocus();
      await expect(combo).toHaveTextContent('A0003 さくら代理店');
    });
    await step('文字を打つと絞り込みが始まった状態で開く', async () => {
      await userEvent.keyboard('つ');
      const reopened = await within(document.body).findByRole('combobox', { name: '代理店を絞り込み' });
      await expect(reopened).toHaveValue('つ');
      await waitFor(() => expect(reopened).toHaveFocus());
    });
    await step('続けて打って Enter で選ぶ', async () => {
      await userEvent.keyboard('ばき{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith('A0005');
      await waitFor(() => expect(combo).toHaveFocus());
    });
  },
};

/** Nothing matches: the list says so, and Enter chooses nothing. */
export const NoMatch: Story = {
  play: async ({ args, canvasElement, step }) => {
    const combo = within(canvasElement).getByRole('combobox', { name: /^代理店/ });
    await step('一覧を開く', async () => {
      await userEvent.click(combo);
      const filter = await within(document.body).findByRole('combobox', { name: '代理店を絞り込み' });
      await waitFor(() => expect(filter).toHaveFocus());
    });
    await step('該当なしと表示され、Enter でも何も選ばれない', async () => {
      await userEvent.keyboard('Z9999{Enter}');
      await expect(within(document.body).getByText('該当する項目はありません')).toBeVisible();
      await expect(within(document.body).getByRole('status')).toHaveTextContent('0件');
      await expect(args.onChange).not.toHaveBeenCalled();
    });
  },
};
