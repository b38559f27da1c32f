import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PageSize } from './PageSize';

const meta = {
  title: 'データ表示・Data display/Table（表）/PageSize',
  component: PageSize,
  tags: ['autodocs'],
  args: { value: 20, options: [20, 50, 100], onChange: fn() },
} satisfies Meta<typeof PageSize>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 表示件数: a labelled native select of 20件, 50件 and 100件. */
export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    await step('表示件数の選択肢が並ぶ', async () => {
      const select = within(canvasElement).getByRole('combobox', { name: '表示件数' });
      await expect(select).toHaveValue('20');
      await expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['20件', '50件', '100件']);
    });
  },
};

const changed = fn();

function Controlled() {
  const [size, setSize] = useState(20);
  return (
    <PageSize
      value={size}
      options={[20, 50, 100]}
      onChange={(next) => {
        changed(next);
        setSize(next);
      }}
    />
  );
}

/** Changing the size by keyboard reports the number; focus stays on the select. */
export const PageSizeChange: Story = {
  render: () => <Controlled />,
  beforeEach: () => {
    changed.mockClear();
  },
  play: async ({ canvasElement, step }) => {
    const select = within(canvasElement).getByRole('combobox', { name: '表示件数' });
    await step('Tab キーで表示件数へ', async () => {
      await userEvent.tab();
      await expect(select).toHaveFocus();
    });
    await step('件数を選ぶと知らせ、フォーカスは残る', async () => {
      await userEvent.selectOptions(select, '50');
      await expect(changed).toHaveBeenLastCalledWith(50);
      await expect(select).toHaveValue('50');
      await userEvent.selectOptions(select, '100件');
      await expect(changed).toHaveBeenLastCalledWith(100);
      await expect(select).toHaveFocus();
    });
  },
};
