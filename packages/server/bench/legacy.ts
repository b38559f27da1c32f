/**
 * The contract search and export as they were before the indexed search, kept word for word as the reference:
 * the bench measures them on the same data as a baseline, and test/export.test.ts compares the new
 * export's bytes with this one's (the golden test). Not used by the server.
 */
import { PassThrough, type Readable } from 'node:stream';
import {
  CONTRACT_PAGE_SIZE,
  type ContractExportQuery,
  contractStatusLabels,
  dateFormats,
  formatTokyo,
  hikisariStatusLabels,
  parseTokyo,
  paymentMethodLabels,
} from '@olive/api';
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lt, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../src/db';
import { contracts } from '../src/db/schema';
import { csvStream } from '../src/http/csv';
import { keywordWords, likePattern } from '../src/services/search';

const day = (d: Date | null) => (d ? formatTokyo(d, dateFormats.date) : null);
const minuteEnd = (d: Date) => new Date(d.getTime() + 59_999);

/** The old filter: the keyword as ILIKE '%…%' over search_text (no index can answer it). */
export function legacyContractWhere(q: ContractExportQuery): SQL | undefined {
  const bound = (text: string | null | undefined) => (text ? parseTokyo(text, dateFormats.dateTimeMinutes) : null);
  const sc = bound(q.startFirstContractDate);
  const ec = bound(q.endFirstContractDate);
  const sp = bound(q.startFirstPaymentDate);
  const ep = bound(q.endFirstPaymentDate);
  return and(
    eq(contracts.agencyCode, q.agencyCode),
    ...keywordWords(q.keyword).map((w) => ilike(contracts.searchText, likePattern(w))),
    q.statuses?.length ? inArray(contracts.status, q.statuses) : undefined,
    q.selectedHikisariStatuses?.length ? inArray(contracts.hikisariStatus, q.selectedHikisariStatuses) : undefined,
    sc ? gte(contracts.firstContractDate, sc) : undefined,
    ec ? lte(contracts.firstContractDate, minuteEnd(ec)) : undefined,
    sp ? gte(contracts.firstPaymentDate, sp) : undefined,
    ep ? lte(contracts.firstPaymentDate, minuteEnd(ep)) : undefined,
  );
}

/** The old list query: an exact count(*) of the filter, then OFFSET paging. */
export async function legacyContractPage(db: Db, q: ContractExportQuery, page: number) {
  const where = legacyContractWhere(q);
  const [total] = await db.select({ n: count() }).from(contracts).where(where);
  const rows = await db
    .select()
    .from(contracts)
    .where(where)
    .orderBy(desc(contracts.id))
    .limit(CONTRACT_PAGE_SIZE)
    .offset((page - 1) * CONTRACT_PAGE_SIZE);
  return { total: Number(total?.n ?? 0), rows };
}

/**
 * The old export: keyset batches of 1,000 rows through drizzle, each row formatted by csv-stringify.
 * It wrote oldest id first; `idOrder: 'desc'` reads the same rows newest first, the list's default
 * order, which the CSV follows (the golden test compares against that).
 */
export function legacyContractsCsv(db: Db, q: ContractExportQuery, idOrder: 'asc' | 'desc' = 'asc'): Readable {
  const csv = csvStream([
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
  ]);
  const where = legacyContractWhere(q);
  (async () => {
    let after = idOrder === 'asc' ? 0 : 2_147_483_647;
    for (;;) {
      const batch = await db
        .select()
        .from(contracts)
        .where(and(where, idOrder === 'asc' ? gt(contracts.id, after) : lt(contracts.id, after)))
        .orderBy(idOrder === 'asc' ? asc(contracts.id) : desc(contracts.id))
        .limit(1000);
      for (const r of batch) {
        const ok = csv.write([
          r.managementNumber,
          r.policyholderName,
          r.policyholderKana,
          r.insuredName,
          r.productName,
          r.planName,
          contractStatusLabels[r.status],
          hikisariStatusLabels[r.hikisariStatus],
          paymentMethodLabels[r.paymentMethod],
          r.monthlyPremium,
          day(r.firstContractDate) ?? '',
          day(r.firstPaymentDate) ?? '',
          r.recruiterName,
        ]);
        if (!ok) await new Promise((resolve) => csv.once('drain', resolve));
      }
      if (batch.length < 1000) break;
      after = batch[batch.length - 1]?.id ?? after;
    }
    csv.end();
  })().catch((error) => csv.destroy(error as Error));
  const out = new PassThrough();
  csv.pipe(out);
  return out;
}
