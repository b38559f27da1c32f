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
//   pnpm bench:web                 # build, then every page in both presets, once
//   RUNS=3 pnpm bench:web          # the median of three runs per page and preset (by performance score)
//   BENCH_ONLY=mobile pnpm bench:web
//   BENCH_SAVE=/tmp/lh pnpm bench:web   # also writes each run's Lighthouse report (JSON) there
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright';
import { freePort, signInDemo, startPortal } from './benchPortal.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const RUNS = Math.max(1, Number(process.env.RUNS ?? 1));
const SAVE = process.env.BENCH_SAVE;
let saved = 0;
const presets = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
].filter((p) => !process.env.BENCH_ONLY || p.name === process.env.BENCH_ONLY);

const ms = (v) => (v === undefined ? '–' : `${Math.round(v)} ms`);
const s = (v) => (v === undefined ? '–' : `${(v / 1000).toFixed(2)} s`);

/** One Lighthouse run: the figures the targets name (docs/performance.md). */
async function measure(url, port, config) {
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
    const name = `${String(++saved).padStart(2, '0')}-${new URL(url).pathname.replace(/\W+/g, '_')}-${config ? 'desktop' : 'mobile'}.json`;
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
async function measureAgain(url, port, config) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, port, config);
    } catch (error) {
      if (attempt > 2 || !traceFailures.has(error.code)) throw error;
      console.log(`  ${error.code}: Lighthouse lost its trace; running again`);
    }
  }
}

/** RUNS runs; the one with the median performance score. */
async function medianOf(url, port, config) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await measureAgain(url, port, config));
  runs.sort((a, b) => a.performance - b.performance);
  return runs[Math.floor(runs.length / 2)];
}

const portal = await startPortal();
const debuggingPort = await freePort();
const profile = mkdtempSync(path.join(tmpdir(), 'olive-bench-web-profile-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: chromiumPath,
  headless: true,
  args: [...chromiumArgs, `--remote-debugging-port=${debuggingPort}`],
  locale: 'ja-JP',
});
const rows = [];
try {
  const pages = [
    { label: '/authentication/login', path: '/authentication/login', signedIn: false },
    { label: '/ (recruiter_admin)', path: '/', signedIn: true },
    { label: '/contracts (recruiter_admin)', path: '/contracts', signedIn: true },
  ];
  let signedIn = false;
  for (const page of pages) {
    if (page.signedIn && !signedIn) {
      await signInDemo(context, portal.url);
      signedIn = true;
    }
    for (const preset of presets) {
      process.stderr.write(`measuring ${page.label} (${preset.name})…\n`);
      const r = await medianOf(`${portal.url}${page.path}`, debuggingPort, preset.config);
      if (new URL(r.finalUrl).pathname !== page.path) {
        throw new Error(`${page.label} ended on ${r.finalUrl}: the bench measured the wrong page`);
      }
      rows.push({ page: page.label, preset: preset.name, ...r });
    }
  }
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  portal.stop();
}

const chromiumVersion = context.browser()?.version() ?? '';
console.log(
  `\nLighthouse 13 on Debian Chromium${chromiumVersion ? ` ${chromiumVersion}` : ''}, ${RUNS === 1 ? 'one run' : `median of ${RUNS} runs`} per row\n`,
);
console.log('| page | preset | performance | FCP | LCP | TBT | CLS | accessibility |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.page} | ${r.preset} | ${r.performance} | ${s(r.fcp)} | ${s(r.lcp)} | ${ms(r.tbt)} | ${r.cls === undefined ? '–' : r.cls.toFixed(3)} | ${r.accessibility} |`,
  );
}
const warnings = [...new Set(rows.flatMap((r) => r.warnings))];
if (warnings.length) console.log(`\nLighthouse warnings:\n  ${warnings.join('\n  ')}`);
