import { shellLabels } from '@olive/api';
import { type ReactNode, useEffect, useState } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { Dialog } from '../../overlays/Dialog';
import { visuallyHiddenStyles } from '../../primitives/VisuallyHidden';
import { borderWidth } from '../../tokens/control';
import { layout, media, space, toasterTopProperty } from '../../tokens/scale';
import { vars } from '../../tokens/vars';
import { TopBar, type TopBarProps } from '../TopBar';

export interface AppShellProps extends Omit<TopBarProps, 'onOpenMenu' | 'menuOpen'> {
  /** 左のサイドパネル（SidePanel）。広い画面では内容の横、狭い画面ではメニューボタンで開くパネルに入ります。 */
  sidePanel: ReactNode;
  /** 画面の中身（PageHeader から始めます）。 */
  children: ReactNode;
  /** いまのパス。変わると（メニューで移動すると）狭い画面のパネルを閉じます。 */
  currentPath?: string;
}

const Root = styled.div`
  display: grid;
  grid-template-columns: ${layout.sidePanelWidth} minmax(0, 1fr);
  grid-template-rows: ${layout.topBarHeight} minmax(0, 1fr);
  grid-template-areas: 'top top' 'side main';
  min-height: 100dvh;
  background: ${vars.color.background.canvas};

  & > [data-part='top'] { grid-area: top; position: sticky; top: 0; z-index: 100; }
  & > [data-part='side'] {
    grid-area: side;
    position: sticky;
    top: ${layout.topBarHeight};
    height: calc(100dvh - ${layout.topBarHeight});
    overflow-y: auto;
    border-inline-end: ${borderWidth.thin} solid ${vars.color.border.default};
    background: ${vars.color.background.surface};
  }
  & > main { grid-area: main; min-width: 0; padding: ${space[6]}; }
  & > main:focus { outline: none; }

  @media ${media.narrow} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'top' 'main';
    & > [data-part='side'] { display: none; }
    & > main { padding: ${space[4]}; }
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${space[2]};
  top: ${space[2]};
  z-index: 2000;
  padding: ${space[2]} ${space[3]};
  background: ${vars.color.background.surface};
  color: ${vars.color.primary.text};

  &:not(:focus) { ${visuallyHiddenStyles} }
`;

/** Toasts start below the top bar while the shell is on screen, so they never cover its buttons. */
const ToasterBelowTopBar = createGlobalStyle`
  :root { ${toasterTopProperty}: calc(${layout.topBarHeight} + ${space[4]}); }
`;

/**
 * The signed-in page: a 64 px top bar, a 280 px side panel and the content (docs/product.md §9). Below
 * 1024 px the side panel moves into a drawer opened from the top bar's menu button.
 */
export function AppShell({ sidePanel, children, currentPath, ...topBar }: AppShellProps) {
  const [drawer, setDrawer] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on every path change is the point
  useEffect(() => setDrawer(false), [currentPath]);
  return (
    <Root>
      <ToasterBelowTopBar />
      <SkipLink href="#main-content">{shellLabels.skipToContent}</SkipLink>
      <div data-part="top">
        <TopBar {...topBar} onOpenMenu={() => setDrawer(true)} menuOpen={drawer} />
      </div>
      <aside data-part="side" aria-label={shellLabels.mainMenu}>
        {sidePanel}
      </aside>
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      <Dialog open={drawer} onOpenChange={setDrawer} title={shellLabels.mainMenu} variant="drawer">
        {sidePanel}
      </Dialog>
    </Root>
  );
}
