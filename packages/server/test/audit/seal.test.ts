import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { auditProblemText } from '@olive/api';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  canonicalLine,
  canonicalLineSql,
  GENESIS_DIGEST,
  rowHash,
  SEAL_MAX_IDS,
  sealActionLog,
  sealDigest,
} from '../../src/audit/seal';
import { AuditVerifier, checkActionLogCsv, verifyActionLog } from '../../src/audit/verify';
import { serverRoot } from '../../src/config';
import { type Db, sqlRows } from '../../src/db';
import { isPostgresRun, startTestServer, type TestServer } from '../harness';

/**
 * The sealed action log. The attacks are made the way someone with database access
 * would make them, by SQL on the real tables; `pnpm audit:verify` (a separate process on the same
 * database) must then fail and name the row.
 */
let t: TestServer;
/** The cases that need a second connection run on PostgreSQL only: PGlite has one. */
const onPostgres = isPostgresRun();

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const rows = <T>(query: ReturnType<typeof sql>, db: Db = t.ctx.database.db): Promise<T[]> => sqlRows<T>(db, query);

const seal = () => sealActionLog(t.ctx.database, { now: t.clock.now() });

/** Some requests, so the log has rows of several users and kinds. */
async function traffic(n = 5): Promise<void> {
  const admin = await t.signedIn('super@demo.olive.test');
  for (let i = 0; i < n; i++) {
    expect((await admin.api.auth.me()).ok).toBe(true);
  }
  expect((await admin.api.agencies.list()).ok).toBe(true);
}

/** Runs `pnpm audit:verify` against this test's database; its exit code and output. */
async function verifyCli(): Promise<{ code: number; out: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent' };
  const args: string[] = [];
  if (t.config.databaseUrl) env.DATABASE_URL = t.config.databaseUrl;
  else {
    // PGlite: one process owns the directory; the CLI reads a dump of it instead.
    const dump = path.join(t.config.dataDir, 'verify.tar.gz');
    const blob = await t.ctx.database.pglite?.dumpDataDir('gzip');
    if (!blob) throw new Error('no PGlite');
    writeFileSync(dump, Buffer.from(await blob.arrayBuffer()));
    args.push('--dump', dump);
  }
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(serverRoot, 'src/auditVerifyCli.ts'), ...args],
      { env, cwd: serverRoot },
    );
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, out: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

describe('the canonical form', () => {
  it('is the same line in SQL (the sealer) and in JavaScript (the verifier), whatever the cells hold', async () => {
    const nasty = 'tab\there, new\nline, cr\r, back\\slash \\N, bs\b ff\f vt\v, 絵文字👍, "quote" \'apos\'';
    await t.ctx.database.exec(
      `INSERT INTO action_logs (created_at, user_id, user_name, user_email, agency_code, ip, method, route, status, description)
       VALUES ('2026-11-21 05:06:07.123456+00', NULL, ${literal(nasty)}, NULL, NULL, '::1', 'GET', '/api/x', 200, ${literal(nasty)})`,
    );
    const [sqlSide] = await rows<{ id: number; line: string; created: string }>(
      sql.raw(`SELECT id, ${canonicalLineSql} AS line,
        to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created
        FROM action_logs ORDER BY id DESC LIMIT 1`),
    );
    if (!sqlSide) throw new Error('no row');
    expect(sqlSide.created).toBe('2026-11-21T05:06:07.123456Z');
    const js = canonicalLine({
      id: Number(sqlSide.id),
      createdAt: sqlSide.created,
      userId: null,
      userName: nasty,
      userEmail: null,
      agencyCode: null,
      ip: '::1',
      method: 'GET',
      route: '/api/x',
      status: 200,
      description: nasty,
      target: null,
    });
    expect(sqlSide.line).toBe(js);
    // COPY's text format: one physical line, NULL as \N, a literal backslash-N kept apart from NULL.
    expect(js).not.toMatch(/[\n\r]/);
    expect(js.split('\t')).toHaveLength(12);
    expect(js).toContain('\\\\N');
    expect(js.split('\t')[2]).toBe('\\N');
  });
});

