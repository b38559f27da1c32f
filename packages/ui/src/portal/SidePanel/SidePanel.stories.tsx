import { menuFor } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SideMenu } from '../SideMenu';
import { SidePanel } from './SidePanel';

const meta = {
  title: 'ポータル・Portal/SidePanel',
  component: SidePanel,
  tags: ['autodocs'],
  args: {
    name: '大川 智子',
    email: 'super@demo.olive.test',
    roleType: 'olive_super_admin',
    lastLoginAt: '2026/11/22 09:15:04',
    agencyName: 'さくら保険サービス株式会社',
    agencyCode: 'A0001',
    onReselectAgency: fn(),
    menu: <SideMenu sections={menuFor('olive_super_admin', true)} currentPath="/" />,
  },
  decorators: [(Story) => <div style={{ width: 280 }}>{Story()}</div>],
  // An element: shown in "Show code", not edited as raw JSON.
  argTypes: { menu: { control: false } },
} satisfies Meta<typeof SidePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProviderWithAgency: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('前回ログインと利用者、選択中の代理店が出る', async () => {
      await expect(canvas.getByText('前回ログイン').nextElementSibling).toHaveTextContent('2026/11/22 09:15:04');
      await expect(canvas.getByText('特権管理者').closest('[data-side]')).toHaveTextContent('オリーブ・特権管理者');
      await expect(canvas.getByText('super@demo.olive.test')).toBeInTheDocument();
      await expect(canvas.getByText('さくら保険サービス株式会社', { exact: false })).toBeInTheDocument();
    });
    await step('「代理店を選択し直す」を押す', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '代理店を選択し直す' }));
      await expect(args.onReselectAgency).toHaveBeenCalledTimes(1);
    });
  },
};

export const Recruiter: Story = {
  args: {
    name: '桜井 美咲',
    email: 'recruiter@demo.olive.test',
    roleType: 'recruiter_general',
    onReselectAgency: undefined,
    menu: <SideMenu sections={menuFor('recruiter_general', true)} currentPath="/" />,
  },
  play: async ({ canvasElement, step }) => {
    await step('代理店は出るが選び直せない', async () => {
      const canvas = within(canvasElement);
      // A recruiter is bound to the agency: it is shown, with no re-select button.
      await expect(canvas.getByText('さくら保険サービス株式会社', { exact: false })).toBeInTheDocument();
      await expect(canvas.queryByRole('button', { name: '代理店を選択し直す' })).toBeNull();
    });
  },
};

export const ProviderWithoutAgency: Story = {
  args: {
    agencyName: null,
    agencyCode: null,
    lastLoginAt: null,
    menu: <SideMenu sections={menuFor('olive_super_admin', false)} currentPath="/admin/agencies" />,
  },
  play: async ({ canvasElement, step }) => {
    await step('代理店未選択では代理店欄がない', async () => {
      const canvas = within(canvasElement);
      await expect(canvas.queryByText('選択中の代理店')).toBeNull();
      await expect(canvas.getByText('前回ログイン').nextElementSibling).toHaveTextContent('—');
    });
  },
};
