import { Button, fontSize, space } from '@olive/ui';
import { type ComponentType, lazy } from 'react';
import styled from 'styled-components';

/** docs/product.md §9: how long a page's script may take to arrive. */
export const SCRIPT_TIMEOUT_MS = 120_000;

export class PageLoadError extends Error {
  override name = 'PageLoadError';
}

/**
 * A lazy page whose script must arrive within 120 s. A timeout, or a chunk that no longer exists
 * after a deploy, becomes a PageLoadError that the page boundary shows with a reload button,
 * instead of a spinner forever. `preload()` fetches it before its first render: React then renders
 * it at once, without suspending — what hydrating a prerendered page needs (main.tsx).
 */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  timeoutMs = SCRIPT_TIMEOUT_MS,
) {
  let loaded: { default: ComponentType<P> } | undefined;
  const page = lazy(() =>
    loaded
      ? // A thenable that answers at once: React.lazy reads a synchronous answer straight away.
        // biome-ignore lint/suspicious/noThenProperty: a thenable is the point (React.lazy's contract)
        ({ then: (done: (module: unknown) => void) => done(loaded) } as Promise<{ default: ComponentType<P> }>)
      : new Promise<{ default: ComponentType<P> }>((resolve, reject) => {
          const timer = setTimeout(() => reject(new PageLoadError('timeout')), timeoutMs);
          load().then(
            (module) => {
              clearTimeout(timer);
              resolve(module);
            },
            (error: unknown) => {
              clearTimeout(timer);
              reject(new PageLoadError(error instanceof Error ? error.message : String(error)));
            },
          );
        }),
  );
  return Object.assign(page, {
    preload: () =>
      load().then((module) => {
        loaded = module;
      }),
  });
}

export const pageLoadMessages = {
  title: 'ページを読み込めませんでした',
  body: '通信状況を確認するか、新しいバージョンが公開された可能性があるため、ページを再読み込みしてください。',
  reload: '再読み込み',
} as const;

/**
 * What a failed lazy load shows. A styled section rather than the layout primitives: this module
 * is in the entry chunk of every route, sign-in included, and the bundle budget counts its bytes.
 */
const Failed = styled.section`
  display: grid;
  gap: ${space[4]};
  justify-items: start;
  & h1 { margin: 0; font-size: ${fontSize['2xl']}; }
  & p { margin: 0; }
`;

export function PageLoadFailed() {
  return (
    <Failed role="alert">
      <h1>{pageLoadMessages.title}</h1>
      <p>{pageLoadMessages.body}</p>
      <Button onClick={() => window.location.reload()}>{pageLoadMessages.reload}</Button>
    </Failed>
  );
}
