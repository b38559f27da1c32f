import { findAppRoute } from '@olive/api';
import { PageLoader } from '@olive/ui';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { effectiveAgencyCodeAtom } from '../state/agency';
import { authAtom } from '../state/auth';
import { rememberPath } from '../state/redirect';
import { decide } from './guard';
// Its popstate listener must be added before the router's (the unsaved-changes question on back).
import './leaveGuard';
import { PageFrame } from './PageFrame';
import { publicPages } from './pages';

/**
 * The signed-in shell and its screens' table are their own chunk: the sign-in screens load
 * without them (and without the shell's overlays).
 */
const SignedIn = lazy(() => import('../shell/SignedIn'));

/**
 * The route table of docs/product.md §2 from the api package: guards decide, lazy pages render behind
 * the PageLoader, the page scrolls to the top when the path changes.
 */
export function Router() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const auth = useAtomValue(authAtom);
  const agencyCode = useAtomValue(effectiveAgencyCodeAtom);
  const full = search ? `${location}?${search}` : location;
  const decision = decide(full, { auth, agencyCode });

  // docs/product.md §2: the page scrolls to the top on each route change: a new path, not a new query, so
  // paging or sorting a list keeps the list in view. Not for the first path: a page load starts at
  // the top (or where the browser restores a reload to), and scrolling in the first screen's commit
  // made the browser lay out the whole page inside it and again for its frame.
  const shownPath = useRef(location);
  useLayoutEffect(() => {
    if (shownPath.current === location) return;
    shownPath.current = location;
    window.scrollTo(0, 0);
  }, [location]);

  useEffect(() => {
    if (decision.kind !== 'redirect') return;
    if (decision.remember) rememberPath(decision.remember);
    navigate(decision.to, { replace: true });
  }, [decision, navigate]);

  if (decision.kind === 'redirect') return <PageLoader />;
  const name = decision.kind === 'notFound' ? 'notFound' : decision.name;
  const params = decision.kind === 'render' ? decision.params : {};
  // An own key of the public table is one of its routes (isRouteIn would put the route table's
  // group lookup into the sign-in bundle, which is at its size budget).
  const Page = Object.hasOwn(publicPages, name) ? publicPages[name as keyof typeof publicPages] : undefined;
  const page = Page ? (
    <PageFrame resetKey={location}>
      <Page params={params} />
    </PageFrame>
  ) : null;
  const group = findAppRoute(location)?.route.group ?? 'error';
  // Error pages sit in the shell when a signed-in user sees them, alone otherwise.
  return group === 'app' || (group === 'error' && auth.isAuthenticated) ? (
    <Suspense fallback={<PageLoader />}>
      <SignedIn name={name} params={params} resetKey={location}>
        {page}
      </SignedIn>
    </Suspense>
  ) : (
    page
  );
}
