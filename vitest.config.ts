import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';
import { matchVisualCommand } from './.storybook/matchVisual';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

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
 * The stories: each story renders and plays once, in LIGHT (the portal's
 * default theme); its axe check then runs on the state the play left in LIGHT, DARK and NATURE
 * (.storybook/preview.tsx switches the theme, which is CSS only: `data-olive-theme` on <html>), so a
 * colour that fails contrast in DARK fails the run. The visual baselines are compared in LIGHT on
 * every run (npm test); in the three themes when OLIVE_VISUAL_ALL=1 (`pnpm visual`).
 */
const storybookProject = (name: string, exclude: string[]) => ({
  extends: true as const,
  plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
  define: {
    __OLIVE_TEST_RUN__: 'true',
    __OLIVE_VISUAL_THEMES__: JSON.stringify(process.env.OLIVE_VISUAL_ALL === '1' ? themes : ['LIGHT']),
  },
  test: {
    name: `storybook:${name}`,
    exclude,
    // The files of a project share one frame (no fresh frame and module graph per file): Storybook
    // mounts and unmounts every story itself, and each page story brings its own providers and msw
    // handlers (docs/adr/0015-stories-played-once-checked-in-every-theme.md).
    isolate: false,
    setupFiles: [path.join(root, '.storybook/visual.ts')],
    browser: {
      enabled: true,
      headless: true,
      // A zone far from Tokyo, so a date shown in the browser's zone instead of Asia/Tokyo fails.
      provider: playwright({
        launchOptions: chromiumLaunchOptions,
        contextOptions: { timezoneId: 'America/Los_Angeles', locale: 'ja-JP' },
      }),
      instances: [{ browser: 'chromium' as const }],
      // The visual baseline of every story (visual/<THEME>/<stories file>/<story>.png), compared by
      // .storybook/matchVisual.ts with a small tolerance (anti-aliasing passes; a changed colour,
      // spacing or position fails).
      commands: { setTestWindowHeight, matchVisual: matchVisualCommand(path.join(root, 'visual')) },
    },
  },
});

/**
 * A project of the server's tests. Each file starts its own server on its own copy of the database
 * (globalSetup seeds one per run: PostgreSQL when TEST_POSTGRES_URL is set, PGlite otherwise).
 */
const serverProject = (name: string, include: string[], workers = 1) => ({
  extends: true as const,
  test: {
    name,
    include,
    environment: 'node' as const,
    env: { TZ: 'America/Los_Angeles' },
    globalSetup: ['packages/server/test/globalSetup.ts'],
    // Every answer checked against the OpenAPI document (docs/adr/0133-contract-test-over-every-server-test.md).
    setupFiles: ['packages/server/test/contractSetup.ts'],
    // On PGlite one file at a time keeps memory (PGlite is ~700 MB) and the two cores in check; on
    // PostgreSQL a file mostly waits on the database, so two run at once.
    fileParallelism: workers > 1,
    maxWorkers: workers,
    // The files share one worker's module graph (each starts its own server and database all
    // the same): importing the server afresh for every file was about 35 s of each suite.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'packages/app/*.test.ts', 'scripts/**/*.test.ts'],
          // The files share one worker's module graph, as the server's and the journeys' do
          // (docs/adr/0016-test-suites-share-module-graph.md). No
          // file keeps state in a module it shares: the tests that need a module fresh (the tab
          // start-up of agencySelection.test.ts) reset it themselves, and the files pass shuffled.
          isolate: false,
          environment: 'node',
          // Tests that import modules afresh (vi.resetModules) wait on the transform, which a busy
          // 2-core machine can stretch past Vitest's 5 s default.
          testTimeout: 20_000,
          // A zone far from Tokyo, so code that formats in the process zone instead of Asia/Tokyo fails.
          env: { TZ: 'America/Los_Angeles' },
        },
      },
      // The server's tests run on PostgreSQL (test:server, scripts/with-postgres.mjs); the files whose
      // behaviour depends on the backend run on PGlite as well (test:server:pglite, docs/adr/0061-server-by-feature.md).
      serverProject('server', ['packages/server/test/**/*.test.ts'], 2),
      serverProject(
        'server:pglite',
        [
          // The log's batch insert, the group commit, the seals' locks and a kill -9 of the server.
          'audit/durability',
          // The embedded database's start parameters (its buffer cache).
          'db/pgliteSettings',
          // Long downloads in chunks, the other requests' queries let in between them.
          'audit/download',
          // A client that leaves while its request waits for the one connection keeps its log row.
          'audit/clientLeaves',
          'audit/logBatch',
          'audit/seal',
          'audit/trail',
          // Files as bytea (PGlite's codec is the server's own, db/index.ts).
          'statements/uploads',
          // An import's bytes written in chunks before its transaction, the others' queries in between.
          'files/storedFiles',
          // A trickling body or a long dry run must not hold the one connection.
          'statements/bodyFirst',
          // The contract list: the export (chunks on PGlite, COPY on PostgreSQL), its paging and
          // the keyword search and the gram counters its short words' totals read.
          'contracts/export',
          'contracts/gramCounts',
          'contracts/listSort',
          'contracts/search',
        ].map((file) => `packages/server/test/${file}.test.ts`),
      ),
      {
        extends: true,
        test: {
          // The integrator's example (examples/integrator): a client generated from docs/openapi.json,
          // run against the reference server started in-process on a fresh data directory.
          name: 'integrator',
          include: ['examples/*/test/**/*.test.ts'],
          environment: 'node',
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
          // Two workers, each with a portal of its own (e2e/globalSetup.ts) and its own Chromium,
          // running its files one after another in one module graph (Playwright and the api package
          // imported once): a journey waits on its browser and its server in turn, so one worker
          // left a core mostly idle (docs/adr/0160-journeys-on-two-workers.md).
          // One worker against a portal already running (E2E_BASE_URL): there is only that one.
          maxWorkers: process.env.E2E_BASE_URL ? 1 : 2,
          // A group of its own: Vitest runs projects with different maxWorkers in separate groups.
          sequence: { groupOrder: 1 },
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      // Two halves that run side by side, one browser each (Vitest runs a browser project as one
      // worker, its files one after another): the design system's stories and the app's pages.
      storybookProject('ui', ['packages/app/**']),
      storybookProject('app', ['packages/ui/**']),
    ],
  },
});
