/**
 * The page that may not be left silently: at most one at a time (the edit form on screen). It is
 * asked before the shell, a link or the browser's back and forward take the user elsewhere, and
 * answers true when it holds the move (it then calls `leave` itself, once the user has confirmed).
 * `back` says the browser has already moved the URL (popstate), so the page must put its own back.
 */
type LeaveGuard = (leave: () => void, back?: boolean) => boolean;

let guard: LeaveGuard | null = null;

/** Registers the page's guard; the returned function removes it. */
export function guardLeaving(next: LeaveGuard): () => void {
  guard = next;
  return () => {
    if (guard === next) guard = null;
  };
}

/** Leaves the page now, or once its guard agrees (the unsaved-changes dialog). */
export function leavePage(leave: () => void): void {
  if (!guard?.(leave)) leave();
}

// Back and forward: listening from the moment this module loads, before the router does (it is
// imported by the Router), so a held move never reaches the router. Listeners of one target run in
// the order they were added, capture or not, so being first is the only way to come before it.
addEventListener('popstate', (event) => {
  if (guard?.(() => history.back(), true)) event.stopImmediatePropagation();
});
