import { PassThrough, type Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { contractStatusLabels, hikisariStatusLabels, paymentMethodLabels, TIME_ZONE } from '@olive/api';
import { and, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { to as copyTo } from 'pg-copy-streams';
import type { Database } from '../db';
import { contracts } from '../db/schema';
import { csvHeaderLine } from '../http/csv';
import { drained, type HeavyTicket, yieldToOthers } from '../http/heavy';
import {
  beyondRanges,
  type ContractOrder,
  type ContractPosition,
  orderTerms,
  sortValueText,
  valuePosition,
} from './order';

/** The export's header row (docs/product.md: a Japanese header; unchanged since the first export). */
export const contractCsvHeader = [
  '管理番号',
  '契約者名',
  '契約者名（カナ）',
  '被保険者名',
  '商品',
  'プラン',
  '契約ステータス',
  '引去状況',
  '支払方法',
  '月額保険料（円）',
  '初回契約日',
  '初回入金日',
  '募集人',
];

/**
 * A text cell as http/csv.ts `escapeFormula` writes it, in SQL: a leading = + - @ tab, CR or ＝ ＋ － ＠ gets
 * a leading ' (formula injection), and an empty text is NULL, which both writers leave unquoted
 * (csv-stringify writes '' without quotes; COPY's FORCE_QUOTE quotes every value but NULL).
 */
const textCell = (column: AnyPgColumn) =>
  sql`nullif(case when left(${column}, 1) in ('=', '+', '-', '@', chr(9), chr(13), '＝', '＋', '－', '＠') then '''' || ${column} else ${column} end, '')`;

/** A label from the api's table, as a CASE over the stored code (an unknown code: empty, as before). */
const labelCell = (column: AnyPgColumn, labels: Record<string, string>) =>
  sql`case ${column} ${sql.join(
    Object.entries(labels).map(([code, label]) => sql`when ${code} then ${label}`),
    sql` `,
  )} end`;

/** A day in Japan time, 'yyyy/MM/dd' like the list answer (`formatTokyo(…, dateFormats.date)`). */
const dayCell = (column: AnyPgColumn) => sql`to_char(${column} at time zone ${TIME_ZONE}, 'YYYY/MM/DD')`;

/**
 * The export's rows, every cell computed by the database as text (labels, Japan-time days, yen as a
 * plain number, formula neutralising), in the list's order (contracts/order.ts: the CSV and
 * the list always agree), with the sort value as `k` for the outer ORDER BY of COPY. The
 * same SQL serves both backends: COPY on PostgreSQL, keyset chunks on PGlite.
 */
function exportSelect(database: Database, where: SQL | undefined, order: ContractOrder, limit?: number) {
  const query = database.db
    .select({
      id: contracts.id,
      k: sql`${order.column ?? contracts.id}`.as('k'),
      c1: textCell(contracts.managementNumber).as('c1'),
      c2: textCell(contracts.policyholderName).as('c2'),
      c3: textCell(contracts.policyholderKana).as('c3'),
      c4: textCell(contracts.insuredName).as('c4'),
      c5: textCell(contracts.productName).as('c5'),
      c6: textCell(contracts.planName).as('c6'),
      c7: labelCell(contracts.status, contractStatusLabels).as('c7'),
      c8: labelCell(contracts.hikisariStatus, hikisariStatusLabels).as('c8'),
      c9: labelCell(contracts.paymentMethod, paymentMethodLabels).as('c9'),
      c10: sql<string>`${contracts.monthlyPremium}::text`.as('c10'),
      c11: dayCell(contracts.firstContractDate).as('c11'),
      c12: dayCell(contracts.firstPaymentDate).as('c12'),
      c13: textCell(contracts.recruiterName).as('c13'),
    })
    .from(contracts)
    .where(where)
    .orderBy(...orderTerms(order))
    .$dynamic();
  return limit === undefined ? query : query.limit(limit);
}

/** The order as SQL text over the export's `k` and `id` (reversed: the last row first). */
const orderText = (order: ContractOrder, reverse = false) => {
  const up = (order.direction === 'asc') !== reverse;
  return up ? '"k" ASC, "id" ASC' : '"k" DESC, "id" DESC';
};

const cells = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'c8', 'c9', 'c10', 'c11', 'c12', 'c13'];

/**
 * A parameter written into the SQL text (COPY takes no parameters). Only what the route's schemas
 * let through arrives here (agency code, enum codes, ISO instants, folded keyword words without
 * control characters, the labels); an E'' literal does not depend on standard_conforming_strings.
 */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw new Error('NUL in an SQL literal');
    return `E'${value.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
  }
  throw new Error(`no SQL literal for ${typeof value}`);
}

/** `$1`, `$2`… of a compiled query replaced by literals (the SQL text itself holds no other `$`). */
export function inlineParams(query: { sql: string; params: unknown[] }): string {
  return query.sql.replace(/\$(\d+)/g, (_, n: string) => sqlLiteral(query.params[Number(n) - 1]));
}

/**
 * COPY's CSV ends records with LF; the export has always used CRLF (Excel on Windows). LFs inside a
 * quoted value stay as they are, like csv-stringify leaves them: only a record's end becomes CRLF.
 */
export class CrlfRecords extends Transform {
  private inQuotes = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const parts: Buffer[] = [];
    let start = 0;
    for (let i = 0; i < chunk.length; i++) {
      const b = chunk[i];
      if (b === 0x22) this.inQuotes = !this.inQuotes;
      else if (b === 0x0a && !this.inQuotes) {
        parts.push(chunk.subarray(start, i), CRLF);
        start = i + 1;
      }
    }
    parts.push(chunk.subarray(start));
    done(null, Buffer.concat(parts));
  }
}
const CRLF = Buffer.from('\r\n');

/**
 * The contracts CSV of a filter, generated by the database, byte for byte what csv.ts `csvStream`
 * wrote (BOM, CRLF, every value quoted, formula neutralising): on PostgreSQL one
 * `COPY (SELECT …) TO STDOUT (FORMAT csv, FORCE_QUOTE *)` streamed through pg-copy-streams (one
 * statement: one snapshot); on PGlite the same SELECT in keyset chunks of `chunkRows`, each chunk's
 * lines joined by the database, the other requests' queries let in between them. Either begins when
 * the ticket's turn comes (http/heavy: on PostgreSQL the COPY holds a connection throughout, so the
 * line caps how many of the pool's the exports take; docs/adr/0110-streamed-exports.md).
 */
export function contractsCsv(
  database: Database,
  where: SQL | undefined,
  order: ContractOrder,
  options: { chunkRows: number; ticket?: HeavyTicket },
): Readable {
  const out = new PassThrough();
  out.write(csvHeaderLine(contractCsvHeader));
  const ticket = options.ticket;
  const run = async () => {
    try {
      await ticket?.turn;
      if (out.destroyed) return;
      await (database.pool
        ? copyFromPostgres(database, where, order, out)
        : chunksFromPglite(database, where, order, out, options.chunkRows));
    } finally {
      ticket?.done();
    }
  };
  run().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

async function copyFromPostgres(
  database: Database,
  where: SQL | undefined,
  order: ContractOrder,
  out: PassThrough,
): Promise<void> {
  const pool = database.pool as NonNullable<Database['pool']>;
  const select = exportSelect(database, where, order).toSQL();
  const columns = cells.map((c) => `"${c}"`).join(', ');
  const text = `COPY (SELECT ${columns} FROM (${inlineParams(select)}) AS export ORDER BY ${orderText(order)}) TO STDOUT (FORMAT csv, FORCE_QUOTE *)`;
  const client = await pool.connect();
  let broken = false;
  try {
    await pipeline(client.query(copyTo(text)), new CrlfRecords(), out);
  } catch (error) {
    // A client that went away mid-COPY leaves the connection in COPY state: do not reuse it.
    broken = true;
    throw error;
  } finally {
    client.release(broken);
  }
}

/** One chunk of the PGlite export: its lines in order, joined by the database, and its last row. */
async function pgliteChunk(
  database: Database,
  where: SQL | undefined,
  order: ContractOrder,
  after: ContractPosition | null,
  chunkRows: number,
) {
  const q = (c: string) => `coalesce('"' || replace(${c}, '"', '""') || '"', '')`;
  const line = `${cells.map(q).join(` || ',' || `)} || E'\\r\\n'`;
  // The rows after the last chunk's, range by range of the order (beyondRanges: a date's values,
  // then its empty ones), each range from its own index scan, and the first chunk's worth of them.
  const ranges = after ? beyondRanges(order, after) : [undefined];
  const parts = ranges.map((range) => sql`(${exportSelect(database, and(where, range), order, chunkRows)})`);
  const chunk =
    parts.length === 1
      ? sql`${parts[0]} as chunk`
      : sql`(${sql.join(parts, sql` union all `)} order by ${sql.raw(orderText(order))} limit ${chunkRows}) as chunk`;
  const last = sql.raw(orderText(order, true));
  // In a sort order, the last row's sort value as text (sortValueText); the default order's is its id.
  const lastText = sortValueText(order, sql.raw('"k"'));
  const [row] = await database.db
    .select({
      lastId: sql<number | null>`(array_agg("id" order by ${last}))[1]`,
      lastEmpty: sql<boolean | null>`(array_agg("k" is null order by ${last}))[1]`,
      lastValue: lastText ? sql<string | null>`(array_agg(${lastText} order by ${last}))[1]` : sql<null>`null`,
      rows: sql<number>`count(*)::int`,
      csv: sql<string | null>`string_agg(${sql.raw(line)}, '' order by ${sql.raw(orderText(order))})`,
    })
    .from(chunk);
  return row;
}

async function chunksFromPglite(
  database: Database,
  where: SQL | undefined,
  order: ContractOrder,
  out: PassThrough,
  chunkRows: number,
): Promise<void> {
  let after: ContractPosition | null = null;
  for (;;) {
    const row = await pgliteChunk(database, where, order, after, chunkRows);
    if (!row || row.rows === 0 || row.lastId === null) break;
    if (!out.write(row.csv ?? '') && !(await drained(out))) return;
    if (row.rows < chunkRows) break;
    // The next chunk starts after the last row's value as read, not as the row holds it now: a row
    // changed or deleted meanwhile would otherwise move or end the export.
    const id = Number(row.lastId);
    after = (order.column && valuePosition(order, id, row.lastEmpty ? null : row.lastValue)) || {
      id,
      empty: row.lastEmpty === true,
    };
    await yieldToOthers();
  }
  out.end();
}
