import type { ApiResult } from '@olive/api';
import { ErrorPage } from '@olive/ui';
import { RouterLink } from '../shell/RouterLink';

export function UnauthorizedPage() {
  return <ErrorPage status={401} linkAs={RouterLink} />;
}

export function NotFoundPage() {
  return <ErrorPage status={404} linkAs={RouterLink} />;
}

export function ServerErrorPage() {
  return <ErrorPage status={500} linkAs={RouterLink} />;
}

/** What a detail page's load answers when the id does not exist (or is not the user's to see). */
export const notFound = 'notFound' as const;

/**
 * A detail page's call where a 404 is an answer, not a failure: the page then shows the 404 page
 * in place of its content, instead of the global error dialog over an empty page.
 */
export async function orNotFound<T>(call: Promise<ApiResult<T>>): Promise<ApiResult<T | typeof notFound>> {
  const r = await call;
  return !r.ok && r.status === 404 ? { ok: true, status: 404, data: notFound, headers: new Headers() } : r;
}

/** A path's id that can name a row (a positive 32-bit integer); anything else is a 404 without asking. */
export function rowId(param: string | undefined): number | null {
  const id = /^[1-9]\d{0,9}$/.test(param ?? '') ? Number(param) : 0;
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
