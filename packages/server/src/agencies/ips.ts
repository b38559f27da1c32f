import {
  type AgencyIp,
  type AgencyIpPreview,
  agencyIpBody,
  agencyIpListQuery,
  dateFormats,
  formatTokyo,
  IP_PREVIEW_DAYS,
  idParams,
  itemLabels,
  recruiterRoles,
} from '@olive/api';
import { and, asc, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import type { ServerContext } from '../context';
import type { Db } from '../db';
import { actionLogs, agencyIps, users } from '../db/schema';
import { pageMeta } from '../http/paging';
import { defineRoute, defineWriteRoute, fieldError, notFound, type RouteRegistrar } from '../http/route';
import { serverMessages } from '../messages';
import { ipMatches } from './ipAllowList';

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

/** Two entries overlap when one contains the other (a single address is its own range). */
export function entriesOverlap(a: string, b: string): boolean {
  const base = (entry: string) => entry.split('/')[0] ?? entry;
  return ipMatches(base(a), [b]) || ipMatches(base(b), [a]);
}

/**
 * What adding `ipAddress` to an agency's list would change, read from the list and the action log:
 * the agency's recruiters whose admitted requests (status below 400) of the last IP_PREVIEW_DAYS days
 * came from an address the new list would refuse, with that address and when it was last seen.
 */
async function previewEntry(
  db: Db,
  ctx: ServerContext,
  agencyCode: string,
  ipAddress: string,
  yourIp: string,
): Promise<AgencyIpPreview> {
  const existing = (
    await db.select({ ip: agencyIps.ipAddress }).from(agencyIps).where(eq(agencyIps.agencyCode, agencyCode))
  ).map((r) => r.ip);
  // The same refusal the create call would give, before the admin is asked anything.
  if (existing.includes(ipAddress)) throw fieldError('ipAddress', serverMessages.ipAlreadyListed);
  const next = [...existing, ipAddress];
  const since = new Date(ctx.clock.now().getTime() - IP_PREVIEW_DAYS * 24 * 60 * 60_000);
  const seen = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      ip: actionLogs.ip,
      lastSeenAt: sql<Date | string>`max(${actionLogs.createdAt})`,
    })
    .from(actionLogs)
    .innerJoin(users, eq(users.id, actionLogs.userId))
    .where(
      and(
        eq(users.agencyCode, agencyCode),
        inArray(users.role, [...recruiterRoles]),
        gte(actionLogs.createdAt, since),
        lt(actionLogs.status, 400),
      ),
    )
    .groupBy(users.id, users.name, users.email, actionLogs.ip);
  const lockedOut = new Map<number, AgencyIpPreview['lockedOut'][number] & { at: number }>();
  for (const row of seen) {
    if (ipMatches(row.ip, next)) continue;
    const at = new Date(row.lastSeenAt).getTime();
    const known = lockedOut.get(row.id);
    if (known && known.at >= at) continue;
    lockedOut.set(row.id, {
      id: row.id,
      name: row.name,
      email: row.email,
      ip: row.ip,
      lastSeenAt: formatTokyo(at, dateFormats.dateTimeSeconds),
      at,
    });
  }
  return {
    ipAddress,
    yourIp,
    firstEntry: existing.length === 0,
    overlaps: existing.filter((e) => e !== ipAddress && entriesOverlap(e, ipAddress)),
    lockedOut: [...lockedOut.values()].sort((a, b) => b.at - a.at || a.id - b.id).map(({ at: _at, ...entry }) => entry),
  };
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

  defineWriteRoute(app, ctx, 'agencyIps.create', { body: agencyIpBody }, async ({ body, reply, tx }) => {
    const ipAddress = normaliseIp(body.ipAddress);
    const [dup] = await tx
      .select({ id: agencyIps.id })
      .from(agencyIps)
      .where(and(eq(agencyIps.agencyCode, body.agencyCode), eq(agencyIps.ipAddress, ipAddress)));
    if (dup) throw fieldError('ipAddress', serverMessages.ipAlreadyListed);
    const now = ctx.clock.now();
    const [row] = await tx
      .insert(agencyIps)
      .values({ agencyCode: body.agencyCode, ipAddress, createdAt: now, updatedAt: now })
      .returning();
    reply.code(201);
    return { data: toAgencyIp(row as Row) };
  });

  // Nothing is written: the screen shows this and asks before it calls agencyIps.create.
  defineWriteRoute(app, ctx, 'agencyIps.preview', { body: agencyIpBody }, async ({ body, request, tx }) =>
    previewEntry(tx, ctx, body.agencyCode, normaliseIp(body.ipAddress), request.clientAddress),
  );

  defineWriteRoute(
    app,
    ctx,
    'agencyIps.delete',
    { params: idParams, body: agencyIpBody, labels: itemLabels.agencyIp },
    async ({ params, body, tx }) => {
      const [row] = await tx
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
      await tx.delete(agencyIps).where(eq(agencyIps.id, row.id));
      return { message: serverMessages.deleted };
    },
  );
};
