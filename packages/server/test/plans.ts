import { type SQL, sql } from 'drizzle-orm';
import { type Db, sqlRows } from '../src/db';

/** Kinds of scan a test can take from the planner, to see which index answers. */
type ScanKind = 'seqscan' | 'indexscan' | 'indexonlyscan';

/** Runs `fn` in a transaction of its own, with the planner's scan kinds in `off` turned off inside it. */
export function withScansOff<T>(db: Db, off: readonly ScanKind[], fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    for (const kind of off) await tx.execute(sql.raw(`set local enable_${kind} = off`));
    return fn(tx);
  });
}

/** The plan of `query` as EXPLAIN prints it (with `options`, e.g. 'analyze, costs off'), one line per row. */
export async function planText(db: Db, query: SQL, options = ''): Promise<string> {
  const explained = await sqlRows<Record<string, string>>(
    db,
    sql`explain ${sql.raw(options ? `(${options}) ` : '')}${query}`,
  );
  return explained.map((r) => Object.values(r)[0]).join('\n');
}
