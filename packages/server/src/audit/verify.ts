import { type AuditProblem, actionLogCsvHeader } from '@olive/api';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { type Db, sqlRows } from '../db';
import { unescapeFormula } from '../http/csv';
import { type CanonicalRow, canonicalCellsSql, GENESIS_DIGEST, rowHash, sealDigest } from './seal';

/** What a verification found: the chain's extent, and the first problem in id order (or none). */
export interface AuditVerification {
  ok: boolean;
  seals: number;
  sealedRows: number;
  /** The last log id a seal covers (0 before the first seal). */
  sealedThrough: number;
  headDigest: string | null;
  lastSealedAt: Date | null;
  /** Log rows after the last seal (the next run seals them). */
  unsealedRows: number;
  problem: AuditProblem | null;
}

interface SealRow {
  seq: number;
  first_id: number | string;
  last_id: number | string;
  row_count: number;
  prev_digest: string;
  digest: string;
  sealed_at: Date | string;
}

/** A log row as the verifier reads it: the canonical cells (bigint ids may arrive as text). */
type LogCells = Omit<CanonicalRow, 'id'> & { id: number | string };

/** Ids read per query while walking a seal's range. */
const WINDOW = 5_000;

/** A log row against the hash kept for it when it was sealed: the problem, or null when they agree. */
function rowProblem(
  log: LogCells | undefined,
  kept: { log_id: number | string; row_hash: string } | undefined,
  sealSeq: number,
): AuditProblem | null {
  const logId = log ? Number(log.id) : Number.POSITIVE_INFINITY;
  const keptId = kept ? Number(kept.log_id) : Number.POSITIVE_INFINITY;
  if (logId < keptId) return { kind: 'inserted', sealSeq, logId };
  if (keptId < logId) return { kind: 'deleted', sealSeq, logId: keptId };
  if (log && kept && rowHash({ ...log, id: logId }) !== kept.row_hash) return { kind: 'changed', sealSeq, logId };
  return null;
}

/** The rows `from`…`to` of a seal against their kept hashes; the hashes are appended to `hashes`. */
async function windowProblem(
  db: Db,
  sealSeq: number,
  from: number,
  to: number,
  hashes: string[],
): Promise<AuditProblem | null> {
  const [logs, sealed] = await Promise.all([
    sqlRows<LogCells>(
      db,
      sql`SELECT ${sql.raw(canonicalCellsSql)} FROM action_logs WHERE id BETWEEN ${from} AND ${to} ORDER BY id`,
    ),
    sqlRows<{ log_id: number | string; row_hash: string }>(
      db,
      sql`SELECT log_id, row_hash FROM action_log_sealed_rows WHERE log_id BETWEEN ${from} AND ${to} ORDER BY log_id`,
    ),
  ]);
  // In id order both: the first row that differs (or is missing from either side) is the problem.
  for (let k = 0; k < Math.max(logs.length, sealed.length); k++) {
    const problem = rowProblem(logs[k], sealed[k], sealSeq);
    if (problem) return problem;
    hashes.push(sealed[k]?.row_hash ?? '');
  }
  return null;
}

/**
 * One seal: its number, range and previous digest as the chain so far expects, every covered row
 * against its kept hash, and its digest. The number of rows it covers, or the first problem.
 */
async function checkSeal(
  db: Db,
  seal: SealRow,
  expected: { seq: number; first: number; prevDigest: string },
): Promise<{ problem: AuditProblem } | { rows: number }> {
  const first = Number(seal.first_id);
  const last = Number(seal.last_id);
  const sealProblem = { problem: { kind: 'seal' as const, sealSeq: seal.seq, logId: null } };
  if (seal.seq !== expected.seq || first !== expected.first || last < first - 1) return sealProblem;
  if (seal.prev_digest !== expected.prevDigest) return sealProblem;
  const hashes: string[] = [];
  for (let from = first; from <= last; from += WINDOW) {
    const problem = await windowProblem(db, seal.seq, from, Math.min(last, from + WINDOW - 1), hashes);
    if (problem) return { problem };
  }
  if (hashes.length !== seal.row_count || sealDigest(expected.prevDigest, hashes) !== seal.digest) return sealProblem;
  return { rows: hashes.length };
}

/**
 * Recomputes the whole chain from the rows as they are now: each seal's place in the chain (its
 * number, its range right after the previous one, the previous digest it names), each covered
 * row's hash against the hash taken when it was sealed, the rows a seal covered that are gone,
 * rows inside a sealed range that no seal covered (inserted out of turn), and each seal's digest.
 * Stops at the first problem in id order and names it.
 */
