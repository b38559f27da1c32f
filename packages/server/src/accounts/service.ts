import { isProviderRole, isRecruiterRole, normaliseForSearch, type OliveUser, type Recruiter } from '@olive/api';
import { and, count, eq, ne, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { temporaryPassword } from '../auth/tokens';
import type { ServerContext } from '../context';
import type { Db } from '../db';
import { users } from '../db/schema';
import { pageMeta } from '../http/paging';
import { HttpError, notFound } from '../http/route';
import { serverMessages } from '../messages';
import { sendTemporaryPassword } from './mail';
import { formatLastLogin, type UserRow } from './users';

/** What the provider-user and recruiter routes share: answers, filters, paging, checks. */
export const ADMIN_PAGE_SIZE = 20;

/** The fields provider users and recruiters share (docs/product.md §3). */
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

const hiragana = String.fromCharCode(...Array.from({ length: 0x56 }, (_, i) => 0x3041 + i));
const katakana = String.fromCharCode(...Array.from({ length: 0x56 }, (_, i) => 0x30a1 + i));
/** The invisible format characters a pasted name carries (the Cf ones `normaliseForSearch` drops). */
const formatCharacters = '[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]';

/**
 * A column folded in SQL as `normaliseForSearch` folds in JS, spaces dropped (`foldedIncludes`):
 * the marks ゛゜ made combining, format characters dropped, NFKC, hiragana to katakana, lower case.
 * NFKC turns full-width letters into ASCII ones first, so lower() needs no locale for them.
 */
export function foldedColumn(column: SQLWrapper): SQL {
  const marks = sql`translate(${column}, ${'\u309B\u309C'}::text, ${'\u3099\u309A'}::text)`;
  const visible = sql`regexp_replace(${marks}, ${formatCharacters}::text, '', 'g')`;
  const kana = sql`translate(normalize(${visible}, NFKC), ${hiragana}::text, ${katakana}::text)`;
  return sql`regexp_replace(lower(${kana}), ${'\\s'}::text, '', 'g')`;
}

/**
 * The account lists' keyword (氏名・メールアドレス), folded on both sides as the contract search is
 * (docs/product.md §10): ミドリ finds みどり, Ａ０００２ finds a0002 in an address.
 */
export function keywordFilter(keyword: string | undefined): SQL | undefined {
  const word = normaliseForSearch(keyword ?? '').replace(/\s+/g, '');
  if (!word) return undefined;
  const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(sql`${foldedColumn(users.name)} LIKE ${like}`, sql`${foldedColumn(users.email)} LIKE ${like}`);
}

export const meta = (total: number, page: number) => pageMeta(total, page, ADMIN_PAGE_SIZE);

/**
 * The columns an edit of a provider user or a recruiter sets: the form's fields, and a new address
 * or number has to be verified again.
 */
export function accountUpdate(
  current: UserRow,
  body: { email: string; name: string; phoneNumber: string; roleType: UserRow['role']; isMfaActive: boolean },
  now: Date,
) {
  return {
    email: body.email,
    name: body.name,
    phoneNumber: body.phoneNumber,
    role: body.roleType,
    isMfaActive: body.isMfaActive,
    ...(current.email.toLowerCase() !== body.email.toLowerCase() ? { isEmailVerified: false } : {}),
    ...(current.phoneNumber !== body.phoneNumber ? { phoneNumberStatus: 'unverified' as const } : {}),
    updatedAt: now,
  };
}

export async function emailTaken(db: Db, email: string, exceptId?: number): Promise<boolean> {
  const where = sql`lower(${users.email}) = ${email.toLowerCase()}`;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptId === undefined ? where : and(where, ne(users.id, exceptId)));
  return !!row;
}

export async function superAdminCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.role, 'olive_super_admin'));
  return Number(row?.n ?? 0);
}

/**
 * Creates an account with a temporary password and mails it (docs/product.md §4: the first sign-in answers
 * NEW_PASSWORD_REQUIRED; e-mail and phone are proven afterwards). Provider users pass no agency.
 */
export async function createAccount(
  db: Db,
  ctx: ServerContext,
  fields: Pick<typeof users.$inferInsert, 'email' | 'name' | 'phoneNumber' | 'role' | 'agencyCode' | 'isMfaActive'>,
): Promise<UserRow> {
  const password = temporaryPassword();
  const now = ctx.clock.now();
  const [row] = await db
    .insert(users)
    .values({
      ...fields,
      passwordHash: await hashPassword(password),
      mustChangePassword: true,
      isEmailVerified: false,
      phoneNumberStatus: 'unverified',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new HttpError(500, serverMessages.serverError);
  await sendTemporaryPassword(ctx, row, password);
  return row;
}
