import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
// By path, not by package name: Vite bundles a config's relative imports and would hand the
// workspace package's TypeScript to Node as it is.
import { globalCss } from '../ui/src/theme/globalCss';
import { sharedChunks } from './sharedChunks.ts';

/**
 * The app is served by the reference server in production (one origin). In development Vite serves
 * it on 5173 and forwards the API to the server on 3000.
 */
const api = process.env.OLIVE_API_URL ?? 'http://127.0.0.1:3000';

/**
 * Vite's helper that preloads a lazy chunk's imports beside it (0.6 KB gzip of the sign-in route
 * less), without what this build never uses: CSS files (styled-components writes the styles), CSP
 * nonces (the server sends none: packages/server/src/plugins/securityHeaders.ts), a relative base
 * and the `vite:preloadError` event. Each import is preloaded once, not at all when the page already
 * links it (the prerendered pages' modulepreloads), and the chunk itself starts loading at once, as
 * with Vite's helper.
 */
const preloadHelper = `const seen = new Set();
const rel = document.createElement('link').relList.supports?.('modulepreload') ? 'modulepreload' : 'preload';
export const __vitePreload = (load, deps) => {
  for (const dep of deps ?? []) {
    const href = new URL('/' + dep, location.href).href;
    if (seen.has(href)) continue;
    seen.add(href);
    if ([...document.getElementsByTagName('link')].some((link) => link.href === href)) continue;
    const link = document.createElement('link');
    link.rel = rel;
    link.as = 'script';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
  return load();
};`;

/**
 * Vendor modules the browser never needs, replaced at build time:
 * - stylis' prefix table (1.2 KB gzip): styled-components imports stylis whole, but vendor prefixes
 *   are off (no `enableVendorPrefixes`; the targets are evergreen browsers), so `prefix` never runs.
 * - the use-sync-external-store shim wouter imports: React 19 has the hook itself;
 * - most of Vite's preload helper (`preloadHelper` above).
 */
const leanVendor: Plugin = {
  name: 'olive:lean-vendor',
  enforce: 'pre',
  apply: 'build',
  load(id) {
    if (/[\\/]stylis[\\/]src[\\/]Prefixer\.js$/.test(id)) return 'export function prefix(value) { return value }';
    if (/[\\/]use-sync-external-store[\\/]shim[\\/]index\.js$/.test(id))
      return "export { useSyncExternalStore } from 'react';";
    if (id === '\0vite/preload-helper.js') return preloadHelper;
    return null;
  },
};

/**
 * The design system's root CSS (the themes' custom properties, the type defaults) written into
 * index.html's head, so every page built from it (the start-up page, the prerendered ones) is
 * styled before any script runs, and styled-components does not compile the same CSS again on each
 * load (App renders no `GlobalStyle`). Inline, not a file: one more render-blocking request
 * costs a phone more than the bytes. CSP allows inline styles (`style-src 'self' 'unsafe-inline'`).
 */
const rootCss: Plugin = {
  name: 'olive:root-css',
  transformIndexHtml: () => [
    {
      tag: 'style',
      attrs: { 'data-olive-root': '' },
      children: globalCss.replace(/\s+/g, ' ').trim(),
      injectTo: 'head',
    },
  ],
};

const root = fileURLToPath(new URL('.', import.meta.url));

/** The configuration, made fresh for each build (the signed-in chunk's first build needs its own plugins). */
export const appConfig = (): UserConfig => ({
  root,
  plugins: [react(), leanVendor, rootCss],
  // styled-components' CSS minified at build time (whitespace and comments out of the templates),
  // with pure annotations so unused styled components are dropped. No `ssr` ids: the prerender
  // (scripts/prerender.mjs) gets the browser's class names by running the modules in its order.
  oxc: {
    plugins: {
      styledComponents: { displayName: false, fileName: false, ssr: false, minify: true, pure: true },
    },
  },
  build: {
    target: 'es2022',
    manifest: true,
    modulePreload: { polyfill: false },
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Shared chunks (vendor, forms, the shell's pieces) by hash alone: their names are in every
        // chunk's imports and in the preload map of the entry, 0.2 KB gzip of the sign-in route, which
        // pays for the hydration of the prerendered pages. Pages keep their names (the
        // journeys hold a page's script by name; the size report reads the manifest).
        chunkFileNames: (chunk) => (chunk.name.endsWith('Page') ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler|styled-components|stylis|@emotion|jotai|wouter|regexparam|use-sync-external-store|redaxios|superstruct)[\\/]/,
            },
            {
              // What every form screen uses, starting with sign-in: one chunk instead of a dozen.
              name: 'forms',
              test: /packages[\\/](?:ui[\\/]src[\\/](?:form[\\/](?:SimpleForm|FormTextField|FormPasswordField)[\\/]|form[\\/](?:Form[\\/]FormBody\.tsx|formErrors\.ts|useFormField\.ts)|primitives[\\/](?:Field|TextField|PasswordField|Alert|VisuallyHidden|Link)[\\/]|internal[\\/]controlStyles)|api[\\/]src[\\/]validation[\\/](?:labels|toFieldErrors)|app[\\/]src[\\/](?:forms[\\/]validate|shell[\\/](?:AuthLayout|RouterLink)|pages[\\/]auth[\\/]useCompleteSignIn))/,
            },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': api, '/login': api, '/logout': api },
  },
});

export default defineConfig(() => {
  const config = appConfig();
  config.plugins?.push(
    sharedChunks({
      shell: `${root}src/shell/SignedIn.tsx`,
      signIn: `${root}src/pages/auth/LoginPage.tsx`,
      configure: appConfig,
    }),
  );
  return config;
});
