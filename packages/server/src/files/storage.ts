import { createHash } from 'node:crypto';
import { mediaTypeOfFileName } from '@olive/api';
import { and, asc, eq, inArray, lt, notExists, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { fileChunkRows, files, newsAttachments, statementFiles } from '../db/schema';

/**
 * File bytes live in the database, so every server instance sees the same files. This interface is
 * the seam for moving them to S3-compatible storage later (docs/architecture.md).
 *
 * A file's bytes are rows of at most `FILE_CHUNK_BYTES`, written and read one row per statement,
 * so no statement holds a whole file: on PGlite its WebAssembly memory grows to the largest value
 * one statement carries and never shrinks (docs/adr/0150-file-bytes-in-bounded-chunks.md).
 * A request writes its files before its transaction opens, which then only links them; a file
 * nothing links is deleted after its request, or by the sweep
 * (docs/adr/0151-files-written-before-the-transaction.md).
 */
export interface StoredFile {
  id: number;
  content: Buffer;
  size: number;
  contentType: string;
}

/** The bytes of one `file_chunks` row: the 256 KiB slices the dry run already read. */
export const FILE_CHUNK_BYTES = 256 * 1024;

/** How long an unlinked file is kept before the sweep deletes it: longer than any request lives. */
export const UNLINKED_FILE_TTL_MS = 24 * 60 * 60 * 1000;

/** A turn of the event loop: what other requests have queued runs before the next chunk. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The SHA-256 of `content`, hashed a chunk at a time with an event-loop turn between chunks. */
async function sha256InTurns(content: Buffer): Promise<string> {
  const hash = createHash('sha256');
  for (let at = 0; at < content.length; at += FILE_CHUNK_BYTES) {
    if (at > 0) await turn();
    hash.update(content.subarray(at, at + FILE_CHUNK_BYTES));
  }
  return hash.digest('hex');
}

/**
 * Stores `content` outside any transaction: its `files` row, then its chunks one statement each
 * with an event-loop turn between them, so other requests' queries run in between (on PGlite, its
 * one connection). The file is unlinked until a statement or news attachment names it; pass the
 * pool or the PGlite instance (`ctx.db`), never a request's transaction.
 */
export async function putFile(db: Db, content: Buffer, contentType: string, now: Date): Promise<number> {
  const [row] = await db
    .insert(files)
    .values({
      size: content.length,
      sha256: await sha256InTurns(content),
      contentType,
      createdAt: now,
    })
    .returning({ id: files.id });
  if (!row) throw new Error('file insert returned nothing');
  try {
    for (let at = 0, seq = 0; at < content.length; at += FILE_CHUNK_BYTES, seq++) {
      if (seq > 0) await turn();
      await db
        .insert(fileChunkRows)
        .values({ fileId: row.id, seq, bytes: content.subarray(at, at + FILE_CHUNK_BYTES) });
    }
  } catch (error) {
    // A file stored in part is nobody's: gone now, or by the sweep when this fails too.
    await discardUnlinkedFiles(db, [row.id]).catch(() => 0);
    throw error;
  }
  return row.id;
}

/** Chunk rows per statement when seeding: a few MiB each. */
const SEED_CHUNKS_PER_INSERT = 16;

/** Many files with few statements (seeding): ids in the order given. */
export async function putFiles(
  db: Db,
  items: ReadonlyArray<{ content: Buffer; contentType: string }>,
  now: Date,
): Promise<number[]> {
  if (items.length === 0) return [];
  const rows = await db
    .insert(files)
    .values(
      items.map((i) => ({
        size: i.content.length,
        sha256: createHash('sha256').update(i.content).digest('hex'),
        contentType: i.contentType,
        createdAt: now,
      })),
    )
    .returning({ id: files.id });
  const ids = rows.map((r) => r.id);
  const chunks = items.flatMap((item, i) => {
    const out: Array<typeof fileChunkRows.$inferInsert> = [];
    for (let at = 0, seq = 0; at < item.content.length; at += FILE_CHUNK_BYTES, seq++) {
      out.push({ fileId: ids[i] as number, seq, bytes: item.content.subarray(at, at + FILE_CHUNK_BYTES) });
    }
    return out;
  });
  for (let at = 0; at < chunks.length; at += SEED_CHUNKS_PER_INSERT) {
    await db.insert(fileChunkRows).values(chunks.slice(at, at + SEED_CHUNKS_PER_INSERT));
  }
  return ids;
}

/** A stored file whole (a download that transforms it): read chunk by chunk, then joined. */
export async function getFile(db: Db, id: number): Promise<StoredFile | undefined> {
  const [row] = await db
    .select({ id: files.id, size: files.size, contentType: files.contentType })
    .from(files)
    .where(eq(files.id, id));
  if (!row) return undefined;
  const parts: Buffer[] = [];
  for await (const chunk of fileChunks(db, id)) parts.push(chunk);
  const content = Buffer.concat(parts);
  if (content.length !== row.size) throw new Error(`stored file ${id} has ${content.length} of ${row.size} bytes`);
  return { ...row, content };
}

/** The media type a stored file is served with (the api package's table, which the OpenAPI document lists). */
export const contentTypeOf = mediaTypeOfFileName;

/**
 * A stored file's bytes, one chunk row per query, so reading a large file neither holds it whole
 * nor keeps the database (on PGlite its one connection) for one long query.
 */
export async function* fileChunks(db: Db, id: number): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq++) {
    const [row] = await db
      .select({ bytes: fileChunkRows.bytes })
      .from(fileChunkRows)
      .where(and(eq(fileChunkRows.fileId, id), eq(fileChunkRows.seq, seq)));
    if (!row) return;
    yield row.bytes;
  }
}

/** A file no statement and no news attachment names. */
const unlinked: SQL = and(
  notExists(sql`(select 1 from ${statementFiles} where ${statementFiles.fileId} = ${files.id})`),
  notExists(sql`(select 1 from ${newsAttachments} where ${newsAttachments.fileId} = ${files.id})`),
) as SQL;

/**
 * Deletes those of `ids` that nothing links (their chunks go with them): what a request wrote
 * and did not link, once its transaction has ended, committed or not. The number deleted.
 */
export async function discardUnlinkedFiles(db: Db, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const gone = await db
    .delete(files)
    .where(and(inArray(files.id, [...ids]), unlinked))
    .returning({ id: files.id });
  return gone.length;
}

/** Files deleted per statement by the sweep, with an event-loop turn between statements. */
const SWEEP_BATCH = 10;

/**
 * Deletes every file that nothing links and that was stored more than `UNLINKED_FILE_TTL_MS`
 * before `now`: a request's files its clean-up missed (the process stopped), a replaced statement
 * file, a deleted news item's attachments. A few files per statement; the number deleted.
 */
export async function sweepUnlinkedFiles(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - UNLINKED_FILE_TTL_MS);
  let deleted = 0;
  for (;;) {
    const batch = await db
      .select({ id: files.id })
      .from(files)
      .where(and(lt(files.createdAt, before), unlinked))
      .orderBy(asc(files.id))
      .limit(SWEEP_BATCH);
    if (batch.length === 0) return deleted;
    const n = await discardUnlinkedFiles(
      db,
      batch.map((r) => r.id),
    );
    // Linked meanwhile (no request links an old file, but the loop must end whatever happens).
    if (n === 0) return deleted;
    deleted += n;
    await turn();
  }
}
