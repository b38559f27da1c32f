import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker } from './DatePicker';

/**
 * 2026-11-21 16:00 UTC: already 2026/11/22 01:00 in Tokyo, still 2026/11/21 in Los Angeles (the
 * test browser's zone). A calendar that used the browser zone would mark the 21st as today.
 */
const NOW = Date.UTC(2026, 10, 21, 16, 0);

// The stories render the DatePicker itself and keep its value as a screen's form state does (a line
// comment: a JSDoc here would replace the component's own description on the docs page).
const meta = {
  title: 'フォーム・Forms/DatePicker（日付）',
  component: DatePicker,
  tags: ['autodocs'],
  args: { value: '', label: '初回契約日', now: NOW, onChange: fn() },
  argTypes: {
    // Text in the stories, so a text control, not the raw JSON of a ReactNode.
    label: { control: 'text' },
    description: { control: 'text' },
    error: { control: 'text' },
    // A test's fixed clock, not a prop to design with.
    now: { table: { disable: true } },
    time: { control: 'inline-radio', options: ['none', 'minutes', 'seconds'] },
  },
  decorators: [(Story) => <div style={{ width: 300 }}>{Story()}</div>],
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    useEffect(() => setValue(args.value), [args.value]);
    return (
      <DatePicker
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the docs page in a frame of its own, played there: the overlay stays open inside it. */
const openInDocs = { docs: { story: { inline: false, height: '460px', autoplay: true } } };

export const Playground: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('カレンダーを開く', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'カレンダーを開く' }));
      const dialog = await within(document.body).findByRole('dialog', { name: '日付を選択' });
      await expect(within(dialog).getByRole('heading')).toHaveTextContent('2026年11月');
      await expect(
        within(dialog)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['日', '月', '火', '水', '木', '金', '土']);
      const today = within(dialog).getByRole('button', { name: '2026年11月22日（日）' });
      await expect(today).toHaveAttribute('aria-current', 'date');
    });
    await step('11月5日を選ぶと入力され、閉じる', async () => {
      const dialog = within(document.body).getByRole('dialog', { name: '日付を選択' });
      await userEvent.click(within(dialog).getByRole('button', { name: '2026年11月5日（木）' }));
      await expect(args.onChange).toHaveBeenLastCalledWith('2026/11/05');
      await expect(canvas.getByRole('textbox', { name: '初回契約日' })).toHaveValue('2026/11/05');
      await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    });
  },
};

/** The calendar as designers review it: open on the chosen day's month, today marked. */
export const CalendarOpen: Story = {
  name: 'カレンダーを開いた状態（日付）',
  args: { value: '2026/11/10' },
  parameters: openInDocs,
  play: async ({ canvasElement, step }) => {
    await step('カレンダーを開く', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'カレンダーを開く' }));
      await expect(await within(document.body).findByRole('dialog', { name: '日付を選択' })).toBeVisible();
    });
  },
};

export const TodayIsJapanToday: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, step }) => {
    await step('カレンダーを開く', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'カレンダーを開く' }));
      await within(document.body).findByRole('dialog');
    });
    await step('日本の今日に印が付き、そこから始まる', async () => {
      const dialog = within(document.body).getByRole('dialog');
      await expect(within(dialog).getByRole('button', { name: '2026年11月21日（土）' })).not.toHaveAttribute(
        'aria-current',
      );
      await expect(within(dialog).getByRole('button', { name: '2026年11月22日（日）' })).toHaveAttribute(
        'aria-current',
        'date',
      );
      // Focus starts on today, the same day.
      await waitFor(() =>
        expect(within(dialog).getByRole('button', { name: '2026年11月22日（日）' })).toHaveAttribute('tabindex', '0'),
      );
    });
  },
};

