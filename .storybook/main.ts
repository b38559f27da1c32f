import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../docs/storybook/**/*.mdx', '../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    // Chromatic's Visual Tests panel: run and review the snapshots of the story shown (a team's
    // project token, see README).
    '@chromatic-com/storybook',
  ],
  // mockServiceWorker.js (`npx msw init .storybook/public`): page stories answer the API with msw.
  // msw-storybook-addon is not listed among the addons: listed, its preview would start msw before
  // every story beside the loader in preview.tsx, and two starts in one frame make msw reload it.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  // The props tables. OLIVE_NO_DOCGEN=1 builds without them, for scripts/benchStorybook.mjs to
  // measure react-docgen's share of the build.
  typescript: { reactDocgen: process.env.OLIVE_NO_DOCGEN === '1' ? false : 'react-docgen' },
  // Spells unions out in the props tables (typeSummaries.ts): after the docs addon has built them.
  previewAnnotations: async (entries = []) => [
    ...entries,
    fileURLToPath(new URL('./typeSummaries.ts', import.meta.url)),
  ],
};

export default config;
