// `pnpm bench:tasks` (issue 19): the main thread's long tasks on a phone's first load, two builds
// side by side. A benchmark, not a test: it prints figures and fails only when it cannot measure.
//
// Lighthouse's blocking time is simulated from one observed load, and on this machine the same page
// moves by 150 ms between medians of three. To tell two builds apart, this loads each page many
// times in Debian's Chromium at 4× CPU slowdown (Lighthouse's mobile factor), 412×823, signed in as
// the demo recruiter_admin, alternating the two builds load by load, each served by its own portal
// on a fresh data directory (one on 127.0.0.1, the other on localhost, so their cookies stay
// apart). For each load it sums the long tasks beyond 50 ms (a `longtask` observer from the first
// script to 3 s after the page's heading), which is what the blocking time counts.
//
//   BASE_DIST=/tmp/base/packages/app/dist pnpm bench:tasks   # the baseline against packages/app/dist
//   LOADS=12 PAGES=/,/contracts pnpm bench:tasks
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { root, toolEnv } from './setup.mjs';

const ACCOUNT = 'recruiter-admin@demo.olive.test';
const PASSWORD = 'Olive-Demo-2026'; // DEMO_PASSWORD of packages/server/src/seed/accounts.ts
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

/** A portal as `npm start` serves it, on a fresh data directory and the given build. */
async function startPortal(build, port) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'olive-bench-tasks-'));
  const child = spawn('pnpm', ['--filter', '@olive/server', 'start'], {
    cwd: root,
    env: toolEnv({
      ...process.env,
      APP_DIST: build.dist,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
    }),
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/authentication/login`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('the server did not answer within 180 s');
    await new Promise((r) => setTimeout(r, 500));
  }
  build.url = `http://${build.host}:${port}`;
  build.stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
    rmSync(dataDir, { recursive: true, force: true });
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const loads = new Map();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  await startPortal(builds[0], 38_621);
  await startPortal(builds[1], 38_622);
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'ja-JP' });
  await context.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  for (const build of builds) {
    const tab = await context.newPage();
    await tab.goto(`${build.url}/authentication/login`);
    await tab.getByLabel('メールアドレス').fill(ACCOUNT);
    await tab.locator('input[name=password]').fill(PASSWORD);
    await tab.getByRole('button', { name: 'ログイン', exact: true }).click();
    await tab.waitForURL(`${build.url}/`, { timeout: 30_000 });
    await tab.close();
  }
  for (let i = 0; i < LOADS; i++) {
    for (const page of PAGES) {
      // Alternating which build goes first, so neither always loads on a warmer machine.
      for (const build of i % 2 ? [...builds].reverse() : builds) {
        const tab = await context.newPage();
        const cdp = await context.newCDPSession(tab);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await tab.goto(`${build.url}${page}`);
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
  for (const build of builds) build.stop?.();
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