export const KeyboardPicking: Story = {
  tags: ['!autodocs'],
  args: { value: '2026/11/10' },
  play: async ({ args, canvasElement, step }) => {
    const open = within(canvasElement).getByRole('button', { name: 'カレンダーを開く' });
    await step('Enter キーでカレンダーを開くと選んだ日が押された状態', async () => {
      open.focus();
      await userEvent.keyboard('{Enter}');
      const dialog = await within(document.body).findByRole('dialog');
      const start = within(dialog).getByRole('button', { name: '2026年11月10日（火）' });
      await expect(start).toHaveAttribute('aria-pressed', 'true');
    });
    await step('矢印キーで日を移る', async () => {
      const dialog = within(document.body).getByRole('dialog');
      const start = within(dialog).getByRole('button', { name: '2026年11月10日（火）' });
      start.focus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(within(dialog).getByRole('button', { name: '2026年11月11日（水）' })).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(within(dialog).getByRole('button', { name: '2026年11月18日（水）' })).toHaveFocus();
    });
    await step('PageDown キーで次の月へ', async () => {
      const dialog = within(document.body).getByRole('dialog');
      await userEvent.keyboard('{PageDown}');
      await expect(within(dialog).getByRole('heading')).toHaveTextContent('2026年12月');
      await expect(within(dialog).getByRole('button', { name: '2026年12月18日（金）' })).toHaveFocus();
    });
    await step('Home キーで週の初めへ行き Enter で選ぶ', async () => {
      const dialog = within(document.body).getByRole('dialog');
      await userEvent.keyboard('{Home}');
      await expect(within(dialog).getByRole('button', { name: '2026年12月13日（日）' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith('2026/12/13');
      await waitFor(() => expect(open).toHaveFocus());
    });
  },
};

export const Typing: Story = {
  play: async ({ args, canvasElement, step }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '初回契約日' });
    await step('存在しない日付を入力して離れる', async () => {
      await userEvent.type(input, '2026/02/30');
      await userEvent.tab();
    });
    await step('エラーメッセージが読み上げられ、入力は残る', async () => {
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      // docs/product.md §5's 「{label}は…」, from the api package (the server words it the same), no format string.
      await expect(input).toHaveAccessibleDescription(/初回契約日は存在しない日付です。/);
      await expect(input).not.toHaveAccessibleDescription(/yyyy/);
      // The typed text is kept, not dropped.
      await expect(input).toHaveValue('2026/02/30');
    });
    await step('正しい日付に直すとエラーが消える', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, '2026/02/28');
      await expect(args.onChange).toHaveBeenLastCalledWith('2026/02/28');
      await userEvent.tab();
      await expect(input).not.toHaveAttribute('aria-invalid');
    });
  },
};

export const WithTime: Story = {
  args: { label: '初回入金日時', time: 'minutes', defaultTime: '09:00', value: '' },
  play: async ({ args, canvasElement, step }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '初回入金日時' });
    await step('カレンダーで日を選ぶと既定の時刻が付く', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'カレンダーを開く' }));
      const dialog = await within(document.body).findByRole('dialog');
      await userEvent.click(within(dialog).getByRole('button', { name: '2026年11月2日（月）' }));
      await expect(args.onChange).toHaveBeenLastCalledWith('2026/11/02 09:00');
    });
    await step('存在しない時刻を入力するとエラーが読み上げられる', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, '2026/11/02 25:00');
      await userEvent.tab();
      await expect(input).toHaveAccessibleDescription(/初回入金日時は存在しない時刻です。/);
    });
  },
};

export const MinAndMax: Story = {
  args: { label: '対象日', min: '2026/11/10', max: '2026/11/20', value: '2026/11/15' },
  play: async ({ canvasElement, step }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '対象日' });
    await step('範囲外の日は選べない', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'カレンダーを開く' }));
      const dialog = await within(document.body).findByRole('dialog');
      await expect(within(dialog).getByRole('button', { name: '2026年11月9日（月）' })).toBeDisabled();
      await expect(within(dialog).getByRole('button', { name: '2026年11月21日（土）' })).toBeDisabled();
      await userEvent.keyboard('{Escape}');
    });
    await step('範囲外の日付を入力するとエラーが読み上げられる', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, '2026/11/25');
      await userEvent.tab();
      await expect(input).toHaveAccessibleDescription(/対象日は2026\/11\/20以前の日付を指定してください。/);
    });
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: '2026/11/01' },
  play: async ({ canvasElement, step }) => {
    await step('入力もカレンダーも使えない', async () => {
      await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
      await expect(within(canvasElement).getByRole('button', { name: 'カレンダーを開く' })).toBeDisabled();
    });
  },
};

