import { paths } from '@olive/api';
import { defaultToastStore, FullScreenSpinner, ThemeProvider } from '@olive/ui';
import { useAtom, useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { authApi } from './api/http';
import { ErrorBoundary } from './errors/ErrorBoundary';
import { Router } from './routes/Router';
import { authAtom, initialAuth, startupState, verificationStep } from './state/auth';
import { loadingAtom } from './state/loading';
import { themeAtom } from './state/theme';

/** Loaded with the first error: the dialog and its overlay layer stay out of the first page's bundle. */
const GlobalErrorDialog = lazy(() => import('./errors/GlobalErrorDialog'));
/**
 * Loaded with the first toast, then kept: the sign-in page shows none, so the toaster stays out of
 * its bundle. Toasts raised while it loads wait in the store and show with their full 5 seconds.
 */
const Toasts = lazy(() => import('./shell/Toasts'));

function useToastsNeeded(): boolean {
  const [needed, setNeeded] = useState(() => defaultToastStore.getSnapshot().length > 0);
  useEffect(() => {
    if (needed) return;
    const check = () => {
      if (defaultToastStore.getSnapshot().length > 0) setNeeded(true);
    };
    check();
    return defaultToastStore.subscribe(check);
  }, [needed]);
  return needed;
}

/**
 * docs/product.md §4 start-up: ask who is signed in; a full-screen spinner until the answer. A page the
 * build rendered to HTML (`prerendered`: the sign-in screens and error pages) is already
 * on screen: it is hydrated as it stands, signed out, and the answer then decides as usual (a
 * signed-in user is sent on by the router's guard). The question is asked once hydration is done
 * (an effect), and main.tsx loads the page's script before hydrating, so the answer never reaches
 * a part of the page still waiting to hydrate (React would drop its HTML and render it again).
 */
function StartUp({ children, prerendered }: { children: React.ReactNode; prerendered: boolean }) {
  const [auth, setAuth] = useAtom(authAtom);
  const [, navigate] = useLocation();
  useEffect(() => {
    let live = true;
    authApi.startupMe().then((r) => {
      if (!live) return;
      if (r.ok && r.status === 200) {
        const state = startupState(r.data.user);
        setAuth(state);
        const step = verificationStep(r.data.user);
        if (step) navigate(paths[step], { replace: true });
      } else {
        setAuth({ ...initialAuth, isInitialized: true });
      }
    });
    return () => {
      live = false;
    };
  }, [setAuth, navigate]);
  return auth.isInitialized || prerendered ? children : <FullScreenSpinner />;
}

/**
 * What surrounds every route: the error boundary, the global error dialog (docs/product.md §8) and the
 * toasts. Page stories render the router inside it too, so a story shows what a user would see.
 */
export function AppFrame({ children }: { children: React.ReactNode }) {
  const hasError = useAtomValue(loadingAtom).errorMessage !== null;
  const toasts = useToastsNeeded();
  return (
    <ErrorBoundary>
      {children}
      {hasError ? (
        <Suspense fallback={null}>
          <GlobalErrorDialog />
        </Suspense>
      ) : null}
      {toasts ? (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      ) : null}
    </ErrorBoundary>
  );
}

/** `prerendered`: the page in #root came from the build's HTML (main.tsx hydrates it; prerender.tsx renders it). */
export function App({ prerendered }: { prerendered: boolean }) {
  const theme = useAtomValue(themeAtom);
  return (
    // No GlobalStyle: the root CSS is in index.html's head (vite.config.ts writes it there), so
    // styled-components does not compile it again on every load, and the bundle does not carry it.
    <ThemeProvider theme={theme}>
      <AppFrame>
        <StartUp prerendered={prerendered}>
          <Router />
        </StartUp>
      </AppFrame>
    </ThemeProvider>
  );
}
