// `node scripts/benchStorybook.mjs [--no-build] [--no-docgen]`: how long Storybook takes to build
// and, served as a static host would serve it, how long Chromium takes to show the sidebar and
// the first component's docs page. --no-docgen builds without react-docgen (no props tables), to
// measure its share of the build; --no-build measures the last build in storybook-static.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from './chromium.mjs';
import { root, toolEnv } from './setup.mjs';
import { serve } from './staticServer.mjs';

const out = path.join(root, 'storybook-static');
const noDocgen = process.argv.includes('--no-docgen');

if (!process.argv.includes('--no-build')) {
  const t0 = Date.now();
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/storybook'),
    ['build', '-o', out, '--quiet', '--disable-telemetry'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: toolEnv({ ...process.env, ...(noDocgen ? { OLIVE_NO_DOCGEN: '1' } : {}) }),
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  console.log(`build${noDocgen ? ' without react-docgen' : ''}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

const { entries } = JSON.parse(readFileSync(path.join(out, 'index.json'), 'utf8'));
const firstDocs = Object.values(entries).find((entry) => entry.type === 'docs' && entry.tags?.includes('autodocs'));
const server = await serve(out);
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch(chromiumLaunchOptions);

/** A cold tab (nothing cached) at 1440×900: ms from navigation to `ready` resolving. */
async function measure(url, ready) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ja-JP' });
  const page = await context.newPage();
  const t0 = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  await ready(page);
  const ms = Date.now() - t0;
  await context.close();
  return ms;
}

const RUNS = 3;
const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
const sidebar = [];
const docs = [];
for (let run = 0; run < RUNS; run++) {
  sidebar.push(
    await measure(`${origin}/`, (page) => page.locator('#storybook-explorer-tree [data-item-id]').first().waitFor()),
  );
  docs.push(
    await measure(`${origin}/?path=/docs/${encodeURIComponent(firstDocs.id)}`, (page) =>
      page.frameLocator('#storybook-preview-iframe').locator('#storybook-docs h1').first().waitFor(),
    ),
  );
}
await browser.close();
server.close();
console.log(`first sidebar: ${median(sidebar)} ms (median of ${RUNS}: ${sidebar.join(', ')})`);
console.log(`first docs page (${firstDocs.title}): ${median(docs)} ms (median of ${RUNS}: ${docs.join(', ')})`);
