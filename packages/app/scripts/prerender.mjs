// After the client build (`vite build`): the public routes as HTML with their styles, so
// the sign-in screens and error pages paint before any script has run, and index.html with the
// start-up's full-screen spinner for every other route. The app's own server renderer
// (src/prerender.tsx) is built for Node by Vite with the client's config (same module graph, same
// chunks), then run once per page in a fresh Node process: styled-components numbers its components
// in the order their modules run, so a page rendered alone, after the entry and its own lazy chunks
// exactly as the browser runs them, gets the class names the browser hydrates with. (Ids fixed at
// build time would do it regardless of order, but cost the sign-in route bytes its budget lacks;
// e2e/prerender.e2e.ts hydrates every page and fails on a mismatch.) Each page is dist/index.html
// with the rendered root and a <style> block; no inline script (the CSP is script-src 'self'). The
// server answers a route with its file when there is one (packages/server/src/plugins/static.ts).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { manifestClosure, shellModule } from './viteManifest.mjs';

const app = path.resolve(import.meta.dirname, '..');
const dist = path.join(app, 'dist');
const out = path.join(app, 'node_modules', '.cache', 'olive-prerender');
const bundle = path.join(out, 'prerender.js');

// What module scope and the first render touch in a browser, for Node: the leave guard's popstate
// listener and the storages jotai reads remembered values from (all empty: a first visit).
const memoryStorage = () => {
  const items = new Map();
  return {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => items.set(k, String(v)),
    removeItem: (k) => items.delete(k),
  };
};
globalThis.addEventListener ??= () => {};
globalThis.removeEventListener ??= () => {};
globalThis.localStorage ??= memoryStorage();
globalThis.sessionStorage ??= memoryStorage();

if (process.argv[2] === '--styles') {
  // A signed-in screen's styled-components rules in this fresh process: `--styles <route name>`.
  const { renderScreenStyles } = await import(pathToFileURL(bundle).href);
  process.stdout.write(JSON.stringify(await renderScreenStyles(process.argv[3])));
  process.exit(0);
}

if (process.argv[2] === '--render') {
  // One page in this fresh process: `--render <path>`, or `--render -` for the start-up spinner.
  const route = process.argv[3] === '-' ? null : (process.argv[3] ?? null);
  const { render } = await import(pathToFileURL(bundle).href);
  process.stdout.write(JSON.stringify(await render(route)));
  process.exit(0);
}

/**
 * The build's renderer records every styled component the modules make, in the order they make them
 * (src/prerender.tsx renders each for a screen's rules): the app's and design system's imports of
 * styled-components get a module that hands what `styled` makes to a list and is the library
 * otherwise. It makes no component of its own, so the components are numbered as in the browser,
 * whose build does not have it. Global styles are not recorded: the shell's adds its rule while it
 * is mounted and takes it out when it goes, which a rule written in the page would not.
 */
const recordedStyled = '\0olive:recorded-styled';
const recordStyled = {
  name: 'olive:record-styled',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== 'styled-components' || !importer || importer === recordedStyled) return null;
    return /[\\/]packages[\\/](app|ui)[\\/]src[\\/]/.test(importer) ? recordedStyled : null;
  },
  load(id) {
    if (id !== recordedStyled) return null;
    return `import base from 'styled-components';
export * from 'styled-components';
const made = (globalThis[Symbol.for('olive.styledComponents')] ??= []);
const recording = (template) =>
  Object.assign((...args) => { const component = template(...args); made.push(component); return component; }, {
    attrs: (attrs) => recording(template.attrs(attrs)),
    withConfig: (config) => recording(template.withConfig(config)),
  });
const styled = (tag) => recording(base(tag));
for (const [tag, template] of Object.entries(base)) styled[tag] = recording(template);
export { styled, styled as default };
`;
  },
};

const { build } = await import('vite');
await build({
  root: app,
  logLevel: 'warn',
  plugins: [recordStyled],
  // Everything bundled: styled-components' and React's CommonJS entries would otherwise be loaded by
  // Node beside the bundle's own interop, and a second styled-components would collect no styles.
  ssr: { noExternal: true },
  build: { ssr: 'src/prerender.tsx', outDir: out, emptyOutDir: true, manifest: false, copyPublicDir: false },
});
const { prerenderedPaths, signedInRouteNames, startupCallPath } = await import(pathToFileURL(bundle).href);

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const template = entryScripts(readFileSync(path.join(dist, 'index.html'), 'utf8'));
const root = '<div id="root"></div>';
if (!template.includes(root) || !template.includes('</head>')) throw new Error(`dist/index.html has no ${root}`);

