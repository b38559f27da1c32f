import { isProviderRole, isRecruiterRole, type OliveUser, type Recruiter } from '@olive/api';
import { and, count, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { users } from '../db/schema';
import { notFound } from '../http';
import { pageMeta } from '../services/paging';
import { formatLastLogin, type UserRow } from '../services/users';

/** What the provider-user and recruiter routes share: answers, filters, paging, checks. */
export const ADMIN_PAGE_SIZE = 20;

/** The fields provider users and recruiters share (SPEC.md §3). */
export function accountFields(row: UserRow) {
  return {
    id: row.id,
    email: row.email,
    isEmailVerified: row.isEmailVerified,
    phoneNumberStatus: row.phoneNumberStatus,
    phoneNumber: row.phoneNumber,
    name: row.name,
    lastLoginAt: formatLastLogin(row.lastLoginAt),
    isMfaActive: row.isMfaActive,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

/** A provider user's answer; a row of another side is not one (the queries filter by side too). */
export function toOliveUser(row: UserRow): OliveUser {
  if (!isProviderRole(row.role)) throw notFound();
  return { ...accountFields(row), roleType: row.role };
}

export function toRecruiter(row: UserRow, agencyName: string): Recruiter {
  if (!isRecruiterRole(row.role)) throw notFound();
  return { ...accountFields(row), roleType: row.role, agencyCode: row.agencyCode ?? '', agencyName };
}

export function keywordFilter(keyword: string | undefined): SQL | undefined {
  if (!keyword?.trim()) return undefined;
  const like = `%${keyword.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(users.name, like), ilike(users.email, like));
}

export const meta = (total: number, page: number) => pageMeta(total, page, ADMIN_PAGE_SIZE);

export async function emailTaken(ctx: ServerContext, email: string, exceptId?: number): Promise<boolean> {
  const where = sql`lower(${users.email}) = ${email.toLowerCase()}`;
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(exceptId === undefined ? where : and(where, ne(users.id, exceptId)));
  return !!row;
}

export async function superAdminCount(ctx: ServerContext): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(users).where(eq(users.role, 'olive_super_admin'));
  return Number(row?.n ?? 0);
}
