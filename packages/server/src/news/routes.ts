import type { MultipartFile } from '@fastify/multipart';
import {
  agencyCode as agencyCodeSchema,
  hasBadCharacter,
  idParams,
  itemLabels,
  type News,
  newsBody,
  newsFileQuery,
  newsLimits,
  newsListQuery,
  newsShowQuery,
  recruiterNewsFileQuery,
  recruiterNewsListQuery,
  recruiterNewsShowQuery,
} from '@olive/api';
import { and, asc, count, desc, eq, exists, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import type { Db } from '../db';
import { agencies, news, newsAttachments, newsTargets } from '../db/schema';
import { contentTypeOf, getFile, putFile } from '../files/storage';
import { contentDisposition } from '../http/csv';
import { pageMeta } from '../http/paging';
import {
  defineRoute,
  defineWriteRoute,
  fieldError,
  HttpError,
  notFound,
  parse,
  type RouteRegistrar,
} from '../http/route';
import { serverMessages } from '../messages';
import { noteWrittenFile } from '../plugins/requestTx';

export const NEWS_PAGE_SIZE = 20;

export const newsMessages = {
  badFileName: '添付ファイルのファイル名に使用できない文字が含まれています。',
  badFileField: '添付ファイルは files という名前のパートで送ってください。',
} as const;

type NewsRow = typeof news.$inferSelect;

async function withDetails(db: Db, rows: NewsRow[]): Promise<News[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const targets = await db
    .select()
    .from(newsTargets)
    .where(inArray(newsTargets.newsId, ids))
    .orderBy(asc(newsTargets.agencyCode));
  const files = await db
    .select()
    .from(newsAttachments)
    .where(inArray(newsAttachments.newsId, ids))
    .orderBy(asc(newsAttachments.id));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    content: r.content,
    isNotifyAll: r.isNotifyAll,
    agencyCodeList: targets.filter((t) => t.newsId === r.id).map((t) => t.agencyCode),
    attachments: files
      .filter((f) => f.newsId === r.id)
      .map((f) => ({ filePath: f.filePath, fileName: f.fileName, size: f.size })),
    createdAt: r.createdAt.getTime(),
    updatedAt: r.updatedAt.getTime(),
  }));
}

/** A news item's multipart form, read and checked in full before its transaction begins. */
interface NewsForm {
  body: typeof newsBody.TYPE;
  /** The agencies it names (none when it is for every agency), each code checked. */
  codes: string[];
  uploads: Array<{ name: string; content: Buffer }>;
}

/** A news form whose attachments are stored (files/storage `putFile`), not yet linked. */
interface StoredNewsForm extends NewsForm {
  fileIds: number[];
}

/**
 * The form read and checked, then its attachments stored before the transaction opens, in chunks
 * between event-loop turns; the transaction only links them, and the request's clean-up deletes
 * them when it does not (docs/adr/0151-files-written-before-the-transaction.md).
 */
async function receiveNewsForm(ctx: ServerContext, request: FastifyRequest): Promise<StoredNewsForm> {
  const form = await readNewsForm(request);
  const fileIds: number[] = [];
  for (const upload of form.uploads) {
    const fileId = await putFile(ctx.db, upload.content, contentTypeOf(upload.name), ctx.clock.now());
    noteWrittenFile(request, fileId);
    fileIds.push(fileId);
  }
  return { ...form, fileIds };
}

