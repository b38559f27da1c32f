import { afterEach as axeCheck } from '@storybook/addon-a11y/preview';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import styled from 'styled-components';
// The theme alone, not the design system's barrel: every story file's frame loads this first.
import { overflows } from '../packages/ui/src/internal/overflows';
import { GlobalStyle, ThemeProvider } from '../packages/ui/src/theme';
import { fontSize, radius, space } from '../packages/ui/src/tokens/scale';
import { type ThemeName, themeNames } from '../packages/ui/src/tokens/semantic';
import { vars } from '../packages/ui/src/tokens/vars';
import { themeModes, viewportOptions } from './modes';

declare const __OLIVE_TEST_RUN__: boolean | undefined;

/** A Vitest run (vitest.config.ts defines it), not the Storybook UI. */
const testRun = typeof __OLIVE_TEST_RUN__ !== 'undefined' && __OLIVE_TEST_RUN__;

// On two busy cores a lazily loaded page can take more than Testing Library's default second to
// appear: every `findBy…`/`waitFor` of a test run waits up to 5 s.
// A story that passes still passes at once; only a genuine failure takes longer to report.
if (testRun) configure({ asyncUtilTimeout: 5000 });

// The portal's pages are <html lang="ja"> (packages/app/index.html); the preview frame is too, so a
// story lays Japanese out as the app does (phrase-aware line breaks, Japanese glyph choice) and its
// screenshot is what a user sees.
document.documentElement.lang = 'ja';

/**
 * The docs page in the theme shown: its page and each story's frame take the theme's canvas and
 * text colours (custom properties, so a switch repaints them), so a DARK story is read on DARK's
 * canvas as the portal shows it, not on Storybook's white. Storybook's own tables and code blocks
 * keep their panels.
 */
const docsInTheme = document.createElement('style');
docsInTheme.textContent = `
  .sbdocs.sbdocs-wrapper, .docs-story {
    background: ${vars.color.background.canvas};
    color: ${vars.color.text.default};
  }
  .sbdocs-content :is(h1, h2, h3, h4, h5, h6, p, li, blockquote, .sbdocs-title, .sbdocs-subtitle) {
    color: inherit;
  }
`;
document.head.append(docsInTheme);

const SideBySide = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${space[4]};
  align-items: start;
`;

/** One theme's column: its custom properties scoped to it (`data-olive-theme` on any element). */
const ThemeColumn = styled.section`
  min-width: 0;
  padding: ${space[4]};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${radius.md};
  background: ${vars.color.background.canvas};
  color: ${vars.color.text.default};
  & > h2 {
    margin: 0 0 ${space[3]};
    font-size: ${fontSize.sm};
    color: ${vars.color.text.muted};
  }
