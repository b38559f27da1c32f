// `pnpm bench:web`: Lighthouse on the built portal, as a phone and as a desktop sees it.
// A benchmark, not a test: it prints figures and fails only when it cannot measure.
//
// It starts the reference server on a fresh temporary data directory with the demo seed (as
// `npm start` does, on a free port), measures the sign-in page signed out, signs in as the demo
// recruiter_admin through the real form, and measures home and the contract list with that
// session. Lighthouse (the npm package) drives Debian's Chromium over its debugging port; the
// browser is launched by Playwright with a persistent profile, so the session cookie the sign-in
// set is the one Lighthouse's tabs send (Lighthouse clears caches and storage, not cookies).
//
// With BASE_DIST (a previous build's dist directory, as for benchTasks.mjs) it serves that build
// from a second portal and alternates the two run by run, so both are read on the same machine load;
// it prints Lighthouse's benchmarkIndex (the machine's speed during the runs) and each build's
// main-thread work breakdown. Every figure is the median of its runs, min–max beside it.
//
// The floor: three pages built at bench time with the app's Vite settings (packages/app/floor/)
// and served by a third portal in the same way, measured in the same runs: an HTML page with one
// line of text, React DOM rendering one element, and React DOM with styled-components, jotai and
// wouter rendering the design system's signed-in shell with no screen. What a screen costs above
// them is what its own code can cut (docs/adr/0196-the-stack-floor-of-a-first-load.md).
// BENCH_FLOOR=0 leaves them out.
//
//   BASE_DIST=/tmp/base/dist pnpm bench:web   # build, then five mobile runs per page and build
//   BENCH_RUNS=1 pnpm bench:web               # fewer runs while iterating (RUNS is read too)
//   BENCH_ONLY=mobile,desktop pnpm bench:web  # the presets (mobile alone by default)
//   BENCH_SAVE=/tmp/lh pnpm bench:web         # also writes each run's Lighthouse report (JSON) there
//   BENCH_PAGES=/,/contracts pnpm bench:web  # the portal's pages to measure (all three by default)
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright';
import { freePort, signInDemo, startPortal } from './benchPortal.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { root, toolEnv } from './setup.mjs';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? process.env.RUNS ?? 5));
const SAVE = process.env.BENCH_SAVE;
let saved = 0;
const presets = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
].filter((p) => (process.env.BENCH_ONLY ?? 'mobile').split(',').includes(p.name));
const baseDist = process.env.BASE_DIST;
// Two portals, one per build, each on a fresh data directory; one on 127.0.0.1 and the other on
// localhost so their session cookies stay apart (as benchTasks.mjs does).
const builds = [
  ...(baseDist ? [{ name: 'baseline', dist: path.resolve(baseDist), host: '127.0.0.1' }] : []),
  {
    name: 'this build',
    dist: path.resolve(process.env.APP_DIST ?? path.join(root, 'packages/app/dist')),
    host: baseDist ? 'localhost' : '127.0.0.1',
  },
];

/** The floor's pages, by the name of their source in packages/app/floor/. */
const floorPages = process.env.BENCH_FLOOR === '0' ? [] : ['empty', 'react', 'stack'];

/**
 * Builds the floor's pages into a fresh directory laid out as the app's dist: each page where the
 * server answers a prerendered path (/floor/<name>), the assets compressed as the app's build does.
 */
