import { idParams, oliveUserBody, oliveUserListQuery, providerRoles } from '@olive/api';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { clearCodeFailures } from '../auth/codeBudget';
import type { Db } from '../db';
import { users } from '../db/schema';
import { pageMeta } from '../http/paging';
import { defineRoute, defineWriteRoute, fieldError, HttpError, notFound, type RouteRegistrar } from '../http/route';
import { serverMessages } from '../messages';
import { accountListLabels, accountOrder, accountPageSize } from './listing';
import { accountUpdate, createAccount, emailTaken, keywordFilter, superAdminCount, toOliveUser } from './service';

/** docs/product.md §7, Provider users (olive_super_admin only). */
export const oliveUserRoutes: RouteRegistrar = (app, ctx) => {
  // Provider users
  defineRoute(app, 'oliveUsers.list', { query: oliveUserListQuery, labels: accountListLabels }, async ({ query }) => {
    const page = query.page ?? 1;
    const size = accountPageSize(query);
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
      .orderBy(...accountOrder(query, [asc(users.id)]))
      .limit(size)
      .offset((page - 1) * size);
    return { data: rows.map(toOliveUser), meta: pageMeta(Number(total?.n ?? 0), page, size) };
  });

  const findProvider = async (db: Db, id: number) => {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), inArray(users.role, providerRoles)));
    if (!row) throw notFound();
    return row;
  };

  defineRoute(app, 'oliveUsers.show', { params: idParams }, async ({ params }) => ({
    data: toOliveUser(await findProvider(ctx.db, params.id)),
  }));

  defineWriteRoute(app, ctx, 'oliveUsers.create', { body: oliveUserBody }, async ({ body, reply, tx }) => {
    if (await emailTaken(tx, body.email)) throw fieldError('email', serverMessages.emailTaken);
    const row = await createAccount(tx, ctx, {
      email: body.email,
      name: body.name,
      phoneNumber: body.phoneNumber,
      role: body.roleType,
      agencyCode: null,
      isMfaActive: body.isMfaActive,
    });
    reply.code(201);
    return { data: toOliveUser(row) };
  });

  defineWriteRoute(
    app,
    ctx,
    'oliveUsers.update',
    { params: idParams, body: oliveUserBody },
    async ({ params, body, request, tx }) => {
      const current = await findProvider(tx, params.id);
      if (await emailTaken(tx, body.email, current.id)) throw fieldError('email', serverMessages.emailTaken);
      if (
        current.role === 'olive_super_admin' &&
        body.roleType !== 'olive_super_admin' &&
        (await superAdminCount(tx)) <= 1
      ) {
        throw fieldError('roleType', serverMessages.cannotRemoveLastSuperAdmin);
      }
      // An administrator saving the account is the recovery from a day's code lock (docs/product.md §4).
      await clearCodeFailures(tx, current.email);
      const [row] = await tx
        .update(users)
        .set(accountUpdate(current, body, ctx.clock.now()))
        .where(eq(users.id, current.id))
        .returning();
      if (!row) throw notFound();
      request.log.info({ userId: row.id }, 'provider user updated');
      return { data: toOliveUser(row) };
    },
  );

  defineWriteRoute(app, ctx, 'oliveUsers.delete', { params: idParams }, async ({ params, user, tx }) => {
    const current = await findProvider(tx, params.id);
    if (current.id === user.id) throw new HttpError(422, serverMessages.cannotDeleteSelf);
    if (current.role === 'olive_super_admin' && (await superAdminCount(tx)) <= 1) {
      throw new HttpError(422, serverMessages.cannotRemoveLastSuperAdmin);
    }
    await tx.delete(users).where(eq(users.id, current.id));
    return { message: serverMessages.deleted };
  });
};
