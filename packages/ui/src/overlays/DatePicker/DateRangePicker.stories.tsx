import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type DateRange, DateRangePicker } from './DateRangePicker';

const NOW = Date.UTC(2026, 10, 21, 16, 0);

// The stories render the DateRangePicker itself and keep its value as a screen's form state does (a line
// comment: a JSDoc here would replace the component's own description on the docs page).
const meta = {
  title: 'フォーム・Forms/DateRangePicker（日付の範囲）',
  component: DateRangePicker,
  tags: ['autodocs'],
  args: { value: { start: '', end: '' }, label: '初回契約日', time: 'minutes', now: NOW, onChange: fn() },
  argTypes: {
    // A test's fixed clock, not a prop to design with.
    now: { table: { disable: true } },
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
  render: function Render(args) {
    const [value, setValue] = useState<DateRange>(args.value);
    useEffect(() => setValue(args.value), [args.value]);
    return (
      <DateRangePicker
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: '初回契約日' });
    const [openStart, openEnd] = within(group).getAllByRole('button', { name: 'カレンダーを開く' }) as [
      HTMLElement,
      HTMLElement,
    ];
    await step('開始日をカレンダーで選ぶ', async () => {
      await userEvent.click(openStart);
      await userEvent.click(await within(document.body).findByRole('button', { name: '2026年11月1日（日）' }));
      await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026/11/01 00:00', end: '' });
    });
    await step('終了日を選ぶとその日の終わりまでになる', async () => {
      await userEvent.click(openEnd);
      await userEvent.click(await within(document.body).findByRole('button', { name: '2026年11月30日（月）' }));
      // A picked end covers its whole day.
      await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026/11/01 00:00', end: '2026/11/30 23:59' });
    });
  },
};

export const EndBeforeStart: Story = {
  args: { value: { start: '2026/11/20 00:00', end: '2026/11/10 23:59' } },
  play: async ({ canvasElement, step }) => {
    await step('終了が開始より前だとエラーが読み上げられる', async () => {
      const group = within(canvasElement).getByRole('group', { name: '初回契約日' });
      await expect(group).toHaveAccessibleDescription(/初回契約日（終了）は開始日時以降の日時を指定してください。/);
    });
  },
};

export const DaysOnly: Story = {
  args: { label: '対象期間', time: 'none' },
  play: async ({ args, canvasElement, step }) => {
    await step('日付だけを入力すると日付だけが渡る', async () => {
      const start = within(canvasElement).getByRole('textbox', { name: '開始' });
      await userEvent.type(start, '2026/04/01');
      await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026/04/01', end: '' });
    });
  },
};

/**
 * A day alone, typed the way people type it, covers the whole day: the start becomes 00:00 and the
 * end 23:59 once the field is left, so the same day at both ends is a one-day range. One hint for
 * the pair, on the group; no placeholder.
 */
export const TypedDaysCoverWholeDays: Story = {
  tags: ['!autodocs'],
  play: async ({ args, canvasElement, step }) => {
    const group = within(canvasElement).getByRole('group', { name: '初回契約日' });
    const start = within(group).getByRole('textbox', { name: '開始' });
    const end = within(group).getByRole('textbox', { name: '終了' });
    await step('入力例はグループに一つだけで、プレースホルダーはない', async () => {
      await expect(group).toHaveAccessibleDescription(
        '例: 2025/1/1 9:30（和暦も可）。時刻を省くと開始は 0:00、終了は 23:59 です。',
      );
      await expect(within(canvasElement).getAllByText(/例:/)).toHaveLength(1);
      await expect(start).not.toHaveAttribute('placeholder');
    });
    await step('全角で開始日を入力すると 0:00 になる', async () => {
      await userEvent.type(start, '２０２５／１／１');
      await userEvent.tab();
      await expect(start).toHaveValue('2025/01/01 00:00');
    });
    await step('和暦で終了日を入力すると 23:59 になる', async () => {
      await userEvent.click(end);
      await userEvent.type(end, 'R7.1.1');
      await userEvent.tab();
      await expect(end).toHaveValue('2025/01/01 23:59');
      await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2025/01/01 00:00', end: '2025/01/01 23:59' });
      await expect(group).not.toHaveAccessibleDescription(/以降/);
    });
    await step('Enter キーでも確定する', async () => {
      // Enter confirms as leaving does: the form that submits reads the API's text.
      await userEvent.clear(end);
      await userEvent.type(end, '2025/1/31{Enter}');
      await expect(end).toHaveValue('2025/01/31 23:59');
    });
  },
};

/** The log filter's seconds: a day or minutes alone are read, seconds :00 at the start and :59 at the end. */
export const SecondsOptional: Story = {
  args: { label: '日時', time: 'seconds' },
  play: async ({ args, canvasElement, step }) => {
    const group = within(canvasElement).getByRole('group', { name: '日時' });
    const start = within(group).getByRole('textbox', { name: '開始' });
    const end = within(group).getByRole('textbox', { name: '終了' });
    await step('開始に日付、終了に分までを入力する', async () => {
      await userEvent.type(start, '2026/11/22');
      await userEvent.type(end, '2026-11-22 12:30');
      await userEvent.tab();
    });
    await step('秒は開始で :00、終了で :59 が補われる', async () => {
      await expect(start).toHaveValue('2026/11/22 00:00:00');
      await expect(end).toHaveValue('2026/11/22 12:30:59');
      await expect(args.onChange).toHaveBeenLastCalledWith({
        start: '2026/11/22 00:00:00',
        end: '2026/11/22 12:30:59',
      });
    });
  },
};

/** Each field's message names it with the legend: 「初回契約日（開始）は…」. */
export const InvalidWithMessage: Story = {
  play: async ({ canvasElement, step }) => {
    const group = within(canvasElement).getByRole('group', { name: '初回契約日' });
    const start = within(group).getByRole('textbox', { name: '開始' });
    await step('存在しない日付を入力して離れる', async () => {
      await userEvent.type(start, '2025/02/30');
      await userEvent.tab();
    });
    await step('凡例付きのエラーメッセージが読み上げられる', async () => {
      await waitFor(() => expect(start).toHaveAttribute('aria-invalid', 'true'));
      await expect(start).toHaveAccessibleDescription(/初回契約日（開始）は存在しない日付です。/);
      await expect(start).toHaveValue('2025/02/30');
    });
  },
};
