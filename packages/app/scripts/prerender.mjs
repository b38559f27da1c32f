// After the client build (`vite build`): the public routes as HTML with their styles (issue 19), so
// the sign-in screens and error pages paint before any script has run, and index.html with the
// start-up's full-screen spinner for every other route. The app's own server renderer
// (src/prerender.tsx) is built for Node by Vite with the client's config (same module graph, same
// chunks), then run once per page in a fresh Node process: styled-components numbers its components
// in the order their modules run, so a page rendered alone, after the entry and its own lazy chunks
// exactly as the browser runs them, gets the class names the browser hydrates with. (Ids fixed at
// build time would do it regardless of order, but cost the sign-in route 0.2 KB it does not have;
// e2e/prerender.e2e.ts hydrates every page and fails on a mismatch.) Each page is dist/index.html
// with the rendered root and a <style> block; no inline script (the CSP is script-src 'self'). The
// server answers a route with its file when there is one (packages/server/src/plugins/static.ts).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

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

if (process.argv[2] === '--render') {
  // One page in this fresh process: `--render <path>`, or `--render -` for the start-up spinner.
  const route = process.argv[3] === '-' ? null : (process.argv[3] ?? null);
  const { render } = await import(pathToFileURL(bundle).href);
  process.stdout.write(JSON.stringify(await render(route)));
  process.exit(0);
}

const { build } = await import('vite');
await build({
  root: app,
  logLevel: 'warn',
  // Everything bundled: styled-components' and React's CommonJS entries would otherwise be loaded by
  // Node beside the bundle's own interop, and a second styled-components would collect no styles.
  ssr: { noExternal: true },
  build: { ssr: 'src/prerender.tsx', outDir: out, emptyOutDir: true, manifest: false, copyPublicDir: false },
});
const { prerenderedPaths } = await import(pathToFileURL(bundle).href);

const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const root = '<div id="root"></div>';
if (!template.includes(root) || !template.includes('</head>')) throw new Error(`dist/index.html has no ${root}`);

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
  return template
    .replace('</head>', `${styles}</head>`)
    .replace(root, `<div id="root"${route === null ? '' : ' data-prerendered'}>${html}</div>`);
}

function write(file, text, what) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`prerendered ${what} → ${path.relative(app, file)} (${(text.length / 1024).toFixed(1)} KB)`);
}

rmSync(path.join(dist, 'prerender'), { recursive: true, force: true });
for (const route of prerenderedPaths) {
  write(path.join(dist, 'prerender', `${route.replace(/^\//, '')}.html`), page(route), route);
}
// Every other route: index.html, its root holding the start-up spinner the app shows first.
write(path.join(dist, 'index.html'), page(null), 'the start-up spinner');
rmSync(out, { recursive: true, force: true });
