import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { type ThemeName, ThemeProvider, themeNames } from '../packages/ui/src';

declare const __OLIVE_THEME__: ThemeName | undefined;

/**
 * In a test run each Vitest project fixes the theme (`__OLIVE_THEME__`, see vitest.config.ts), so
 * every story and its axe check run in LIGHT, DARK and NATURE. In the Storybook UI the toolbar picks it.
 */
const testTheme: ThemeName | undefined = typeof __OLIVE_THEME__ === 'undefined' ? undefined : __OLIVE_THEME__;

// On two busy cores a lazily loaded page can take more than Testing Library's default second to
// appear (CI runs three browsers at once): every `findBy…`/`waitFor` of a test run waits up to 5 s.
// A story that passes still passes at once; only a genuine failure takes longer to report.
if (testTheme) configure({ asyncUtilTimeout: 5000 });

// The portal's pages are <html lang="ja"> (packages/app/index.html); the preview frame is too, so a
// story lays Japanese out as the app does (phrase-aware line breaks, Japanese glyph choice) and its
// screenshot is what a user sees.
document.documentElement.lang = 'ja';

/**
 * `parameters.userAgent` lets a story pretend to be a phone (SPEC.md §9: mobile user agents get
 * native overflow scrolling), without changing the browser the tests run in.
 */
const withTheme: Decorator = (Story, context) => {
  const theme = testTheme ?? (context.globals.theme as ThemeName | undefined) ?? 'LIGHT';
  const userAgent = context.parameters.userAgent as string | undefined;
  return (
    <ThemeProvider theme={theme} userAgent={userAgent}>
      <Story />
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  // Page stories (Pages/…) answer the app's API calls with msw handlers in `parameters.msw`.
  loaders: [mswLoader()],
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
  },
  initialGlobals: { theme: 'LIGHT' },
  parameters: {
    a11y: {
      test: 'error',
      // The whole page, so portaled overlays are checked too. floating-ui's focus guards are
      // invisible, aria-hidden focus sentinels that hand Tab back to the page: by design, not content.
      context: { include: ['body'], exclude: ['[data-floating-ui-focus-guard]'] },
    },
    layout: 'padded',
    // The toolbar's viewport switcher: the widths the portal is checked at (the side panel becomes a
    // drawer below 1024 px).
    viewport: {
      options: {
        phone: { name: 'スマートフォン 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        phoneLarge: { name: 'スマートフォン 414', styles: { width: '414px', height: '896px' }, type: 'mobile' },
        tablet: { name: 'タブレット 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        laptop: { name: 'PC 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    // Chromatic (`pnpm chromatic`): every story in the three themes, animations stopped at their end.
    chromatic: {
      pauseAnimationAtEnd: true,
      modes: {
        light: { theme: 'LIGHT' },
        dark: { theme: 'DARK' },
        nature: { theme: 'NATURE' },
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: {
      // Read top-down: what the portal is, its tokens, the building blocks, then whole screens.
      storySort: {
        order: ['Introduction', 'Tokens', ['Colours', 'Typography'], 'Primitives', 'Overlays', 'Portal', 'Pages'],
      },
    },
  },
};

export default preview;
