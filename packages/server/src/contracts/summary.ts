import {
  type ContractSummaryAnswer,
  contractSummaryItems,
  contractSummaryKeys,
  contractSummaryQuery,
  type LatestStatement,
  mayCallEndpoint,
  statementKinds,
  tokyoDateParts,
} from '@olive/api';
import { and, desc, eq, lt, lte, or } from 'drizzle-orm';
import type { UserRow } from '../accounts/users';
import type { ServerContext } from '../context';
import { statementFiles } from '../db/schema';
import { defineRoute, type RouteRegistrar } from '../http/route';
import { contractFilter } from './filter';
import { cappedTotal, stateCounts, sumStates } from './routes';

/**
 * The agency's newest statement month up to the current one (Japan time, as /fees offers), and the
 * files it has: one statement, two ranges of `statement_files_unique` (agency, year, month, kind),
 * the first read backwards from the current month.
 */
export async function latestStatement(ctx: ServerContext, agencyCode: string): Promise<LatestStatement | null> {
  const { year, month } = tokyoDateParts(ctx.clock.now());
  const f = statementFiles;
  const newest = ctx.db
    .select({ year: f.year, month: f.month })
    .from(f)
    .where(and(eq(f.agencyCode, agencyCode), or(lt(f.year, year), and(eq(f.year, year), lte(f.month, month)))))
    .orderBy(desc(f.year), desc(f.month))
    .limit(1)
    .as('newest');
  const rows = await ctx.db
    .select({ year: f.year, month: f.month, kind: f.kind })
    .from(f)
    .innerJoin(newest, and(eq(f.year, newest.year), eq(f.month, newest.month)))
    .where(eq(f.agencyCode, agencyCode));
  const first = rows[0];
  if (!first) return null;
  const present = new Set(rows.map((r) => r.kind));
  return {
    year: first.year,
    month: first.month,
    kinds: statementKinds.filter((k) => present.has(k.kind)).map((k) => k.key),
  };
}

/**
 * GET /api/contractsSummary: the agency home's counts, each the contract list's own
 * total for the filter the home links to (as contractTotal answers a statuses/hikisari filter: the
 * sum of the agency's state counters, capped as the list is), and the latest statement month for
 * the roles that may download statements.
 */
export async function contractSummary(
  ctx: ServerContext,
  agencyCode: string,
  user: Pick<UserRow, 'role' | 'agencyCode'>,
): Promise<ContractSummaryAnswer['data']> {
  // One read of the agency's counters serves the four (contractTotal reads the same for one filter).
  const states = await stateCounts(ctx, agencyCode);
  const counts = contractSummaryKeys.map((key) => {
    const filter = contractFilter({ agencyCode, ...contractSummaryItems[key].filter });
    const { total, capped } = cappedTotal(sumStates(states, filter));
    return { key, total, totalCapped: capped };
  });
  // The statements' own rule (the /fees roles), read from the endpoint table.
  const mayReadStatements = mayCallEndpoint('statements.confirmExistence', user, agencyCode).allowed;
  return mayReadStatements ? { counts, latestStatement: await latestStatement(ctx, agencyCode) } : { counts };
}

export const contractSummaryRoutes: RouteRegistrar = (app, ctx) => {
  defineRoute(app, 'contracts.summary', { query: contractSummaryQuery }, async ({ query, user }) => ({
    data: await contractSummary(ctx, query.agencyCode, user),
  }));
};
