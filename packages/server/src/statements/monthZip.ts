import { Readable } from 'node:stream';
import { statementKinds, statementQuery } from '@olive/api';
import yazl from 'yazl';
import { statementFiles } from '../db/schema';
import { getFile } from '../files/storage';
import { contentDisposition } from '../http/csv';
import { defineRoute, notFound, type RouteRegistrar } from '../http/route';
import { agencyMonth, servedStatement, statementFileName, statementMessages } from './routes';

/** `明細_A0001_2026年10月.zip`, with the ASCII fallback `statements_A0001_2026-10.zip`. */
export function monthZipName(agencyCode: string, year: number, month: number) {
  const mm = String(month).padStart(2, '0');
  return { japanese: `明細_${agencyCode}_${year}年${mm}月.zip`, ascii: `statements_${agencyCode}_${year}-${mm}.zip` };
}

/**
 * 今月の明細をまとめてダウンロード: every published file of the agency-month, under the names and
 * with the bytes the single downloads give them, streamed as one zip; the guard applies the single
 * downloads' agency rule.
 */
export const statementMonthZipRoutes: RouteRegistrar = (app, ctx) => {
  defineRoute(app, 'statements.zip', { query: statementQuery }, async ({ query, reply }) => {
    const rows = await ctx.db
      .select({ kind: statementFiles.kind, fileId: statementFiles.fileId, uploadedAt: statementFiles.uploadedAt })
      .from(statementFiles)
      .where(agencyMonth(query));
    const byKind = new Map(rows.map((r) => [r.kind, r]));
    const present = statementKinds.filter((k) => byKind.has(k.kind));
    if (present.length === 0) throw notFound(statementMessages.missing);

    const zip = new yazl.ZipFile();
    for (const kind of present) {
      const row = byKind.get(kind.kind);
      if (!row) continue;
      const name = statementFileName(kind, query.agencyCode, query.year, query.month).japanese;
      // Read when the zip reaches the entry, so one file at a time is in memory.
      zip.addReadStreamLazy(name, { mtime: new Date(row.uploadedAt) }, (done) => {
        getFile(ctx.db, row.fileId).then(
          (file) =>
            file
              ? done(null, Readable.from([servedStatement(kind, file.content)]))
              : done(new Error('statement file missing'), Readable.from([])),
          (error: unknown) => done(error, Readable.from([])),
        );
      });
    }
    zip.end();
    const fileName = monthZipName(query.agencyCode, query.year, query.month);
    reply.header('content-type', 'application/zip');
    reply.header('content-disposition', contentDisposition(fileName.japanese, fileName.ascii));
    reply.header('cache-control', 'no-store');
    return reply.send(zip.outputStream);
  });
};
