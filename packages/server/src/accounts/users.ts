import { dateFormats, formatTokyo, type SessionUser } from '@olive/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { agencies, type users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

export function isVerified(user: UserRow): boolean {
  return user.isEmailVerified && user.phoneNumberStatus === 'verified';
}

export function formatLastLogin(date: Date | null): string | null {
  return date ? formatTokyo(date, dateFormats.dateTimeSeconds) : null;
}

export async function agencyName(db: Db, code: string | null): Promise<string | null> {
  if (!code) return null;
  const [row] = await db.select({ name: agencies.name }).from(agencies).where(eq(agencies.code, code));
  return row?.name ?? null;
}

/**
 * The session user of docs/product.md §3 (the api package's `sessionUser`). `agency`: the user's agency as
 * the session read already has it (request.sessionAgency), which saves reading its name again.
 */
export async function toSessionUser(
  db: Db,
  user: UserRow,
  agency?: { code: string; name: string | null } | null,
): Promise<SessionUser> {
  const known = agency && agency.code === user.agencyCode;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    roleType: user.role,
    agencyCode: user.agencyCode,
    agencyName: known ? agency.name : await agencyName(db, user.agencyCode),
    isEmailVerified: user.isEmailVerified,
    phoneNumberStatus: user.phoneNumberStatus,
    isMfaActive: user.isMfaActive,
    // Their own last login is the sign-in before this one, so a stranger's stands out (docs/product.md §11).
    lastLoginAt: formatLastLogin(user.previousLoginAt),
  };
}
