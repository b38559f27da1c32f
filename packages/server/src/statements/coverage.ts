import { type CoverageAnswer, labelsFor, statementKinds, statementMonthsBefore } from '@olive/api';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { agencies, statementFiles } from '../db/schema';
import { defineRoute, type RouteRegistrar } from '../http/route';

/** The query's one field, named as the upload screen's select names it. */
const coverageLabels = labelsFor({ kind: '種類' });

const monthKey = (year: number, month: number) => year * 100 + month;

/** One agency-month of the coverage query: its files of every kind, and when the kind's was uploaded. */
interface CoverageRow {
  agencyCode: string;
  name: string;
  year: number | null;
  month: number | null;
  files: number;
  uploadedAt: number | null;
}

/** Each agency's upload times by month (every agency, with files or not), and each month's files. */
function gatherCoverage(rows: CoverageRow[]) {
  const byAgency = new Map<string, { name: string; uploaded: Map<number, number> }>();
  const filesByMonth = new Map<number, number>();
  for (const r of rows) {
    const agency = byAgency.get(r.agencyCode) ?? { name: r.name, uploaded: new Map<number, number>() };
    byAgency.set(r.agencyCode, agency);
    if (r.year === null || r.month === null) continue; // an agency with no file in the window
    const key = monthKey(r.year, r.month);
    if (r.uploadedAt !== null) agency.uploaded.set(key, Math.round(Number(r.uploadedAt)));
    filesByMonth.set(key, (filesByMonth.get(key) ?? 0) + Number(r.files));
  }
  return { byAgency, filesByMonth };
}

/**
 * GET /api/statements/coverage: for one kind, which agency-months of the 12 statement
 * months before the current Japan month have a published file and when it was uploaded, and each
 * month's files over all 10 kinds. One grouped query: every agency, left-joined to the files of the
 * window (one range of the index `statement_files_month`, migration 0009), one row per agency-month.
 */
export const statementCoverageRoutes: RouteRegistrar = (app, ctx) => {
  defineRoute(app, 'uploads.coverage', { labels: coverageLabels }, async ({ query }) => {
    const kind = statementKinds.find((k) => k.key === query.kind) ?? statementKinds[0];
    const months = statementMonthsBefore(ctx.clock.now());
    const newest = months[0] as (typeof months)[number];
    const oldest = months[months.length - 1] as (typeof months)[number];
    const rows = await ctx.db
      .select({
        agencyCode: agencies.code,
        name: agencies.name,
        year: statementFiles.year,
        month: statementFiles.month,
        files: sql<number>`count(${statementFiles.kind})::int`,
        // Epoch ms as a double: the same JavaScript number from PGlite and node-postgres.
        uploadedAt: sql<
          number | null
        >`(extract(epoch from max(${statementFiles.uploadedAt}) filter (where ${statementFiles.kind} = ${kind.kind})) * 1000)::float8`,
      })
      .from(agencies)
      .leftJoin(
        statementFiles,
        and(
          eq(statementFiles.agencyCode, agencies.code),
          gte(sql`(${statementFiles.year}, ${statementFiles.month})`, sql`(${oldest.year}::int, ${oldest.month}::int)`),
          lte(sql`(${statementFiles.year}, ${statementFiles.month})`, sql`(${newest.year}::int, ${newest.month}::int)`),
        ),
      )
      .groupBy(agencies.code, agencies.name, statementFiles.year, statementFiles.month)
      .orderBy(asc(agencies.code));

    const { byAgency, filesByMonth } = gatherCoverage(rows);
    const agencyRows: CoverageAnswer['data']['agencies'] = [...byAgency].map(([agencyCode, agency]) => ({
      agencyCode,
      name: agency.name,
      cells: months.map((m) => ({
        year: m.year,
        month: m.month,
        uploadedAt: agency.uploaded.get(monthKey(m.year, m.month)) ?? null,
      })),
    }));
    const totals: CoverageAnswer['data']['totals'] = months.map((m) => ({
      year: m.year,
      month: m.month,
      present: filesByMonth.get(monthKey(m.year, m.month)) ?? 0,
      expected: byAgency.size * statementKinds.length,
    }));
    const monthList: CoverageAnswer['data']['months'] = months.map((m) => ({ year: m.year, month: m.month }));
    return { data: { kind: kind.key, months: monthList, agencies: agencyRows, totals } };
  });
};
