import { type AccountSortKey, DEFAULT_PAGE_SIZE, fieldLabels, listingLabels, type SortOrder } from '@olive/api';
import { asc, desc, type SQL } from 'drizzle-orm';
import { users } from '../db/schema';

/**
 * The account lists' sort and page size: 氏名 or 最終ログイン, then the id, so the order is
 * total and OFFSET pages neither skip nor repeat a row. An empty last login (never signed in) counts
 * as later than any other (PostgreSQL's rule, as in the contract list). Without a sort key the list
 * keeps its own default order (`fallback`).
 */
export function accountOrder(
  query: { sort?: AccountSortKey | undefined; order?: SortOrder | undefined },
  fallback: SQL[],
): SQL[] {
  if (!query.sort) return fallback;
  const by = (query.order ?? 'asc') === 'asc' ? asc : desc;
  const column = query.sort === 'name' ? users.name : users.lastLoginAt;
  return [by(column), by(users.id)];
}

export const accountPageSize = (query: { perPage?: number | undefined }) => query.perPage ?? DEFAULT_PAGE_SIZE;

/** Labels of the list queries' fields, the listing ones included (「並び替えの項目は無効です。」). */
export const accountListLabels: Record<string, string> = { ...fieldLabels, ...listingLabels };