`;

/**
 * `parameters.userAgent` lets a story pretend to be a phone (packages/api/src/domain/userAgent.ts: mobile user agents get
 * native overflow scrolling), without changing the browser the tests run in. The toolbar's
 * 「3 テーマを並べる」 shows the story once in each theme, side by side (an overlay that portals to
 * <body> still follows the Theme menu).
 */
const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme as ThemeName | undefined) ?? 'LIGHT';
  const userAgent = context.parameters.userAgent as string | undefined;
  const sideBySide = context.globals.themes === 'side-by-side';
  return (
    <ThemeProvider theme={theme} userAgent={userAgent}>
      {/* The root CSS: the portal's pages carry it in their HTML, the preview frame does not. */}
      <GlobalStyle />
      {sideBySide ? (
        <SideBySide>
          {themeNames.map((name) => (
            <ThemeColumn key={name} data-olive-theme={name} aria-label={name}>
              <h2>{name}</h2>
              <Story />
            </ThemeColumn>
          ))}
        </SideBySide>
      ) : (
        <Story />
      )}
    </ThemeProvider>
  );
};

/** Stops transitions while the theme is switched, so axe reads each theme's colours, not a blend. */
const still = document.createElement('style');
still.textContent = '*, *::before, *::after { transition: none !important; }';

/**
 * The axe rules whose answer depends on colour: the only ones a theme can change, since the themes
 * differ in CSS custom properties only (the DOM, names, roles and focus order are the same).
 */
const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * A scroll box becomes a focusable region only when its resize observer reports that its content
 * overflows, a frame or more after the content arrives (packages/ui/src/internal/useResizeRef.ts).
 * A play that ends as rows appear would let axe see a scrollable box that cannot be focused yet, so
 * the checks wait until every scroll box's `data-overflowing` agrees with its size for two frames
 * running (at most two seconds; past that, axe reports what it finds). This hook runs before the a11y
 * addon's (Storybook runs the afterEach hooks last-registered first).
 */
async function settledScrollAreas() {
  const boxes = () =>
    Array.from(
      document.querySelectorAll<HTMLElement>('[data-orientation][data-olive-scroll-x], [data-orientation="vertical"]'),
    );
  if (boxes().length === 0) return;
  const agrees = (box: HTMLElement) => overflows(box) === box.hasAttribute('data-overflowing');
  const deadline = performance.now() + 2000;
  for (let calm = 0; calm < 2 && performance.now() < deadline; ) {
    await new Promise((done) => requestAnimationFrame(done));
    calm = boxes().every(agrees) ? calm + 1 : 0;
  }
}

/**
 * A test run renders and plays each story once, in the theme it shows (LIGHT unless its play picks
 * another); the a11y addon's own check (parameters.a11y, `test: 'error'`) has run every rule on that.
 * This runs the addon's check again, with the story's own a11y parameters narrowed to the colour
 * rules, in each other theme on the state the play left: the theme is CSS only (`data-olive-theme`
 * on <html>, ThemeProvider), so switching it repaints the same screen, open dialogs and typed values
 * included. A failure names its theme.
 */
const inEveryTheme: NonNullable<Preview['afterEach']> = async (context) => {
  if (!testRun) return;
  await settledScrollAreas();
  const a11y = context.parameters.a11y ?? {};
  const colourOnly = {
    ...context,
    parameters: {
      ...context.parameters,
      a11y: { ...a11y, options: { ...a11y.options, runOnly: { type: 'rule', values: colourRules } } },
    },
  };
  const html = document.documentElement;
  const shown = html.dataset.oliveTheme;
  document.head.append(still);
  try {
    for (const theme of themeNames) {
      if (theme === shown) continue;
      html.dataset.oliveTheme = theme;
      try {
        await axeCheck(colourOnly);
      } catch (error) {
        if (error instanceof Error) error.message = `[${theme}] ${error.message}`;
        throw error;
      }
    }
  } finally {
    if (shown) html.dataset.oliveTheme = shown;
    still.remove();
  }
};

const answerWithMsw = mswLoader();

/**
 * msw's service worker starts with the first story that declares `parameters.msw` (the page
 * stories), so a component's docs page and the frames some of its stories render in register none.
 * When several frames of one page each start msw, one that finds a worker registered by another
 * but not yet in control reloads itself, and the update msw then starts fails as "Not found".
 */
let mswStarted = false;
const mswForPageStories: Loader = async (context) => {
  if (!mswStarted && !context.parameters.msw) return {};
  mswStarted = true;
  return answerWithMsw(context);
};

const preview: Preview = {
  decorators: [withTheme],
  afterEach: inEveryTheme,
  // Page stories (画面・Pages/…) answer the app's API calls with msw handlers in `parameters.msw`.
  loaders: [mswForPageStories],
  globalTypes: {
    theme: {
      description: 'テーマ',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: themeNames.map((name) => ({ value: name, title: name })),
        dynamicTitle: true,
      },
    },
    themes: {
      description: 'テーマを並べて比べる',
      toolbar: {
        title: 'テーマ比較',
        icon: 'sidebyside',
        items: [
          { value: 'one', title: '1 テーマ', icon: 'square' },
          { value: 'side-by-side', title: '3 テーマを並べる', icon: 'sidebyside' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'LIGHT', themes: 'one' },
  parameters: {
    a11y: {
      test: 'error',
      // The whole page, so portaled overlays are checked too. floating-ui's focus guards are
      // invisible, aria-hidden focus sentinels that hand Tab back to the page: by design, not content.
      context: { include: ['body'], exclude: ['[data-floating-ui-focus-guard]'] },
      // A test run fails on violations alone, so it asks axe for no more: the rules that pass keep one
      // node each instead of every node they checked. Each of those nodes cost axe its CSS selector
      // and its HTML, and Vitest then carried them (the addon's report, in the test's meta) to the
      // terminal: a quarter of the frame's JavaScript time in the page stories (docs/adr/0015-stories-played-once-checked-in-every-theme.md).
      ...(testRun ? { options: { resultTypes: ['violations'] } } : {}),
    },
    layout: 'padded',
    // The toolbar's viewport switcher: the portal's widths (.storybook/modes.ts).
    viewport: { options: viewportOptions },
    // Chromatic (`pnpm chromatic`): every story in the three themes, animations stopped at their end;
    // the screens also at a phone's width and the desktop's (pageModes, in their stories' meta).
    chromatic: { pauseAnimationAtEnd: true, modes: themeModes },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: {
      // Grouped by what a part is for, read top-down: what the portal is, its tokens, the parts by
      // purpose, the portal's frame, then whole screens (docs/adr/0070-storybook-structure.md).
      storySort: {
        order: [
          'はじめに・Introduction',
          'トークン・Tokens',
          [
            'Colours',
            'Typography',
            'Spacing',
            'Radius',
            'Sizes',
            'Shadows',
            'Motion',
            'Z-index',
            'Focus ring',
            'Figma',
          ],
          'フォーム・Forms',
          ['Button', 'IconButton', 'TextField', 'Textarea', 'PasswordField', '*', 'React Final Form', ['Pattern', '*']],
          'データ表示・Data display',
          'フィードバック・Feedback',
          'ナビゲーション・Navigation',
          'レイアウト・Layout',
          'オーバーレイ・Overlays',
          'ポータル・Portal',
          ['Usage', '*'],
          '画面・Pages',
        ],
      },
    },
  },
};

export default preview;
