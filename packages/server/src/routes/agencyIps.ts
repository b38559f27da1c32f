import { type AgencyIp, agencyIpBody, agencyIpListQuery, idParams } from '@olive/api';
import { and, asc, count, eq } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import { agencyIps } from '../db/schema';
import { defineRoute, fieldError, notFound, type RouteRegistrar } from '../http';
import { serverMessages } from '../messages';
import { pageMeta } from '../services/paging';

export const AGENCY_IP_PAGE_SIZE = 20;

/** One spelling per address: 2001:DB8::1 and 2001:db8:0::1 are the same entry; CIDR to its network. */
export function normaliseIp(value: string): string {
  if (value.includes('/')) {
    const [range, bits] = ipaddr.parseCIDR(value);
    const network = ipaddr.IPv4.isValid(range.toString())
      ? ipaddr.IPv4.networkAddressFromCIDR(value)
      : ipaddr.IPv6.networkAddressFromCIDR(value);
    return `${network.toString()}/${bits}`;
  }
  return ipaddr.parse(value).toString();
}

type Row = typeof agencyIps.$inferSelect;
const toAgencyIp = (r: Row): AgencyIp => ({
  id: r.id,
  agencyCode: r.agencyCode,
  ipAddress: r.ipAddress,
  createdAt: r.createdAt.getTime(),
  updatedAt: r.updatedAt.getTime(),
});

export const agencyIpRoutes: RouteRegistrar = (app, ctx) => {
  defineRoute(app, 'agencyIps.list', { query: agencyIpListQuery }, async ({ query }) => {
    const page = query.page ?? 1;
    const where = eq(agencyIps.agencyCode, query.agencyCode);
    const [total] = await ctx.db.select({ n: count() }).from(agencyIps).where(where);
    const rows = await ctx.db
      .select()
      .from(agencyIps)
      .where(where)
      .orderBy(asc(agencyIps.id))
      .limit(AGENCY_IP_PAGE_SIZE)
      .offset((page - 1) * AGENCY_IP_PAGE_SIZE);
    const n = Number(total?.n ?? 0);
    return {
      data: rows.map(toAgencyIp),
      meta: pageMeta(n, page, AGENCY_IP_PAGE_SIZE),
    };
  });

  defineRoute(app, 'agencyIps.create', { body: agencyIpBody }, async ({ body, reply }) => {
    const ipAddress = normaliseIp(body.ipAddress);
    const [dup] = await ctx.db
      .select({ id: agencyIps.id })
      .from(agencyIps)
      .where(and(eq(agencyIps.agencyCode, body.agencyCode), eq(agencyIps.ipAddress, ipAddress)));
    if (dup) throw fieldError('ipAddress', serverMessages.ipAlreadyListed);
    const now = ctx.clock.now();
    const [row] = await ctx.db
      .insert(agencyIps)
      .values({ agencyCode: body.agencyCode, ipAddress, createdAt: now, updatedAt: now })
      .returning();
    reply.code(201);
    return { data: toAgencyIp(row as Row) };
  });

  defineRoute(app, 'agencyIps.delete', { params: idParams, body: agencyIpBody }, async ({ params, body }) => {
    const [row] = await ctx.db
      .select()
      .from(agencyIps)
      .where(
        and(
          eq(agencyIps.id, params.id),
          eq(agencyIps.agencyCode, body.agencyCode),
          eq(agencyIps.ipAddress, normaliseIp(body.ipAddress)),
        ),
      );
    // The body must name the same entry: a stale screen cannot delete a different address.
    if (!row) throw notFound(serverMessages.ipNotListed);
    await ctx.db.delete(agencyIps).where(eq(agencyIps.id, row.id));
    return { message: serverMessages.deleted };
  });
};
