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
 * A step is one lane, or a group of lanes that run side by side, at most `atOnce` of them at a time:
 * a lane waiting for its place starts when another ends (their output is printed once all have
 * ended). A lane is a name and the pnpm scripts it runs one after another, each as [script, ...args].
 */
const steps = [
  ['lint (Biome)', ['lint']],
  ['OpenAPI document: Redocly’s recommended ruleset (docs/adr/0100-openapi-lint-exceptions.md)', ['lint:openapi']],
  // Before the type-check, which then checks the integrator's example against this very client.
  ['the integrator’s client generated again from docs/openapi.json (openapi-typescript)', ['client:check']],
  ['type-check (tsc 7)', ['typecheck']],
  ['unit tests', ['test:unit']],
  [
    'story tests (Chromium): each played once, axe in LIGHT, DARK and NATURE, visual baselines in LIGHT',
    ['test:storybook'],
  ],
  {
    // The server suites wait on their databases much of the time (each seeds its template in its
    // first minute) and the journeys on their browsers: the third lane builds the app and seeds the
    // journeys' portal on the core they leave idle, then runs the journeys against that build and
    // data while the server suites finish (test:e2e would build again, and seed). The integrator's
    // example and the docs pages take the place of the first lanes to end, instead of running
    // before them (docs/adr/0016-test-suites-share-module-graph.md).
    atOnce: 3,
    lanes: [
      ['server tests on PostgreSQL', ['test:server']],
      ['server tests whose behaviour depends on the backend, on embedded PGlite', ['test:server:pglite']],
      [
        'production build and bundle budgets, the journeys’ demo data, then the browser journeys (Playwright, Debian Chromium, real server and built app)',
        ['size'],
        ['e2e:data', journeyData],
        ['e2e'],
      ],
      ['the integrator’s example against the reference server (examples/integrator)', ['test:integrator']],
      // A docs page renders all of a component's stories and controls in one frame, which no story
      // test does: the built Storybook's every docs entry must show its title without an error
      // (docsCheck.mjs).
      ['docs pages (built Storybook, Chromium): each shows its title, no error', ['test:docs']],
    ],
  },
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

/** Runs the lanes of a group, at most `atOnce` at a time, in their order; resolves with each one's result. */
async function runGroup({ atOnce, lanes }) {
  const results = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < lanes.length; i = next++) {
      const [, ...scripts] = lanes[i];
      const t0 = Date.now();
      results[i] = { ...(await runLane(scripts)), ms: Date.now() - t0 };
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, lanes.length) }, worker));
  return results;
}

const timings = [];
for (const step of steps) {
  const t0 = Date.now();
  if (!Array.isArray(step)) {
    const names = step.lanes.map(([name]) => name);
    log(names.join(' + '));
    const results = await runGroup(step);
    for (const [i, name] of names.entries()) {
      const { code, output, failed } = results[i];
      console.log(`\n── ${name} ──\n${output}`);
      if (code !== 0) {
        console.error(`\n✖ pnpm run ${failed.join(' ')} exited with ${code}`);
        process.exit(code ?? 1);
      }
    }
    timings.push([`${step.lanes.length} lanes, ${step.atOnce} at a time:`, Date.now() - t0]);
    for (const [i, name] of names.entries()) timings.push([`  ${name}`, results[i].ms]);
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
