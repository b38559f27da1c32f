import { type SQL, sql } from 'drizzle-orm';
import type { TestServer } from './harness';

type Column =
  | 'management_number'
  | 'agency_code'
  | 'recruiter_name'
  | 'policyholder_name'
  | 'policyholder_kana'
  | 'insured_name'
  | 'product_name'
  | 'plan_name'
  | 'status'
  | 'hikisari_status'
  | 'payment_method'
  | 'monthly_premium'
  | 'first_contract_date'
  | 'first_payment_date'
  | 'search_text'
  | 'created_at'
  | 'updated_at';

/** The columns every series names: its numbers, agency and search text are its own. */
type Given = 'management_number' | 'agency_code' | 'search_text';

/**
 * One plain test policy; a test names only the columns its case is about (the upgrade tests'
 * series in test/migrations.ts too).
 */
export const defaults: Record<Exclude<Column, Given>, SQL> = {
  recruiter_name: sql`'試験 募集人'`,
  policyholder_name: sql`'試験 太郎'`,
  policyholder_kana: sql`'シケン タロウ'`,
  insured_name: sql`'試験 太郎'`,
  product_name: sql`'オリーブ医療保険'`,
  plan_name: sql`'ベーシック'`,
  status: sql`'active'`,
  hikisari_status: sql`'paid-in'`,
  payment_method: sql`'1'`,
  monthly_premium: sql`3000`,
  first_contract_date: sql`now()`,
  first_payment_date: sql`now()`,
  created_at: sql`now()`,
  updated_at: sql`now()`,
};

/**
 * `n` contracts inserted straight into the table in one statement, the n-th with `g` = n: each column
 * an SQL expression of `g` (the seed's own paths are too slow for thousands of rows per test).
 */
export async function insertContractSeries(
  t: TestServer,
  n: number,
  columns: Partial<Record<Column, SQL>> & Record<Given, SQL>,
): Promise<void> {
  const all = { ...defaults, ...columns };
  const names = Object.keys(all) as Column[];
  await t.ctx.db.execute(sql`
    insert into contracts (${sql.raw(names.join(', '))})
    select ${sql.join(
      names.map((name) => all[name]),
      sql`, `,
    )}
    from generate_series(1, ${n}::int) as g`);
}
