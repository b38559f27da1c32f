import {
  type confirmExistenceAnswer,
  type StatementKindKey,
  statementKinds,
  statementQuery,
  type UploadSummary,
  uploadLimits,
  uploadQuery,
} from '@olive/api';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import type { Db } from '../db';
import { agencies, statementFiles } from '../db/schema';
import { contentTypeOf, fileChunks, getFile, putFile } from '../files/storage';
import { contentDisposition, neutraliseCsvText } from '../http/csv';
import { defineRoute, defineWriteRoute, fieldError, HttpError, notFound, type RouteRegistrar } from '../http/route';
import { noteWrittenFile } from '../plugins/requestTx';
import { statementCoverageRoutes } from './coverage';
import { csvAsUtf8WithBom } from './csvCharset';
import { CsvCompareError, compareCsvInWorker, warmCompareWorker } from './csvCompare';
import { checkStatementZip, type ZipCheck, zipMessages } from './zipImport';

/** `手数料明細書_A0001_2026年10月.csv`, with the ASCII fallback `commissions-specifications_A0001_2026-10.csv`. */
export function statementFileName(
  kind: (typeof statementKinds)[number],
  agencyCode: string,
  year: number,
  month: number,
) {
  const mm = String(month).padStart(2, '0');
  const base = kind.label.replace(/（.*）/, '');
  return {
    japanese: `${base}_${agencyCode}_${year}年${mm}月.${kind.format}`,
    ascii: `${kind.family}-${kind.document}_${agencyCode}_${year}-${mm}.${kind.format}`,
  };
}

/**
 * A stored statement CSV as it is served: UTF-8 with a BOM, its formula-start cells neutralised on
 * the way out, so files stored before the rule (or under an older one) are served safe too
 * (docs/adr/0125-uploaded-csv-neutralised-when-served.md).
 */
export function servedStatementCsv(stored: Buffer): Buffer {
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(csvAsUtf8WithBom(stored));
  return Buffer.from(neutraliseCsvText(text), 'utf8');
}

/** A stored statement's bytes as they are served, alone or in the month's zip: a CSV neutralised, a PDF as stored. */
export function servedStatement(kind: (typeof statementKinds)[number], stored: Buffer): Buffer {
  return kind.format === 'csv' ? servedStatementCsv(stored) : stored;
}

/** The statement rows of the agency-month a download names. */
export function agencyMonth(query: { agencyCode: string; year: number; month: number }) {
  return and(
    eq(statementFiles.agencyCode, query.agencyCode),
    eq(statementFiles.year, query.year),
    eq(statementFiles.month, query.month),
  );
}

export const statementMessages = {
  missing: 'この年月の明細はありません。',
  noFile: 'ファイルは必ず指定してください。',
  imported: (n: number) => `${n}件のファイルを取り込みました。`,
  checked: (n: number, replacing: number) =>
    replacing > 0
      ? `${n}件のファイルを取り込めます（うち${replacing}件は公開済みのファイルを置き換えます）。まだ取り込んでいません。`
      : `${n}件のファイルを取り込めます。まだ取り込んでいません。`,
  refused: 'ZIPに取り込めないファイルがあるため、何も取り込みませんでした。内容を確認してください。',
  compareFailed: (name: string) =>
    `${name} と公開済みのファイルの比較を完了できませんでした。しばらくしてからもう一度お試しください。`,
} as const;

async function agencyCodes(db: Db): Promise<Set<string>> {
  const rows = await db.select({ code: agencies.code }).from(agencies);
  return new Set(rows.map((r) => r.code));
}

/**
 * The one ZIP of an upload: every part of the body is read to its end (another file is drained,
 * a field ignored), so nothing of it is still arriving when the upload's transaction begins.
 */
async function readZip(request: FastifyRequest): Promise<Buffer> {
  let zip: Buffer | undefined;
  let firstFile = true;
  for await (const part of request.parts({ limits: { fileSize: uploadLimits.maxZipBytes } })) {
    if (part.type !== 'file') continue;
    // The first file must be the one named `file`; any other is read and dropped.
    if (firstFile && part.fieldname === 'file') zip = await part.toBuffer();
    else part.file.resume();
    firstFile = false;
  }
  if (!zip) throw fieldError('file', statementMessages.noFile);
  return zip;
}

type StatementKind = (typeof statementKinds)[number];
type AcceptedEntry = Awaited<ReturnType<typeof checkStatementZip>>['accepted'][number];