export async function verifyActionLog(db: Db): Promise<AuditVerification> {
  let prevDigest = GENESIS_DIGEST;
  let nextFirst = 1;
  let seals = 0;
  let sealedRows = 0;
  let lastSealedAt: Date | null = null;
  const result = (problem: AuditProblem | null, unsealedRows = 0): AuditVerification => ({
    ok: problem === null,
    seals,
    sealedRows,
    sealedThrough: nextFirst - 1,
    headDigest: seals > 0 ? prevDigest : null,
    lastSealedAt,
    unsealedRows,
    problem,
  });

  let afterSeq = 0;
  for (;;) {
    const page = await sqlRows<SealRow>(
      db,
      sql`SELECT seq, first_id, last_id, row_count, prev_digest, digest, sealed_at
          FROM action_log_seals WHERE seq > ${afterSeq} ORDER BY seq LIMIT 500`,
    );
    if (page.length === 0) break;
    for (const seal of page) {
      const checked = await checkSeal(db, seal, { seq: seals + 1, first: nextFirst, prevDigest });
      if ('problem' in checked) return result(checked.problem);
      seals++;
      sealedRows += checked.rows;
      prevDigest = seal.digest;
      nextFirst = Number(seal.last_id) + 1;
      lastSealedAt = new Date(seal.sealed_at);
      afterSeq = seal.seq;
    }
  }
  const sealedThrough = nextFirst - 1;
  // Hashes kept past the last seal: a seal that covered them has been removed.
  const [orphan] = await sqlRows<{ log_id: number | string }>(
    db,
    sql`SELECT log_id FROM action_log_sealed_rows WHERE log_id > ${sealedThrough} ORDER BY log_id LIMIT 1`,
  );
  if (orphan) return result({ kind: 'seal', sealSeq: seals + 1, logId: Number(orphan.log_id) });
  const [unsealed] = await sqlRows<{ n: number | string }>(
    db,
    sql`SELECT count(*) AS n FROM action_logs WHERE id > ${sealedThrough}`,
  );
  return result(null, Number(unsealed?.n ?? 0));
}

/**
 * The log screen's indicator: one verification at a time (callers meanwhile share it), its result
 * served for `ttlMs`; a seal run or a failed check makes the next call verify again.
 */
export class AuditVerifier {
  private running: Promise<AuditVerification & { checkedAt: Date }> | null = null;
  private last: (AuditVerification & { checkedAt: Date }) | null = null;

  constructor(
    private readonly db: () => Db,
    private readonly now: () => Date,
    private readonly ttlMs = 30_000,
  ) {}

  latest(): Promise<AuditVerification & { checkedAt: Date }> {
    const last = this.last;
    if (last && this.now().getTime() - last.checkedAt.getTime() < this.ttlMs) return Promise.resolve(last);
    if (!this.running) {
      this.running = verifyActionLog(this.db())
        .then((v) => {
          const result = { ...v, checkedAt: this.now() };
          this.last = result;
          return result;
        })
        .finally(() => {
          this.running = null;
        });
    }
    return this.running;
  }

  /** Forgets the last result (a new seal changed what there is to check). */
  forget(): void {
    this.last = null;
  }
}

const orNull = (cell: string) => (cell === '' ? null : cell);

type CsvCell = (name: (typeof actionLogCsvHeader)[number]) => string;

/** A CSV row's canonical cells, as the log holds them (an anonymous row's empty cells are NULL). */
function csvCanonicalRow(cell: CsvCell): CanonicalRow {
  const userId = orNull(cell('ユーザーID'));
  return {
    id: Number(cell('ID')),
    createdAt: cell('記録時刻(UTC)'),
    userId: userId === null ? null : Number(userId),
    userName: userId === null ? orNull(cell('氏名')) : cell('氏名'),
    userEmail: userId === null ? orNull(cell('メールアドレス')) : cell('メールアドレス'),
    agencyCode: orNull(cell('代理店コード')),
    ip: cell('IPアドレス'),
    method: cell('メソッド'),
    route: cell('操作'),
    status: Number(cell('ステータス')),
    description: cell('内容'),
    target: orNull(cell('対象')),
  };
}

/** One CSV row against its own hash and the chain's: the problem as a sentence, or null. */
async function csvRowProblem(db: Db, cell: CsvCell): Promise<string | null> {
  const row = csvCanonicalRow(cell);
  const id = row.id;
  const carried = cell('行ハッシュ(SHA-256)');
  if (carried === '') return null; // written before its seal: nothing to check it against yet
  if (rowHash(row) !== carried) return `CSV の証跡 ID ${id} の内容が、CSV に記された行ハッシュと一致しません。`;
  const [kept] = await sqlRows<{ row_hash: string; seq: number; digest: string }>(
    db,
    sql`SELECT r.row_hash, s.seq, s.digest FROM action_log_sealed_rows r
        JOIN action_log_seals s ON r.log_id BETWEEN s.first_id AND s.last_id WHERE r.log_id = ${id}`,
  );
  if (!kept) return `CSV の証跡 ID ${id} は封印に含まれていません。`;
  if (kept.row_hash !== carried) return `CSV の証跡 ID ${id} の行ハッシュが封印と一致しません。`;
  if (String(kept.seq) !== cell('封印番号') || kept.digest !== cell('封印ダイジェスト(SHA-256)')) {
    return `CSV の証跡 ID ${id} の封印番号またはダイジェストが封印と一致しません。`;
  }
  return null;
}

/**
 * Checks a downloaded 証跡 CSV against the chain: each sealed row's hash recomputed from its own
 * cells equals the hash the file carries, which is the hash the chain kept for that id, under the
 * seal number and digest the file names. A problem as one Japanese sentence, or null.
 */
export async function checkActionLogCsv(db: Db, file: Buffer | string): Promise<string | null> {
  const records = parse(file, { bom: true, relax_column_count: false }) as string[][];
  const [header, ...body] = records;
  if (!header || header.map(unescapeFormula).join(',') !== actionLogCsvHeader.join(',')) {
    return '証跡CSVの形式ではありません（見出し行が違います）。';
  }
  for (const raw of body) {
    const cells = raw.map(unescapeFormula);
    const problem = await csvRowProblem(db, (name) => cells[actionLogCsvHeader.indexOf(name)] ?? '');
    if (problem) return problem;
  }
  return null;
}
