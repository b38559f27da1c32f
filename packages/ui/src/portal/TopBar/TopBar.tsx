import { shellLabels } from '@olive/api';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { MenuIcon } from '../../icons';
import { Button } from '../../primitives/Button';
import { IconButton } from '../../primitives/IconButton';
import { borderWidth, controlHeight, focusRing } from '../../tokens/control';
import { fontSize, fontWeight, layout, media, radius, space } from '../../tokens/scale';
import { vars } from '../../tokens/vars';
import { Logo } from '../Logo';
import type { ShellLinkComponent } from '../types';

export interface TopBarProps {
  linkAs?: ShellLinkComponent;
  onLogout: () => void;
  /** While logging out: the button shows progress and ignores more clicks. */
  loggingOut?: boolean;
  /** The drawer button (narrow screens); AppShell wires it. */
  onOpenMenu?: () => void;
  menuOpen?: boolean;
  /** Replaces the default logo (140×60). */
  logo?: ReactNode;
}

const Root = styled.header`
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
  & [data-part='menu'] { display: none; }

  @media ${media.narrow} {
    padding: 0 ${space[2]};
    & [data-part='menu'] { display: inline-flex; }
    & [data-part='actions'] { gap: ${space[1]}; }
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

/** SPEC.md §2: the logo link to /, 各種マニュアル, アカウント設定 and Logout. */
export function TopBar({
  linkAs: LinkAs = 'a',
  onLogout,
  loggingOut = false,
  onOpenMenu,
  menuOpen,
  logo,
}: TopBarProps) {
  return (
    <Root>
      {onOpenMenu ? (
        <IconButton
          data-part="menu"
          label={shellLabels.openMenu}
          icon={<MenuIcon />}
          variant="ghost"
          aria-expanded={menuOpen}
          onClick={onOpenMenu}
        />
      ) : null}
      <LinkAs href="/" data-part="home">
        {logo ?? <Logo />}
      </LinkAs>
      <div data-part="actions">
        <ActionLink as={LinkAs} href="/manual">
          {shellLabels.manual}
        </ActionLink>
        <ActionLink as={LinkAs} href="/account">
          {shellLabels.account}
        </ActionLink>
        <Button variant="secondary" size="sm" onClick={onLogout} loading={loggingOut}>
          {shellLabels.logout}
        </Button>
      </div>
    </Root>
  );
}