/** One format hint: an example under the label, no placeholder repeating it. */
export const OneHint: Story = {
  args: { label: '初回入金日時', time: 'minutes' },
  play: async ({ canvasElement, step }) => {
    await step('入力例は一つだけで、プレースホルダーはない', async () => {
      const input = within(canvasElement).getByRole('textbox', { name: '初回入金日時' });
      await expect(input).not.toHaveAttribute('placeholder');
      await expect(input).toHaveAccessibleDescription('例: 2025/1/1 9:30（時刻は省略可、和暦も可）');
      await expect(within(canvasElement).getAllByText(/例:/)).toHaveLength(1);
    });
  },
};

/** A day typed the way people type it shows as the API's text once the field is left. */
export const TypedDateOnly: Story = {
  args: { label: '初回入金日時', time: 'minutes' },
  play: async ({ args, canvasElement, step }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '初回入金日時' });
    await step('日付だけを入力すると 0:00 が付く', async () => {
      await userEvent.type(input, '2025/1/1');
      await userEvent.tab();
      // Where a time is optional, a day alone is its first moment (the start of a range by default).
      await expect(input).toHaveValue('2025/01/01 00:00');
      await expect(args.onChange).toHaveBeenLastCalledWith('2025/01/01 00:00');
      await expect(input).not.toHaveAttribute('aria-invalid');
    });
    await step('ハイフン区切りの日時も揃えて表示される', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, '2025-01-02 9:05');
      await userEvent.tab();
      await expect(input).toHaveValue('2025/01/02 09:05');
    });
  },
};

/** Era dates are read and shown as the western date the API takes. */
export const EraTypedShownNormalised: Story = {
  play: async ({ args, canvasElement, step }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '初回契約日' });
    await step('和暦を入力すると西暦で表示される', async () => {
      await userEvent.type(input, 'R7.1.1');
      await userEvent.tab();
      await expect(input).toHaveValue('2025/01/01');
      await expect(args.onChange).toHaveBeenLastCalledWith('2025/01/01');
    });
    await step('ほかの和暦の書き方も読み取れる', async () => {
      for (const [typed, shown] of [
        ['令和元年5月1日', '2019/05/01'],
        ['H31.4.30', '2019/04/30'],
        ['令和7年1月1日', '2025/01/01'],
      ] as const) {
        await userEvent.clear(input);
        await userEvent.type(input, typed);
        await userEvent.tab();
        await expect(input).toHaveValue(shown);
        await expect(input).not.toHaveAttribute('aria-invalid');
      }
    });
    await step('カレンダーは読み取った日で開く', async () => {
      // The calendar opens on the day read.
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'カレンダーを開く' }));
      const dialog = await within(document.body).findByRole('dialog', { name: '日付を選択' });
      await expect(within(dialog).getByRole('button', { name: '2025年1月1日（水）' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await userEvent.keyboard('{Escape}');
    });
  },
};

/** Full-width digits and separators, as a Japanese IME types them. */
export const FullWidth: Story = {
  play: async ({ args, canvasElement, step }) => {
    await step('全角で入力しても読み取れる', async () => {
      const input = within(canvasElement).getByRole('textbox', { name: '初回契約日' });
      await userEvent.type(input, '２０２５／１／１');
      await userEvent.tab();
      await expect(input).toHaveValue('2025/01/01');
      await expect(args.onChange).toHaveBeenLastCalledWith('2025/01/01');
      await expect(input).not.toHaveAttribute('aria-invalid');
    });
  },
};

/** Text that is no date keeps what was typed and says why, in 「{label}は…」 form. */
export const InvalidWithMessage: Story = {
  play: async ({ canvasElement, step }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '初回契約日' });
    await step('令和0年はエラーになり、入力は残る', async () => {
      await userEvent.type(input, '令和0年1月1日');
      await userEvent.tab();
      await expect(input).toHaveValue('令和0年1月1日');
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(/初回契約日は存在しない日付です。/);
      await userEvent.clear(input);
    });
    await step('平成の期間外の日付はエラーになる', async () => {
      await userEvent.type(input, '平成31年5月1日');
      await userEvent.tab();
      await expect(input).toHaveAccessibleDescription(
        /初回契約日は平成の期間（1989\/01\/08〜2019\/04\/30）にない日付です。/,
      );
      await userEvent.clear(input);
    });
    await step('日付でない文字は書き方の例付きでエラーになる', async () => {
      await userEvent.type(input, 'きのう');
      await userEvent.tab();
      await expect(input).toHaveAccessibleDescription(
        /初回契約日は日付として読み取れません。2025\/01\/01、2025\/1\/1 9:30、令和7年1月1日 のように指定してください。/,
      );
    });
  },
};