describe('sealing', () => {
  afterEach(async () => {
    // Each attack below is undone by starting again from an unbroken chain.
    await t.ctx.database.exec('TRUNCATE action_log_seals, action_log_sealed_rows');
  });

  it('covers every row in order, chains each seal to the previous one, and verifies', async () => {
    await traffic();
    const first = await seal();
    expect(first.outcome).toBe('sealed');
    await traffic(3);
    const second = await seal();
    expect(second.outcome).toBe('sealed');
    const seals = await rows<{ seq: number; first_id: number; last_id: number; prev_digest: string; digest: string }>(
      sql`SELECT seq, first_id, last_id, prev_digest, digest FROM action_log_seals ORDER BY seq`,
    );
    expect(seals.length).toBeGreaterThanOrEqual(2);
    expect(seals[0]?.prev_digest).toBe(GENESIS_DIGEST);
    expect(Number(seals[0]?.first_id)).toBe(1);
    for (let i = 1; i < seals.length; i++) {
      expect(seals[i]?.prev_digest).toBe(seals[i - 1]?.digest);
      expect(Number(seals[i]?.first_id)).toBe(Number(seals[i - 1]?.last_id) + 1);
    }
    // The digest is what docs/audit.md says, recomputed here from the rows alone.
    const last = seals[seals.length - 1];
    const covered = await rows<Parameters<typeof rowHash>[0] & { id: number }>(
      sql.raw(`SELECT id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "createdAt",
        user_id AS "userId", user_name AS "userName", user_email AS "userEmail", agency_code AS "agencyCode",
        ip, method, route, status, description, target
        FROM action_logs WHERE id BETWEEN ${last?.first_id} AND ${last?.last_id} ORDER BY id`),
    );
    expect(
      sealDigest(
        last?.prev_digest ?? '',
        covered.map((r) => rowHash({ ...r, id: Number(r.id) })),
      ),
    ).toBe(last?.digest);
    const v = await verifyActionLog(t.ctx.database.db);
    expect(v.ok).toBe(true);
    expect(v.problem).toBeNull();
    expect(v.seals).toBe(seals.length);
    expect(v.headDigest).toBe(last?.digest);
    // Nothing new: a run seals nothing.
    const idle = await sealActionLog(t.ctx.database, { now: t.clock.now() });
    expect(['nothing', 'sealed']).toContain(idle.outcome);
  });

  it('splits a long backlog into seals of at most SEAL_MAX_IDS ids', async () => {
    await traffic(2);
    const run = await sealActionLog(t.ctx.database, { now: t.clock.now(), maxIds: 3 });
    expect(run.outcome).toBe('sealed');
    if (run.outcome !== 'sealed') return;
    expect(run.seals.length).toBeGreaterThan(1);
    for (const s of run.seals) expect(s.lastId - s.firstId + 1).toBeLessThanOrEqual(3);
    expect(SEAL_MAX_IDS).toBeGreaterThan(1000);
    expect((await verifyActionLog(t.ctx.database.db)).ok).toBe(true);
  });

  it('is made by the server itself on its timer', async () => {
    const timed = await startTestServer({ auditSealIntervalMs: 1000 });
    try {
      const admin = await timed.signedIn('super@demo.olive.test');
      expect((await admin.api.auth.me()).ok).toBe(true);
      const deadline = Date.now() + 10_000;
      let sealed = 0;
      while (Date.now() < deadline && sealed === 0) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        const [row] = (
          (await timed.ctx.database.db.execute(sql`SELECT count(*)::int AS n FROM action_log_seals`)) as unknown as {
            rows: Array<{ n: number }>;
          }
        ).rows;
        sealed = row?.n ?? 0;
      }
      expect(sealed).toBeGreaterThan(0);
      const status = await admin.api.actionLogs.seal();
      expect(status.ok).toBe(true);
      if (status.ok) {
        expect(status.data.data.ok).toBe(true);
        expect(status.data.data.seals).toBeGreaterThan(0);
      }
    } finally {
      await timed.close();
    }
  });
});

