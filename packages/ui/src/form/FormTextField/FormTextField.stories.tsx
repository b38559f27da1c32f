import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { all, required, StoryForm } from '../storyFixtures';
import { FormTextField } from './FormTextField';

const onSubmit = fn();

const meta = {
  title: 'フォーム・Forms/React Final Form/FormTextField',
  component: FormTextField,
  tags: ['autodocs'],
  args: { name: 'policyholder', label: '契約者名', required: true, validate: all(required('契約者名')) },
  argTypes: { validate: { control: false } },
  beforeEach: () => {
    onSubmit.mockReset();
  },
  render: (args) => (
    <StoryForm onSubmit={onSubmit}>
      <FormTextField {...args} />
    </StoryForm>
  ),
} satisfies Meta<typeof FormTextField>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: '送信する' }));

export const Playground: Story = {
  args: { description: '戸籍上の氏名を入力してください。' },
  play: async ({ canvasElement, step }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '契約者名' });
    await step('説明が読み上げられる', async () => {
      await expect(input).toHaveAccessibleDescription('戸籍上の氏名を入力してください。');
    });
    await step('入力して送信すると値が送られる', async () => {
      await userEvent.type(input, '山田 太郎');
      await submit(canvasElement);
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      await expect(onSubmit.mock.calls[0]?.[0]).toEqual({ policyholder: '山田 太郎' });
    });
  },
};

/** The message appears once the user leaves the field empty, not before. */
export const ErrorAfterTouch: Story = {
  play: async ({ canvasElement, step }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '契約者名' });
    await step('欄に入っただけではエラーを出さない', async () => {
      await userEvent.click(input);
      await expect(input).not.toHaveAttribute('aria-invalid');
    });
    await step('欄を離れるとエラーメッセージが読み上げられる', async () => {
      await userEvent.tab();
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription('契約者名は必ず指定してください。');
    });
  },
};

/** A submit attempt shows the messages of fields the user never visited. */
export const ErrorOnSubmit: Story = {
  play: async ({ canvasElement, step }) => {
    await step('空のまま送るとエラーになり、送信されない', async () => {
      const input = within(canvasElement).getByRole('textbox', { name: '契約者名' });
      await submit(canvasElement);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(onSubmit).not.toHaveBeenCalled();
    });
  },
};

/** Several server messages for one field, one line each, until the user edits the field. */
export const ServerErrors: Story = {
  args: { name: 'email', label: 'メールアドレス', type: 'email', validate: undefined },
  play: async ({ canvasElement, step }) => {
    onSubmit.mockReturnValue({
      email: ['メールアドレスは既に使われています。', 'メールアドレスは最大 255文字以下で指定してください。'],
    });
    const input = within(canvasElement).getByRole('textbox', { name: 'メールアドレス' });
    await step('送信するとサーバーのエラーが欄に出る', async () => {
      await userEvent.type(input, 'agent@example.jp');
      await submit(canvasElement);
      await waitFor(() =>
        expect(input).toHaveAccessibleDescription(
          'メールアドレスは既に使われています。 メールアドレスは最大 255文字以下で指定してください。',
        ),
      );
    });
    await step('直すとエラーが消える', async () => {
      await userEvent.type(input, 'x');
      await expect(input).not.toHaveAttribute('aria-invalid');
    });
  },
};

export const Disabled: Story = {
  args: { disabled: true, validate: undefined },
  play: async ({ canvasElement, step }) => {
    await step('入力できない', async () => {
      await expect(within(canvasElement).getByRole('textbox', { name: '契約者名' })).toBeDisabled();
    });
  },
};

/** The roots the story below hydrates, unmounted with the story. */
const hydrated = new WeakMap<Element, Root>();

function ServerHtmlHost() {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    return () => {
      if (element) hydrated.get(element)?.unmount();
    };
  }, []);
  return <div ref={host} data-testid="server-html" />;
}

/**
 * On a server-rendered page (the portal's sign-in screens), what the user typed before React hydrated
 * the form is kept: hydration leaves the input's DOM value as it is, and Form hands it to the field on
 * mount. Without that, the field's next render (its focus, its blur) would empty the input.
 */
export const TypedBeforeHydration: Story = {
  render: () => <ServerHtmlHost />,
  play: async ({ args, canvasElement, step }) => {
    const host = within(canvasElement).getByTestId('server-html');
    const tree = (
      <StoryForm onSubmit={onSubmit}>
        <FormTextField {...args} />
      </StoryForm>
    );
    await step('読み込み中に入力しても、動き出した後に値が残る', async () => {
      host.innerHTML = renderToString(tree);
      const input = within(host).getByRole('textbox', { name: '契約者名' });
      await userEvent.type(input, '山田 太郎');
      hydrated.set(host, hydrateRoot(host, tree));
      await waitFor(() => expect(Object.keys(input).some((key) => key.startsWith('__reactFiber$'))).toBe(true));
      await userEvent.click(input);
      await userEvent.tab();
      await expect(input).toHaveValue('山田 太郎');
      await expect(input).not.toHaveAttribute('aria-invalid');
    });
    await step('送信すると入力した値が送られる', async () => {
      await submit(canvasElement);
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      await expect(onSubmit.mock.calls[0]?.[0]).toEqual({ policyholder: '山田 太郎' });
    });
  },
};