/**
 * The chunks the entry imports (Rolldown's runtime, the vendor libraries, the forms) as module
 * scripts of their own before the entry's, in the order they run, where Vite names them as
 * modulepreloads. A browser runs each module script in a task of its own, so their first run is
 * cut into a task per chunk: as one graph under the entry's script it was one task of their sum,
 * the longest of a signed-in page's load (docs/adr/0041-first-run-split-into-tasks.md). The
 * files, their order and their fetch are those of the modulepreloads; nothing runs twice (a module
 * runs once per page, whoever imports it).
 */
function entryScripts(html) {
  const order = [];
  const visit = (key) => {
    if (order.includes(key)) return;
    for (const imported of manifest[key].imports ?? []) visit(imported);
    order.push(key);
  };
  visit(entryKey);
  const entryTag = `<script type="module" crossorigin src="/${manifest[entryKey].file}"></script>`;
  if (!html.includes(entryTag)) throw new Error(`dist/index.html has no ${entryTag}`);
  let out = html;
  const tags = order.slice(0, -1).map((key) => {
    const file = manifest[key].file;
    const preload = new RegExp(`\\n\\s*<link rel="modulepreload" crossorigin href="/${file.replace(/[.]/g, '\\.')}">`);
    if (!preload.test(out)) throw new Error(`dist/index.html does not preload ${file}, which the entry imports`);
    out = out.replace(preload, '');
    return `<script type="module" crossorigin src="/${file}"></script>`;
  });
  return out.replace(entryTag, [...tags, entryTag].join('\n    '));
}

/** The template with a rendered root (marked data-prerendered for a page) and its style block. */
function page(route) {
  const rendered = execFileSync(process.execPath, [import.meta.filename, '--render', route ?? '-'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const { html, styles } = JSON.parse(rendered);
  const what = route ?? 'the start-up spinner';
  if (/<script/i.test(html)) throw new Error(`${what}: the rendered HTML has a script (CSP: script-src 'self')`);
  if (!styles.includes('<style')) throw new Error(`${what}: no styles were collected`);
  // A rendered page is painted once it is parsed to its end (`rel=expect … blocking=render`): the
  // parser may otherwise yield half-way, paint the top of a vertically centred page, and move it
  // when the rest arrives (a layout shift Lighthouse saw on the sign-in page).
  const filled =
    route === null
      ? template.replace('</head>', `${styles}</head>`).replace(root, `<div id="root">${html}</div>`)
      : template
          .replace('</head>', `<link rel="expect" href="#root-end" blocking="render">\n${styles}</head>`)
          .replace(root, `<div id="root" data-prerendered>${html}</div><template id="root-end"></template>`);
  // A rendered page paints without its scripts, so they are fetched at low priority: the browser
  // does not hold the first paint for them, and Lighthouse's simulation (which counts high-priority
  // scripts as render-blocking) sees the page as it is. The start-up spinner's page keeps them high:
  // there the scripts are the content.
  return route === null ? filled : lowPriority(filled);
}

/** The page's module script and modulepreloads fetched at low priority. */
function lowPriority(html) {
  return html.replace(
    /<(script type="module"|link rel="modulepreload") crossorigin /g,
    '<$1 crossorigin fetchpriority="low" ',
  );
}

function write(file, text, what) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`prerendered ${what} → ${path.relative(app, file)} (${(text.length / 1024).toFixed(1)} KB)`);
}

/** What separates the parts of styled-components' sheet text. */
const splitter = '/*!sc*/\n';

rmSync(path.join(dist, 'prerender'), { recursive: true, force: true });
for (const route of prerenderedPaths) {
  write(path.join(dist, 'prerender', `${route.replace(/^\//, '')}.html`), page(route), route);
}
// Every other route: index.html, its root holding the start-up spinner the app shows first. Its
// first call, who is signed in, is fetched with the scripts: without it, the question
// waits for the scripts to load and run and hydration to end, and the screen then waits for its
// answer. `crossorigin="use-credentials"` is the credentials mode of the app's calls
// (packages/api/src/client/transport.ts, `withCredentials`): only a fetch of the same mode takes
// the preloaded answer (e2e/prerender.e2e.ts checks that the call goes out once).
const entryScript = new RegExp(`<script type="module" crossorigin src="/${manifest[entryKey].file}"></script>\\n`);
const spinnerPage = page(null);
if (!entryScript.test(spinnerPage))
  throw new Error('dist/index.html has no entry script to put the start-up call after');
