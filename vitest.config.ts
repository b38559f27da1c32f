import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';
import { chromiumLaunchOptions } from './scripts/chromium.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The height of the window the test frame sits in. The frame is scaled to fit that window, so
 * .storybook/visual.ts makes the window as tall as a long page (at the frame's usual scale) before
 * it takes the whole page's screenshot, and puts it back after.
 */
const setTestWindowHeight: BrowserCommand<[height: number]> = async ({ page }, height) => {
  const width = page.viewportSize()?.width ?? 1280;
  await page.setViewportSize({ width, height: Math.floor(height) });
  // The pointer stays where the story's play left it; once the page has moved under it, it could rest
  // on a row and paint its hover. The frame is scaled narrower than the window: park it beside it.
  await page.mouse.move(width - 1, 0);
};
const themes = ['LIGHT', 'DARK', 'NATURE'] as const;

/**
 * One Storybook project per theme: every story (its render, its `play` and the axe check)
 * runs once in each theme, so a colour that fails contrast in DARK fails the run.
 */
const storybookProjects = themes.map((theme) => ({
  extends: true as const,
  plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
  // The visual baselines are compared in LIGHT on every run (npm test); DARK and NATURE too when
  // OLIVE_VISUAL_ALL=1 (`pnpm visual`), which keeps the test command inside CI's time budget.
  define: {
    __OLIVE_THEME__: JSON.stringify(theme),
    __OLIVE_VISUAL__: JSON.stringify(theme === 'LIGHT' || process.env.OLIVE_VISUAL_ALL === '1'),
  },
  test: {
    name: `storybook:${theme}`,
    setupFiles: [path.join(root, '.storybook/visual.ts')],
    browser: {
      enabled: true,
      headless: true,
      // The visual baseline of every story in this theme, compared with a small tolerance
      // (anti-aliasing differences pass; a changed colour, spacing or position fails).
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch' as const,
          comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.002 },
          resolveScreenshotPath: ({ arg, ext, testFileName }: { arg: string; ext: string; testFileName: string }) =>
            path.join(root, 'visual', theme, testFileName.replace(/\.stories\.tsx$/, ''), `${arg}${ext}`),
          resolveDiffPath: ({ arg, ext, testFileName }: { arg: string; ext: string; testFileName: string }) =>
            path.join(root, 'visual/.diffs', theme, testFileName.replace(/\.stories\.tsx$/, ''), `${arg}${ext}`),
        },
      },
      // A zone far from Tokyo, so a date shown in the browser's zone instead of Asia/Tokyo fails.
      provider: playwright({
        launchOptions: chromiumLaunchOptions,
        contextOptions: { timezoneId: 'America/Los_Angeles', locale: 'ja-JP' },
      }),
      instances: [{ browser: 'chromium' as const }],
      commands: { setTestWindowHeight },
    },
  },
}));

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
          // A zone far from Tokyo, so code that formats in the process zone instead of Asia/Tokyo fails.
          env: { TZ: 'America/Los_Angeles' },
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['packages/server/test/**/*.test.ts'],
          environment: 'node',
          env: { TZ: 'America/Los_Angeles' },
          globalSetup: ['packages/server/test/globalSetup.ts'],
          // Each file starts its own server on its own copy of the database: one at a time keeps
          // memory (PGlite is ~700 MB) and the two cores in check.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/globalSetup.ts'],
          // One server for the run; the journeys share it one file at a time (2 cores, one Chromium).
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      ...storybookProjects,
    ],
  },
});