/** 2024 is two actions away: the header's year button, then the year. */
export const YearAndMonthByMouse: Story = {
  tags: ['!autodocs'],
  play: async ({ args, canvasElement, step }) => {
    await step('カレンダーを開き年の一覧を出す', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'カレンダーを開く' }));
      const dialog = await within(document.body).findByRole('dialog', { name: '日付を選択' });
      await userEvent.click(within(dialog).getByRole('button', { name: '2026年（年を選ぶ）' }));
      await expect(within(dialog).getByRole('heading')).toHaveTextContent('2016年〜2027年');
    });
    await step('2024年を選ぶ', async () => {
      const dialog = within(document.body).getByRole('dialog', { name: '日付を選択' });
      // Each year carries its era; 2019 both of its eras.
      await expect(within(dialog).getByRole('button', { name: /^2019年\s?令和元年\s?（平成31年）$/ })).toBeVisible();
      await userEvent.click(within(dialog).getByRole('button', { name: /^2024年\s?令和6年$/ }));
      await expect(within(dialog).getByRole('heading')).toHaveTextContent('2024年11月');
    });
    await step('3月を選ぶ', async () => {
      const dialog = within(document.body).getByRole('dialog', { name: '日付を選択' });
      await userEvent.click(within(dialog).getByRole('button', { name: '11月（月を選ぶ）' }));
      await expect(within(dialog).getByRole('heading')).toHaveTextContent('2024年');
      await userEvent.click(within(dialog).getByRole('button', { name: '3月' }));
      await expect(within(dialog).getByRole('heading')).toHaveTextContent('2024年3月');
    });
    await step('日を選ぶ', async () => {
      const dialog = within(document.body).getByRole('dialog', { name: '日付を選択' });
      await userEvent.click(within(dialog).getByRole('button', { name: '2024年3月15日（金）' }));
      await expect(args.onChange).toHaveBeenLastCalledWith('2024/03/15');
    });
  },
};

