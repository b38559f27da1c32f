import { sql } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../../src/db';
import { statementFiles } from '../../src/db/schema';
import {
  FILE_CHUNK_BYTES,
  fileChunks,
  getFile,
  putFile,
  putFiles,
  sweepUnlinkedFiles,
  UNLINKED_FILE_TTL_MS,
} from '../../src/files/storage';
import { startTestServer, type TestServer } from '../harness';

/**
 * Stored files as rows of bounded chunks, written before the transaction that links them, and no
 * unlinked bytes kept (docs/adr/0150-file-bytes-in-bounded-chunks.md,
 * docs/adr/0151-files-written-before-the-transaction.md). Run on PGlite too (vitest.config.ts).
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const CSV_KIND = 'commissionsSpecificationsCsv';

/** A statement CSV of about `bytes`, UTF-8 with BOM as stored: unique 管理番号 in the first cell. */
function bigCsv(bytes: number, variant = 0): Buffer {
  const lines = ['\uFEFF"管理番号","契約者名","金額"\r\n'];
  let size = 0;
  for (let n = 0; size < bytes; n++) {
    const line = `"OL${26_000_000 + n}","契約者 ${n % 997}","${3000 + ((n * 7919 + variant) % 40_000)}"\r\n`;
    lines.push(line);
    size += Buffer.byteLength(line);
  }
  return Buffer.from(lines.join(''));
}

interface FileState {
  id: number;
  size: number;
  chunks: number;
  linked: boolean;
}

/** Every file after `afterId`, its chunk rows counted, and whether a statement or news item names it. */
async function filesAfter(afterId: number): Promise<FileState[]> {
  return sqlRows<FileState>(
    t.ctx.db,
    sql`select f.id, f.size, (select count(*)::int from file_chunks c where c.file_id = f.id) as chunks,
      (exists (select 1 from statement_files s where s.file_id = f.id)
        or exists (select 1 from news_attachments a where a.file_id = f.id)) as linked
      from files f where f.id > ${afterId} order by f.id`,
  );
}

async function lastFileId(): Promise<number> {
  const [row] = await sqlRows<{ id: number | null }>(t.ctx.db, sql`select max(id)::int as id from files`);
  return row?.id ?? 0;
}

async function totals() {
  const [row] = await sqlRows<{ files: number; chunks: number }>(
    t.ctx.db,
    sql`select (select count(*)::int from files) as files, (select count(*)::int from file_chunks) as chunks`,
  );
  return row;
}

describe('stored files in chunks', () => {
  it('come back byte for byte at every size around a chunk boundary, as one row per chunk', async () => {
    const sizes = [0, 1, FILE_CHUNK_BYTES - 1, FILE_CHUNK_BYTES, FILE_CHUNK_BYTES + 1, 2 * FILE_CHUNK_BYTES + 5];
    const contents = sizes.map((n) => Buffer.from(Array.from({ length: n }, (_, i) => (i * 31 + n) % 256)));
    const before = await lastFileId();
    const one = await Promise.all(contents.map((c) => putFile(t.ctx.db, c, 'application/octet-stream', new Date())));
    const many = await putFiles(
      t.ctx.db,
      contents.map((content) => ({ content, contentType: 'application/octet-stream' })),
      new Date(),
    );
    const states = new Map((await filesAfter(before)).map((f) => [f.id, f]));
    for (const ids of [one, many]) {
      for (const [i, id] of ids.entries()) {
        const content = contents[i] as Buffer;
        expect((await getFile(t.ctx.db, id))?.content.equals(content)).toBe(true);
        const parts: Buffer[] = [];
        for await (const part of fileChunks(t.ctx.db, id)) parts.push(part);
        expect(parts.every((p) => p.length <= FILE_CHUNK_BYTES)).toBe(true);
        expect(Buffer.concat(parts).equals(content)).toBe(true);
        expect(states.get(id)?.chunks).toBe(Math.ceil(content.length / FILE_CHUNK_BYTES));
      }
    }
  });
});

/**
 * Watches, from outside the request, the files stored after `afterId` until `done()`: on PostgreSQL
 * another connection sees only what is committed, and on PGlite this query waits for an open
 * transaction; either way a file seen stored in part and unlinked is being written outside the
 * import's transaction. Each time one is seen, another user's request is made. The chunk counts
 * seen, and how many of the other requests were answered before `done()`.
 */
