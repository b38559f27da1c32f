import { createHash } from 'node:crypto';
import { mediaTypeOfFileName } from '@olive/api';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { files } from '../db/schema';

/**
 * File bytes live in the database, so every server instance sees the same files. This interface is
 * the seam for moving them to S3-compatible storage later (docs/architecture.md).
 */
export interface StoredFile {
  id: number;
  content: Buffer;
  size: number;
  contentType: string;
}

export async function putFile(db: Db, content: Buffer, contentType: string, now: Date): Promise<number> {
  const [row] = await db
    .insert(files)
    .values({
      content,
      size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      contentType,
      createdAt: now,
    })
    .returning({ id: files.id });
  if (!row) throw new Error('file insert returned nothing');
  return row.id;
}

/** Many files in one statement (seeding): ids in the order given. */
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
        content: i.content,
        size: i.content.length,
        sha256: createHash('sha256').update(i.content).digest('hex'),
        contentType: i.contentType,
        createdAt: now,
      })),
    )
    .returning({ id: files.id });
  return rows.map((r) => r.id);
}

export async function getFile(db: Db, id: number): Promise<StoredFile | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row ? { id: row.id, content: row.content, size: row.size, contentType: row.contentType } : undefined;
}

/** The media type a stored file is served with (the api package's table, which the OpenAPI document lists). */
export const contentTypeOf = mediaTypeOfFileName;

/**
 * A stored file's bytes in slices of `chunkBytes`, one query each, so reading a large file neither
 * holds it whole nor keeps the database (on PGlite its one connection) for one long query.
 */
export async function* fileChunks(db: Db, id: number, chunkBytes = 256 * 1024): AsyncGenerator<Buffer> {
  const [row] = await db.select({ size: files.size }).from(files).where(eq(files.id, id));
  if (!row) return;
  for (let at = 0; at < row.size; at += chunkBytes) {
    const [slice] = await db
      .select({ chunk: sql`substring(${files.content} from ${at + 1} for ${chunkBytes})`.mapWith(files.content) })
      .from(files)
      .where(eq(files.id, id));
    if (!slice) return;
    yield slice.chunk;
  }
}
