import { FallbackErrorScreen } from '@olive/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PageLoadError, PageLoadFailed } from '../routes/lazyPage';

interface State {
  error: unknown;
}

/**
 * Around everything: the fallback screen 'Unexpected Application Error!' (details in development
 * only). Around each page: a failed lazy load shows the reload message instead.
 */
export class ErrorBoundary extends Component<{ children: ReactNode; page?: boolean; resetKey?: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidUpdate(prev: { resetKey?: string }) {
    // Moving to another page clears a page's error.
    if (this.props.page && prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (import.meta.env.DEV) console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (this.props.page && error instanceof PageLoadError) return <PageLoadFailed />;
    if (this.props.page) throw error;
    return <FallbackErrorScreen error={error} showDetails={import.meta.env.DEV} />;
  }
}