async function watchStoring(afterId: number, chunksOfFile: number, done: () => boolean, other: () => Promise<boolean>) {
  const partial: number[] = [];
  let othersAnswered = 0;
  while (!done()) {
    const seen = (await filesAfter(afterId)).filter((s) => !s.linked && s.chunks > 0 && s.chunks < chunksOfFile);
    partial.push(...seen.map((s) => s.chunks));
    if (seen.length > 0 && (await other()) && !done()) othersAnswered += 1;
    // A timer's turn: PGlite answers in microtasks, and a loop of them alone would starve the server.
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return { partial, othersAnswered };
}

describe('an import of a large CSV', () => {
  it('stores its bytes before the transaction opens, chunk by chunk, while other requests are answered', async () => {
    const admin = await t.signedIn('super@demo.olive.test');
    const other = await t.signedIn('recruiter@demo.olive.test');
    const content = bigCsv(16 * FILE_CHUNK_BYTES);
    const before = await lastFileId();
    let answered = false;
    const upload = admin.api.uploads
      .upload(CSV_KIND, new Blob([zipSync({ 'A0003_202501.csv': content })]), 'big.zip')
      .finally(() => {
        answered = true;
      });
    const seen = await watchStoring(
      before,
      Math.ceil(content.length / FILE_CHUNK_BYTES),
      () => answered,
      async () => (await other.api.auth.me()).ok,
    );
    const r = await upload;
    expect(r.ok && r.data.data).toEqual({
      imported: [{ name: 'A0003_202501.csv', agencyCode: 'A0003', year: 2025, month: 1 }],
      replaced: [],
      rejected: [],
    });
    // More than one piece seen: the file grew between statements, not in one.
    expect(new Set(seen.partial).size).toBeGreaterThan(1);
    expect(seen.othersAnswered).toBeGreaterThan(0);
    const [stored] = await filesAfter(before);
    expect(stored).toMatchObject({ size: content.length, linked: true });
    const download = await admin.api.statements.download(CSV_KIND, { agencyCode: 'A0003', year: 2025, month: 1 });
    expect(download.ok && Buffer.from(await download.data.blob.arrayBuffer()).equals(content)).toBe(true);
  }, 120_000);

  it('leaves no bytes behind when its log row cannot be written (503, rolled back)', async () => {
    const admin = await t.signedIn('super@demo.olive.test');
    const before = await totals();
    await t.ctx.database.exec(
      `ALTER TABLE action_logs ADD CONSTRAINT test_no_upload_rows CHECK (NOT (route LIKE '%/csv/zip/upload' AND method = 'POST')) NOT VALID`,
    );
    try {
      const r = await admin.api.uploads.upload(
        CSV_KIND,
        new Blob([zipSync({ 'A0004_202609.csv': bigCsv(FILE_CHUNK_BYTES * 3) })]),
        'big.zip',
      );
      expect(r.ok).toBe(false);
      expect(r.status).toBe(503);
    } finally {
      await t.ctx.database.exec('ALTER TABLE action_logs DROP CONSTRAINT test_no_upload_rows');
    }
    expect(await totals()).toEqual(before);
  });
});

describe('news attachments', () => {
  it('are not kept when the news is refused after they were stored (422)', async () => {
    const admin = await t.signedIn('super@demo.olive.test');
    const before = await totals();
    const attachment = new File([new Uint8Array(bigCsv(FILE_CHUNK_BYTES + 10))], '資料.csv', { type: 'text/csv' });
    const r = await admin.api.news.create(
      { title: '存在しない代理店へ', content: '本文', isNotifyAll: '0', agencyCodeList: ['Z9999'] },
      [attachment],
    );
    expect(r.ok).toBe(false);
    expect(r.status).toBe(422);
    expect(await totals()).toEqual(before);
  });
});

describe('the sweep of unlinked files', () => {
  it('deletes unlinked files older than a day, keeps newer and linked ones, and runs at start-up', async () => {
    const now = t.clock.now();
    const old = new Date(now.getTime() - UNLINKED_FILE_TTL_MS - 60_000);
    const recent = new Date(now.getTime() - UNLINKED_FILE_TTL_MS + 60_000);
    const bytes = bigCsv(FILE_CHUNK_BYTES + 100);
    const oldUnlinked = await putFile(t.ctx.db, bytes, 'text/csv', old);
    const recentUnlinked = await putFile(t.ctx.db, bytes, 'text/csv', recent);
    const oldLinked = await putFile(t.ctx.db, bytes, 'text/csv', old);
    await t.ctx.db
      .insert(statementFiles)
      .values({ agencyCode: 'A0005', year: 2020, month: 1, kind: 'x', fileId: oldLinked, uploadedAt: old });

    expect(await sweepUnlinkedFiles(t.ctx.db, now)).toBeGreaterThanOrEqual(1);
    const left = new Set((await filesAfter(oldUnlinked - 1)).map((f) => f.id));
    expect(left.has(oldUnlinked)).toBe(false);
    expect(left.has(recentUnlinked)).toBe(true);
    expect(left.has(oldLinked)).toBe(true);
    const [orphanChunks] = await sqlRows<{ n: number }>(
      t.ctx.db,
      sql`select count(*)::int as n from file_chunks where file_id = ${oldUnlinked}`,
    );
    expect(orphanChunks?.n).toBe(0);
    expect((await getFile(t.ctx.db, oldLinked))?.content.equals(bytes)).toBe(true);

    // A server starting on the database sweeps once it is ready.
    const leftOver = await putFile(t.ctx.db, bytes, 'text/csv', old);
    await (await t.serverWith({})).ready();
    const deadline = Date.now() + 10_000;
    while ((await filesAfter(leftOver - 1)).some((f) => f.id === leftOver) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await filesAfter(leftOver - 1)).some((f) => f.id === leftOver)).toBe(false);
    expect((await filesAfter(recentUnlinked - 1)).some((f) => f.id === recentUnlinked)).toBe(true);
  });
});
