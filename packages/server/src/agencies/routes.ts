import { asc } from 'drizzle-orm';
import { agencies } from '../db/schema';
import { defineRoute, type RouteRegistrar } from '../http/route';

/** docs/product.md §7, Agencies. */
export const agencyRoutes: RouteRegistrar = (app, ctx) => {
  // Agencies: the client-side list of docs/product.md §3 (all of them, ordered by code).
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
};
