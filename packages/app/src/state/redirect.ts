import { paths } from '@olive/api';
import { sessionKeys } from './storage';

/** docs/product.md §2: the requested path is remembered and returned to after sign-in. */
export function rememberPath(path: string): void {
  sessionStorage.setItem(sessionKeys.redirectAfterLogin, path);
}

/** The remembered path (once), or home. Only same-site paths are followed. */
export function takeRememberedPath(): string {
  const path = sessionStorage.getItem(sessionKeys.redirectAfterLogin);
  sessionStorage.removeItem(sessionKeys.redirectAfterLogin);
  return path?.startsWith('/') && !path.startsWith('//') ? path : paths.home;
}