/** The published file of an agency-month of one kind, if any. */
function sameMonth(kind: StatementKind, entry: AcceptedEntry) {
  return and(
    eq(statementFiles.agencyCode, entry.agencyCode),
    eq(statementFiles.year, entry.year),
    eq(statementFiles.month, entry.month),
    eq(statementFiles.kind, kind.kind),
  );
}

const itemOf = (entry: AcceptedEntry) => ({
  name: entry.name,
  agencyCode: entry.agencyCode,
  year: entry.year,
  month: entry.month,
});

/**
 * How many of the published file's rows an entry changes, both streamed to a worker thread that
 * reads and compares them (csvCompare.ts); undefined when either is not CSV. A comparison that fails
 * or times out refuses the dry run with a message, never a 5xx.
 */
async function rowChangesOf(db: Db, publishedFileId: number, entry: AcceptedEntry) {
  try {
    // Stored CSVs are UTF-8 with BOM (csvAsUtf8WithBom); a missing file compares as an empty one.
    return await compareCsvInWorker(
      { chunks: fileChunks(db, publishedFileId), encoding: 'utf-8' },
      { chunks: entry.chunks(), encoding: entry.encoding ?? 'utf-8' },
    );
  } catch (error) {
    if (!(error instanceof CsvCompareError)) throw error;
    const message = statementMessages.compareFailed(entry.name);
    throw new HttpError(422, message, {
      errors: { file: [message] },
      data: { imported: [], replaced: [], rejected: [] } satisfies UploadSummary,
    });
  }
}

/**
 * Nothing is stored: which entries are new and which would replace a published file, and for a
 * CSV kind how many of the published file's rows the new one changes (one file at a time, each
 * pair streamed to a worker thread). It reads outside any transaction, before the request's one begins.
 */
async function dryRunSummary(db: Db, kind: StatementKind, accepted: AcceptedEntry[]): Promise<UploadSummary> {
  const summary: UploadSummary = { imported: [], replaced: [], rejected: [] };
  for (const entry of accepted) {
    const [existing] = await db
      .select({ id: statementFiles.id, fileId: statementFiles.fileId })
      .from(statementFiles)
      .where(sameMonth(kind, entry));
    const item = itemOf(entry);
    if (!existing) summary.imported.push(item);
    else if (kind.format !== 'csv') summary.replaced.push(item);
    else summary.replaced.push({ ...item, rowChanges: await rowChangesOf(db, existing.fileId, entry) });
  }
  return summary;
}

/** An accepted entry whose bytes are stored (files/storage `putFile`), not yet linked. */
interface StoredEntry {
  entry: AcceptedEntry;
  fileId: number;
}

/** An upload received and checked in full; for a dry run its summary, for an import its stored files. */
interface ReceivedUpload {
  accepted: AcceptedEntry[];
  dryRun?: UploadSummary;
  stored?: StoredEntry[];
}

/** The 422 of a zip that is refused as a whole, or for the entries listed. */
function refusal(check: ZipCheck): HttpError | null {
  if (check.fatal) {
    return new HttpError(422, check.fatal, {
      errors: { file: [check.fatal] },
      data: { imported: [], replaced: [], rejected: [] } satisfies UploadSummary,
    });
  }
  if (check.rejected.length > 0) {
    return new HttpError(422, statementMessages.refused, {
      data: { imported: [], replaced: [], rejected: check.rejected } satisfies UploadSummary,
    });
  }
  return null;
}

/**
 * Every accepted entry's bytes stored, one entry in memory at a time (inflated again from the zip,
 * statements/zipImport), each in chunks between event-loop turns; unlinked until the import's
 * transaction links them, and deleted after the request when it does not
 * (docs/adr/0151-files-written-before-the-transaction.md).
 */
async function storeEntries(
  ctx: ServerContext,
  kind: StatementKind,
  request: FastifyRequest,
  accepted: AcceptedEntry[],
): Promise<StoredEntry[]> {
  const stored: StoredEntry[] = [];
  for (const entry of accepted) {
    const raw = await entry.read();
    // CSVs are kept as UTF-8 with BOM, the charset they are served with (a Shift_JIS upload is converted).
    const content = kind.format === 'csv' ? csvAsUtf8WithBom(raw) : raw;
    const fileId = await putFile(ctx.db, content, contentTypeOf(entry.name), ctx.clock.now());
    noteWrittenFile(request, fileId);
    stored.push({ entry, fileId });
  }
  return stored;
}

/**
 * Everything of an upload that does not need its transaction, done before it begins
 * (docs/architecture.md, the request path): the body received, the zip checked entry by entry, a
 * dry run's comparison made, an import's files stored. On PGlite's one connection, an open
 * transaction would make every other request wait for all of it.
 */