describe('an attacker with database access', () => {
  beforeAll(async () => {
    await t.ctx.database.exec('TRUNCATE action_log_seals, action_log_sealed_rows');
  });

  /** A fresh, verified chain with rows to attack; the id of a row in the middle of it. */
  async function sealedChain(): Promise<number> {
    await t.ctx.database.exec('TRUNCATE action_log_seals, action_log_sealed_rows');
    await traffic();
    const run = await seal();
    expect(run.outcome).toBe('sealed');
    expect((await verifyActionLog(t.ctx.database.db)).ok).toBe(true);
    const [mid] = await rows<{ id: number }>(sql`SELECT id FROM action_logs ORDER BY id DESC OFFSET 3 LIMIT 1`);
    return Number(mid?.id);
  }

  it('changes a row: the verification fails and names it, in the server and in pnpm audit:verify', async () => {
    const id = await sealedChain();
    await t.ctx.database.exec(`UPDATE action_logs SET user_name = coalesce(user_name, '') || '改' WHERE id = ${id}`);
    const v = await verifyActionLog(t.ctx.database.db);
    expect(v.ok).toBe(false);
    expect(v.problem).toMatchObject({ kind: 'changed', logId: id });
    const cli = await verifyCli();
    expect(cli.code).toBe(1);
    expect(cli.out).toContain(auditProblemText({ kind: 'changed', logId: id, sealSeq: v.problem?.sealSeq ?? null }));
    // The log screen's indicator says the same once the full check, off the request path, has run.
    await t.ctx.auditVerifier.fullCheck();
    const admin = await t.signedIn('super@demo.olive.test');
    const status = await admin.api.actionLogs.seal();
    expect(status.ok && status.data.data.problem).toMatchObject({ kind: 'changed', logId: id });
    // A provider admin may not ask (super admins only).
    const other = await t.signedIn('admin@demo.olive.test');
    const refused = await other.api.actionLogs.seal();
    expect(refused.ok).toBe(false);
    expect(refused.status).toBe(403);
    // pnpm audit:verify is a process of its own (tsx, and a PGlite dump opened): slow on a busy machine.
  }, 120_000);

  it('changes only the microseconds of a time: still found', async () => {
    const id = await sealedChain();
    await t.ctx.database.exec(
      `UPDATE action_logs SET created_at = created_at + interval '1 microsecond' WHERE id = ${id}`,
    );
    expect((await verifyActionLog(t.ctx.database.db)).problem).toMatchObject({ kind: 'changed', logId: id });
  });

  it('deletes a row: named', async () => {
    const id = await sealedChain();
    await t.ctx.database.exec(`DELETE FROM action_logs WHERE id = ${id}`);
    const v = await verifyActionLog(t.ctx.database.db);
    expect(v.problem).toMatchObject({ kind: 'deleted', logId: id });
    // The CLI on PGlite reads a dump of the data directory (seconds each): once, in the test above.
    if (!onPostgres) return;
    const cli = await verifyCli();
    expect(cli.code).toBe(1);
    expect(cli.out).toContain(`証跡 ID ${id} が封印後に削除されています`);
  });

  it('inserts a row out of turn (into a sealed range): named', async () => {
    const id = await sealedChain();
    // An id inside the sealed range that no row holds: free one by moving a row, as an attacker could.
    await t.ctx.database.exec(`DELETE FROM action_log_sealed_rows WHERE log_id = ${id}`);
    const v = await verifyActionLog(t.ctx.database.db);
    expect(v.problem).toMatchObject({ kind: 'inserted', logId: id });
    if (!onPostgres) return;
    const cli = await verifyCli();
    expect(cli.code).toBe(1);
    expect(cli.out).toContain(`証跡 ID ${id} が封印済みの範囲に後から挿入されています`);
  });

  it('inserts a backdated row with an id in a gap of the sealed range: named', async () => {
    await sealedChain();
    // A rolled-back write leaves a gap in the ids; the attacker fills it.
    const [gap] = await rows<{ id: number }>(sql`SELECT max(id) + 1 AS id FROM action_logs`);
    const gapId = Number(gap?.id);
    await t.ctx.database.exec(`SELECT setval('action_logs_id_seq', ${gapId})`); // the gap
    await traffic(1);
    expect((await seal()).outcome).toBe('sealed');
    await t.ctx.database.exec(
      `INSERT INTO action_logs (id, created_at, ip, method, route, status, description)
       VALUES (${gapId}, timestamptz '${new Date(t.clock.now().getTime() - 86_400_000).toISOString()}', '127.0.0.1', 'DELETE', '/api/olive-users/{id}', 200, 'ユーザーを削除')`,
    );
    expect((await verifyActionLog(t.ctx.database.db)).problem).toMatchObject({ kind: 'inserted', logId: gapId });
    // Undone, for the chains sealed afresh below (sealed, its day-old time would break them).
    await t.ctx.database.exec(`DELETE FROM action_logs WHERE id = ${gapId}`);
  });

  it('rewrites a row and its kept hash: the seal is named', async () => {
    const id = await sealedChain();
    await t.ctx.database.exec(`UPDATE action_logs SET description = '改ざん' WHERE id = ${id}`);
    await t.ctx.database.exec(
      `UPDATE action_log_sealed_rows SET row_hash = (SELECT encode(sha256(convert_to(${canonicalLineSql}, 'UTF8')), 'hex') FROM action_logs WHERE id = ${id}) WHERE log_id = ${id}`,
    );
    const v = await verifyActionLog(t.ctx.database.db);
    expect(v.problem?.kind).toBe('seal');
    expect(v.problem?.sealSeq).toBeGreaterThan(0);
  });

  it('removes the newest seal: the kept hashes past the chain give it away', async () => {
    await sealedChain();
    await t.ctx.database.exec('DELETE FROM action_log_seals WHERE seq = (SELECT max(seq) FROM action_log_seals)');
    const v = await verifyActionLog(t.ctx.database.db);
    expect(v.problem?.kind).toBe('seal');
  });

  it.runIf(onPostgres)('an untouched chain passes pnpm audit:verify (exit 0) and prints its head digest', async () => {
    await sealedChain();
    const v = await verifyActionLog(t.ctx.database.db);
    const cli = await verifyCli();
    expect(cli.code).toBe(0);
    expect(cli.out).toContain(v.headDigest ?? 'none');
  });
});