const spinner = spinnerPage.replace(
  entryScript,
  (tag) => `${tag}    <link rel="preload" as="fetch" crossorigin="use-credentials" href="${startupCallPath}">\n`,
);
write(path.join(dist, 'index.html'), spinner, 'the start-up spinner');

// The screens inside the shell: the same spinner page, naming for the browser to fetch at
// once the shell's chunk and the screen's own chunk with what they import. Without them each waits
// for the one before: the entry, then who is signed in, then the shell, then the screen. The server
// answers a signed-in route with its file (packages/server/src/plugins/static.ts). Which module a
// screen is comes from its line in the screens' table (src/shell/appPages.ts); a screen without
// one, or with a module the build did not emit, fails the build.
const closure = (key, files) => manifestClosure(manifest, key, files);
const inEntry = closure(entryKey);
const screens = new Map(
  [
    ...readFileSync(path.join(app, 'src', 'shell', 'appPages.ts'), 'utf8').matchAll(
      /^\s+(\w+): lazyPage\(\(\) => import\('\.\.\/(pages\/[\w/]+)'\)/gm,
    ),
  ].map(([, name, module]) => [name, `src/${module}.tsx`]),
);
// The entry's scripts too: the spinner is painted from the HTML, and every script (the entry's
// and the screen's) is needed only when the start-up answer is there. At high priority, Lighthouse's
// simulation counted the entry script as holding the first paint in most runs
// (docs/adr/0036-first-paint-without-shift.md).
const signedInSpinner = lowPriority(spinner);
const startupPreload = /(<link rel="preload" as="fetch"[^>]*>)/;
if (!startupPreload.test(signedInSpinner))
  throw new Error('the start-up page has no start-up call to put the screens after');
for (const name of signedInRouteNames) {
  const module = screens.get(name);
  if (!module || !manifest[module]) throw new Error(`the screen ${name} has no page chunk in the build (appPages.ts)`);
  const files = [...closure(module, closure(shellModule))].filter((file) => !inEntry.has(file));
  // Low priority: the spinner paints without them and the entry script comes first; they are
  // needed once the answer to "who is signed in" is there.
  const links = files
    .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
    .join('\n    ');
  write(
    path.join(dist, 'prerender', 'signed-in', `${name}.html`),
    withScreenStyles(signedInSpinner.replace(startupPreload, `$1\n    ${links}`), name),
    `${name} (${files.length} scripts preloaded)`,
  );
}

/**
 * The screen's styled-components rules in its start-up page, so that its first load compiles and
 * inserts none (docs/adr/0170-screen-styles-written-at-build.md). styled-components' server format
 * is rules, each component's followed by a marker (`data-styled.g<group>[id="<component>"]
 * {content:"<class names>,"}`); the browser library, on its first use, reads every
 * `style[data-styled]` block of that version, takes the markers' class names as already in the
 * page and inserts the rules found before each marker again by `insertRule`. So the rules go in a
 * style block of their own that stays as the browser parsed it (before the first paint), and the
 * markers alone in the block the library reads (`media="not all"`: it applies to nothing while it
 * is there). The spinner's block is replaced: the screen's rules include the spinner's.
 */
function withScreenStyles(html, name) {
  const sheet = JSON.parse(
    execFileSync(process.execPath, [import.meta.filename, '--styles', name], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    }),
  );
  const parts = sheet.split(splitter).filter((part) => part.trim());
  const markers = parts.filter((part) => part.startsWith('data-styled.g'));
  const rules = parts.filter((part) => !part.startsWith('data-styled.g'));
  if (!markers.length || !rules.length) throw new Error(`${name}: no styled-components rules were collected`);
  const block = /<style data-styled="true" data-styled-version="([^"]+)">[\s\S]*?<\/style>/;
  const version = html.match(block)?.[1];
  if (!version) throw new Error(`${name}: the start-up page has no styled-components block to replace`);
  return html.replace(
    block,
    () =>
      `<style data-olive-screen>${rules.join('')}</style>` +
      `<style data-styled="true" data-styled-version="${version}" media="not all">${markers.join(splitter)}${splitter}</style>`,
  );
}
rmSync(out, { recursive: true, force: true });
