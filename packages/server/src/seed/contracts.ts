import { TZDate } from '@date-fns/tz';
import { type ContractStatus, type HikisariStatus, type PaymentMethod, TIME_ZONE, tokyoDateParts } from '@olive/api';
import { getTableColumns, sql } from 'drizzle-orm';
import { contractSearchText } from '../contracts/search';
import type { Database, Db } from '../db';
import { contracts } from '../db/schema';
import { personName } from './names';
import type { Random } from './random';

/** Demo contracts: products, a realistic spread of statuses, names and dates. */
const products = [
  ['オリーブ医療保険', ['ベーシック', 'スタンダード', 'ワイド']],
  ['オリーブがん保険', ['ライト', 'スタンダード', 'プレミアム']],
  ['オリーブ定期保険', ['10年', '20年', '65歳満了']],
  ['オリーブ就業不能保険', ['月額10万円', '月額20万円']],
  ['オリーブ終身保険', ['低解約返戻金型', '標準型']],
] as const;

const statusWeights: ReadonlyArray<readonly [ContractStatus, number]> = [
  ['active', 62],
  ['applied', 6],
  ['reviewing', 6],
  ['rejected', 4],
  ['cancellation-requested', 3],
  ['cancelled', 12],
  ['lapsed', 7],
];

function hikisariFor(status: ContractStatus, random: Random): HikisariStatus {
  if (status === 'applied' || status === 'reviewing' || status === 'rejected') return 'not-withdrawn';
  return random.weighted([
    ['paid-in', 80],
    ['offset', 10],
    ['not-withdrawn', 5],
    ['failed', 5],
  ] as const);
}

/** クレジットカード ('1') a little more often than 口座振替 ('2'). */
function paymentMethodFor(random: Random): PaymentMethod {
  return random.next() < 0.55 ? '1' : '2';
}

/** Japan midnight of a day `daysAgo` before `now`. */
function tokyoDay(now: Date, daysAgo: number): Date {
  const { year, month, day } = tokyoDateParts(now.getTime() - daysAgo * 86_400_000);
  return new Date(new TZDate(year, month - 1, day, TIME_ZONE).getTime());
}

export async function seedContracts(db: Db, random: Random, agencyCodes: string[], total: number, now: Date) {
  // Agencies differ in size: the first ones sell more (A0001 is the demo recruiters' agency).
  const weights = agencyCodes.map((code, i) => [code, Math.max(1, 40 - i * 2)] as const);
  let batch: Array<typeof contracts.$inferInsert> = [];
  for (let i = 0; i < total; i++) {
    const agencyCode = random.weighted(weights);
    const holder = personName(random);
    const insured = random.next() < 0.7 ? holder : personName(random);
    const recruiter = personName(random);
    const [productName, plans] = random.pick(products);
    const status = random.weighted(statusWeights);
    const contractDaysAgo = random.int(0, 3 * 365);
    const firstContractDate = tokyoDay(now, contractDaysAgo);
    const paid = status !== 'applied' && status !== 'reviewing' && status !== 'rejected';
    const firstPaymentDate = paid ? tokyoDay(now, Math.max(0, contractDaysAgo - random.int(20, 45))) : null;
    const managementNumber = `OL${String(firstContractDate.getUTCFullYear()).slice(2)}${String(i + 1).padStart(7, '0')}`;
    const created = new Date(firstContractDate.getTime() - random.int(3, 20) * 86_400_000);
    const row = {
      managementNumber,
      agencyCode,
      recruiterName: recruiter.name,
      policyholderName: holder.name,
      policyholderKana: holder.kana,
      insuredName: insured.name,
      productName,
      planName: random.pick(plans),
      status,
      hikisariStatus: hikisariFor(status, random),
      paymentMethod: paymentMethodFor(random),
      monthlyPremium: random.int(15, 250) * 100,
      firstContractDate,
      firstPaymentDate,
      searchText: '',
      createdAt: created,
      updatedAt: new Date(Math.min(now.getTime(), created.getTime() + random.int(0, 400) * 86_400_000)),
    };
    row.searchText = contractSearchText(row);
    batch.push(row);
    // 1,000 rows a statement: 100,000 contracts seed in seconds (docs/performance.md).
    if (batch.length === 1000) {
      await db.insert(contracts).values(batch);
      batch = [];
    }
  }
  if (batch.length) await db.insert(contracts).values(batch);
}

/**
 * An import of copies, in one statement: the first `limit` contracts of agency `from` (by id)
 * copied into agency `to`, each with the management number `prefix` + its original id. Every other
 * column is copied as it is (the benches' import into another agency, the import test).
 */
export async function copyContracts(db: Db, copy: { from: string; to: string; limit: number; prefix: string }) {
  const { id: _id, managementNumber: _number, agencyCode: _agency, ...copied } = getTableColumns(contracts);
  const columns = sql.raw(
    Object.values(copied)
      .map((c) => c.name)
      .join(', '),
  );
  await db.execute(
    sql`insert into contracts (management_number, agency_code, ${columns})
        select ${copy.prefix} || id, ${copy.to}, ${columns} from contracts
        where agency_code = ${copy.from} order by id limit ${copy.limit}`,
  );
}

/**
 * The tables a bulk import of contracts changes: the contracts and the counters their statement
 * triggers keep (migrations 0008 and 0019).
 */
export const contractTables = ['contracts', 'agency_contract_state_counts', 'agency_gram_counts'] as const;

/**
 * After a bulk import of contracts: VACUUM (ANALYZE) sets the visibility map (index-only
 * scans of the list), merges the GIN index's pending list and gives the planner statistics, on
 * PGlite (no autovacuum) and on PostgreSQL (before autovacuum gets round to it). The counters too:
 * the triggers rewrite a counter row for each batch that changes it, and every counter read steps
 * over the dead versions until a vacuum comes (never by itself on PGlite).
 */
export async function vacuumContracts(database: Database): Promise<void> {
  await database.exec(`VACUUM (ANALYZE) ${contractTables.join(', ')}`);
}
