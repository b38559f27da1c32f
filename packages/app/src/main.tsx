import { findAppRoute } from '@olive/api';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { publicPages } from './routes/pages';

// The build renders the sign-in screens and error pages (their root marked data-prerendered) and,
// in index.html for every other route, the start-up spinner (scripts/prerender.mjs): the
// browser hydrates what it was sent. Only Vite's dev server sends the empty source index.html.
const root = document.getElementById('root') as HTMLElement;
const page = <App prerendered={root.hasAttribute('data-prerendered')} />;
// StrictMode's checks run in development only; production leaves it out (bytes of the sign-in route).
const app = import.meta.env.DEV ? <StrictMode>{page}</StrictMode> : page;

// The route's own page script first (a prerendered page's, above all): hydration then finishes in
// one pass, without suspending. It starts whatever the answer; a failed load shows on the page.
// The root is made in a task after the modules' own (React DOM's set-up of the root and its event
// listeners held the same task as their first run).
const start = () =>
  setTimeout(() => {
    if (import.meta.env.DEV && !root.firstChild) createRoot(root).render(app);
    else hydrateRoot(root, app);
  });
const name = findAppRoute(location.pathname)?.name as keyof typeof publicPages;
Promise.resolve(publicPages[name]?.preload?.()).then(start, start);
