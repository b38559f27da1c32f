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
      const first = Number(seal.first_id);
      const last = Number(seal.last_id);
      if (seal.seq !== seals + 1 || first !== nextFirst || last < first - 1 || seal.prev_digest !== prevDigest) {
        return result({ kind: 'seal', sealSeq: seal.seq, logId: null });
      }
      const hashes: string[] = [];
      for (let from = first; from <= last; from += WINDOW) {
        const to = Math.min(last, from + WINDOW - 1);
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
        let i = 0;
        let j = 0;
        while (i < logs.length || j < sealed.length) {
          const log = logs[i];
          const kept = sealed[j];
          const logId = log ? Number(log.id) : Number.POSITIVE_INFINITY;
          const keptId = kept ? Number(kept.log_id) : Number.POSITIVE_INFINITY;
          if (logId < keptId) return result({ kind: 'inserted', sealSeq: seal.seq, logId });
          if (keptId < logId) return result({ kind: 'deleted', sealSeq: seal.seq, logId: keptId });
          if (!log || !kept) break;
          if (rowHash({ ...log, id: logId }) !== kept.row_hash)
            return result({ kind: 'changed', sealSeq: seal.seq, logId });
          hashes.push(kept.row_hash);
          i++;
          j++;
        }
      }
      if (hashes.length !== seal.row_count || sealDigest(prevDigest, hashes) !== seal.digest) {
        return result({ kind: 'seal', sealSeq: seal.seq, logId: null });
      }
      seals++;
      sealedRows += hashes.length;
      prevDigest = seal.digest;
      nextFirst = last + 1;
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
  const col = (name: (typeof actionLogCsvHeader)[number]) => actionLogCsvHeader.indexOf(name);
  for (const raw of body) {
    const cells = raw.map(unescapeFormula);
    const cell = (name: (typeof actionLogCsvHeader)[number]) => cells[col(name)] ?? '';
    const id = Number(cell('ID'));
    const userId = orNull(cell('ユーザーID'));
    const computed = rowHash({
      id,
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
    });
    const carried = cell('行ハッシュ(SHA-256)');
    if (carried === '') continue; // written before its seal: nothing to check it against yet
    if (computed !== carried) return `CSV の証跡 ID ${id} の内容が、CSV に記された行ハッシュと一致しません。`;
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
  }
  return null;
}
