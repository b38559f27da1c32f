import type { Decorator, Preview } from '@storybook/react-vite';
import { type ThemeName, ThemeProvider, themeNames } from '../packages/ui/src';

declare const __OLIVE_THEME__: ThemeName | undefined;

/**
 * In a test run each Vitest project fixes the theme (`__OLIVE_THEME__`, see vitest.config.ts), so
 * every story and its axe check run in LIGHT, DARK and NATURE. In the Storybook UI the toolbar picks it.
 */
const testTheme: ThemeName | undefined = typeof __OLIVE_THEME__ === 'undefined' ? undefined : __OLIVE_THEME__;

const withTheme: Decorator = (Story, context) => {
  const theme = testTheme ?? (context.globals.theme as ThemeName | undefined) ?? 'LIGHT';
  return (
    <ThemeProvider theme={theme}>
      <Story />
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
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
    a11y: { test: 'error' },
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
