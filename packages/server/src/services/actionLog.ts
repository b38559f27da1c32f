import type { ServerContext } from '../context';
import { actionLogs } from '../db/schema';

export interface ActionLogEntry {
  user: { id: number; name: string; email: string } | null;
  agencyCode: string | null;
  ip: string;
  method: string;
  route: string;
  status: number;
  description: string;
}

/** 証跡: appends one row. Nothing in the server updates or deletes these rows. */
export async function appendActionLog(ctx: ServerContext, entry: ActionLogEntry): Promise<void> {
  await ctx.db.insert(actionLogs).values({
    createdAt: ctx.clock.now(),
    userId: entry.user?.id ?? null,
    userName: entry.user?.name ?? null,
    userEmail: entry.user?.email ?? null,
    agencyCode: entry.agencyCode,
    ip: entry.ip,
    method: entry.method,
    route: entry.route,
    status: entry.status,
    description: entry.description,
  });
}
