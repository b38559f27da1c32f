import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, startServer } from '@olive/server';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The portal under test: the reference server serving the built app, e.g. http://127.0.0.1:41234. */
    baseUrl: string;
    /** The server's outbox (one JSON line per e-mail or SMS), where the journeys read codes. */
    outboxFile: string;
  }
}

/**
 * The journeys run against the real thing: the reference server on a fresh temporary data directory
 * (PGlite, seeded with the demo data), serving the production build of the app on one origin.
 */
export default async function setup(project: TestProject) {
  // While writing journeys: E2E_BASE_URL and E2E_OUTBOX point at a portal that is already running.
  if (process.env.E2E_BASE_URL && process.env.E2E_OUTBOX) {
    project.provide('baseUrl', process.env.E2E_BASE_URL);
    project.provide('outboxFile', process.env.E2E_OUTBOX);
    return;
  }
  const repoRoot = path.resolve(import.meta.dirname, '..');
  const appDist = path.join(repoRoot, 'packages/app/dist');
  if (!existsSync(path.join(appDist, 'index.html'))) {
    throw new Error('packages/app/dist is missing: run `pnpm build` first (`pnpm test:e2e` does).');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'olive-e2e-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    APP_DIST: appDist,
    // A0001, the demo recruiters' agency, then has about 110 contracts: a filtered list (成立) still has
    // three pages (the back-link journey of navigation.e2e.ts) and 表示件数 50 fills a page.
    SEED_CONTRACTS: '1200',
    LOG_LEVEL: 'warn',
    // Every journey signs in from 127.0.0.1; the per-IP limit has its own server tests.
    RATE_LIMIT_PER_MINUTE: '10000',
  });
  const server = await startServer(config);
  project.provide('baseUrl', server.url);
  project.provide('outboxFile', config.outboxFile);
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
