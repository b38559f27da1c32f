import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type DateRange, DateRangePicker, type DateRangePickerProps } from './DateRangePicker';

const NOW = Date.UTC(2026, 10, 21, 16, 0);

function Controlled(
  props: Omit<DateRangePickerProps, 'value' | 'onChange'> & { initial?: DateRange; onChange?: (v: DateRange) => void },
) {
  const [value, setValue] = useState<DateRange>(props.initial ?? { start: '', end: '' });
  return (
    <div style={{ maxWidth: 560 }}>
      <DateRangePicker
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
  title: 'Overlays/DateRangePicker',
  component: Controlled,
  tags: ['autodocs'],
  args: { label: '初回契約日', time: 'minutes', now: NOW, onChange: fn() },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: '初回契約日' });
    const [openStart, openEnd] = within(group).getAllByRole('button', { name: 'カレンダーを開く' }) as [
      HTMLElement,
      HTMLElement,
    ];
    await userEvent.click(openStart);
    await userEvent.click(await within(document.body).findByRole('button', { name: '2026年11月1日（日）' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026/11/01 00:00', end: '' });
    await userEvent.click(openEnd);
    await userEvent.click(await within(document.body).findByRole('button', { name: '2026年11月30日（月）' }));
    // A picked end covers its whole day.
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026/11/01 00:00', end: '2026/11/30 23:59' });
  },
};

export const EndBeforeStart: Story = {
  args: { initial: { start: '2026/11/20 00:00', end: '2026/11/10 23:59' } },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: '初回契約日' });
    await expect(group).toHaveAccessibleDescription(/終了は開始以降の日時を入力してください。/);
  },
};

export const DaysOnly: Story = {
  args: { label: '対象期間', time: 'none' },
  play: async ({ args, canvasElement }) => {
    const start = within(canvasElement).getByRole('textbox', { name: '開始' });
    await userEvent.type(start, '2026/04/01');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026/04/01', end: '' });
  },
};
