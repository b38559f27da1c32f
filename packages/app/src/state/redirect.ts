import { paths } from '@olive/api';
import { sessionKeys } from './storage';

/**
 * docs/product.md §2: the requested path is remembered and returned to after sign-in. A path
 * remembered for a user whose session ended (`userId`) is followed only by that user's sign-in.
 */
export function rememberPath(path: string, userId?: number): void {
  sessionStorage.setItem(sessionKeys.redirectAfterLogin, JSON.stringify({ path, userId: userId ?? null }));
}

function readRemembered(): { path: string; userId: number | null } | null {
  const text = sessionStorage.getItem(sessionKeys.redirectAfterLogin);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as { path?: unknown; userId?: unknown };
    if (typeof value.path !== 'string') return null;
    return { path: value.path, userId: typeof value.userId === 'number' ? value.userId : null };
  } catch {
    return null;
  }
}

/** The remembered path (once) when it is for `userId` or for anyone, else home. Only same-site paths. */
export function takeRememberedPath(userId?: number): string {
  const remembered = readRemembered();
  sessionStorage.removeItem(sessionKeys.redirectAfterLogin);
  const path = remembered && (remembered.userId === null || remembered.userId === userId) ? remembered.path : null;
  return path?.startsWith('/') && !path.startsWith('//') ? path : paths.home;
}
