import { shellLabels } from '@olive/api';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { MenuIcon, MoreIcon } from '../../icons';
import { Button } from '../../primitives/Button';
import { IconButton } from '../../primitives/IconButton';
import { borderWidth, controlHeight, focusRing } from '../../tokens/control';
import { fontSize, fontWeight, layout, media, radius, shadow, space } from '../../tokens/scale';
import { vars } from '../../tokens/vars';
import { Logo } from '../Logo';
import type { ShellLinkComponent } from '../types';

export interface TopBarProps {
  /** リンクを描く部品（アプリはルーターのリンクを渡します。既定 `a`）。 */
  linkAs?: ShellLinkComponent;
  /** 「ログアウト」が押されたときの処理。 */
  onLogout: () => void;
  /** ログアウト中。ボタンが処理中になり、押しても反応しません。 */
  loggingOut?: boolean;
  /** 狭い画面のメニューボタンが押されたときの処理（AppShell がつなぎます）。 */
  onOpenMenu?: () => void;
  /** 狭い画面のメニューが開いているか（ボタンの状態として読み上げられます）。 */
  menuOpen?: boolean;
  /** 既定のロゴ（140×60）の代わりに出すもの。 */
  logo?: ReactNode;
}

const Root = styled.header`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${space[3]};
  height: ${layout.topBarHeight};
  padding: 0 ${space[4]};
  border-bottom: ${borderWidth.thin} solid ${vars.color.border.default};
  background: ${vars.color.background.surface};

  & [data-part='home'] { display: inline-flex; border-radius: ${radius.md}; }
  & [data-part='home']:focus-visible { outline: ${focusRing.width} solid ${vars.color.border.focus}; }
  & [data-part='actions'] { display: flex; align-items: center; gap: ${space[2]}; margin-inline-start: auto; }
  & [data-part='menu'], & [data-part='more'] { display: none; }

  @media ${media.narrow} {
    padding: 0 ${space[2]};
    & [data-part='menu'] { display: inline-flex; }
    & [data-part='actions'] { gap: ${space[1]}; }
  }

  /* A phone: the links and Logout fold behind one button and open as a panel under the bar. */
  @media (max-width: 599px) {
    & [data-part='more'] { display: inline-flex; margin-inline-start: auto; }
    & [data-part='actions'] {
      display: none;
      position: absolute;
      top: 100%;
      inset-inline-end: ${space[2]};
      flex-direction: column;
      align-items: stretch;
      min-width: 14rem;
      margin-top: ${space[1]};
      padding: ${space[2]};
      border: ${borderWidth.thin} solid ${vars.color.border.default};
      border-radius: ${radius.md};
      background: ${vars.color.background.surface};
      box-shadow: ${shadow.lg};
    }
    & [data-part='actions'][data-state='open'] { display: flex; }
    & [data-part='actions'] > * { min-height: ${controlHeight.lg}; }
  }
`;

/** A top-bar link that looks like a ghost button; `as` puts the app's router link underneath. */
const ActionLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${controlHeight.sm};
  padding: 0 ${space[3]};
  border-radius: ${radius.md};
  color: ${vars.color.primary.text};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.bold};
  text-decoration: none;
  white-space: nowrap;

  &:hover { background: ${vars.color.control.hover}; }
  &:focus-visible { outline: ${focusRing.width} solid ${vars.color.border.focus}; outline-offset: ${focusRing.offset}; }
  &[aria-current='page'] { background: ${vars.color.primary.subtle}; }
`;

/**
 * docs/product.md §2: the logo link to /, 各種マニュアル, アカウント設定 and Logout. Below 600 px the three
 * fold behind a disclosure button (その他のメニュー): Escape, a click outside or focus moving out
 * closes it; Escape returns focus to the button, and following a link closes it.
 */
export function TopBar({
  linkAs: LinkAs = 'a',
  onLogout,
  loggingOut = false,
  onOpenMenu,
  menuOpen,
  logo,
}: TopBarProps) {
  const [open, setOpen] = useState(false);
  const actionsId = useId();
  const root = useRef<HTMLElement>(null);
  const more = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!open || event.key !== 'Escape') return;
    event.stopPropagation();
    setOpen(false);
    more.current?.focus();
  };
  const close = () => setOpen(false);
  return (
    <Root ref={root} onKeyDown={onKeyDown}>
      {onOpenMenu ? (
        <IconButton
          data-part="menu"
          label={shellLabels.openMenu}
          icon={<MenuIcon />}
          variant="ghost"
          aria-expanded={menuOpen}
          onClick={() => {
            setOpen(false);
            onOpenMenu();
          }}
        />
      ) : null}
      <LinkAs href="/" data-part="home">
        {logo ?? <Logo />}
      </LinkAs>
      <IconButton
        ref={more}
        data-part="more"
        label={shellLabels.moreMenu}
        icon={<MoreIcon />}
        variant="ghost"
        aria-expanded={open}
        aria-controls={actionsId}
        onClick={() => setOpen((o) => !o)}
      />
      <div data-part="actions" id={actionsId} data-state={open ? 'open' : 'closed'}>
        <ActionLink as={LinkAs} href="/manual" onClick={close}>
          {shellLabels.manual}
        </ActionLink>
        <ActionLink as={LinkAs} href="/account" onClick={close}>
          {shellLabels.account}
        </ActionLink>
        <Button variant="secondary" size="sm" onClick={onLogout} loading={loggingOut}>
          {shellLabels.logout}
        </Button>
      </div>
    </Root>
  );
}
