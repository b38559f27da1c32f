import type { PageMeta } from '@olive/api';

/** Laravel-style paging meta of every list answer: the last page is 1 even when nothing matched. */
export function pageMeta(total: number, currentPage: number, perPage: number): PageMeta {
  return { currentPage, lastPage: Math.max(1, Math.ceil(total / perPage)), perPage, total };
}
