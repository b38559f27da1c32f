import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker, type DatePickerProps } from './DatePicker';

/**
 * 2026-11-21 16:00 UTC: already 2026/11/22 01:00 in Tokyo, still 2026/11/21 in Los Angeles (the
 * test browser's zone). A calendar that used the browser zone would mark the 21st as today.
 */
const NOW = Date.UTC(2026, 10, 21, 16, 0);

function Controlled(
  props: Omit<DatePickerProps, 'value' | 'onChange'> & { initial?: string; onChange?: (v: string) => void },
) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <div style={{ width: 300 }}>
      <DatePicker
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
  title: 'Overlays/DatePicker',
  component: Controlled,
  tags: ['autodocs'],
  args: { label: '初回契約日', now: NOW, onChange: fn() },
  argTypes: { time: { control: 'inline-radio', options: ['none', 'minutes', 'seconds'] } },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
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
    await userEvent.click(within(dialog).getByRole('button', { name: '2026年11月5日（木）' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026/11/05');
    await expect(canvas.getByRole('textbox', { name: '初回契約日' })).toHaveValue('2026/11/05');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const TodayIsJapanToday: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'カレンダーを開く' }));
    const dialog = await within(document.body).findByRole('dialog');
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
  },
};

export const KeyboardPicking: Story = {
  args: { initial: '2026/11/10' },
  play: async ({ args, canvasElement }) => {
    const open = within(canvasElement).getByRole('button', { name: 'カレンダーを開く' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog');
    const start = within(dialog).getByRole('button', { name: '2026年11月10日（火）' });
    await expect(start).toHaveAttribute('aria-pressed', 'true');
    start.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByRole('button', { name: '2026年11月11日（水）' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(dialog).getByRole('button', { name: '2026年11月18日（水）' })).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('2026年12月');
    await expect(within(dialog).getByRole('button', { name: '2026年12月18日（金）' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(within(dialog).getByRole('button', { name: '2026年12月13日（日）' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026/12/13');
    await waitFor(() => expect(open).toHaveFocus());
  },
};

export const Typing: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '初回契約日' });
    await userEvent.type(input, '2026/02/30');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/yyyy\/MM\/dd の形式で正しい日付を入力してください。/);
    // The typed text is kept, not dropped.
    await expect(input).toHaveValue('2026/02/30');
    await userEvent.clear(input);
    await userEvent.type(input, '2026/02/28');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026/02/28');
    await userEvent.tab();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithTime: Story = {
  args: { label: '初回入金日時', time: 'minutes', defaultTime: '09:00', initial: '' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'カレンダーを開く' }));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '2026年11月2日（月）' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026/11/02 09:00');
    const input = within(canvasElement).getByRole('textbox', { name: '初回入金日時' });
    await userEvent.clear(input);
    await userEvent.type(input, '2026/11/02 25:00');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription(/yyyy\/MM\/dd HH:mm の形式/);
  },
};

export const MinAndMax: Story = {
  args: { label: '対象日', min: '2026/11/10', max: '2026/11/20', initial: '2026/11/15' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'カレンダーを開く' }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: '2026年11月9日（月）' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: '2026年11月21日（土）' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    const input = within(canvasElement).getByRole('textbox', { name: '対象日' });
    await userEvent.clear(input);
    await userEvent.type(input, '2026/11/25');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription(/2026\/11\/20 以前の日付を入力してください。/);
  },
};

export const Disabled: Story = {
  args: { disabled: true, initial: '2026/11/01' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: 'カレンダーを開く' })).toBeDisabled();
  },
};
