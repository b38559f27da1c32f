import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Database, type Db, type LogRecord, sqlRows } from '../db';
import { actionLogs } from '../db/schema';

/**
 * The tamper-evident audit trail (docs/audit.md).
 *
 * Each row of `action_logs` has a canonical form: one line of its twelve cells in column order,
 * separated by a tab, each written as PostgreSQL's `COPY … TO STDOUT` text format writes it (NULL
 * as `\N`; backslash, backspace, form feed, newline, carriage return, tab and vertical tab escaped
 * with a backslash), the time as UTC with microseconds. A row's hash is the SHA-256 of that line
 * (UTF-8, no line end), in lower-case hex.
 *
 * Seal `seq` covers the log ids `first_id`…`last_id` (the ranges follow one another from id 1
 * without a gap); its digest is
 *   SHA-256( previous digest + "\n" + for each covered row in id order: row hash + "\n" )
 * with 64 zeros as the digest before the first seal. The sealer writes the digests in SQL; the
 * verifier recomputes everything here, in JavaScript, from the raw cells: a second, independent
 * implementation of the same form, so a change to the database's functions cannot vouch for itself.
 */

/** The digest "before" the first seal. */
export const GENESIS_DIGEST = '0'.repeat(64);

/** pg_try_advisory_xact_lock key of the sealer: one instance seals at a time. */
export const SEAL_LOCK_KEY = 2026_1123_20;

/** At most this many log ids per seal; a longer backlog is sealed in several seals of one run. */
export const SEAL_MAX_IDS = 50_000;

