// `node scripts/traceWeb.mjs`: where a signed-in screen's first load spends the main thread, as a
// phone would (Chromium's performance trace at 4× CPU slowdown, 412×823), to find what to cut.
// A tool, not a test: it prints figures and fails only when it cannot measure.
//
// It serves a build on a fresh portal (APP_DIST, packages/app/dist by default), signs the demo
// recruiter_admin in, and loads each page LOADS times with the trace and V8's sampling profiler on.
// For every load it sums the main thread's top-level tasks by kind (script, style recalculation,
// layout, paint, GC, HTML) and the profiler's self time by script file (or by source file when
// the build has source maps: `vite build --sourcemap`), and counts the CSS rules styled-components
// inserted before the first paint and after it. Medians over the loads are printed.
//
//   PAGES=/,/contracts LOADS=3 node scripts/traceWeb.mjs
//   TRACE_SAVE=/tmp/trace node scripts/traceWeb.mjs   # also writes each load's trace (JSON)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { signInDemo, startPortal } from './benchPortal.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { root } from './setup.mjs';

const LOADS = Math.max(1, Number(process.env.LOADS ?? 3));
const PAGES = (process.env.PAGES ?? '/,/contracts').split(',');
const dist = path.resolve(process.env.APP_DIST ?? path.join(root, 'packages/app/dist'));
const SAVE = process.env.TRACE_SAVE;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Source maps of the build's scripts, when it has them: file → decoder of generated positions. */
const maps = new Map();
function sourceOf(url, line, column) {
  const file = url.replace(/^.*?\/assets\//, 'assets/');
  if (!maps.has(file)) {
    const mapFile = path.join(dist, `${file}.map`);
    maps.set(file, existsSync(mapFile) ? decodeMap(JSON.parse(readFileSync(mapFile, 'utf8'))) : null);
  }
  const map = maps.get(file);
  if (!map) return file;
  const segments = map.lines[line] ?? [];
  let source = null;
  for (const s of segments) {
    if (s.column > column) break;
    source = s.source;
  }
  const name = source === null ? file : map.sources[source];
  return name
    .replace(/^.*node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+).*$/, '$1')
    .replace(/^(\.\.\/)+/, '');
}
// biome-ignore lint/complexity/noExcessiveCognitiveComplexity: a Base64 VLQ decoder reads best as one loop
function decodeMap(map) {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const lines = [];
  let source = 0;
  for (const text of map.mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of text.split(',')) {
      if (!segment) continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const c of segment) {
        const digit = chars.indexOf(c);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >> 1) : value >> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (values.length > 1) source += values[1];
      segments.push({ column, source });
    }
    lines.push(segments);
  }
  return { lines, sources: map.sources };
}

/** The trace's main-thread figures: top-level tasks by kind, and the profiler's self time by source. */
// biome-ignore lint/complexity/noExcessiveCognitiveComplexity: one pass over the trace's events
function summarise(events, origin) {
  // The renderer's main thread that parsed the page (not the browser's own pages' renderers).
  const main = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(origin));
  const onMain = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid);
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const kinds = {
    script: [
      'EvaluateScript',
      'FunctionCall',
      'v8.evaluateModule',
      'TimerFire',
      'EventDispatch',
      'FireAnimationFrame',
      'V8.Execute',
    ],
    compile: ['v8.compile', 'v8.compileModule', 'V8.CompileCode', 'CacheScript', 'v8.parseOnBackground'],
    style: ['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet'],
    layout: ['Layout'],
    paint: ['Paint', 'PrePaint', 'Layerize', 'Commit', 'UpdateLayer', 'CompositeLayers'],
    gc: ['MinorGC', 'MajorGC', 'V8.GC_SCAVENGER', 'BlinkGC.AtomicPhase', 'V8.GC_MARK_COMPACTOR'],
    html: ['ParseHTML'],
  };
  const kindOf = new Map(Object.entries(kinds).flatMap(([k, names]) => names.map((n) => [n, k])));
  // Each event's self time, counted once: nested events of a kind are taken off their parent.
  const byKind = {};
  const stacks = [];
  for (const e of onMain.filter((e) => e.ph === 'X' && e.dur).sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
    while (stacks.length && stacks.at(-1).end <= e.ts) stacks.pop();
    const kind = e.name === 'RunTask' ? 'other' : kindOf.get(e.name);
    if (!kind) continue;
    const parent = stacks.at(-1);
    if (parent) byKind[parent.kind] = (byKind[parent.kind] ?? 0) - e.dur / 1000;
    byKind[kind] = (byKind[kind] ?? 0) + e.dur / 1000;
    stacks.push({ end: e.ts + e.dur, kind });
  }
  // The sampling profiler: self time by source (or script file).
  const nodes = new Map();
  const bySource = {};
  // The profile's chunks come from a sampler thread; its Profile event names the thread sampled.
  const profile = events.find((e) => e.name === 'Profile' && main && e.pid === main.pid && e.tid === main.tid);
  for (const e of events.filter(
    (e) => e.name === 'ProfileChunk' && profile && e.pid === profile.pid && e.id === profile.id,
  )) {
    const cpu = e.args?.data?.cpuProfile;
    for (const n of cpu?.nodes ?? []) nodes.set(`${e.id}:${n.id}`, n.callFrame);
    const deltas = e.args.data.timeDeltas ?? [];
    (cpu?.samples ?? []).forEach((id, i) => {
      const f = nodes.get(`${e.id}:${id}`);
      if (!f) return;
      const where = f.url ? sourceOf(f.url, f.lineNumber, f.columnNumber) : `(${f.functionName || 'native'})`;
      bySource[where] = (bySource[where] ?? 0) + (deltas[i + 1] ?? deltas[i] ?? 0) / 1000;
    });
  }
  return {
    total: tasks.reduce((s, t) => s + t.dur / 1000, 0),
    // The thread's own CPU time in those tasks: what another process on a busy machine does not add.
    cpu: tasks.reduce((s, t) => s + (t.tdur ?? 0) / 1000, 0),
    long: tasks.filter((t) => t.dur > 50_000).map((t) => Math.round(t.dur / 1000)),
    byKind,
    bySource,
  };
}

