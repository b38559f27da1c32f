// `npm test`: installs what the tests need, then runs every check. CI runs exactly this (.ci/run).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBrowser, ensurePnpm, ensurePostgres, log, pnpmInstall, root, run, toolEnv } from './setup.mjs';

const started = Date.now();
const pnpm = ensurePnpm();
ensureBrowser();
ensurePostgres();
pnpmInstall(pnpm);

// The journeys' portal data, seeded beside the server tests and handed to the journeys (E2E_DATA_DIR,
// which every lane inherits).
const journeyData = mkdtempSync(path.join(tmpdir(), 'olive-e2e-'));
process.on('exit', () => rmSync(journeyData, { recursive: true, force: true }));
process.env.E2E_DATA_DIR = journeyData;

/**
 * A step is one lane, or a group of lanes that run side by side (their output is printed when each
 * ends). A lane is a name and the pnpm scripts it runs one after another, each as [script, ...args].
 */
const steps = [
  ['lint (Biome)', ['lint']],
  ['OpenAPI document: Redocly’s recommended ruleset (docs/adr/0100-openapi-lint-exceptions.md)', ['lint:openapi']],
  // Before the type-check, which then checks the integrator's example against this very client.
  ['the integrator’s client generated again from docs/openapi.json (openapi-typescript)', ['client:check']],
  ['type-check (tsc 7)', ['typecheck']],
  ['unit tests', ['test:unit']],
  ['the integrator’s example against the reference server (examples/integrator)', ['test:integrator']],
  [
    'story tests (Chromium): each played once, axe in LIGHT, DARK and NATURE, visual baselines in LIGHT',
    ['test:storybook'],
  ],
  // A docs page renders all of a component's stories and controls in one frame, which no story test
  // does: the built Storybook's every docs entry must show its title without an error (docsCheck.mjs).
  ['docs pages (built Storybook, Chromium): each shows its title, no error', ['test:docs']],
  [
    // Mostly waiting on the databases in their first minute (each seeds its template): the third lane
    // builds the app and seeds the journeys' portal on the core they leave idle, then runs the journeys
    // against that build and data while the server suites finish (test:e2e would build again, and
    // seed; docs/adr/0016-test-suites-share-module-graph.md).
    ['server tests on PostgreSQL', ['test:server']],
    ['server tests whose behaviour depends on the backend, on embedded PGlite', ['test:server:pglite']],
    [
      'production build and bundle budgets, the journeys’ demo data, then the browser journeys (Playwright, Debian Chromium, real server and built app)',
      ['size'],
      ['e2e:data', journeyData],
      ['e2e'],
    ],
  ],
];

/** Runs a pnpm script with its output kept, for the lanes that run side by side. */
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

/** A lane's scripts one after another; it stops at the first that fails. */
async function runLane(scripts) {
  let output = '';
  for (const args of scripts) {
    const result = await runQuiet(args);
    output += result.output;
    if (result.code !== 0) return { code: result.code, output, failed: args };
  }
  return { code: 0, output };
}

const timings = [];
for (const step of steps) {
  const t0 = Date.now();
  if (Array.isArray(step[0])) {
    log(step.map(([name]) => name).join(' + '));
    const results = await Promise.all(step.map(([, ...scripts]) => runLane(scripts)));
    for (const [i, [name]] of step.entries()) {
      const { code, output, failed } = results[i];
      console.log(`\n── ${name} ──\n${output}`);
      if (code !== 0) {
        console.error(`\n✖ pnpm run ${failed.join(' ')} exited with ${code}`);
        process.exit(code ?? 1);
      }
    }
    timings.push([step.map(([name]) => name).join(' + '), Date.now() - t0]);
  } else {
    const [name, args, options] = step;
    log(name);
    run(pnpm, ['run', ...args], options);
    timings.push([name, Date.now() - t0]);
  }
}

console.log('\n✔ every check passed');
for (const [name, ms] of timings) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`);
console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  total`);
