import { dateFormats, fieldMessage, messages, parseTokyo } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryForm } from '../storyFixtures';
import { FormDatePicker } from './FormDatePicker';

const onSubmit = fn();
const dateRule = (value: unknown) =>
  typeof value === 'string' && value !== '' && !parseTokyo(value, dateFormats.date)
    ? fieldMessage('初回契約日', messages.wrongType())
    : undefined;

const meta = {
  title: 'Primitives/Form/FormDatePicker',
  component: FormDatePicker,
  tags: ['autodocs'],
  args: { name: 'firstContractDate', label: '初回契約日', validate: dateRule, now: Date.UTC(2026, 10, 21, 16, 0) },
  decorators: [
    (Story) => (
      <StoryForm onSubmit={onSubmit}>
        <Story />
      </StoryForm>
    ),
  ],
} satisfies Meta<typeof FormDatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    onSubmit.mockClear();
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '初回契約日' });
    await userEvent.type(input, '2026/2/3');
    await userEvent.click(canvas.getByRole('button', { name: '送信する' }));
    // The form's message (from the api catalogue) replaces the picker's own.
    await expect(input).toHaveAccessibleDescription(/初回契約日は形式が違います。/);
    await expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'カレンダーを開く' }));
    await userEvent.click(await within(document.body).findByRole('button', { name: '2026年11月22日（日）' }));
    await userEvent.click(canvas.getByRole('button', { name: '送信する' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ firstContractDate: '2026/11/22' }, expect.anything(), expect.anything()),
    );
  },
};