const portal = await startPortal({ dist });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const rows = new Map();
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'ja-JP' });
  // styled-components' rules (insertRule in production) and style text, before and after the first paint.
  await context.addInitScript(() => {
    const count = { before: 0, after: 0, chars: 0, painted: false };
    window.__styleRules = count;
    const insert = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule, index) {
      count[count.painted ? 'after' : 'before']++;
      count.chars += rule.length;
      return insert.call(this, rule, index);
    };
    new PerformanceObserver((list) => {
      if (list.getEntries().some((e) => e.name === 'first-contentful-paint')) count.painted = true;
    }).observe({ type: 'paint', buffered: true });
  });
  await signInDemo(context, portal.url);
  for (let i = 0; i < LOADS; i++) {
    for (const page of PAGES) {
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const events = [];
      cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
      const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.start', {
        traceConfig: {
          includedCategories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'v8.execute',
            'v8',
            'blink',
            'loading',
            'disabled-by-default-v8.cpu_profiler',
          ],
        },
        transferMode: 'ReportEvents',
      });
      await tab.goto(`${portal.url}${page}`);
      if (new URL(tab.url()).pathname !== page) throw new Error(`${page} ended on ${tab.url()}`);
      await tab.locator('main h1').waitFor({ state: 'attached', timeout: 30_000 });
      await tab.waitForTimeout(3000);
      const rules = await tab.evaluate(() => window.__styleRules);
      await cdp.send('Tracing.end');
      await done;
      if (SAVE) {
        mkdirSync(SAVE, { recursive: true });
        writeFileSync(
          path.join(SAVE, `${i}-${page.replace(/\W+/g, '_')}.json`),
          JSON.stringify({ traceEvents: events }),
        );
      }
      rows.set(page, [...(rows.get(page) ?? []), { ...summarise(events, portal.url), rules }]);
      await tab.close();
    }
  }
} finally {
  await browser.close();
  portal.stop();
}

for (const [page, loads] of rows) {
  const m = (f) => Math.round(median(loads.map(f)));
  console.log(`\n${page}: ${loads.length} loads at 4× CPU, medians (ms)`);
  console.log(
    `  main-thread tasks ${m((l) => l.total)} (CPU time ${m((l) => l.cpu)}); long tasks ${loads.map((l) => `[${l.long.join(' ')}]`).join(' ')}`,
  );
  const kinds = [...new Set(loads.flatMap((l) => Object.keys(l.byKind)))];
  console.log(`  by kind: ${kinds.map((k) => `${k} ${m((l) => l.byKind[k] ?? 0)}`).join(', ')}`);
  console.log(
    `  CSS rules inserted: ${m((l) => l.rules.before)} before the first paint, ${m((l) => l.rules.after)} after (${m((l) => l.rules.chars)} characters)`,
  );
  const sources = [...new Set(loads.flatMap((l) => Object.keys(l.bySource)))]
    .map((s) => [s, median(loads.map((l) => l.bySource[s] ?? 0))])
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25);
  console.log('  profiler self time by source:');
  for (const [s, t] of sources) console.log(`    ${String(Math.round(t)).padStart(6)}  ${s}`);
}