/** The multipart parts of a news item: its fields, its agency list and its files. */
async function readNewsParts(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  const agencyCodeList: string[] = [];
  const uploads: Array<{ name: string; content: Buffer }> = [];
  for await (const part of request.parts({
    limits: { fileSize: newsLimits.maxFileBytes, files: newsLimits.maxFiles + 1 },
  })) {
    if (part.type === 'file') {
      const file = part as MultipartFile;
      const content = await file.toBuffer();
      // One spelling, the document's (docs/adr/0130-news-form-as-repeated-parts.md): a file under
      // another name is refused, never dropped.
      if (file.fieldname !== 'files') throw fieldError('files', newsMessages.badFileField);
      // A name with NUL or a lone surrogate cannot be stored (PostgreSQL text): refused, not a 500.
      if (hasBadCharacter(file.filename ?? '')) throw fieldError('files', newsMessages.badFileName);
      uploads.push({ name: file.filename || 'file', content });
    } else if (part.fieldname === 'agencyCodeList') {
      agencyCodeList.push(String(part.value));
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  return { fields, agencyCodeList, uploads };
}

/**
 * docs/product.md §7: title, content, isNotifyAll, then each agency code and each file as a part of
 * its own under `agencyCodeList` and `files` (docs/adr/0130-news-form-as-repeated-parts.md).
 */
async function readNewsForm(request: FastifyRequest): Promise<NewsForm> {
  if (!request.isMultipart()) throw new HttpError(415, serverMessages.unsupportedMediaType);
  const { fields, agencyCodeList, uploads } = await readNewsParts(request);
  // Multipart turns line breaks into CRLF; the content is stored with plain LF line breaks.
  const content = fields.content?.replace(/\r\n?/g, '\n');
  const body = parse(newsBody, { ...fields, ...(content === undefined ? {} : { content }), agencyCodeList });
  if (uploads.length > newsLimits.maxFiles) {
    throw fieldError('files', serverMessages.newsTooManyFiles(newsLimits.maxFiles));
  }
  if (uploads.some((u) => u.content.length === 0)) throw fieldError('files', serverMessages.newsEmptyFile);
  const codes = body.isNotifyAll === '1' ? [] : [...new Set(body.agencyCodeList)];
  for (const code of codes) parse(agencyCodeSchema, code);
  return { body, codes, uploads };
}

export const newsRoutes: RouteRegistrar = (app, ctx: ServerContext) => {
  /** News an agency sees: for all agencies, or naming it. */
  const forAgency = (code: string): SQL =>
    or(
      eq(news.isNotifyAll, true),
      exists(
        ctx.db
          .select({ one: newsTargets.newsId })
          .from(newsTargets)
          .where(and(eq(newsTargets.newsId, news.id), eq(newsTargets.agencyCode, code))),
      ),
    ) as SQL;

  const page = async (where: SQL | undefined, p: number) => {
    const [total] = await ctx.db.select({ n: count() }).from(news).where(where);
    const rows = await ctx.db
      .select()
      .from(news)
      .where(where)
      .orderBy(desc(news.createdAt), desc(news.id))
      .limit(NEWS_PAGE_SIZE)
      .offset((p - 1) * NEWS_PAGE_SIZE);
    const n = Number(total?.n ?? 0);
    return {
      data: await withDetails(ctx.db, rows),
      meta: pageMeta(n, p, NEWS_PAGE_SIZE),
    };
  };

  const one = async (db: Db, id: number, agencyCode?: string) => {
    const [row] = await db
      .select()
      .from(news)
      .where(and(eq(news.id, id), agencyCode ? forAgency(agencyCode) : undefined));
    if (!row) throw notFound();
    const [item] = await withDetails(db, [row]);
    return item as News;
  };

  const sendAttachment = async (
    newsId: number,
    filePath: string,
    agencyCode: string | undefined,
    reply: FastifyReply,
  ) => {
    await one(ctx.db, newsId, agencyCode);
    const [att] = await ctx.db
      .select()
      .from(newsAttachments)
      .where(and(eq(newsAttachments.newsId, newsId), eq(newsAttachments.filePath, filePath)));
    const file = att ? await getFile(ctx.db, att.fileId) : undefined;
    if (!att || !file) throw notFound();
    const ascii = `news${newsId}_${att.fileName.replace(/[^\x20-\x7e]/g, '_')}`;
    reply.header('content-type', file.contentType);
    reply.header('content-disposition', contentDisposition(att.fileName, ascii));
    reply.header('x-content-type-options', 'nosniff');
    return reply.send(file.content);
  };

  defineRoute(app, 'news.list', { query: newsListQuery }, async ({ query }) => {
    if (!query.isAll && !query.agencyCode) throw fieldError('agencyCode', serverMessages.newsAgencyRequired);
    // The admin list's filter row: the news that reach an agency, and a keyword in the title or content.
    const words = query.keyword?.trim();
    const pattern = words ? `%${words.replace(/[\\%_]/g, '\\$&')}%` : null;
    return page(
      and(
        query.agencyCode ? forAgency(query.agencyCode) : undefined,
        pattern ? or(ilike(news.title, pattern), ilike(news.content, pattern)) : undefined,
      ),
      query.page ?? 1,
    );
  });

  defineRoute(
    app,
    'news.show',
    { params: idParams, query: newsShowQuery, labels: itemLabels.news },
    async ({ params, query }) => ({
      data: await one(ctx.db, params.id, query.agencyCode),
    }),
  );

  defineRoute(app, 'news.fileDownload', { query: newsFileQuery }, async ({ query, reply }) =>
    sendAttachment(query.newsId, query.filePath, query.agencyCode, reply),
  );

  defineRoute(app, 'recruiterNews.list', { query: recruiterNewsListQuery }, async ({ query }) =>
    page(forAgency(query.agencyCode), query.page ?? 1),
  );

  defineRoute(
    app,
    'recruiterNews.show',
    { params: idParams, query: recruiterNewsShowQuery, labels: itemLabels.news },
    async ({ params, query }) => ({
      data: await one(ctx.db, params.id, query.agencyCode),
    }),
  );

  defineRoute(app, 'recruiterNews.fileDownload', { query: recruiterNewsFileQuery }, async ({ query, reply }) =>
    sendAttachment(query.newsId, query.filePath, query.agencyCode, reply),
  );

  const readBody = (request: FastifyRequest) => receiveNewsForm(ctx, request);
  defineWriteRoute(app, ctx, 'news.create', { readBody }, async ({ body: form, reply, user, tx }) => {
    const { body, codes, uploads, fileIds } = form;
    if (codes.length > 0) {
      const known = await tx.select({ code: agencies.code }).from(agencies).where(inArray(agencies.code, codes));
      const missing = codes.filter((c) => !known.some((k) => k.code === c));
      if (missing.length) throw fieldError('agencyCodeList', serverMessages.unknownAgencyCodes(missing));
    }
    const now = ctx.clock.now();
    const [row] = await tx
      .insert(news)
      .values({
        title: body.title,
        content: body.content,
        isNotifyAll: body.isNotifyAll === '1',
        createdByUserId: user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: news.id });
    if (!row) throw new HttpError(500, serverMessages.serverError);
    if (codes.length) await tx.insert(newsTargets).values(codes.map((agencyCode) => ({ newsId: row.id, agencyCode })));
    for (const [i, upload] of uploads.entries()) {
      const n = i + 1;
      await tx.insert(newsAttachments).values({
        newsId: row.id,
        fileId: fileIds[i] as number,
        fileName: upload.name.replace(/[\\/]/g, '_').slice(0, 200),
        filePath: `${row.id}/${n}`,
        size: upload.content.length,
      });
    }
    reply.code(201);
    return { data: await one(tx, row.id) };
  });

  defineWriteRoute(app, ctx, 'news.delete', { params: idParams, labels: itemLabels.news }, async ({ params, tx }) => {
    await one(tx, params.id);
    await tx.delete(news).where(eq(news.id, params.id));
    return { message: serverMessages.deleted };
  });
};
