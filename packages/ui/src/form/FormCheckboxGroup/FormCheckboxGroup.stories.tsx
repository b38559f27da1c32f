import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { required, StoryForm } from '../storyFixtures';
import { FormCheckboxGroup } from './FormCheckboxGroup';

const onSubmit = fn();

const groups = [
  { value: 'agency', label: '代理店向け' },
  { value: 'product', label: '商品' },
  { value: 'officeProcedure', label: '事務手続き' },
  { value: 'compliance', label: 'コンプライアンス' },
];

const meta = {
  title: 'フォーム・Forms/React Final Form/FormCheckboxGroup',
  component: FormCheckboxGroup,
  tags: ['autodocs'],
  args: {
    name: 'groups',
    label: 'ダウンロードするマニュアル',
    options: groups,
    required: true,
    validate: required('ダウンロードするマニュアル'),
  },
  argTypes: { validate: { control: false }, options: { control: false } },
  beforeEach: () => {
    onSubmit.mockReset();
  },
  render: (args) => (
    <StoryForm onSubmit={onSubmit}>
      <FormCheckboxGroup {...args} />
    </StoryForm>
  ),
} satisfies Meta<typeof FormCheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('group', { name: 'ダウンロードするマニュアル 必須' });

export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('二つ選んで送信する', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'コンプライアンス' }));
      await userEvent.click(canvas.getByRole('checkbox', { name: '商品' }));
      await userEvent.click(canvas.getByRole('button', { name: '送信する' }));
    });
    await step('選んだ値が表示順で送られる', async () => {
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      await expect(onSubmit.mock.calls[0]?.[0]).toEqual({ groups: ['product', 'compliance'] });
    });
  },
};

/** The group counts as touched when focus leaves it, not when moving between its boxes. */
export const ErrorAfterLeavingGroup: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('スペースキーで付けて外す', async () => {
      await userEvent.tab();
      await userEvent.keyboard('  ');
      await expect(canvas.getByRole('checkbox', { name: '代理店向け' })).not.toBeChecked();
    });
    await step('グループの中を移ってもエラーを出さない', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('checkbox', { name: '商品' })).toHaveFocus();
      await expect(group(canvasElement)).not.toHaveAttribute('data-invalid');
    });
    await step('グループを離れるとエラーが読み上げられる', async () => {
      await userEvent.tab();
      await userEvent.tab();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: '送信する' })).toHaveFocus();
      await expect(group(canvasElement)).toHaveAttribute('data-invalid');
      await expect(group(canvasElement)).toHaveAccessibleDescription(
        'ダウンロードするマニュアルは必ず指定してください。',
      );
    });
  },
};

/** From the submit error list, the link lands on the group's first checkbox. */
export const LinkFromErrorList: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('空のまま送るとエラーの一覧が出る', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '送信する' }));
      await canvas.findByRole('alert');
    });
    await step('一覧のリンクで最初の項目へ移る', async () => {
      const summary = canvas.getByRole('alert');
      await userEvent.click(
        within(summary).getByRole('link', { name: 'ダウンロードするマニュアルは必ず指定してください。' }),
      );
      await expect(canvas.getByRole('checkbox', { name: '代理店向け' })).toHaveFocus();
    });
  },
};
