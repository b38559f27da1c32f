// `npm test`: installs what the tests need, then runs every check. CI runs exactly this (.ci/run).
import { spawn } from 'node:child_process';
import { ensureBrowser, ensurePnpm, ensurePostgres, log, pnpmInstall, root, run, toolEnv } from './setup.mjs';

const started = Date.now();
const pnpm = ensurePnpm();
ensureBrowser();
ensurePostgres();
pnpmInstall(pnpm);

/** One step, or a group of steps that run side by side (their output is printed when each ends). */
const steps = [
  ['lint (Biome)', ['lint']],
  ['type-check (tsc 7)', ['typecheck']],
  ['unit tests', ['test:unit']],
  [
    'story tests (Chromium): each played once, axe in LIGHT, DARK and NATURE, visual baselines in LIGHT',
    ['test:storybook'],
  ],
  [
    // Mostly waiting on the databases: side by side they take the time of the longer one.
    ['server tests on embedded PGlite', ['test:server']],
    ['server tests on PostgreSQL', ['test:server:postgres']],
  ],
  ['production build and bundle budgets', ['size']],
  // The build of the step before is the one the journeys run against (test:e2e would build again).
  ['browser journeys (Playwright, Debian Chromium, real server and built app)', ['e2e']],
];

/** Runs a pnpm script with its output kept, for the steps that run side by side. */
function runQuiet(args) {
  return new Promise((resolve) => {
    const child = spawn(pnpm, ['run', ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: toolEnv() });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('close', (code) => resolve({ code, output }));
  });
}

const timings = [];
for (const step of steps) {
  const t0 = Date.now();
  if (Array.isArray(step[0])) {
    log(step.map(([name]) => name).join(' + '));
    const results = await Promise.all(step.map(([, args]) => runQuiet(args)));
    for (const [i, [name, args]] of step.entries()) {
      const { code, output } = results[i];
      console.log(`\n── ${name} ──\n${output}`);
      if (code !== 0) {
        console.error(`\n✖ pnpm run ${args.join(' ')} exited with ${code}`);
        process.exit(code ?? 1);
      }
    }
    timings.push([step.map(([name]) => name).join(' + '), Date.now() - t0]);
  } else {
    const [name, args] = step;
    log(name);
    run(pnpm, ['run', ...args]);
    timings.push([name, Date.now() - t0]);
  }
}

console.log('\n✔ every check passed');
for (const [name, ms] of timings) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`);
console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  total`);
