let fixed: number | null = null;

/**
 * "Now" for the screens that depend on the date (the NEW mark on news, the fees' month list). Page
 * stories fix it, so their screenshots do not change from one day to the next.
 */
export const now = (): number => fixed ?? Date.now();

/** Fixes "now" (epoch ms), or follows the real clock again with null. For stories. */
export function fixNow(ms: number | null): void {
  fixed = ms;
}