describe('ids and times rise together', () => {
  afterEach(async () => {
    await t.ctx.database.exec('TRUNCATE action_log_seals, action_log_sealed_rows');
  });

  it('a row forged after the last seal with an earlier time is named, before and after it is sealed', async () => {
    await t.ctx.database.exec('TRUNCATE action_log_seals, action_log_sealed_rows');
    await traffic(2);
    expect((await seal()).outcome).toBe('sealed');
    expect((await verifyActionLog(t.ctx.database.db)).ok).toBe(true);
    // A day before the sealed rows, with the next id: nothing in the chain covers it yet.
    const [forged] = await rows<{ id: number }>(
      sql.raw(`INSERT INTO action_logs (created_at, ip, method, route, status, description)
        VALUES (timestamptz '${new Date(t.clock.now().getTime() - 86_400_000).toISOString()}', '127.0.0.1', 'DELETE',
          '/api/olive-users/{id}', 200, 'ユーザーを削除') RETURNING id`),
    );
    const id = Number(forged?.id);
    const unsealed = await verifyActionLog(t.ctx.database.db);
    expect(unsealed.problem).toEqual({ kind: 'time-order', sealSeq: null, logId: id });
    expect(auditProblemText({ kind: 'time-order', sealSeq: null, logId: id })).toContain('未封印の範囲');
    // Sealed by the next run as it is: the chain still names it.
    expect((await seal()).outcome).toBe('sealed');
    const sealed = await verifyActionLog(t.ctx.database.db);
    expect(sealed.problem).toMatchObject({ kind: 'time-order', logId: id });
    expect(sealed.problem?.sealSeq).toBeGreaterThan(0);
    await t.ctx.database.exec(`DELETE FROM action_logs WHERE id = ${id}`);
  });

  it('a row a few seconds earlier than the one before it is not a break (the group commit)', async () => {
    await traffic(1);
    await t.ctx.database.insertLogRows([
      {
        createdAt: new Date(t.clock.now().getTime() - 5_000),
        userId: null,
        userName: null,
        userEmail: null,
        agencyCode: null,
        ip: '127.0.0.1',
        method: 'GET',
        route: '/api/me',
        status: 200,
        description: '遅れて書かれた行',
        target: null,
      },
    ]);
    expect((await verifyActionLog(t.ctx.database.db)).ok).toBe(true);
  });
});

