import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Config, loadConfig, startServer } from '@olive/server';
import type { TestProject } from 'vitest/node';

/** A portal under test: the reference server serving the built app. */
export interface Portal {
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** The server's outbox (one JSON line per e-mail or SMS), where the journeys read codes. */
  outboxFile: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One portal per journey worker (the e2e project's maxWorkers), each on its own copy of the data. */
    portals: Portal[];
  }
}

const repoRoot = path.resolve(import.meta.dirname, '..');
const appDist = path.join(repoRoot, 'packages/app/dist');

/** The journeys' portal on a data directory: the reference server with its demo data, serving the build. */
export function journeyConfig(dataDir: string): Config {
  return loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    APP_DIST: appDist,
    // A0001, the demo recruiters' agency, then has about 110 contracts: a filtered list (成立) still has
    // three pages (the back-link journey of navigation.e2e.ts) and 表示件数 50 fills a page.
    SEED_CONTRACTS: '1200',
    LOG_LEVEL: 'warn',
    // Every journey signs in from 127.0.0.1; the per-IP limit has its own server tests.
    RATE_LIMIT_PER_MINUTE: '10000',
    // Each signed-out page load's start-up call is a refusal from 127.0.0.1 too (docs/adr/0120-bounded-log-of-anonymous-refusals.md).
    REFUSAL_LIMIT_PER_MINUTE: '10000',
  });
}

/**
 * Seeds a journey data directory ahead of the journeys: the server's own first start (demo data
 * into an empty directory), then a clean stop. `npm test` runs it (e2e/prepareData.ts) beside the
 * server tests, whose first minute leaves a core idle, and hands the directory over in E2E_DATA_DIR.
 */
export async function prepareJourneyData(dataDir: string) {
  const server = await startServer(journeyConfig(dataDir));
  await server.stop();
}

/**
 * The journeys run against the real thing: the reference server on fresh temporary data directories
 * (PGlite, seeded with the demo data), serving the production build of the app on one origin.
 */
export default async function setup(project: TestProject) {
  // While writing journeys: E2E_BASE_URL and E2E_OUTBOX point at a portal that is already running.
  if (process.env.E2E_BASE_URL && process.env.E2E_OUTBOX) {
    project.provide('portals', [{ baseUrl: process.env.E2E_BASE_URL, outboxFile: process.env.E2E_OUTBOX }]);
    return;
  }
  if (!existsSync(path.join(appDist, 'index.html'))) {
    throw new Error('packages/app/dist is missing: run `pnpm build` first (`pnpm test:e2e` does).');
  }
  // E2E_DATA_DIR: a fresh directory seeded for this run by prepareJourneyData (npm test); its owner
  // removes it. Otherwise it is seeded here. Each further portal opens a copy of it, made before
  // any server opens it (a seeded directory, closed cleanly, copies whole).
  const given = process.env.E2E_DATA_DIR;
  const seeded = given ?? mkdtempSync(path.join(tmpdir(), 'olive-e2e-'));
  if (!given) await prepareJourneyData(seeded);
  const copies = Array.from({ length: Math.max(1, project.config.maxWorkers) - 1 }, () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'olive-e2e-'));
    cpSync(seeded, dir, { recursive: true });
    return dir;
  });
  const started = await Promise.all(
    [seeded, ...copies].map(async (dir) => {
      const config = journeyConfig(dir);
      return { server: await startServer(config), outboxFile: config.outboxFile };
    }),
  );
  const servers = started.map(({ server }) => server);
  project.provide(
    'portals',
    started.map(({ server, outboxFile }) => ({ baseUrl: server.url, outboxFile })),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    for (const dir of given ? copies : [seeded, ...copies]) rmSync(dir, { recursive: true, force: true });
  };
}
