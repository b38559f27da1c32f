import { type Role, roles } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RoleBadge } from './RoleBadge';

const meta = {
  title: 'データ表示・Data display/RoleBadge',
  component: RoleBadge,
  tags: ['autodocs'],
  args: { role: 'olive_super_admin' },
  argTypes: { role: { control: 'select', options: roles } },
} satisfies Meta<typeof RoleBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    await step('権限名が表示される', async () => {
      await expect(canvasElement).toHaveTextContent('特権管理者');
    });
  },
};

const spoken: Record<Role, string> = {
  olive_super_admin: 'オリーブ・特権管理者',
  olive_admin: 'オリーブ・管理者',
  olive_general: 'オリーブ・一般',
  recruiter_admin: '募集人・管理者',
  recruiter_general: '募集人・一般',
};

export const AllRoles: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {roles.map((role) => (
        <span key={role} data-testid={role}>
          <RoleBadge role={role} />
        </span>
      ))}
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('どの権限も名前が読み上げられる', async () => {
      for (const role of roles) {
        const badge = canvas.getByTestId(role).firstElementChild as HTMLElement;
        await expect(badge).toHaveTextContent(spoken[role]);
      }
    });
    await step('オリーブ側と代理店側で色とアイコンが違う', async () => {
      // Provider and recruiter 管理者 look different: another colour and another icon.
      const provider = canvas.getByTestId('olive_admin').firstElementChild as HTMLElement;
      const recruiter = canvas.getByTestId('recruiter_admin').firstElementChild as HTMLElement;
      await expect(getComputedStyle(provider).color).not.toBe(getComputedStyle(recruiter).color);
      await expect(provider.dataset.side).toBe('provider');
      await expect(recruiter.dataset.side).toBe('recruiter');
      await expect(provider.querySelector('svg')?.innerHTML).not.toBe(recruiter.querySelector('svg')?.innerHTML);
    });
  },
};