/** The time cell of the canonical form, in SQL (to_char is core PostgreSQL): UTC with microseconds. */
export const canonicalTimeSql = (column = 'created_at') =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A cell in COPY text format, in SQL (the sealer's side of the canonical form). */
const fieldSql = (expr: string) =>
  `coalesce(replace(replace(replace(replace(replace(replace(replace(${expr}, '\\', '\\\\'), E'\\b', '\\b'), E'\\f', '\\f'), E'\\n', '\\n'), E'\\r', '\\r'), E'\\t', '\\t'), E'\\x0B', '\\v'), '\\N')`;

/**
 * The cells of the canonical form, in its order: every column of `action_logs` as the table had
 * them when the form was fixed. Stated once, here, for the sealer's SQL and the verifier's
 * JavaScript alike; a column added to the table later stays out of it, or every existing row's
 * hash would change.
 */
export const canonicalColumns = [
  'id',
  'createdAt',
  'userId',
  'userName',
  'userEmail',
  'agencyCode',
  'ip',
  'method',
  'route',
  'status',
  'description',
  'target',
] as const satisfies ReadonlyArray<keyof LogRecord>;

type CanonicalColumn = (typeof canonicalColumns)[number];

/** A cell of the canonical line in SQL: the time as UTC text, numbers as text, the rest escaped. */
function canonicalCellSql(key: CanonicalColumn): string {
  const column = actionLogs[key];
  if (key === 'createdAt') return canonicalTimeSql(column.name);
  if (column.dataType !== 'number') return fieldSql(column.name);
  return column.notNull ? `${column.name}::text` : fieldSql(`${column.name}::text`);
}

/** The canonical line of an action_logs row, in SQL. */
export const canonicalLineSql = canonicalColumns.map(canonicalCellSql).join(` || E'\\t' || `);

/** The canonical cells of action_logs rows, for a SELECT: each as its CanonicalRow key, the time as its UTC text. */
export const canonicalCellsSqlOf = (alias?: string) =>
  canonicalColumns
    .map((key) => {
      const column = alias ? `${alias}.${actionLogs[key].name}` : actionLogs[key].name;
      return `${key === 'createdAt' ? canonicalTimeSql(column) : column} AS "${key}"`;
    })
    .join(', ');

export const canonicalCellsSql = canonicalCellsSqlOf();

const copyEscapes: Record<string, string> = {
  '\\': '\\\\',
  '\b': '\\b',
  '\f': '\\f',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\v': '\\v',
};

/** A cell in COPY text format (the verifier's side of the canonical form). */
export function canonicalField(value: string | number | null): string {
  if (value === null) return '\\N';
  return String(value).replace(/[\\\b\f\n\r\t\v]/g, (c) => copyEscapes[c] ?? c);
}

/** The cells of a row as the canonical form takes them: the log row, its id, the time as its UTC text. */
export type CanonicalRow = Omit<LogRecord, 'createdAt'> & { createdAt: string };

export function canonicalLine(row: CanonicalRow): string {
  return canonicalColumns.map((key) => canonicalField(row[key])).join('\t');
}

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export const rowHash = (row: CanonicalRow) => sha256Hex(canonicalLine(row));

/** A seal's digest from the previous digest and its rows' hashes in id order. */
export function sealDigest(prevDigest: string, rowHashes: Iterable<string>): string {
  const hash = createHash('sha256').update(`${prevDigest}\n`, 'utf8');
  for (const h of rowHashes) hash.update(`${h}\n`, 'utf8');
  return hash.digest('hex');
}

export interface SealRecord {
  seq: number;
  firstId: number;
  lastId: number;
  rowCount: number;
  digest: string;
}

export type SealRun =
  | { outcome: 'sealed'; seals: SealRecord[]; horizon: number }
  | { outcome: 'nothing'; horizon: number }
  | { outcome: 'busy'; reason: 'writers' | 'another-sealer' };

const LOCK_NOT_AVAILABLE = '55P03';

function isLockTimeout(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === LOCK_NOT_AVAILABLE || e?.cause?.code === LOCK_NOT_AVAILABLE;
}

/**
 * The highest log id below which every writing transaction has ended. An INSERT into action_logs
 * holds the table's ROW EXCLUSIVE lock from before it draws its id until its transaction ends; a
 * SHARE lock is granted only once no such transaction is open, so the newest id seen under it
 * has no uncommitted id below it: an id not visible then was rolled back and never appears.
 * The lock is held for one index probe; writers that arrive meanwhile wait that long.
 */
export async function sealHorizon(root: Db, lockTimeoutMs: number): Promise<number | null> {
  try {
    return await root.transaction(async (tx) => {
      await tx.execute(sql.raw(`SET LOCAL lock_timeout = ${Math.max(1, Math.floor(lockTimeoutMs))}`));
      await tx.execute(sql`LOCK TABLE action_logs IN SHARE MODE`);
      const [row] = await sqlRows<{ max: number | string }>(
        tx,
        sql`SELECT coalesce(max(id), 0) AS max FROM action_logs`,
      );
      return Number(row?.max ?? 0);
    });
  } catch (error) {
    if (isLockTimeout(error)) return null;
    throw error;
  }
}

/**
 * Seals everything written up to the horizon, in seals of at most `SEAL_MAX_IDS` ids, one instance
 * at a time (an advisory lock; another instance's run makes this one a no-op). Rows whose writing
 * transaction is still open stay below no seal: they are sealed by a later run.
 */
export async function sealActionLog(
  database: Database,
  options: { now: Date; lockTimeoutMs?: number; maxIds?: number },
): Promise<SealRun> {
  const root = database.db;
  const horizon = await sealHorizon(root, options.lockTimeoutMs ?? 2000);
  if (horizon === null) return { outcome: 'busy', reason: 'writers' };
  const maxIds = options.maxIds ?? SEAL_MAX_IDS;
  const seals: SealRecord[] = [];
  for (;;) {
    const step = await root.transaction(async (tx) => {
      const [lock] = await sqlRows<{ ok: boolean }>(
        tx,
        sql.raw(`SELECT pg_try_advisory_xact_lock(${SEAL_LOCK_KEY}) AS ok`),
      );
      if (!lock?.ok) return 'busy' as const;
      const [last] = await sqlRows<{ seq: number; last_id: number | string; digest: string }>(
        tx,
        sql`SELECT seq, last_id, digest FROM action_log_seals ORDER BY seq DESC LIMIT 1`,
      );
      const from = last ? Number(last.last_id) + 1 : 1;
      if (from > horizon) return 'done' as const;
      const to = Math.min(horizon, from + maxIds - 1);
      const seq = (last?.seq ?? 0) + 1;
      const prev = last?.digest ?? GENESIS_DIGEST;
      await tx.execute(
        sql.raw(`INSERT INTO action_log_sealed_rows (log_id, row_hash)
          SELECT id, encode(sha256(convert_to(${canonicalLineSql}, 'UTF8')), 'hex')
          FROM action_logs WHERE id BETWEEN ${from} AND ${to}`),
      );
      const [agg] = await sqlRows<{ n: number | string; digest: string }>(
        tx,
        sql`SELECT count(*) AS n,
              encode(sha256(convert_to(${`${prev}\n`} || coalesce(string_agg(row_hash || E'\n', '' ORDER BY log_id), ''), 'UTF8')), 'hex') AS digest
            FROM action_log_sealed_rows WHERE log_id BETWEEN ${from} AND ${to}`,
      );
      const record: SealRecord = {
        seq,
        firstId: from,
        lastId: to,
        rowCount: Number(agg?.n ?? 0),
        digest: agg?.digest ?? '',
      };
      await tx.execute(
        sql`INSERT INTO action_log_seals (seq, first_id, last_id, row_count, prev_digest, digest, sealed_at)
            VALUES (${seq}, ${from}, ${to}, ${record.rowCount}, ${prev}, ${record.digest}, ${options.now})`,
      );
      return record;
    });
    if (step === 'busy')
      return seals.length > 0 ? { outcome: 'sealed', seals, horizon } : { outcome: 'busy', reason: 'another-sealer' };
    if (step === 'done') break;
    seals.push(step);
  }
  return seals.length > 0 ? { outcome: 'sealed', seals, horizon } : { outcome: 'nothing', horizon };
}