async function receiveUpload(
  ctx: ServerContext,
  kind: StatementKind,
  request: FastifyRequest,
  dryRun: boolean,
): Promise<ReceivedUpload> {
  const zip = await readZip(request);
  // The comparison's worker loads while the zip is checked.
  if (dryRun && kind.format === 'csv') warmCompareWorker();
  const known = await agencyCodes(ctx.db);
  const check = await checkStatementZip(zip, kind.kind, (code) => known.has(code));
  const refused = refusal(check);
  if (refused) throw refused;
  if (dryRun) return { accepted: check.accepted, dryRun: await dryRunSummary(ctx.db, kind, check.accepted) };
  return { accepted: check.accepted, stored: await storeEntries(ctx, kind, request, check.accepted) };
}

/** Links every stored entry to its agency-month, replacing the published file where there is one. */
async function linkStatements(tx: Db, kind: StatementKind, stored: StoredEntry[], now: Date): Promise<UploadSummary> {
  const summary: UploadSummary = { imported: [], replaced: [], rejected: [] };
  for (const { entry, fileId } of stored) {
    const [existing] = await tx.select({ id: statementFiles.id }).from(statementFiles).where(sameMonth(kind, entry));
    if (existing) {
      await tx.update(statementFiles).set({ fileId, uploadedAt: now }).where(eq(statementFiles.id, existing.id));
      summary.replaced.push(itemOf(entry));
    } else {
      await tx.insert(statementFiles).values({
        agencyCode: entry.agencyCode,
        year: entry.year,
        month: entry.month,
        kind: kind.kind,
        fileId,
        uploadedAt: now,
      });
      summary.imported.push(itemOf(entry));
    }
  }
  return summary;
}

export const statementRoutes: RouteRegistrar = (app, ctx) => {
  for (const kind of statementKinds) {
    defineRoute(app, `statements.${kind.key}`, { query: statementQuery }, async ({ query, reply }) => {
      const [row] = await ctx.db
        .select()
        .from(statementFiles)
        .where(and(agencyMonth(query), eq(statementFiles.kind, kind.kind)));
      const file = row ? await getFile(ctx.db, row.fileId) : undefined;
      if (!file) throw notFound(statementMessages.missing);
      const name = statementFileName(kind, query.agencyCode, query.year, query.month);
      reply.header('content-type', file.contentType);
      reply.header('content-disposition', contentDisposition(name.japanese, name.ascii));
      reply.header('cache-control', 'private, no-store');
      return reply.send(servedStatement(kind, file.content));
    });

    defineWriteRoute(
      app,
      ctx,
      `uploads.${kind.key}`,
      {
        query: uploadQuery,
        readBody: (request, query) => receiveUpload(ctx, kind, request, Boolean(query.dryRun)),
      },
      async ({ body: upload, reply, tx }) => {
        const { accepted, dryRun, stored = [] } = upload;
        if (dryRun) {
          return { message: statementMessages.checked(accepted.length, dryRun.replaced.length), data: dryRun };
        }
        // The agencies were read before the transaction: one removed since is refused, not a 500.
        const known = await agencyCodes(tx);
        const refused = refusal({
          accepted,
          rejected: accepted
            .filter((e) => !known.has(e.agencyCode))
            .map((e) => ({ name: e.name, reason: zipMessages.unknownAgency(e.agencyCode) })),
        });
        if (refused) throw refused;
        const summary = await linkStatements(tx, kind, stored, ctx.clock.now());
        reply.code(200);
        return { message: statementMessages.imported(accepted.length), data: summary };
      },
    );
  }

  // One answer for all 10 files of the agency-month (docs/adr/0005-api-answer-shapes-and-client.md).
  defineRoute(app, 'statements.confirmExistence', { query: statementQuery }, async ({ query }) => {
    const rows = await ctx.db
      .select({ kind: statementFiles.kind })
      .from(statementFiles)
      .where(
        and(
          eq(statementFiles.agencyCode, query.agencyCode),
          eq(statementFiles.year, query.year),
          eq(statementFiles.month, query.month),
        ),
      );
    const present = new Set(rows.map((r) => r.kind));
    const data = Object.fromEntries(statementKinds.map((k) => [k.key, present.has(k.kind)])) as Record<
      StatementKindKey,
      boolean
    >;
    return { data } satisfies typeof confirmExistenceAnswer.TYPE;
  });

  statementCoverageRoutes(app, ctx);
};
