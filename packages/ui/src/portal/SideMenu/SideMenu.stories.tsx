import { menuFor, type Role } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SideMenu } from './SideMenu';

const meta = {
  title: 'ポータル・Portal/SideMenu',
  component: SideMenu,
  tags: ['autodocs'],
  args: { sections: menuFor('olive_super_admin', true), currentPath: '/contracts/12' },
  decorators: [(Story) => <div style={{ width: 248 }}>{Story()}</div>],
  // Sections with icons: shown in "Show code", not edited as raw JSON.
  argTypes: { sections: { control: false } },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** docs/product.md §6's tables, written out again here so the stories check the api table against the spec. */
const expected: Record<string, { general: string[]; management: string[] }> = {
  'olive_super_admin+agency': {
    general: ['ホーム', '契約内容一覧', '手数料等'],
    management: [
      'オリーブユーザー一覧',
      '募集人一覧',
      'ファイルアップロード',
      '証跡一覧',
      'お知らせ一覧',
      '代理店IP一覧',
    ],
  },
  'olive_admin+agency': { general: ['ホーム', '契約内容一覧', '手数料等'], management: ['証跡一覧'] },
  'olive_general+agency': { general: ['ホーム', '契約内容一覧'], management: ['証跡一覧'] },
  'recruiter_admin+agency': { general: ['ホーム', '契約内容一覧', '手数料等'], management: [] },
  'recruiter_general+agency': { general: ['ホーム', '契約内容一覧'], management: [] },
  olive_super_admin: {
    general: [],
    management: [
      '代理店一覧',
      'オリーブユーザー一覧',
      '募集人一覧',
      'ファイルアップロード',
      '証跡一覧',
      'お知らせ一覧',
      '代理店IP一覧',
    ],
  },
  olive_admin: { general: [], management: ['代理店一覧', '証跡一覧'] },
  olive_general: { general: [], management: ['代理店一覧', '証跡一覧'] },
};

function variant(role: Role, agency: boolean): Story {
  const key = agency ? `${role}+agency` : role;
  const want = expected[key] as { general: string[]; management: string[] };
  return {
    args: { sections: menuFor(role, agency), currentPath: agency ? '/' : '/admin/logs' },
    play: async ({ canvasElement, step }) => {
      const nav = within(canvasElement).getByRole('navigation', { name: 'メインメニュー' });
      await step('権限に合ったメニューが並ぶ', async () => {
        for (const [heading, labels] of [
          ['General', want.general],
          ['Management', want.management],
        ] as const) {
          const section = within(nav).queryByRole('region', { name: heading });
          if (labels.length === 0) {
            await expect(section).toBeNull();
            continue;
          }
          await expect(
            within(section as HTMLElement)
              .getAllByRole('link')
              .map((a) => a.textContent),
          ).toEqual(labels);
        }
      });
      await step('現在のページが示される', async () => {
        const current = within(nav).getByRole('link', { current: 'page' });
        await expect(current).toHaveTextContent(agency ? 'ホーム' : '証跡一覧');
      });
    },
  };
}

export const SuperAdminWithAgency = variant('olive_super_admin', true);
export const AdminWithAgency = variant('olive_admin', true);
export const GeneralWithAgency = variant('olive_general', true);
export const RecruiterAdmin = variant('recruiter_admin', true);
export const RecruiterGeneral = variant('recruiter_general', true);
export const SuperAdminWithoutAgency = variant('olive_super_admin', false);
export const AdminWithoutAgency = variant('olive_admin', false);
export const GeneralWithoutAgency = variant('olive_general', false);

export const CurrentSubpath: Story = {
  play: async ({ canvasElement, step }) => {
    await step('下の階層でも親のメニューが現在のページになる', async () => {
      const current = within(canvasElement).getByRole('link', { current: 'page' });
      await expect(current).toHaveTextContent('契約内容一覧');
      await expect(current).toHaveAttribute('href', '/contracts');
      await expect(within(canvasElement).getByRole('link', { name: 'ホーム' })).not.toHaveAttribute('aria-current');
    });
  },
};

export const Keyboard: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, step }) => {
    const links = within(canvasElement).getAllByRole('link');
    await step('Tab キーで最初のリンクへ', async () => {
      await userEvent.tab();
      await expect(links[0]).toHaveFocus();
    });
    await step('↓キーで次のリンクへ', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(links[1]).toHaveFocus();
    });
    await step('End キーで最後のリンクへ', async () => {
      await userEvent.keyboard('{End}');
      await expect(links.at(-1)).toHaveFocus();
    });
    await step('端では↓↑キーが折り返す', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(links[0]).toHaveFocus();
      await userEvent.keyboard('{ArrowUp}');
      await expect(links.at(-1)).toHaveFocus();
    });
    await step('Home キーで最初のリンクへ', async () => {
      await userEvent.keyboard('{Home}');
      await expect(links[0]).toHaveFocus();
    });
  },
};

/**
 * The section headings read exactly as docs/product.md §2 writes them, General and Management: `innerText`
 * is what the eye sees (it applies CSS text-transform), so an uppercasing rule would fail here.
 */
export const Headings: Story = {
  play: async ({ canvasElement, step }) => {
    await step('セクションの見出しがそのままの表記で出る', async () => {
      const headings = within(canvasElement).getAllByRole('heading', { level: 2 });
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, after text-transform, is what is checked
      await expect(headings.map((h) => h.innerText)).toEqual(['General', 'Management']);
      for (const h of headings) await expect(getComputedStyle(h).textTransform).toBe('none');
      await expect(within(canvasElement).getByRole('region', { name: 'Management' })).toBeInTheDocument();
    });
  },
};
