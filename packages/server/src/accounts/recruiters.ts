import {
  agencyQuery,
  dateFormats,
  formatTokyo,
  formLabels,
  idParams,
  recruiterBody,
  recruiterDownloadBody,
  recruiterListQuery,
  recruiterRoles,
  roleLabel,
} from '@olive/api';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { clearCodeFailures } from '../auth/codeBudget';
import type { Db } from '../db';
import { agencies, users } from '../db/schema';
import { csvStream, sendCsvHeaders } from '../http/csv';
import { pageMeta } from '../http/paging';
import { defineRoute, defineWriteRoute, fieldError, notFound, type RouteRegistrar } from '../http/route';
import { serverMessages } from '../messages';
import { accountListLabels, accountOrder, accountPageSize } from './listing';
import { accountUpdate, createAccount, emailTaken, keywordFilter, toRecruiter } from './service';
import { formatLastLogin } from './users';

/** docs/product.md §7, Recruiters (olive_super_admin only). */
export const recruiterRoutes: RouteRegistrar = (app, ctx) => {
  // Recruiters: by agency, then id, unless a sort is chosen.
  const defaultOrder = [asc(users.agencyCode), asc(users.id)];
  const recruiterRows = async (
    db: Db,
    where: SQL | undefined,
    paging?: { page: number; size: number; order: SQL[] },
  ) => {
    const q = db
      .select({ user: users, agencyName: agencies.name })
      .from(users)
      .innerJoin(agencies, eq(agencies.code, users.agencyCode))
      .where(and(inArray(users.role, recruiterRoles), where))
      .orderBy(...(paging?.order ?? defaultOrder));
    return paging === undefined ? q : q.limit(paging.size).offset((paging.page - 1) * paging.size);
  };

  defineRoute(app, 'recruiters.list', { query: recruiterListQuery, labels: accountListLabels }, async ({ query }) => {
    const page = query.page ?? 1;
    const size = accountPageSize(query);
    const where = and(
      query.roleType ? eq(users.role, query.roleType) : undefined,
      query.agencyCode ? eq(users.agencyCode, query.agencyCode) : undefined,
      keywordFilter(query.keyword),
    );
    const [total] = await ctx.db
      .select({ n: count() })
      .from(users)
      .where(and(inArray(users.role, recruiterRoles), where));
    const rows = await recruiterRows(ctx.db, where, { page, size, order: accountOrder(query, defaultOrder) });
    return {
      data: rows.map((r) => toRecruiter(r.user, r.agencyName)),
      meta: pageMeta(Number(total?.n ?? 0), page, size),
    };
  });

  const findRecruiter = async (db: Db, id: number, agencyCode?: string) => {
    const [row] = await recruiterRows(
      db,
      and(eq(users.id, id), agencyCode ? eq(users.agencyCode, agencyCode) : undefined),
    );
    if (!row) throw notFound();
    return row;
  };

  defineRoute(app, 'recruiters.show', { params: idParams, query: agencyQuery }, async ({ params, query }) => {
    const row = await findRecruiter(ctx.db, params.id, query.agencyCode);
    return { data: toRecruiter(row.user, row.agencyName) };
  });

  const agencyNameOf = async (db: Db, code: string) => {
    const [row] = await db.select().from(agencies).where(eq(agencies.code, code));
    if (!row) throw fieldError('agencyCode', serverMessages.unknownAgency);
    return row.name;
  };

  defineWriteRoute(
    app,
    ctx,
    'recruiters.create',
    { body: recruiterBody, labels: formLabels.recruiter },
    async ({ body, reply, tx }) => {
      const name = await agencyNameOf(tx, body.agencyCode);
      if (await emailTaken(tx, body.email)) throw fieldError('email', serverMessages.emailTaken);
      const row = await createAccount(tx, ctx, {
        email: body.email,
        name: body.name,
        phoneNumber: body.phoneNumber,
        role: body.roleType,
        agencyCode: body.agencyCode,
        isMfaActive: body.isMfaActive,
      });
      reply.code(201);
      return { data: toRecruiter(row, name) };
    },
  );

  defineWriteRoute(
    app,
    ctx,
    'recruiters.update',
    { params: idParams, body: recruiterBody, labels: formLabels.recruiter },
    async ({ params, body, tx }) => {
      const current = (await findRecruiter(tx, params.id)).user;
      const name = await agencyNameOf(tx, body.agencyCode);
      if (await emailTaken(tx, body.email, current.id)) throw fieldError('email', serverMessages.emailTaken);
      // An administrator saving the account is the recovery from a day's code lock (docs/product.md §4).
      await clearCodeFailures(tx, current.email);
      const [row] = await tx
        .update(users)
        .set({ ...accountUpdate(current, body, ctx.clock.now()), agencyCode: body.agencyCode })
        .where(eq(users.id, current.id))
        .returning();
      if (!row) throw notFound();
      return { data: toRecruiter(row, name) };
    },
  );

  defineWriteRoute(
    app,
    ctx,
    'recruiters.delete',
    { params: idParams, query: agencyQuery },
    async ({ params, query, tx }) => {
      const row = await findRecruiter(tx, params.id, query.agencyCode);
      await tx.delete(users).where(eq(users.id, row.user.id));
      return { message: serverMessages.deleted };
    },
  );

  defineWriteRoute(app, ctx, 'recruiters.download', { body: recruiterDownloadBody }, async ({ body, reply, tx }) => {
    const rows = await recruiterRows(tx, inArray(users.agencyCode, body.agencyCodeList));
    const codes = [...new Set(body.agencyCodeList)].sort();
    // The day in Japan, as the contract CSV's name has it (the UTC day is yesterday until 09:00).
    const stamp = formatTokyo(ctx.clock.now(), dateFormats.date).replaceAll('/', '');
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
