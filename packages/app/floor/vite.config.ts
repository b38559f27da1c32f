import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { appConfig } from '../vite.config.ts';

/**
 * One of the floor's pages (scripts/benchWeb.mjs), FLOOR_PAGE (empty, react or stack), built with
 * the app's settings (its plugins, the styled-components transform, the vendor chunk, the target)
 * into FLOOR_OUT: what the required stack costs to start, measured beside the portal's pages. One
 * page a build, so the React page's vendor chunk holds React DOM alone. Nothing here is part of the
 * app's build.
 */
const root = fileURLToPath(new URL('.', import.meta.url));
const page = process.env.FLOOR_PAGE ?? 'stack';

export default defineConfig(() => {
  const config = appConfig();
  // The root CSS only on the page that renders the design system's shell.
  const plugins = (config.plugins ?? []).filter(
    (plugin) => page === 'stack' || (plugin as Plugin | null)?.name !== 'olive:root-css',
  );
  return {
    ...config,
    root,
    plugins,
    build: {
      ...config.build,
      manifest: false,
      outDir: process.env.FLOOR_OUT ?? `${root}dist`,
      // The bench builds the three pages into one directory, one after the other.
      emptyOutDir: false,
      rolldownOptions: { ...config.build?.rolldownOptions, input: { [page]: `${root}${page}.html` } },
    },
  };
});