/** The year and month lists by keyboard: arrows, Enter to choose, Escape back to the days. */
export const YearAndMonthByKeyboard: Story = {
  tags: ['!autodocs'],
  play: async ({ args, canvasElement, step }) => {
    const open = within(canvasElement).getByRole('button', { name: 'カレンダーを開く' });
    await step('キーボードで年の一覧を開く', async () => {
      open.focus();
      await userEvent.keyboard('{Enter}');
      const dialog = await within(document.body).findByRole('dialog', { name: '日付を選択' });
      const yearButton = within(dialog).getByRole('button', { name: '2026年（年を選ぶ）' });
      yearButton.focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(within(dialog).getByRole('button', { name: /^2026年\s?令和8年$/ })).toHaveFocus());
      await expect(within(dialog).getByRole('grid', { name: '2016年〜2027年' })).toBeVisible();
    });
    await step('Escape で日の表示に戻る', async () => {
      const dialog = within(document.body).getByRole('dialog', { name: '日付を選択' });
      // Escape goes back to the days, not out of the calendar, focus on the button that opened the list.
      await userEvent.keyboard('{Escape}');
      await expect(within(document.body).getByRole('dialog', { name: '日付を選択' })).toBeVisible();
      await waitFor(() => expect(within(dialog).getByRole('button', { name: '2026年（年を選ぶ）' })).toHaveFocus());
    });
    await step('矢印キーで年を選ぶ', async () => {
      const dialog = within(document.body).getByRole('dialog', { name: '日付を選択' });
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
      await expect(within(dialog).getByRole('button', { name: /^2024年\s?令和6年$/ })).toHaveFocus();
      await userEvent.keyboard('{ArrowUp}');
      await expect(within(dialog).getByRole('button', { name: /^2020年\s?令和2年$/ })).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await userEvent.keyboard('{Enter}');
      // Back in the days of November 2024, on the same day of the month.
      await waitFor(() => expect(within(dialog).getByRole('button', { name: '2024年11月22日（金）' })).toHaveFocus());
      await expect(within(dialog).getByRole('heading')).toHaveTextContent('2024年11月');
    });
    await step('月の一覧から7月を選ぶ', async () => {
      const dialog = within(document.body).getByRole('dialog', { name: '日付を選択' });
      await userEvent.tab({ shift: true }); // 次の月
      await userEvent.tab({ shift: true }); // 11月
      await expect(within(dialog).getByRole('button', { name: '11月（月を選ぶ）' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(within(dialog).getByRole('button', { name: '11月' })).toHaveFocus());
      await userEvent.keyboard('{ArrowUp}');
      await expect(within(dialog).getByRole('button', { name: '7月' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(within(dialog).getByRole('button', { name: '2024年7月22日（月）' })).toHaveFocus());
    });
    await step('Shift+PageUp で前の年へ行き Enter で選ぶ', async () => {
      const dialog = within(document.body).getByRole('dialog', { name: '日付を選択' });
      // Shift+PageUp / PageDown move a year in the days too.
      await userEvent.keyboard('{Shift>}{PageUp}{/Shift}');
      await expect(within(dialog).getByRole('button', { name: '2023年7月22日（土）' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith('2023/07/22');
      await waitFor(() => expect(open).toHaveFocus());
    });
  },
};

/** The year list left open: twelve years with their eras, the shown year pressed, years outside min/max disabled. */
export const YearListOpen: Story = {
  parameters: openInDocs,
  name: '令和の年を選ぶ（和暦）',
  args: { min: '2017/04/01', max: '2026/12/31' },
  play: async ({ canvasElement, step }) => {
    await step('年の一覧を開く', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'カレンダーを開く' }));
      const dialog = await within(document.body).findByRole('dialog', { name: '日付を選択' });
      await userEvent.click(within(dialog).getByRole('button', { name: '2026年（年を選ぶ）' }));
    });
    await step('和暦付きの12年が並び、範囲外は選べない', async () => {
      const dialog = within(document.body).getByRole('dialog', { name: '日付を選択' });
      const grid = within(dialog).getByRole('grid', { name: '2016年〜2027年' });
      await expect(within(grid).getAllByRole('button')).toHaveLength(12);
      await expect(within(grid).getByRole('button', { name: /^2026年\s?令和8年$/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(within(grid).getByRole('button', { name: /^2016年\s?平成28年$/ })).toBeDisabled();
      await expect(within(grid).getByRole('button', { name: /^2027年\s?令和9年$/ })).toBeDisabled();
      await expect(within(grid).getByRole('button', { name: /^2017年\s?平成29年$/ })).toBeEnabled();
    });
  },
};

/** The month list left open: months outside min/max disabled. */
export const MonthListOpen: Story = {
  parameters: openInDocs,
  name: '月を選ぶ',
  args: { min: '2026/04/15', max: '2026/11/30', value: '2026/05/20' },
  play: async ({ canvasElement, step }) => {
    await step('月の一覧を開く', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'カレンダーを開く' }));
      const dialog = await within(document.body).findByRole('dialog', { name: '日付を選択' });
      await userEvent.click(within(dialog).getByRole('button', { name: '5月（月を選ぶ）' }));
    });
    await step('範囲外の月は選べない', async () => {
      const dialog = within(document.body).getByRole('dialog', { name: '日付を選択' });
      const grid = within(dialog).getByRole('grid', { name: '2026年' });
      await expect(within(grid).getByRole('button', { name: '5月' })).toHaveAttribute('aria-pressed', 'true');
      await expect(within(grid).getByRole('button', { name: '3月' })).toBeDisabled();
      await expect(within(grid).getByRole('button', { name: '4月' })).toBeEnabled();
      await expect(within(grid).getByRole('button', { name: '12月' })).toBeDisabled();
      await waitFor(() => expect(within(grid).getByRole('button', { name: '5月' })).toHaveFocus());
    });
  },
};
