import { PageLoader } from '@olive/ui';
import { type ReactNode, Suspense } from 'react';
import { ErrorBoundary } from '../errors/ErrorBoundary';

/**
 * Around every lazy page: the PageLoader while its script arrives, and a boundary that turns a
 * failed load into the reload message (reset when the path changes).
 */
export function PageFrame({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  return (
    <ErrorBoundary page resetKey={resetKey}>
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
