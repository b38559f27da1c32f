import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';
// The raw palette and type alone: the manager is its own bundle and needs no components.
import { palette } from '../packages/ui/src/tokens/palette';
import { fontFamily } from '../packages/ui/src/tokens/scale';

const { indigo, gray, white } = palette;

/**
 * Storybook's own frame in the portal's colours and under its name, so the designers' home reads as
 * the product's: the brand primary (packages/ui/src/tokens/palette.ts) for selection and links, the portal's
 * canvas and text greys for the sidebar and toolbar.
 */
addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: 'Olive 代理店ポータル デザインシステム',
    brandTarget: '_self',
    colorPrimary: indigo[500],
    colorSecondary: indigo[600],
    appBg: gray[50],
    appContentBg: white,
    appPreviewBg: white,
    appBorderColor: gray[200],
    appBorderRadius: 8,
    textColor: gray[900],
    textMutedColor: gray[600],
    barTextColor: gray[600],
    barSelectedColor: indigo[600],
    barHoverColor: indigo[600],
    barBg: white,
    fontBase: fontFamily.sans,
    fontCode: fontFamily.mono,
  }),
  sidebar: { showRoots: true },
});
