import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormCheckboxGroup } from '../FormCheckboxGroup';
import { FormRadioGroup } from '../FormRadioGroup';
import { StoryForm } from '../storyFixtures';
import { FormWhen } from './FormWhen';

const onSubmit = fn();

const meta = {
  title: 'フォーム・Forms/React Final Form/FormWhen',
  component: FormWhen,
  tags: ['autodocs'],
  args: { name: 'isNotifyAll', is: '0', children: null },
  beforeEach: () => {
    onSubmit.mockReset();
  },
  render: (args) => (
    <StoryForm onSubmit={onSubmit}>
      <FormRadioGroup
        name="isNotifyAll"
        label="通知対象"
        options={[
          { value: '1', label: 'すべての代理店' },
          { value: '0', label: '代理店を選択' },
        ]}
      />
      <FormWhen {...args}>
        <FormCheckboxGroup
          name="agencyCodeList"
          label="対象代理店"
          options={[
            { value: 'A0001', label: 'A0001 さくら保険サービス株式会社' },
            { value: 'A0002', label: 'A0002 みどり総合保険株式会社' },
          ]}
        />
      </FormWhen>
    </StoryForm>
  ),
} satisfies Meta<typeof FormWhen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The agency list appears when "代理店を選択" is picked and goes away again with "すべての代理店". */
export const FollowsAnotherField: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('最初は代理店の選択欄がない', async () => {
      await expect(canvas.queryByRole('group', { name: /対象代理店/ })).toBeNull();
    });
    await step('「代理店を選択」で欄が出て、選んだ値が送られる', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: '代理店を選択' }));
      await userEvent.click(await canvas.findByRole('checkbox', { name: /^A0002 / }));
      await userEvent.click(canvas.getByRole('button', { name: '送信する' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      await expect(onSubmit.mock.calls[0]?.[0]).toEqual({ isNotifyAll: '0', agencyCodeList: ['A0002'] });
    });
    await step('「すべての代理店」に戻すと欄が消える', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'すべての代理店' }));
      await expect(canvas.queryByRole('group', { name: /対象代理店/ })).toBeNull();
    });
  },
};

/** A predicate instead of a value. */
export const WithPredicate: Story = {
  args: { is: (value: unknown) => value !== undefined && value !== '1' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('「すべての代理店」では欄がない', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'すべての代理店' }));
      await expect(canvas.queryByRole('group', { name: /対象代理店/ })).toBeNull();
    });
    await step('「代理店を選択」で欄が出る', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: '代理店を選択' }));
      await expect(await canvas.findByRole('group', { name: /対象代理店/ })).toBeVisible();
    });
  },
};
