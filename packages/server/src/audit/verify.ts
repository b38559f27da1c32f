import { type AuditProblem, actionLogCsvHeader } from '@olive/api';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { type Db, sqlRows } from '../db';
import { unescapeFormula } from '../http/csv';
import { yieldToOthers } from '../http/heavy';
import {
  type CanonicalRow,
  canonicalCellsSql,
  canonicalCellsSqlOf,
  canonicalTimeSql,
  GENESIS_DIGEST,
  rowHash,
  sealDigest,
} from './seal';

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

/**
 * Where a verification got to: the chain up to `seals` holds, its head digest, and the time of the
 * last sealed row (the next row's time may not be earlier). A later check goes on from here.
 */
export interface VerifiedPoint {
  seals: number;
  sealedRows: number;
  /** The first log id after the last verified seal. */
  nextFirst: number;
  prevDigest: string;
  lastSealedAt: Date | null;
  /** The latest time (ms) of the sealed rows, or null before the first. */
  latestMs: number | null;
}

export const GENESIS_POINT: VerifiedPoint = {
  seals: 0,
  sealedRows: 0,
  nextFirst: 1,
  prevDigest: GENESIS_DIGEST,
  lastSealedAt: null,
  latestMs: null,
};

export interface VerifyOptions {
  /** Go on from a point an earlier verification reached (its seals are not read again). */
  from?: VerifiedPoint;
  /** Ids read per query (5,000 by default). */
  window?: number;
  /** Awaited between windows (the background check lets other requests' queries in). */
  pause?: () => Promise<void>;
  /** Counts the log rows read, sealed and unsealed. */
  counter?: { rows: number };
}

/** Ids read per query while walking a seal's range. */
const WINDOW = 5_000;

/**
 * How much earlier than a row before it a row's time may be. A row's time is taken when its request
 * is answered and its id when it is inserted: a read's row waits for the group commit while a
 * write's is inserted at once, and instances' clocks differ a little, so ids and times rise together
 * only within this much (docs/adr/0112-time-order-in-the-seal-check.md).
 */
export const TIME_ORDER_SLACK_MS = 60_000;

/** The walk's state across windows and seals: the latest time of the rows read so far. */
interface Walk {
  latestMs: number | null;
  options: VerifyOptions;
}

/** A canonical UTC time ('…T…:…:….ffffffZ') in ms. */
const canonicalMs = (text: string) => Date.parse(`${text.slice(0, 23)}Z`);

/**
 * A row's time against the rows before it in id order: the time-order problem when it is earlier
 * than the latest of them by more than TIME_ORDER_SLACK_MS, else null.
 */
function timeProblem(walk: Walk, log: LogCells, sealSeq: number | null): AuditProblem | null {
  const ms = canonicalMs(log.createdAt);
  const earlier = walk.latestMs !== null && ms < walk.latestMs - TIME_ORDER_SLACK_MS;
  walk.latestMs = walk.latestMs === null ? ms : Math.max(walk.latestMs, ms);
  return earlier ? { kind: 'time-order', sealSeq, logId: Number(log.id) } : null;
}

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

const logWindow = (db: Db, from: number, to: number) =>
  sqlRows<LogCells>(
    db,
    sql`SELECT ${sql.raw(canonicalCellsSql)} FROM action_logs WHERE id BETWEEN ${from} AND ${to} ORDER BY id`,
  );

/** The rows `from`…`to` of a seal against their kept hashes; the hashes are appended to `hashes`. */
async function windowProblem(
  db: Db,
  walk: Walk,
  sealSeq: number,
  from: number,
  to: number,
  hashes: string[],
): Promise<AuditProblem | null> {
  const [logs, sealed] = await Promise.all([
    logWindow(db, from, to),
    sqlRows<{ log_id: number | string; row_hash: string }>(
      db,
      sql`SELECT log_id, row_hash FROM action_log_sealed_rows WHERE log_id BETWEEN ${from} AND ${to} ORDER BY log_id`,
    ),
  ]);
  if (walk.options.counter) walk.options.counter.rows += logs.length;
  // In id order both: the first row that differs (or is missing from either side) is the problem.
  for (let k = 0; k < Math.max(logs.length, sealed.length); k++) {
    const problem = rowProblem(logs[k], sealed[k], sealSeq);
    if (problem) return problem;
    const log = logs[k];
    const early = log ? timeProblem(walk, log, sealSeq) : null;
    if (early) return early;
    hashes.push(sealed[k]?.row_hash ?? '');
  }
  return null;
}