function buildFloor() {
  const dist = mkdtempSync(path.join(tmpdir(), 'olive-bench-floor-'));
  const app = path.join(root, 'packages/app');
  const run = (command, args, env = {}) => {
    const r = spawnSync(command, args, {
      cwd: app,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: toolEnv({ ...process.env, ...env }),
    });
    if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${r.status})`);
  };
  mkdirSync(path.join(dist, 'prerender', 'floor'), { recursive: true });
  for (const page of floorPages) {
    run('vite', ['build', '--config', 'floor/vite.config.ts', '--logLevel', 'error'], {
      FLOOR_PAGE: page,
      FLOOR_OUT: dist,
    });
    renameSync(path.join(dist, `${page}.html`), path.join(dist, 'prerender', 'floor', `${page}.html`));
  }
  // The server serves a build only when it has an index.html.
  copyFileSync(path.join(dist, 'prerender', 'floor', 'empty.html'), path.join(dist, 'index.html'));
  run('node', ['scripts/compress.mjs', dist]);
  return dist;
}

const ms = (v) => (v === undefined ? '–' : `${Math.round(v)} ms`);
const s = (v) => (v === undefined ? '–' : `${(v / 1000).toFixed(2)} s`);
const median = (values) => {
  const known = values.filter((v) => v !== undefined).sort((a, b) => a - b);
  return known.length ? known[Math.floor(known.length / 2)] : undefined;
};
const spread = (values, f) => {
  const known = values.filter((v) => v !== undefined);
  return known.length > 1 ? ` (${f(Math.min(...known))}–${f(Math.max(...known))})` : '';
};

/** One Lighthouse run: the figures the targets name (docs/performance.md). */
async function measure(url, port, config, tag) {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
    config,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) {
    const error = new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    error.code = lhr.runtimeError.code;
    throw error;
  }
  if (SAVE) {
    mkdirSync(SAVE, { recursive: true });
    const name = `${String(++saved).padStart(2, '0')}-${tag.replace(/\W+/g, '')}${new URL(url).pathname.replace(/\W+/g, '_')}-${config ? 'desktop' : 'mobile'}.json`;
    writeFileSync(path.join(SAVE, name), JSON.stringify(lhr));
  }
  const audit = (id) => lhr.audits[id]?.numericValue;
  return {
    finalUrl: lhr.finalDisplayedUrl,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    // The main thread's work during the load (Lighthouse's own throttled trace), and by kind.
    mainThread: audit('mainthread-work-breakdown'),
    groups: Object.fromEntries(
      (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((i) => [i.group, i.duration]),
    ),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    warnings: lhr.runWarnings ?? [],
  };
}

/**
 * Lighthouse's "bad trace recording" failures (core/lib/lh-error.js), which it answers with "Please
 * run Lighthouse again". About one bench in four here lost a run's navigation start (NO_NAVSTART),
 * and that stopped the whole bench.
 */
const traceFailures = new Set(['NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST', 'NO_NAVSTART', 'NO_DCL', 'NO_FMP']);

/** One run, run again (up to twice) when Lighthouse lost its trace; any other failure stops the bench. */
async function measureAgain(url, port, config, tag) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, port, config, tag);
    } catch (error) {
      if (attempt > 2 || !traceFailures.has(error.code)) throw error;
      console.log(`  ${error.code}: Lighthouse lost its trace; running again`);
    }
  }
}

const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' / ');
const loadAtStart = load();
const debuggingPort = await freePort();
const profile = mkdtempSync(path.join(tmpdir(), 'olive-bench-web-profile-'));
let context;
/** page label, preset and build → every run's figures. */
const results = new Map();
const floorDist = floorPages.length ? buildFloor() : undefined;
const floor = floorDist ? { name: 'floor', dist: floorDist, host: '127.0.0.1' } : undefined;
const pages = [
  ...floorPages.map((name) => ({ label: `/floor/${name}`, path: `/floor/${name}`, signedIn: false, floor: true })),
  { label: '/authentication/login', path: '/authentication/login', signedIn: false },
  { label: '/ (recruiter_admin)', path: '/', signedIn: true },
  { label: '/contracts (recruiter_admin)', path: '/contracts', signedIn: true },
].filter((page) => page.floor || !process.env.BENCH_PAGES || process.env.BENCH_PAGES.split(',').includes(page.path));
try {
  for (const build of [...builds, ...(floor ? [floor] : [])]) {
    build.portal = await startPortal({ dist: build.dist, host: build.host });
  }
  context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: [...chromiumArgs, `--remote-debugging-port=${debuggingPort}`],
    locale: 'ja-JP',
  });
  // Page by page, so the sign-in page's runs come before either portal is signed in.
  for (const page of pages) {
    for (let i = 0; i < RUNS; i++) {
      for (const preset of presets) {
        // Alternating which build goes first, so neither always runs on a warmer machine.
        const measured = page.floor ? [floor] : builds;
        for (const build of i % 2 ? [...measured].reverse() : measured) {
          if (page.signedIn && !build.signedIn) {
            await signInDemo(context, build.portal.url);
            build.signedIn = true;
          }
          process.stderr.write(`${page.label} (${preset.name}, ${build.name}) run ${i + 1}/${RUNS}…\n`);
          const r = await measureAgain(`${build.portal.url}${page.path}`, debuggingPort, preset.config, build.name);
          if (new URL(r.finalUrl).pathname !== page.path) {
            throw new Error(`${page.label} ended on ${r.finalUrl}: the bench measured the wrong page`);
          }
          const key = `${page.label}\t${preset.name}\t${build.name}`;
          results.set(key, [...(results.get(key) ?? []), r]);
        }
      }
    }
  }
} finally {
  await context?.close();
  rmSync(profile, { recursive: true, force: true });
  for (const build of [...builds, ...(floor ? [floor] : [])]) build.portal?.stop();
  if (floorDist) rmSync(floorDist, { recursive: true, force: true });
}

const chromiumVersion = context?.browser()?.version() ?? '';
const all = [...results.values()].flat();
console.log(
  `\nLighthouse 13 on Debian Chromium${chromiumVersion ? ` ${chromiumVersion}` : ''}, ${RUNS === 1 ? 'one run' : `median of ${RUNS} runs`} per row (each figure its own median; min–max after it)${baseDist ? `, alternating with the baseline ${baseDist}` : ''}`,
);
console.log(
  `Lighthouse's benchmarkIndex (the machine's speed; a quiet desktop scores about 1,500+): median ${Math.round(median(all.map((r) => r.benchmarkIndex)) ?? 0)}${spread(
    all.map((r) => r.benchmarkIndex),
    Math.round,
  )}\n`,
);
console.log(`Load average (1 / 5 / 15 min): ${loadAtStart} at the start, ${load()} at the end\n`);
console.log('| page | preset | build | performance | FCP | LCP | TBT | CLS | accessibility |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const [key, runs] of results) {
  const [page, preset, build] = key.split('\t');
  const m = (f) => median(runs.map(f));
  console.log(
    `| ${page} | ${preset} | ${build} | ${m((r) => r.performance)}${spread(
      runs.map((r) => r.performance),
      String,
    )} | ${s(m((r) => r.fcp))} | ${s(m((r) => r.lcp))} | ${ms(m((r) => r.tbt))}${spread(
      runs.map((r) => r.tbt),
      Math.round,
    )} | ${m((r) => r.cls)?.toFixed(3) ?? '–'} | ${m((r) => r.accessibility)} |`,
  );
}
// Lighthouse's main-thread work breakdown (mainthread-work-breakdown), medians per kind.
const kinds = [
  'scriptEvaluation',
  'styleLayout',
  'other',
  'scriptParseCompile',
  'paintCompositeRender',
  'parseHTML',
  'garbageCollection',
];
console.log('\nMain-thread work during the load (Lighthouse mainthread-work-breakdown, median ms):\n');
console.log(`| page | preset | build | total | ${kinds.join(' | ')} |`);
console.log(`|---|---|---|---|${kinds.map(() => '---|').join('')}`);
for (const [key, runs] of results) {
  const [page, preset, build] = key.split('\t');
  const base = baseDist && build !== 'baseline' ? results.get(`${page}\t${preset}\tbaseline`) : undefined;
  const total = median(runs.map((r) => r.mainThread));
  const share = base ? ` (${Math.round((100 * total) / median(base.map((r) => r.mainThread)))} % of baseline)` : '';
  console.log(
    `| ${page} | ${preset} | ${build} | ${Math.round(total)}${spread(
      runs.map((r) => r.mainThread),
      Math.round,
    )}${share} | ${kinds.map((k) => Math.round(median(runs.map((r) => r.groups[k] ?? 0)))).join(' | ')} |`,
  );
}
const warnings = [...new Set(all.flatMap((r) => r.warnings))];
if (warnings.length) console.log(`\nLighthouse warnings:\n  ${warnings.join('\n  ')}`);