describe('the seal check on the log screen', () => {
  it('checks only what is new since the last verified seal; the full check reads everything', async () => {
    await t.ctx.database.exec('TRUNCATE action_log_seals, action_log_sealed_rows');
    await traffic(3);
    expect((await seal()).outcome).toBe('sealed');
    const verifier = new AuditVerifier(
      () => t.ctx.database.db,
      () => t.clock.now(),
      0,
    );
    const [all] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM action_logs`);
    const first = await verifier.latest();
    expect(first.ok).toBe(true);
    expect(verifier.counter.rows).toBe(Number(all?.n));
    await traffic(2);
    expect((await seal()).outcome).toBe('sealed');
    const [fresh] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM action_logs WHERE id > ${first.sealedThrough}`,
    );
    verifier.counter.rows = 0;
    const second = await verifier.latest();
    expect(second.ok).toBe(true);
    expect(second.seals).toBeGreaterThan(first.seals);
    // Only the rows of the new seal and those after it: the sealed rows before are not read again.
    expect(verifier.counter.rows).toBe(Number(fresh?.n));
    expect(verifier.counter.rows).toBeLessThan(Number(all?.n));
    // A change among the rows verified before is the full check's to find, and then reported.
    const [old] = await rows<{ id: number }>(sql`SELECT min(id) AS id FROM action_logs`);
    await t.ctx.database.exec(`UPDATE action_logs SET description = description || '改' WHERE id = ${Number(old?.id)}`);
    verifier.counter.rows = 0;
    expect((await verifier.fullCheck()).problem).toMatchObject({ kind: 'changed', logId: Number(old?.id) });
    expect((await verifier.latest()).problem).toMatchObject({ kind: 'changed', logId: Number(old?.id) });
    await t.ctx.database.exec(
      `UPDATE action_logs SET description = left(description, length(description) - 1) WHERE id = ${Number(old?.id)}`,
    );
    expect((await verifier.fullCheck()).ok).toBe(true);
    expect((await verifier.latest()).ok).toBe(true);
  });
});

describe('rows written during a seal by another instance', () => {
  it.runIf(onPostgres)(
    'are sealed later, never skipped (two connections to one PostgreSQL)',
    async () => {
      await t.ctx.database.exec('TRUNCATE action_log_seals, action_log_sealed_rows');
      await traffic(2);
      // "Instance B": a request transaction that has written its log row and not committed yet.
      const b = new pg.Client({ connectionString: t.config.databaseUrl });
      await b.connect();
      try {
        await b.query('BEGIN');
        const late = await b.query<{ id: string }>(
          `INSERT INTO action_logs (created_at, ip, method, route, status, description)
           VALUES ($1, '127.0.0.1', 'POST', '/api/agency-ips', 201, '代理店IPを登録') RETURNING id`,
          // The test's clock, as the server writes its rows (ids and times rise together).
          [t.clock.now()],
        );
        const lateId = Number(late.rows[0]?.id);
        // Instance A writes after B (a higher id) and commits at once.
        await traffic(1);
        const [after] = await rows<{ id: number }>(sql`SELECT max(id) AS id FROM action_logs`);
        expect(Number(after?.id)).toBeGreaterThan(lateId);
        // A seal while B is open: it waits for B (briefly) and, B still open, seals nothing past it.
        const busy = await sealActionLog(t.ctx.database, { now: t.clock.now(), lockTimeoutMs: 300 });
        expect(busy).toEqual({ outcome: 'busy', reason: 'writers' });
        const [covering] = await rows<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM action_log_seals WHERE last_id >= ${lateId}`,
        );
        expect(covering?.n).toBe(0);
        // B commits while the next seal waits for it: that seal covers B's row and A's.
        const sealing = sealActionLog(t.ctx.database, { now: t.clock.now(), lockTimeoutMs: 5000 });
        await new Promise((resolve) => setTimeout(resolve, 200));
        await b.query('COMMIT');
        const run = await sealing;
        expect(run.outcome).toBe('sealed');
        const [kept] = await rows<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM action_log_sealed_rows WHERE log_id IN (${lateId}, ${Number(after?.id)})`,
        );
        expect(kept?.n).toBe(2);
        expect((await verifyActionLog(t.ctx.database.db)).ok).toBe(true);
      } finally {
        await b.query('ROLLBACK').catch(() => {});
        await b.end();
      }
    },
    20_000,
  );

  it('two sealers at once make one chain (the advisory lock and the seal numbers)', async () => {
    await t.ctx.database.exec('TRUNCATE action_log_seals, action_log_sealed_rows');
    await traffic(3);
    const runs = await Promise.all([seal(), seal(), seal()]);
    expect(runs.some((r) => r.outcome === 'sealed')).toBe(true);
    const v = await verifyActionLog(t.ctx.database.db);
    expect(v.ok).toBe(true);
    expect(v.unsealedRows).toBe(0);
  });
});

