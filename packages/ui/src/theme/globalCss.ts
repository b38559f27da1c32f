import { borderWidth, focusRing } from '../tokens/control';
import { fontFamily, fontSize, letterSpacing, lineHeight } from '../tokens/scale';
import { themeNames } from '../tokens/semantic';
import { themes } from '../tokens/themes';
import { themeDeclarations, vars } from '../tokens/vars';

const themeBlocks = themeNames
  .map((name) => {
    const selector = name === 'LIGHT' ? `:root, [data-olive-theme='LIGHT']` : `[data-olive-theme='${name}']`;
    return `${selector} {\n${themeDeclarations(themes[name])}\ncolor-scheme: ${name === 'DARK' ? 'dark' : 'light'};\n}`;
  })
  .join('\n');

/**
 * The root CSS: every theme's custom properties keyed by `data-olive-theme` (set on <html> by
 * ThemeProvider, or on any element to theme a region), the Japanese type defaults, and the
 * scrollbar rule of docs/product.md §9: desktop gets a slim themed scrollbar, mobile user agents
 * (`data-olive-mobile` on <html>) keep the native overflow scrolling.
 * Japanese lines break between phrases (`word-break: auto-phrase`, Chromium with lang="ja":
 * 「お送りします。」 stays whole); a browser without it keeps the default line breaking, with
 * `line-break: strict` keeping small kana and closing marks off the start of a line.
 * Static: one string, made from the tokens when the module loads. The portal's HTML carries it in
 * its head (packages/app's build writes it there), so the page is styled before any script runs
 * and the app does not compile it again; `GlobalStyle` injects it where no page carries it
 * (Storybook, a consumer's own page).
 */
export const globalCss = `
  ${themeBlocks}

  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    background: ${vars.color.background.canvas};
    color: ${vars.color.text.default};
    font-family: ${fontFamily.sans};
    font-size: ${fontSize.md};
    line-height: ${lineHeight.body};
    letter-spacing: ${letterSpacing.normal};
    font-feature-settings: 'palt' 0;
    line-break: strict;
    word-break: auto-phrase;
    overflow-wrap: anywhere;
    -webkit-font-smoothing: antialiased;
  }

  button, input, select, textarea { font: inherit; color: inherit; letter-spacing: inherit; }

  :focus-visible { outline: ${focusRing.width} solid ${vars.color.border.focus}; outline-offset: ${focusRing.offset}; }

  html:not([data-olive-mobile]) {
    scrollbar-color: ${vars.color.scrollbar.thumb} ${vars.color.scrollbar.track};
  }
  html:not([data-olive-mobile]) ::-webkit-scrollbar { width: 10px; height: 10px; }
  html:not([data-olive-mobile]) ::-webkit-scrollbar-thumb {
    background: ${vars.color.scrollbar.thumb};
    border-radius: 9999px;
    border: ${borderWidth.thick} solid transparent;
    background-clip: padding-box;
  }
  html:not([data-olive-mobile]) ::-webkit-scrollbar-track { background: ${vars.color.scrollbar.track}; }
  html[data-olive-mobile] [data-olive-scroll-x] {
    overflow-x: auto;
    -webkit-overflow-scrolling: touch;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
