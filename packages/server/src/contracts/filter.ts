import { type ContractExportQuery, dateFormats, parseTokyo } from '@olive/api';
import { and, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { contracts } from '../db/schema';
import { keywordCondition, keywordWord } from './search';

type Statuses = NonNullable<ContractExportQuery['statuses']>;
type HikisariStatuses = NonNullable<ContractExportQuery['selectedHikisariStatuses']>;

/**
 * docs/product.md §7's filters of one request, parsed once: the list, its total and the export all
 * read this value. Absent filters are null. Date bounds are instants of Japan wall-clock minutes,
 * both ends inclusive (an end bound is the last millisecond of its minute).
 */
export interface ContractFilter {
  agencyCode: string;
  /** The folded keyword as one word (contracts/search.ts keywordWord). */
  keyword: string | null;
  statuses: Statuses | null;
  hikisari: HikisariStatuses | null;
  startContract: Date | null;
  endContract: Date | null;
  startPayment: Date | null;
  endPayment: Date | null;
}

/** The filters that narrow an agency's contracts. */
type Narrowing = Exclude<keyof ContractFilter, 'agencyCode'>;

const minute = (text: string | null | undefined) => (text ? parseTokyo(text, dateFormats.dateTimeMinutes) : null);
const minuteEnd = (text: string | null | undefined) => {
  const start = minute(text);
  return start ? new Date(start.getTime() + 59_999) : null;
};

export function contractFilter(q: ContractExportQuery): ContractFilter {
  return {
    agencyCode: q.agencyCode,
    keyword: keywordWord(q.keyword),
    statuses: q.statuses?.length ? q.statuses : null,
    hikisari: q.selectedHikisariStatuses?.length ? q.selectedHikisariStatuses : null,
    startContract: minute(q.startFirstContractDate),
    endContract: minuteEnd(q.endFirstContractDate),
    startPayment: minute(q.startFirstPaymentDate),
    endPayment: minuteEnd(q.endFirstPaymentDate),
  };
}

/**
 * Each filter's condition. A mapped type over every narrowing key: a filter added to ContractFilter
 * does not compile until it has its condition here.
 */
const conditions: { [K in Narrowing]: (value: NonNullable<ContractFilter[K]>) => SQL } = {
  keyword: (word) => keywordCondition(contracts.searchText, word),
  statuses: (values) => inArray(contracts.status, values),
  hikisari: (values) => inArray(contracts.hikisariStatus, values),
  startContract: (at) => gte(contracts.firstContractDate, at),
  endContract: (at) => lte(contracts.firstContractDate, at),
  startPayment: (at) => gte(contracts.firstPaymentDate, at),
  endPayment: (at) => lte(contracts.firstPaymentDate, at),
};

const given = (f: ContractFilter) => (Object.keys(conditions) as Narrowing[]).filter((key) => f[key] !== null);

/** The filter as one condition on contracts: the agency, and every filter given. */
export function filterWhere(f: ContractFilter): SQL {
  const each = given(f).map((key) => (conditions[key] as (value: unknown) => SQL)(f[key]));
  return and(eq(contracts.agencyCode, f.agencyCode), ...each) as SQL;
}

/**
 * Whether anything narrows the agency's contracts. If not, the list's total is the sum of the
 * agency's state counters, exact at any size; else a short word's gram counter or the filter's rows
 * counted up to CONTRACT_TOTAL_CAP + 1 (contracts/routes.ts contractTotal).
 */
export const narrows = (f: ContractFilter): boolean => given(f).length > 0;