function literal(text: string): string {
  return `E'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'").replaceAll('\n', '\\n').replaceAll('\r', '\\r').replaceAll('\t', '\\t').replaceAll('\b', '\\b').replaceAll('\f', '\\f').replaceAll('\v', '\\x0B')}'`;
}

describe('the CSV download', () => {
  it('carries each row’s seal, hash and digest, and a file can be checked against the chain', async () => {
    await t.ctx.database.exec('TRUNCATE action_log_seals, action_log_sealed_rows');
    await traffic(2);
    expect((await seal()).outcome).toBe('sealed');
    const admin = await t.signedIn('super@demo.olive.test');
    const file = await admin.api.actionLogs.download({});
    expect(file.ok).toBe(true);
    if (!file.ok) return;
    const text = await file.data.blob.text();
    const [header, firstRow] = text.replace(/^\ufeff/, '').split('\r\n');
    expect(header).toContain(
      '"内容","対象","記録時刻(UTC)","封印番号","行ハッシュ(SHA-256)","封印ダイジェスト(SHA-256)"',
    );
    // A sealed row: its seal number, a 64-digit hash and digest.
    expect(firstRow).toMatch(/"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z","1","[0-9a-f]{64}","[0-9a-f]{64}"$/);
    expect(await checkActionLogCsv(t.ctx.database.db, text)).toBeNull();
    // One cell changed in the file: that row is named.
    const id = firstRow?.match(/^"(\d+)"/)?.[1];
    const forged = text.replace(firstRow ?? '', (firstRow ?? '').replace(/"(GET|POST|PUT|DELETE)"/, '"PATCH"'));
    expect(forged).not.toBe(text);
    expect(await checkActionLogCsv(t.ctx.database.db, forged)).toBe(
      `CSV の証跡 ID ${id} の内容が、CSV に記された行ハッシュと一致しません。`,
    );
    // Rows written after the seal come unsealed: named as such, checked against the database.
    const notes = { unsealed: [] as number[] };
    expect(await checkActionLogCsv(t.ctx.database.db, text, notes)).toBeNull();
    const [after] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM action_logs WHERE id > (SELECT max(last_id) FROM action_log_seals)`,
    );
    const unsealedInFile = text.split('\r\n').filter((line) => /Z",(""|),(""|),(""|)$/.test(line)).length;
    expect(unsealedInFile).toBeGreaterThan(0);
    expect(notes.unsealed).toHaveLength(unsealedInFile);
    expect(Number(after?.n)).toBeGreaterThanOrEqual(unsealedInFile);
    const unsealedId = notes.unsealed[0];
    await t.ctx.database.exec(`UPDATE action_logs SET ip = '198.51.100.1' WHERE id = ${unsealedId}`);
    expect(await checkActionLogCsv(t.ctx.database.db, text)).toBe(
      `CSV の証跡 ID ${unsealedId}（CSV 作成時は未封印）の内容がデータベースと一致しません。`,
    );
    // Sealed since, as it is now: the file disagrees with the seal just the same.
    expect((await seal()).outcome).toBe('sealed');
    expect(await checkActionLogCsv(t.ctx.database.db, text)).toBe(
      `CSV の証跡 ID ${unsealedId}（CSV 作成時は未封印）の内容がデータベースと一致しません。`,
    );
    // The file is fine but the database row was changed since: the chain no longer vouches for it.
    await t.ctx.database.exec(`UPDATE action_log_sealed_rows SET row_hash = repeat('0', 64) WHERE log_id = ${id}`);
    expect(await checkActionLogCsv(t.ctx.database.db, text)).toBe(
      `CSV の証跡 ID ${id} の行ハッシュが封印と一致しません。`,
    );
  });
});