/**
 * One seal: its number, range and previous digest as the chain so far expects, every covered row
 * against its kept hash and after the time of the row before it, and its digest. The number of
 * rows it covers, or the first problem.
 */
async function checkSeal(
  db: Db,
  walk: Walk,
  seal: SealRow,
  expected: { seq: number; first: number; prevDigest: string },
): Promise<{ problem: AuditProblem } | { rows: number }> {
  const first = Number(seal.first_id);
  const last = Number(seal.last_id);
  const sealProblem = { problem: { kind: 'seal' as const, sealSeq: seal.seq, logId: null } };
  if (seal.seq !== expected.seq || first !== expected.first || last < first - 1) return sealProblem;
  if (seal.prev_digest !== expected.prevDigest) return sealProblem;
  const hashes: string[] = [];
  const window = walk.options.window ?? WINDOW;
  for (let from = first; from <= last; from += window) {
    const problem = await windowProblem(db, walk, seal.seq, from, Math.min(last, from + window - 1), hashes);
    if (problem) return { problem };
    await walk.options.pause?.();
  }
  if (hashes.length !== seal.row_count || sealDigest(expected.prevDigest, hashes) !== seal.digest) return sealProblem;
  return { rows: hashes.length };
}

/** The rows after the last seal: each no earlier than the row before it. Their number, or the problem. */
async function checkTail(db: Db, walk: Walk, after: number): Promise<{ problem: AuditProblem } | { rows: number }> {
  const window = walk.options.window ?? WINDOW;
  let rows = 0;
  let last = after;
  for (;;) {
    const logs = await sqlRows<LogCells>(
      db,
      sql`SELECT id, ${sql.raw(canonicalTimeSql())} AS "createdAt" FROM action_logs WHERE id > ${last} ORDER BY id LIMIT ${window}`,
    );
    if (walk.options.counter) walk.options.counter.rows += logs.length;
    for (const log of logs) {
      const problem = timeProblem(walk, log, null);
      if (problem) return { problem };
    }
    rows += logs.length;
    if (logs.length < window) return { rows };
    last = Number(logs[logs.length - 1]?.id ?? last);
    await walk.options.pause?.();
  }
}

/**
 * Recomputes the chain from the rows as they are now: each seal's place in the chain (its number,
 * its range right after the previous one, the previous digest it names), each covered row's hash
 * against the hash taken when it was sealed, the rows a seal covered that are gone, rows inside a
 * sealed range that no seal covered (inserted out of turn), ids and times rising together (sealed
 * rows and those not sealed yet), and each seal's digest. From the start, or from a point an
 * earlier verification reached (`options.from`: its last seal must still be there as it was).
 * Stops at the first problem in id order and names it.
 */
