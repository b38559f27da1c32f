// `node scripts/docsCheck.mjs [storybook-static]`: opens every docs page of a built Storybook in
// Debian's Chromium and fails on one that does not show its title within 10 s, throws, or logs a
// console error (docs/adr/0070-storybook-structure.md). The story tests render each story alone;
// only this renders a docs page, where all of a component's stories and its controls share a frame.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from './chromium.mjs';
import { root } from './setup.mjs';
import { serve } from './staticServer.mjs';

const dir = path.resolve(root, process.argv[2] ?? 'storybook-static');
const LIMIT_MS = 10_000;
const PARALLEL = 3;

if (!existsSync(path.join(dir, 'index.json'))) {
  console.error(`✖ ${dir} has no index.json: build Storybook first (pnpm build-storybook).`);
  process.exit(1);
}

const { entries } = JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8'));
const docs = Object.values(entries).filter((entry) => entry.type === 'docs');

const started = Date.now();
const server = await serve(dir);
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch(chromiumLaunchOptions);

/**
 * The title a docs page must show: an autodocs page its component's name (the title's last part);
 * an MDX page, attached to a component's stories (a usage page) or not, any top heading, since it
 * writes its own.
 */
function expectedTitle(entry) {
  const generated = entry.tags?.includes('autodocs') && !entry.tags.includes('attached-mdx');
  return generated ? entry.title.split('/').at(-1) : null;
}

/** Resolves with what `work` returns, or rejects after `ms` (a frozen tab never answers). */
function within(ms, work) {
  let timer;
  return Promise.race([
    work.finally(() => clearTimeout(timer)),
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`nothing within ${ms / 1000} s`)), ms);
    }),
  ]);
}

/**
 * One tab of the docs frame, reused as the Storybook UI reuses it: the preview loads once and each
 * docs page is then switched to through its channel, so a page's cost is its own render, not the
 * preview's start-up again. A tab that fails is closed and the next page gets a fresh one.
 */
class Tab {
  problems = [];

  async open(entry) {
    // A context of its own: Chromium never shares a renderer process across contexts, so a tab that
    // froze takes no other tab down with it.
    this.context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'ja-JP' });
    await this.context.addInitScript(listen);
    this.page = await this.context.newPage();
    // The frame loads once; a docs page is switched to, never loaded. A second load is the preview
    // reloading the frame (msw started twice in it did), which a reader would see as well.
    this.loads = 0;
    this.page.on('load', () => {
      this.loads += 1;
    });
    this.page.on('pageerror', (error) => this.problems.push(`threw: ${error.message}`));
    this.page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const where = message.location().url;
      this.problems.push(`console error: ${message.text()}${where ? ` (${where})` : ''}`);
    });
    await this.page.goto(`${origin}/iframe.html?viewMode=docs&id=${entry.id}`, { waitUntil: 'commit' });
  }

  async show(entry) {
    await this.page.waitForFunction(() => globalThis.__STORYBOOK_ADDONS_CHANNEL__, null, { polling: 50 });
    await this.page.evaluate((id) => {
      window.__olive_docs = { id, state: window.__olive_rendered === id ? 'rendered' : 'rendering' };
      if (window.__olive_docs.state === 'rendering')
        globalThis.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: id, viewMode: 'docs' });
    }, entry.id);
    await this.page.waitForFunction(() => window.__olive_docs?.state !== 'rendering', null, { polling: 50 });
    const outcome = await this.page.evaluate(() => window.__olive_docs ?? { state: 'the frame reloaded' });
    if (outcome.state !== 'rendered') throw new Error(outcome.state);
    const heading = this.page.locator('#storybook-docs h1').first();
    const text = (await heading.textContent()) ?? '';
    // Its stories have rendered (or failed, which logs) once none of them shows Storybook's loader
    // and none is still loading, rendering or playing. Storybook reloads the frame when it must tear
    // down a story that is still in one of those phases, as a reader who moves on too soon sees.
    await this.page.waitForFunction(
      () =>
        !document.querySelector('#storybook-docs .sb-loader, #storybook-docs .sb-preparing-story') &&
        window.__olive_pending.size === 0,
      null,
      { polling: 50 },
    );
    return text.trim();
  }

  async close() {
    await this.context?.close().catch(() => {});
    this.page = undefined;
    this.context = undefined;
  }
}

/**
 * In the frame, before the preview starts: once the preview sets up its channel, notes which docs
 * page last rendered, or why the one asked for did not, and which story renders are still under way.
 */
function listen() {
  const pendingPhases = ['loading', 'beforeEach', 'rendering', 'playing', 'afterEach'];
  window.__olive_pending = new Set();
  const observe = (channel) => {
    // The phases this frame's preview emits, not those its channel hears from the frames some
    // stories render in, which a switch removes mid-render and which never report again.
    const emit = channel.emit.bind(channel);
    channel.emit = (type, ...args) => {
      if (type === 'storyRenderPhaseChanged') {
        const { newPhase, renderId } = args[0];
        if (pendingPhases.includes(newPhase)) window.__olive_pending.add(renderId);
        else window.__olive_pending.delete(renderId);
      }
      return emit(type, ...args);
    };
    channel.on('docsRendered', (id) => {
      window.__olive_rendered = id;
      if (window.__olive_docs?.id === id) window.__olive_docs.state = 'rendered';
    });
    const fail = (state) => () => {
      if (window.__olive_docs?.state === 'rendering') window.__olive_docs.state = state;
    };
    channel.on('storyErrored', fail('its render failed'));
    channel.on('storyMissing', fail('Storybook did not find it'));
    channel.on('storyThrewException', fail('its render threw'));
  };
  let current;
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => current,
    set(channel) {
      current = channel;
      observe(channel);
    },
  });
}

async function check(tab, entry) {
  const t0 = Date.now();
  tab.problems = [];
  const problems = tab.problems;
  let fresh = false;
  try {
    await within(
      LIMIT_MS,
      (async () => {
        if (!tab.page) {
          fresh = true;
          await tab.open(entry);
        }
        const text = await tab.show(entry);
        const want = expectedTitle(entry);
        if (tab.loads > 1) problems.push('the frame reloaded while it was shown');
        if (!text) problems.push('it shows no title');
        else if (want && text !== want) problems.push(`its title reads "${text}", not "${want}"`);
      })(),
    );
  } catch (error) {
    problems.push(`not rendered${fresh ? ' (the preview loading too)' : ''}: ${error.message.split('\n')[0]}`);
  }
  const result = { entry, problems: [...problems], ms: Date.now() - t0 };
  if (result.problems.length > 0) await tab.close();
  return result;
}

const queue = [...docs];
const results = [];
await Promise.all(
  Array.from({ length: PARALLEL }, async () => {
    const tab = new Tab();
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      results.push(await check(tab, entry));
    }
    await tab.close();
  }),
);
await browser.close();
server.close();

const failed = results.filter((result) => result.problems.length > 0);
for (const { entry, problems } of failed) {
  console.error(`✖ ${entry.title} (${entry.id})`);
  for (const problem of problems) console.error(`    ${problem}`);
}
const slowest = results.toSorted((a, b) => b.ms - a.ms)[0];
console.log(
  `${failed.length === 0 ? '✔' : '✖'} ${results.length - failed.length}/${results.length} docs pages rendered in ` +
    `${((Date.now() - started) / 1000).toFixed(1)} s (slowest ${slowest ? `${slowest.entry.id} ${slowest.ms} ms` : '–'})`,
);
process.exit(failed.length === 0 ? 0 : 1);
