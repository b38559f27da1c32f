import { checkDateInput, fieldMessage } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryForm } from '../storyFixtures';
import { FormDatePicker } from './FormDatePicker';

const onSubmit = fn();
/** The app's rule: the api package's date schema (what the server checks), worded 「{label}は…」. */
const dateRule = (value: unknown) => {
  if (typeof value !== 'string' || value === '') return undefined;
  const check = checkDateInput(value, 'date');
  return check.ok ? undefined : fieldMessage('初回契約日', check.message);
};

const meta = {
  title: 'フォーム・Forms/React Final Form/FormDatePicker',
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
  play: async ({ canvasElement, step }) => {
    onSubmit.mockClear();
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '初回契約日' });
    await step('存在しない日付で送るとエラーが読み上げられる', async () => {
      await userEvent.type(input, '2026/2/30');
      await userEvent.click(canvas.getByRole('button', { name: '送信する' }));
      // The form's message (from the api package) replaces the picker's own.
      await expect(input).toHaveAccessibleDescription(/初回契約日は存在しない日付です。/);
      await expect(onSubmit).not.toHaveBeenCalled();
    });
    await step('カレンダーで選び直して送信する', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'カレンダーを開く' }));
      await userEvent.click(await within(document.body).findByRole('button', { name: '2026年11月22日（日）' }));
      await userEvent.click(canvas.getByRole('button', { name: '送信する' }));
      await waitFor(() =>
        expect(onSubmit).toHaveBeenCalledWith(
          { firstContractDate: '2026/11/22' },
          expect.anything(),
          expect.anything(),
        ),
      );
    });
  },
};

/** Typed as people type it, the value the form submits is the API's text. */
export const SubmitsNormalised: Story = {
  play: async ({ canvasElement, step }) => {
    onSubmit.mockClear();
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '初回契約日' });
    await step('和暦で入力して送ると西暦で送られる', async () => {
      await userEvent.type(input, '令和8年2月3日');
      await userEvent.click(canvas.getByRole('button', { name: '送信する' }));
      await expect(input).toHaveValue('2026/02/03');
      await waitFor(() =>
        expect(onSubmit).toHaveBeenCalledWith(
          { firstContractDate: '2026/02/03' },
          expect.anything(),
          expect.anything(),
        ),
      );
      // Enter submits the normalised text too.
      onSubmit.mockClear();
    });
    await step('全角で入力して Enter でも送れる', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, '２０２６．２．４{Enter}');
      await waitFor(() =>
        expect(onSubmit).toHaveBeenCalledWith(
          { firstContractDate: '2026/02/04' },
          expect.anything(),
          expect.anything(),
        ),
      );
    });
  },
};
