import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from './Link';

const navigate = fn();

/**
 * A stand-in for the app's router link (wouter's `Link` in the portal): it renders an anchor and
 * navigates in-app instead of loading the page.
 */
function RouterLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
      {...rest}
    />
  );
}

const meta = {
  title: 'ナビゲーション・Navigation/Link',
  component: Link,
  tags: ['autodocs'],
  args: { href: '#contracts', children: '契約一覧へ' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['inline', 'standalone'] },
    as: { control: false },
  },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    await step('リンクとして読み上げられる', async () => {
      const link = within(canvasElement).getByRole('link', { name: '契約一覧へ' });
      await expect(link).toHaveAttribute('href', '#contracts');
    });
  },
};

/** Inside running text the link is underlined, so colour is not the only cue. */
export const InText: Story = {
  render: (args) => (
    <p>
      ご不明な点は <Link {...args}>マニュアル</Link> をご確認ください。
    </p>
  ),
  args: { href: '#manual' },
  play: async ({ canvasElement, step }) => {
    await step('文中のリンクに下線が付く', async () => {
      const link = within(canvasElement).getByRole('link', { name: 'マニュアル' });
      await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
    });
  },
};

/** `as` hands rendering to the app's router link: clicking navigates in-app with the same href. */
export const WithRouterLink: Story = {
  args: { as: RouterLink, href: '/contracts', variant: 'standalone' },
  play: async ({ canvasElement, step }) => {
    const link = within(canvasElement).getByRole('link', { name: '契約一覧へ' });
    await step('クリックで画面内の移動をする', async () => {
      await userEvent.click(link);
      await expect(navigate).toHaveBeenCalledWith('/contracts');
    });
    await step('Enter キーでも移動する', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(navigate).toHaveBeenCalledTimes(2);
    });
  },
};

export const External: Story = {
  args: { href: 'https://example.jp/', external: true, children: '保険会社のサイト' },
  play: async ({ canvasElement, step }) => {
    await step('外部リンクは新しいタブで開くと読み上げられる', async () => {
      const link = within(canvasElement).getByRole('link', { name: /^保険会社のサイト\s*（新しいタブで開きます）$/ });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
  },
};

/** Keyboard: links come in document order with Tab. */
export const FocusOrder: Story = {
  tags: ['!autodocs'],
  render: () => (
    <nav aria-label="関連リンク" style={{ display: 'flex', gap: 16 }}>
      <Link href="#news" variant="standalone">
        お知らせ
      </Link>
      <Link href="#fees" variant="standalone">
        手数料等
      </Link>
    </nav>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Tab キーで最初のリンクへ', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'お知らせ' })).toHaveFocus();
    });
    await step('もう一度 Tab キーで次のリンクへ', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: '手数料等' })).toHaveFocus();
    });
  },
};
