// `npm test`: installs what the tests need, then runs every check. CI runs exactly this (.ci/run).
import { ensureBrowser, ensurePnpm, ensurePostgres, log, pnpmInstall, run } from './setup.mjs';

const started = Date.now();
const pnpm = ensurePnpm();
ensureBrowser();
ensurePostgres();
pnpmInstall(pnpm);

const steps = [
  ['lint (Biome)', ['lint']],
  ['type-check (tsc 7)', ['typecheck']],
  ['unit tests', ['test:unit']],
  ['story tests in LIGHT, DARK and NATURE (Chromium), visual baselines in LIGHT', ['test:storybook']],
  ['server tests on embedded PGlite', ['test:server']],
  ['server tests on PostgreSQL', ['test:server:postgres']],
  ['production build and bundle budgets', ['size']],
  ['browser journeys (Playwright, Debian Chromium, real server and built app)', ['test:e2e']],
];

const timings = [];
for (const [name, args] of steps) {
  log(name);
  const t0 = Date.now();
  run(pnpm, ['run', ...args]);
  timings.push([name, Date.now() - t0]);
}

console.log('\n✔ every check passed');
for (const [name, ms] of timings) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`);
console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  total`);
