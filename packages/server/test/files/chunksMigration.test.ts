import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { journal, migrationsFolder as migrations, migrationsBefore } from '../migrations';

/**
 * Migration 0018 (docs/adr/0150-file-bytes-in-bounded-chunks.md): a database that holds files when
 * it is upgraded keeps every byte of each, now as chunks of 262,144 bytes, and `files` loses its
 * content column. Run on an embedded PGlite in memory (the migration's SQL is the same on PostgreSQL).
 */
const before = migrationsBefore(18);
afterAll(() => rmSync(before, { recursive: true, force: true }));

const CHUNK = 262_144;

describe('migration 0018 on a database that holds files', () => {
  it('moves each file into chunks, byte for byte, an empty file into none', async () => {
    expect(journal.entries.find((e) => e.idx === 18)?.tag).toBe('0018_file_chunks');
    const client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before });
    const sizes = [0, 1, CHUNK, CHUNK + 1, 3 * CHUNK - 7];
    const contents = sizes.map((n) => Buffer.from(Array.from({ length: n }, (_, i) => (i * 13 + n) % 256)));
    for (const content of contents) {
      await db.execute(
        sql`insert into files (content, size, sha256, content_type, created_at)
          values (decode(${content.toString('hex')}, 'hex'), ${content.length}, 'x', 'application/octet-stream', now())`,
      );
    }
    await migrate(db, { migrationsFolder: migrations });

    const columns = await db.execute(
      sql`select column_name as name from information_schema.columns where table_name = 'files' order by name`,
    );
    expect((columns.rows as Array<{ name: string }>).map((r) => r.name)).toEqual([
      'content_type',
      'created_at',
      'id',
      'sha256',
      'size',
    ]);
    const chunks = (
      await db.execute(
        sql`select file_id as id, seq, encode(bytes, 'hex') as hex from file_chunks order by file_id, seq`,
      )
    ).rows as Array<{ id: number; seq: number; hex: string }>;
    for (const [i, content] of contents.entries()) {
      const own = chunks.filter((c) => c.id === i + 1);
      expect(own.map((c) => c.seq)).toEqual(Array.from({ length: Math.ceil(content.length / CHUNK) }, (_, n) => n));
      expect(own.every((c) => c.hex.length / 2 <= CHUNK)).toBe(true);
      expect(Buffer.from(own.map((c) => c.hex).join(''), 'hex').equals(content)).toBe(true);
    }
    await client.close();
  }, 120_000);
});