export async function verifyActionLog(
  db: Db,
  options: VerifyOptions = {},
): Promise<AuditVerification & { point: VerifiedPoint }> {
  const start = options.from ?? GENESIS_POINT;
  let { seals, sealedRows, nextFirst, prevDigest, lastSealedAt } = start;
  const walk: Walk = { latestMs: start.latestMs, options };
  let point = start;
  const result = (problem: AuditProblem | null, unsealedRows = 0) => ({
    ok: problem === null,
    seals,
    sealedRows,
    sealedThrough: nextFirst - 1,
    headDigest: seals > 0 ? prevDigest : null,
    lastSealedAt,
    unsealedRows,
    problem,
    point,
  });

  if (start.seals > 0) {
    // The seal the earlier verification ended on is still there, as it was.
    const [head] = await sqlRows<{ digest: string }>(
      db,
      sql`SELECT digest FROM action_log_seals WHERE seq = ${start.seals} AND last_id = ${start.nextFirst - 1}`,
    );
    if (head?.digest !== start.prevDigest) return result({ kind: 'seal', sealSeq: start.seals, logId: null });
  }
  let afterSeq = start.seals;
  for (;;) {
    const page = await sqlRows<SealRow>(
      db,
      sql`SELECT seq, first_id, last_id, row_count, prev_digest, digest, sealed_at
          FROM action_log_seals WHERE seq > ${afterSeq} ORDER BY seq LIMIT 500`,
    );
    if (page.length === 0) break;
    for (const seal of page) {
      const checked = await checkSeal(db, walk, seal, { seq: seals + 1, first: nextFirst, prevDigest });
      if ('problem' in checked) return result(checked.problem);
      seals++;
      sealedRows += checked.rows;
      prevDigest = seal.digest;
      nextFirst = Number(seal.last_id) + 1;
      lastSealedAt = new Date(seal.sealed_at);
      afterSeq = seal.seq;
      point = { seals, sealedRows, nextFirst, prevDigest, lastSealedAt, latestMs: walk.latestMs };
    }
  }
  const sealedThrough = nextFirst - 1;
  // Hashes kept past the last seal: a seal that covered them has been removed.
  const [orphan] = await sqlRows<{ log_id: number | string }>(
    db,
    sql`SELECT log_id FROM action_log_sealed_rows WHERE log_id > ${sealedThrough} ORDER BY log_id LIMIT 1`,
  );
  if (orphan) return result({ kind: 'seal', sealSeq: seals + 1, logId: Number(orphan.log_id) });
  const tail = await checkTail(db, walk, sealedThrough);
  if ('problem' in tail) return result(tail.problem);
  return result(null, tail.rows);
}

type Checked = AuditVerification & { checkedAt: Date };

/**
 * The log screen's indicator. A request only checks what is new since the last verified seal (and
 * the unsealed rows' times), one check at a time (callers meanwhile share it), its result served for
 * `ttlMs`; the whole chain is checked again by `fullCheck`, off the request path (plugins/auditSealer),
 * in short windows with the other requests let in between. A problem a full check found is reported
 * until a later full check finds none. Before the first full check has ended (the server just
 * started), a request waits for it.
 */
export class AuditVerifier {
  private running: Promise<Checked> | null = null;
  private fullRunning: Promise<Checked> | null = null;
  private last: Checked | null = null;
  private point: VerifiedPoint | null = null;
  private fullProblem: Checked | null = null;
  /** Log rows read by this verifier's checks (tests: an incremental check reads only what is new). */
  readonly counter = { rows: 0 };

  constructor(
    private readonly db: () => Db,
    private readonly now: () => Date,
    private readonly ttlMs = 30_000,
    private readonly pause: () => Promise<void> = yieldToOthers,
  ) {}

  latest(): Promise<Checked> {
    if (this.fullProblem) return Promise.resolve(this.fullProblem);
    const last = this.last;
    if (last && this.now().getTime() - last.checkedAt.getTime() < this.ttlMs) return Promise.resolve(last);
    const from = this.point;
    if (!from) return this.fullCheck();
    if (!this.running) {
      this.running = this.check(from).finally(() => {
        this.running = null;
      });
    }
    return this.running;
  }

  /** The whole chain from the first seal, in short windows; the next requests go on from where it got. */
  fullCheck(): Promise<Checked> {
    if (!this.fullRunning) {
      this.fullRunning = this.check(undefined)
        .then((result) => {
          this.fullProblem = result.ok ? null : result;
          return result;
        })
        .finally(() => {
          this.fullRunning = null;
        });
    }
    return this.fullRunning;
  }

