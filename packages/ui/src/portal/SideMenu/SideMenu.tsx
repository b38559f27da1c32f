import { type MenuSectionEntries, shellLabels } from '@olive/api';
import { type KeyboardEvent, useId } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../tokens/control';
import { fontSize, fontWeight, lineHeight, radius, space } from '../../tokens/scale';
import { vars } from '../../tokens/vars';
import type { ShellLinkComponent } from '../types';

export interface SideMenuProps {
  /** 出す区分と項目（api パッケージの `menuFor(role, hasSelectedAgency)` が権限から作ります）。 */
  sections: ReadonlyArray<MenuSectionEntries>;
  /** いまのパス。その項目が「現在のページ」として強調され、読み上げられます。 */
  currentPath: string;
  /** リンクを描く部品（アプリはルーターのリンクを渡します。既定 `a`）。 */
  linkAs?: ShellLinkComponent;
  /** 項目が選ばれたあとに呼ばれます（狭い画面ではパネルを閉じます）。 */
  onNavigate?: () => void;
  /** メニューの名前（既定「メインメニュー」）。 */
  label?: string;
}

const Nav = styled.nav`
  display: grid;
  gap: ${space[4]};

  & h2 {
    margin: 0 0 ${space[1]};
    padding: 0 ${space[3]};
    font-size: ${fontSize.xs};
    font-weight: ${fontWeight.bold};
    color: ${vars.color.text.muted};
  }
  & ul { display: grid; gap: 2px; margin: 0; padding: 0; list-style: none; }
  & a {
    display: block;
    padding: ${space[2]} ${space[3]};
    border-radius: ${radius.md};
    color: ${vars.color.text.default};
    font-size: ${fontSize.md};
    line-height: ${lineHeight.control};
    text-decoration: none;
  }
  & a:hover { background: ${vars.color.control.neutralHover}; }
  & a[aria-current='page'] {
    background: ${vars.color.primary.subtle};
    color: ${vars.color.primary.text};
    font-weight: ${fontWeight.bold};
  }
  & a:focus-visible { outline: ${focusRing.width} solid ${vars.color.border.focus}; outline-offset: 1px; }
`;

/** Home matches only itself; any other entry matches its own subpaths (/contracts/12 → 契約内容一覧). */
export function isCurrent(entryPath: string, currentPath: string): boolean {
  const path = currentPath.split(/[?#]/)[0] ?? '';
  if (entryPath === '/') return path === '/';
  return path === entryPath || path.startsWith(`${entryPath}/`);
}

/** Where an arrow, Home or End key moves from link `at` of `count` (wrapping round); null for other keys. */
function linkIndexFor(key: string, at: number, count: number): number | null {
  switch (key) {
    case 'ArrowDown':
      return (at + 1) % count;
    case 'ArrowUp':
      return (at - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * The side menu: General and Management sections (docs/product.md §2), headed exactly as the spec writes
 * them (no CSS uppercasing: a screen reader and a copy read what the eye sees). Links are in the Tab order; arrow
 * keys, Home and End also move between them.
 */
export function SideMenu({
  sections,
  currentPath,
  linkAs: LinkAs = 'a',
  onNavigate,
  label = shellLabels.mainMenu,
}: SideMenuProps) {
  const ids = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a')];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (at < 0) return;
    const target = links[linkIndexFor(event.key, at, links.length) ?? -1];
    if (target) {
      event.preventDefault();
      target.focus();
    }
  };
  return (
    <Nav aria-label={label} onKeyDown={onKeyDown}>
      {sections.map((section) => (
        <section key={section.section} aria-labelledby={`${ids}-${section.section}`}>
          <h2 id={`${ids}-${section.section}`}>{section.heading}</h2>
          <ul>
            {section.items.map((item) => (
              <li key={item.key}>
                <LinkAs
                  href={item.path}
                  aria-current={isCurrent(item.path, currentPath) ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  {item.label}
                </LinkAs>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Nav>
  );
}
