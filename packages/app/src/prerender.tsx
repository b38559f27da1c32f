import { appRoutes, authPaths, isRouteIn, paths, type RouteName } from '@olive/api';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';
import { Router as LocationRouter } from 'wouter';
import { App } from './App';

/**
 * The build's server renderer (run by scripts/prerender.mjs after the client build), with
 * the styled-components rules of what it rendered. The same App the browser hydrates (main.tsx):
 * - `render(path)`: a public route as the signed-out user first sees it, `prerendered` as the
 *   browser then says too; React's static renderer waits for the route's lazy page, so the HTML
 *   holds the page itself, not its loader;
 * - `render(null)`: what every other route shows first, the start-up's full-screen spinner
 *   (docs/product.md §4), which becomes index.html's content.
 */
export async function render(path: string | null): Promise<{ html: string; styles: string }> {
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerender(
      sheet.collectStyles(
        <LocationRouter ssrPath={path ?? '/'}>
          <App prerendered={path !== null} />
        </LocationRouter>,
      ),
    );
    const html = await new Response(prelude).text();
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/**
 * The styled components the modules run so far have made, in the order they were made: the
 * build's renderer records each (scripts/prerender.mjs wraps `styled` for it).
 */
const madeComponents = (): ComponentType[] =>
  (globalThis as { [key: symbol]: ComponentType[] })[Symbol.for('olive.styledComponents')] ?? [];

/**
 * The rules of every styled component a signed-in screen's first load defines, in styled-components'
 * own sheet format (rules, then a marker naming each component's class names): the modules run as
 * the browser runs them (the entry, then the shell's chunk, then the screen's), so each component
 * gets the id and class names it gets in the browser. Each component is rendered once without
 * props (every component's rules are the same for any props: variants are `data-` attributes); one
 * that needs props throws after its rules are in the sheet.
 */
export async function renderScreenStyles(name: RouteName): Promise<string> {
  const { appPages } = await import('./shell/SignedIn');
  if (!isRouteIn(name, 'app')) throw new Error(`${name} is not a screen inside the shell`);
  await appPages[name].preload?.();
  const sheet = new ServerStyleSheet();
  try {
    for (const Component of madeComponents()) {
      try {
        renderToString(sheet.collectStyles(<Component />));
      } catch {
        // Its rules were added before what it renders ran.
      }
    }
    return sheet.instance.toString();
  } finally {
    sheet.seal();
  }
}

/** The routes the build renders: the public screens that need nothing but the URL, and the error pages. */
export const prerenderedPaths: readonly string[] = [
  paths.login,
  paths.loginUnguarded,
  paths.passwordRecovery,
  paths.unauthorized,
  paths.notFound,
  paths.serverError,
];

/**
 * The screens inside the shell: each gets the start-up spinner's page with its scripts named for
 * preloading (scripts/prerender.mjs), so the browser fetches them while the app asks who is signed in.
 */
export const signedInRouteNames: readonly RouteName[] = (Object.keys(appRoutes) as RouteName[]).filter((name) =>
  isRouteIn(name, 'app'),
);

/**
 * The start-up's question (docs/product.md §4), asked by every page the spinner stands for: its page names it
 * for the browser to fetch with the scripts (scripts/prerender.mjs), and the app's own call then
 * takes that answer instead of asking once the scripts have run.
 */
export const startupCallPath: string = authPaths['auth.startupMe'].path;