  private async check(from: VerifiedPoint | undefined): Promise<Checked> {
    const v = await verifyActionLog(this.db(), { from, window: 1000, pause: this.pause, counter: this.counter });
    const { point, ...verification } = v;
    const result = { ...verification, checkedAt: this.now() };
    // A problem is found again from the same point next time; a clean check moves the point on.
    if (v.ok || !this.point || point.seals >= this.point.seals) this.point = point;
    this.last = result;
    return result;
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

interface DbSide {
  cells: LogCells;
  row_hash: string | null;
  seq: number | null;
  digest: string | null;
}

/** The rows of `ids` as the database holds them now: their canonical cells and, when sealed, their hash and seal. */
async function dbRows(db: Db, ids: number[]): Promise<Map<number, DbSide>> {
  if (ids.length === 0) return new Map();
  const rows = await sqlRows<LogCells & { row_hash: string | null; seq: number | null; digest: string | null }>(
    db,
    sql`SELECT ${sql.raw(canonicalCellsSqlOf('l'))},
          r.row_hash, s.seq, s.digest
        FROM action_logs l
        LEFT JOIN action_log_sealed_rows r ON r.log_id = l.id
        LEFT JOIN action_log_seals s ON r.log_id IS NOT NULL AND l.id BETWEEN s.first_id AND s.last_id
        WHERE l.id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return new Map(
    rows.map(({ row_hash, seq, digest, ...cells }) => [Number(cells.id), { cells, row_hash, seq, digest }]),
  );
}

/** One CSV row against its own hash and the chain's, or (unsealed when written) the row as it is now. */
function csvRowProblem(cell: CsvCell, kept: DbSide | undefined, unsealed: number[]): string | null {
  const row = csvCanonicalRow(cell);
  const id = row.id;
  const carried = cell('行ハッシュ(SHA-256)');
  if (carried === '') {
    // Written before its seal: checked against the hash its seal took since, or the row as it is.
    unsealed.push(id);
    const now = kept?.row_hash ?? (kept ? rowHash({ ...kept.cells, id }) : null);
    if (now === null) return `CSV の証跡 ID ${id}（CSV 作成時は未封印）はデータベースにありません。`;
    if (rowHash(row) !== now) return `CSV の証跡 ID ${id}（CSV 作成時は未封印）の内容がデータベースと一致しません。`;
    return null;
  }
  if (rowHash(row) !== carried) return `CSV の証跡 ID ${id} の内容が、CSV に記された行ハッシュと一致しません。`;
  if (!kept?.row_hash) return `CSV の証跡 ID ${id} は封印に含まれていません。`;
  if (kept.row_hash !== carried) return `CSV の証跡 ID ${id} の行ハッシュが封印と一致しません。`;
  if (String(kept.seq) !== cell('封印番号') || kept.digest !== cell('封印ダイジェスト(SHA-256)')) {
    return `CSV の証跡 ID ${id} の封印番号またはダイジェストが封印と一致しません。`;
  }
  return null;
}

/** CSV rows looked up per query. */
const CSV_BATCH = 1000;

/**
 * Checks a downloaded 証跡 CSV against the log, every row of it: a row sealed when the file was
 * written has its hash recomputed from its own cells, equal to the hash the file carries, which is
 * the hash the chain kept for that id, under the seal number and digest the file names; a row not
 * yet sealed then is compared with the hash its seal took since, or with the row as the database
 * holds it now, and its id is added to `notes.unsealed`. A problem as one Japanese sentence, or null.
 */
export async function checkActionLogCsv(
  db: Db,
  file: Buffer | string,
  notes: { unsealed: number[] } = { unsealed: [] },
): Promise<string | null> {
  const records = parse(file, { bom: true, relax_column_count: false }) as string[][];
  const [header, ...body] = records;
  if (!header || header.map(unescapeFormula).join(',') !== actionLogCsvHeader.join(',')) {
    return '証跡CSVの形式ではありません（見出し行が違います）。';
  }
  for (let at = 0; at < body.length; at += CSV_BATCH) {
    const cells = body.slice(at, at + CSV_BATCH).map((raw) => {
      const row = raw.map(unescapeFormula);
      return (name: (typeof actionLogCsvHeader)[number]) => row[actionLogCsvHeader.indexOf(name)] ?? '';
    });
    const kept = await dbRows(
      db,
      cells.map((cell) => Number(cell('ID'))).filter((id) => Number.isSafeInteger(id)),
    );
    for (const cell of cells) {
      const problem = csvRowProblem(cell, kept.get(Number(cell('ID'))), notes.unsealed);
      if (problem) return problem;
    }
  }
  return null;
}
