// `pnpm bench:tasks`: the main thread's long tasks on a phone's first load, two builds
// side by side. A benchmark, not a test: it prints figures and fails only when it cannot measure.
//
// Lighthouse's blocking time is simulated from one observed load, and the same page moves widely
// between medians of three (docs/performance.md). To tell two builds apart, this loads each page many
// times in Debian's Chromium at 4× CPU slowdown (Lighthouse's mobile factor), 412×823, signed in as
// the demo recruiter_admin, alternating the two builds load by load, each served by its own portal
// on a fresh data directory (one on 127.0.0.1, the other on localhost, so their cookies stay
// apart). For each load it sums the long tasks beyond 50 ms (a `longtask` observer from the first
// script to 3 s after the page's heading), which is what the blocking time counts.
//
//   BASE_DIST=/tmp/base/packages/app/dist pnpm bench:tasks   # the baseline against packages/app/dist
//   LOADS=12 PAGES=/,/contracts pnpm bench:tasks
import path from 'node:path';
import { chromium } from 'playwright';
import { signInDemo, startPortal } from './benchPortal.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { root } from './setup.mjs';

const LOADS = Math.max(1, Number(process.env.LOADS ?? 8));
const PAGES = (process.env.PAGES ?? '/,/contracts').split(',');
const baseDist = process.env.BASE_DIST;
if (!baseDist) {
  console.error('BASE_DIST: the baseline build to compare packages/app/dist with (a dist directory)');
  process.exit(2);
}
const builds = [
  { name: 'baseline', dist: path.resolve(baseDist), host: '127.0.0.1' },
  { name: 'this build', dist: path.join(root, 'packages/app/dist'), host: 'localhost' },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const loads = new Map();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const build of builds) build.portal = await startPortal({ dist: build.dist, host: build.host });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'ja-JP' });
  await context.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  for (const build of builds) await signInDemo(context, build.portal.url);
  for (let i = 0; i < LOADS; i++) {
    for (const page of PAGES) {
      // Alternating which build goes first, so neither always loads on a warmer machine.
      for (const build of i % 2 ? [...builds].reverse() : builds) {
        const tab = await context.newPage();
        const cdp = await context.newCDPSession(tab);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await tab.goto(`${build.portal.url}${page}`);
        if (new URL(tab.url()).pathname !== page) throw new Error(`${page} ended on ${tab.url()}`);
        await tab.locator('main h1').waitFor({ state: 'attached', timeout: 30_000 });
        await tab.waitForTimeout(3000);
        const tasks = await tab.evaluate(() => window.__longTasks);
        const key = `${page}\t${build.name}`;
        loads.set(key, [...(loads.get(key) ?? []), tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0)]);
        await tab.close();
      }
    }
  }
} finally {
  await browser.close();
  for (const build of builds) build.portal?.stop();
}

console.log(
  `\nLong tasks beyond 50 ms per first load, Chromium at 4× CPU, 412×823, ${LOADS} loads per page and build\n`,
);
console.log('| page | build | median | each load |');
console.log('|---|---|---|---|');
for (const [key, values] of loads) {
  const [page, build] = key.split('\t');
  console.log(`| ${page} | ${build} | ${Math.round(median(values))} ms | ${values.map(Math.round).join(' ')} |`);
}
