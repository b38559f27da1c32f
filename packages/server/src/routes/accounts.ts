import {
  agencyQuery,
  idParams,
  isProviderRole,
  isRecruiterRole,
  type OliveUser,
  oliveUserBody,
  oliveUserListQuery,
  providerRoles,
  type Recruiter,
  recruiterBody,
  recruiterDownloadBody,
  recruiterListQuery,
  recruiterRoles,
  roleLabel,
} from '@olive/api';
import { and, asc, count, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { agencies, users } from '../db/schema';
import { defineRoute, fieldError, HttpError, notFound, type RouteRegistrar } from '../http';
import { serverMessages } from '../messages';
import { csvStream, sendCsvHeaders } from '../services/csv';
import { hashPassword } from '../services/passwords';
import { temporaryPassword } from '../services/tokens';
import { formatLastLogin, type UserRow } from '../services/users';
import { sendTemporaryPassword } from './accountMail';

export const ADMIN_PAGE_SIZE = 20;

/** The fields provider users and recruiters share (SPEC.md §3). */
function accountFields(row: UserRow) {
  return {
    id: row.id,
    email: row.email,
    isEmailVerified: row.isEmailVerified,
    phoneNumberStatus: row.phoneNumberStatus as OliveUser['phoneNumberStatus'],
    phoneNumber: row.phoneNumber,
    name: row.name,
    lastLoginAt: formatLastLogin(row.lastLoginAt),
    isMfaActive: row.isMfaActive,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

/** A provider user's answer; a row of another side is not one (the queries filter by side too). */
function toOliveUser(row: UserRow): OliveUser {
  if (!isProviderRole(row.role)) throw notFound();
  return { ...accountFields(row), roleType: row.role };
}

function toRecruiter(row: UserRow, agencyName: string): Recruiter {
  if (!isRecruiterRole(row.role)) throw notFound();
  return { ...accountFields(row), roleType: row.role, agencyCode: row.agencyCode ?? '', agencyName };
}

function keywordFilter(keyword: string | undefined): SQL | undefined {
  if (!keyword?.trim()) return undefined;
  const like = `%${keyword.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(users.name, like), ilike(users.email, like));
}

function meta(total: number, page: number) {
  return {
    currentPage: page,
    lastPage: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
    perPage: ADMIN_PAGE_SIZE,
    total,
  };
}

async function emailTaken(ctx: ServerContext, email: string, exceptId?: number): Promise<boolean> {
  const where = sql`lower(${users.email}) = ${email.toLowerCase()}`;
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(exceptId === undefined ? where : and(where, ne(users.id, exceptId)));
  return !!row;
}

async function superAdminCount(ctx: ServerContext): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(users).where(eq(users.role, 'olive_super_admin'));
  return Number(row?.n ?? 0);
}

export const accountRoutes: RouteRegistrar = (app, ctx) => {
  // Agencies: the client-side list of SPEC.md §3 (all of them, ordered by code).
  defineRoute(app, 'agencies.list', {}, async () => {
    const rows = await ctx.db.select().from(agencies).orderBy(asc(agencies.code));
    return {
      data: rows.map((r) => ({
        agencyCode: r.code,
        name: r.name,
        createdAt: r.createdAt.getTime(),
        updatedAt: r.updatedAt.getTime(),
      })),
    };
  });

  // Provider users
  defineRoute(app, 'oliveUsers.list', { query: oliveUserListQuery }, async ({ query }) => {
    const page = query.page ?? 1;
    const where = and(
      inArray(users.role, providerRoles),
      query.roleType ? eq(users.role, query.roleType) : undefined,
      keywordFilter(query.keyword),
    );
    const [total] = await ctx.db.select({ n: count() }).from(users).where(where);
    const rows = await ctx.db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE);
    return { data: rows.map(toOliveUser), meta: meta(Number(total?.n ?? 0), page) };
  });

  const findProvider = async (id: number) => {
    const [row] = await ctx.db
      .select()
      .from(users)
      .where(and(eq(users.id, id), inArray(users.role, providerRoles)));
    if (!row) throw notFound();
    return row;
  };

  defineRoute(app, 'oliveUsers.show', { params: idParams }, async ({ params }) => ({
    data: toOliveUser(await findProvider(params.id)),
  }));

  defineRoute(app, 'oliveUsers.create', { body: oliveUserBody }, async ({ body, reply }) => {
    if (await emailTaken(ctx, body.email)) throw fieldError('email', serverMessages.emailTaken);
    const password = temporaryPassword();
    const now = ctx.clock.now();
    const [row] = await ctx.db
      .insert(users)
      .values({
        email: body.email,
        name: body.name,
        phoneNumber: body.phoneNumber,
        role: body.roleType,
        agencyCode: null,
        passwordHash: await hashPassword(password),
        mustChangePassword: true,
        isEmailVerified: false,
        phoneNumberStatus: 'unverified',
        isMfaActive: body.isMfaActive,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new HttpError(500, serverMessages.serverError);
    await sendTemporaryPassword(ctx, row, password);
    reply.code(201);
    return { data: toOliveUser(row) };
  });

  defineRoute(
    app,
    'oliveUsers.update',
    { params: idParams, body: oliveUserBody },
    async ({ params, body, request }) => {
      const current = await findProvider(params.id);
      if (await emailTaken(ctx, body.email, current.id)) throw fieldError('email', serverMessages.emailTaken);
      if (
        current.role === 'olive_super_admin' &&
        body.roleType !== 'olive_super_admin' &&
        (await superAdminCount(ctx)) <= 1
      ) {
        throw fieldError('roleType', serverMessages.cannotRemoveLastSuperAdmin);
      }
      const emailChanged = current.email.toLowerCase() !== body.email.toLowerCase();
      const phoneChanged = current.phoneNumber !== body.phoneNumber;
      const [row] = await ctx.db
        .update(users)
        .set({
          email: body.email,
          name: body.name,
          phoneNumber: body.phoneNumber,
          role: body.roleType,
          isMfaActive: body.isMfaActive,
          // A new address or number has to be verified again.
          ...(emailChanged ? { isEmailVerified: false } : {}),
          ...(phoneChanged ? { phoneNumberStatus: 'unverified' } : {}),
          updatedAt: ctx.clock.now(),
        })
        .where(eq(users.id, current.id))
        .returning();
      if (!row) throw notFound();
      request.log.info({ userId: row.id }, 'provider user updated');
      return { data: toOliveUser(row) };
    },
  );

  defineRoute(app, 'oliveUsers.delete', { params: idParams }, async ({ params, request }) => {
    const current = await findProvider(params.id);
    if (current.id === request.user?.id) throw new HttpError(422, serverMessages.cannotDeleteSelf);
    if (current.role === 'olive_super_admin' && (await superAdminCount(ctx)) <= 1) {
      throw new HttpError(422, serverMessages.cannotRemoveLastSuperAdmin);
    }
    await ctx.db.delete(users).where(eq(users.id, current.id));
    return { message: serverMessages.deleted };
  });

  // Recruiters
  const recruiterRows = async (where: SQL | undefined, page?: number) => {
    const q = ctx.db
      .select({ user: users, agencyName: agencies.name })
      .from(users)
      .innerJoin(agencies, eq(agencies.code, users.agencyCode))
      .where(and(inArray(users.role, recruiterRoles), where))
      .orderBy(asc(users.agencyCode), asc(users.id));
    return page === undefined ? q : q.limit(ADMIN_PAGE_SIZE).offset((page - 1) * ADMIN_PAGE_SIZE);
  };

  defineRoute(app, 'recruiters.list', { query: recruiterListQuery }, async ({ query }) => {
    const page = query.page ?? 1;
    const where = and(
      query.roleType ? eq(users.role, query.roleType) : undefined,
      query.agencyCode ? eq(users.agencyCode, query.agencyCode) : undefined,
      keywordFilter(query.keyword),
    );
    const [total] = await ctx.db
      .select({ n: count() })
      .from(users)
      .where(and(inArray(users.role, recruiterRoles), where));
    const rows = await recruiterRows(where, page);
    return { data: rows.map((r) => toRecruiter(r.user, r.agencyName)), meta: meta(Number(total?.n ?? 0), page) };
  });

  const findRecruiter = async (id: number, agencyCode?: string) => {
    const [row] = await recruiterRows(and(eq(users.id, id), agencyCode ? eq(users.agencyCode, agencyCode) : undefined));
    if (!row) throw notFound();
    return row;
  };

  defineRoute(app, 'recruiters.show', { params: idParams, query: agencyQuery }, async ({ params, query }) => {
    const row = await findRecruiter(params.id, query.agencyCode);
    return { data: toRecruiter(row.user, row.agencyName) };
  });

  const agencyNameOf = async (code: string) => {
    const [row] = await ctx.db.select().from(agencies).where(eq(agencies.code, code));
    if (!row) throw fieldError('agencyCode', serverMessages.unknownAgency);
    return row.name;
  };

  defineRoute(app, 'recruiters.create', { body: recruiterBody }, async ({ body, reply }) => {
    const name = await agencyNameOf(body.agencyCode);
    if (await emailTaken(ctx, body.email)) throw fieldError('email', serverMessages.emailTaken);
    const password = temporaryPassword();
    const now = ctx.clock.now();
    const [row] = await ctx.db
      .insert(users)
      .values({
        email: body.email,
        name: body.name,
        phoneNumber: body.phoneNumber,
        role: body.roleType,
        agencyCode: body.agencyCode,
        passwordHash: await hashPassword(password),
        mustChangePassword: true,
        isEmailVerified: false,
        phoneNumberStatus: 'unverified',
        isMfaActive: body.isMfaActive,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new HttpError(500, serverMessages.serverError);
    await sendTemporaryPassword(ctx, row, password);
    reply.code(201);
    return { data: toRecruiter(row, name) };
  });

  defineRoute(app, 'recruiters.update', { params: idParams, body: recruiterBody }, async ({ params, body }) => {
    const current = (await findRecruiter(params.id)).user;
    const name = await agencyNameOf(body.agencyCode);
    if (await emailTaken(ctx, body.email, current.id)) throw fieldError('email', serverMessages.emailTaken);
    const [row] = await ctx.db
      .update(users)
      .set({
        email: body.email,
        name: body.name,
        phoneNumber: body.phoneNumber,
        role: body.roleType,
        agencyCode: body.agencyCode,
        isMfaActive: body.isMfaActive,
        ...(current.email.toLowerCase() !== body.email.toLowerCase() ? { isEmailVerified: false } : {}),
        ...(current.phoneNumber !== body.phoneNumber ? { phoneNumberStatus: 'unverified' } : {}),
        updatedAt: ctx.clock.now(),
      })
      .where(eq(users.id, current.id))
      .returning();
    if (!row) throw notFound();
    return { data: toRecruiter(row, name) };
  });

  defineRoute(app, 'recruiters.delete', { params: idParams, query: agencyQuery }, async ({ params, query }) => {
    const row = await findRecruiter(params.id, query.agencyCode);
    await ctx.db.delete(users).where(eq(users.id, row.user.id));
    return { message: serverMessages.deleted };
  });

  defineRoute(app, 'recruiters.download', { body: recruiterDownloadBody }, async ({ body, reply }) => {
    const rows = await recruiterRows(inArray(users.agencyCode, body.agencyCodeList));
    const codes = [...new Set(body.agencyCodeList)].sort();
    const stamp = ctx.clock.now().toISOString().slice(0, 10).replaceAll('-', '');
    const suffix = codes.length === 1 ? codes[0] : `${codes.length}agencies`;
    sendCsvHeaders(reply, `募集人一覧_${suffix}_${stamp}.csv`, `recruiters_${suffix}_${stamp}.csv`);
    const csv = csvStream([
      '代理店コード',
      '代理店名',
      '氏名',
      'メールアドレス',
      '電話番号',
      '権限',
      '二段階認証',
      '最終ログイン日時',
    ]);
    for (const r of rows) {
      csv.write([
        r.user.agencyCode,
        r.agencyName,
        r.user.name,
        r.user.email,
        r.user.phoneNumber ?? '',
        roleLabel(r.user.role),
        r.user.isMfaActive ? '有効' : '無効',
        formatLastLogin(r.user.lastLoginAt) ?? '',
      ]);
    }
    csv.end();
    return reply.send(csv);
  });
};
