import { ConfirmDialog } from '@olive/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-final-form';
import { useLocation } from 'wouter';
import { FormDraft } from '../forms/FormDraft';
import { guardLeaving } from '../routes/leaveGuard';

export const unsavedChangesText = {
  title: '変更が保存されていません',
  message: '入力した内容はまだ保存されていません。このページを離れると、変更は失われます。',
  leave: '保存せずに移動する',
  stay: 'このページに留まる',
} as const;

/** A click that the browser or the router would follow to another page of the portal. */
function inAppLink(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download') || (link.target && link.target !== '_self'))
    return null;
  const url = new URL(link.href, window.location.href);
  // A file from the API is a download the browser fetches (beforeunload covers a real page load).
  if (url.origin !== window.location.origin || url.hash || url.pathname.startsWith('/api/')) return null;
  const to = url.pathname + url.search;
  // A link to the page on screen leaves nothing.
  return to === window.location.pathname + window.location.search ? null : to;
}

/**
 * Asks before the user leaves a page whose changes are not saved (`isDirty()` answers at the
 * moment of leaving): a link anywhere in the portal (the side menu, the top bar, a back link), the
 * shell's own moves (代理店を選択し直す, Logout), and the browser's back and forward ask in the
 * portal's dialog; a reload or closing the tab gets the browser's own question (beforeunload).
 * The page's own navigation after a save or a delete is not asked about.
 * Returns the dialog, to render anywhere in the page.
 */
export function useUnsavedChanges(isDirty: () => boolean): ReactNode {
  const [pending, setPending] = useState<(() => void) | null>(null);
  const [location, navigate] = useLocation();
  const dirty = useRef(isDirty);
  dirty.current = isDirty;
  /** Set once the user has chosen to leave: what follows is not asked about again. */
  const leaving = useRef(false);
  const guarded = () => !leaving.current && dirty.current();

  // A move that was confirmed but kept this page mounted (another id of the same form) arms it again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-arming on every move is the point
  useEffect(() => {
    leaving.current = false;
  }, [location]);

  // Registered once: `guarded` reads refs, and `navigate` is stable.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    const ask = (leave: () => void) => {
      setPending(() => leave);
      return true;
    };
    // Back and forward (routes/leaveGuard.ts hears them before the router): the URL has already
    // moved, so this page's entry is put back, and the user's choice to leave goes back again.
    const here = { url: window.location.href, state: window.history.state as unknown };
    const release = guardLeaving((leave, back) => {
      if (!guarded()) return false;
      if (back) window.history.pushState(here.state, '', here.url);
      return ask(leave);
    });

    // Capture on the document: runs before the router's own click handler, which then never sees it.
    const onClick = (event: MouseEvent) => {
      const to = guarded() ? inAppLink(event) : null;
      if (to === null) return;
      event.preventDefault();
      event.stopPropagation();
      ask(() => navigate(to));
    };

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!guarded()) return;
      event.preventDefault();
      // Browsers that predate preventDefault here ask when returnValue is set (they show their own words).
      event.returnValue = unsavedChangesText.message;
    };

    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      release();
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [navigate]);

  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) setPending(null);
      }}
      title={unsavedChangesText.title}
      message={unsavedChangesText.message}
      confirmLabel={unsavedChangesText.leave}
      cancelLabel={unsavedChangesText.stay}
      tone="danger"
      onConfirm={() => {
        leaving.current = true;
        pending?.();
      }}
    />
  );
}

/**
 * `useUnsavedChanges` for a react-final-form form: put it inside the form. The form counts as
 * changed while its values differ from what it was loaded with, unless they were just saved
 * (a submit that succeeded with nothing typed since) or are being saved. `changed` adds what the
 * form does not hold itself (files chosen for an upload). What is typed is also kept as a draft
 * (forms/FormDraft.tsx).
 */
export function UnsavedChangesGuard({ changed = false }: { changed?: boolean }) {
  const form = useForm();
  const dialog = useUnsavedChanges(() => {
    const s = form.getState();
    if (s.submitting || (s.submitSucceeded && !s.dirtySinceLastSubmit)) return false;
    return s.dirty || changed;
  });
  // A form worth guarding is worth keeping through a lost session too.
  return (
    <>
      <FormDraft />
      {dialog}
    </>
  );
}
