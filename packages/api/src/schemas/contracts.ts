import { array, boolean, enums, type Infer, integer, object, string } from 'superstruct';
import { contractSummaryKeys } from '../domain/contractSummary';
import { contractStatuses, hikisariStatuses, paymentMethods } from '../domain/contracts';
import { dateFormats } from '../domain/dateFormats';
import { fieldLabels } from '../validation/labels';
import { messages } from '../validation/messages';
import { matches, maxLength, required, rule } from '../validation/rules';
import { agencyCode, epochMs, folded, fromText, INT4_MAX, page, pageMeta, shownDateTime } from './common';
import { dateFieldSchema, documentedDate } from './dates';
import { contractSortKey, listingLabels, perPage, sortOrder } from './listing';
import { nullable, optional } from './optionality';
import { latestStatement } from './statements';

const dateOnly = string();

/** docs/product.md: one insurance policy sold through an agency. Dates are 'yyyy/MM/dd' in Japan time. */
export const contract = object({
  id: integer(),
  managementNumber: string(),
  agencyCode: string(),
  recruiterName: string(),
  policyholderName: string(),
  policyholderKana: string(),
  insuredName: string(),
  productName: string(),
  planName: string(),
  status: enums(contractStatuses),
  hikisariStatus: enums(hikisariStatuses),
  paymentMethod: enums(paymentMethods),
  monthlyPremium: integer(),
  firstContractDate: nullable(dateOnly),
  firstPaymentDate: nullable(dateOnly),
  createdAt: epochMs,
  updatedAt: epochMs,
});
export type Contract = Infer<typeof contract>;

export const hozenKinds = ['cancellation', 'change-payment-method'] as const;
export type HozenKind = (typeof hozenKinds)[number];
export const hozenKindLabels: Record<HozenKind, string> = {
  cancellation: '解約申請',
  'change-payment-method': '支払方法変更',
};

/** A hozen (保全) request filed on a contract. */
export const hozenRequest = object({
  id: integer(),
  kind: enums(hozenKinds),
  paymentMethod: nullable(enums(paymentMethods)),
  requestedBy: string(),
  requestedAt: shownDateTime,
});
export type HozenRequest = Infer<typeof hozenRequest>;

export const contractDetail = object({ ...contract.schema, hozenRequests: array(hozenRequest) });
export type ContractDetail = Infer<typeof contractDetail>;

/** One value or many: `statuses[]=a` arrives as 'a', `statuses[]=a&statuses[]=b` as ['a', 'b']. */
const listParam = <T extends string>(values: readonly T[]) =>
  fromText(array(enums(values)), (v) => (v === '' ? [] : [v]));

/**
 * An optional date bound, sent as 'yyyy/MM/dd HH:mm' (docs/product.md §7) or null for none; typed forms
 * (2025/1/1, 令和7年1月1日…) are read and normalised the same way on both sides (schemas/dates.ts).
 */
const dateBound = (bound: 'start' | 'end') =>
  documentedDate(optional(nullable(dateFieldSchema('minutes', bound))), 'minutes', bound);

/** docs/product.md §3 and §7: the contract search. Keyword covers 管理番号, 契約者名・カナ and 募集人名. */
const contractFilters = {
  agencyCode,
  keyword: optional(maxLength(string(), 100)),
  statuses: optional(listParam(contractStatuses)),
  selectedHikisariStatuses: optional(listParam(hikisariStatuses)),
  startFirstContractDate: dateBound('start'),
  endFirstContractDate: dateBound('end'),
  startFirstPaymentDate: dateBound('start'),
  endFirstPaymentDate: dateBound('end'),
};

/**
 * The order of the list and of its CSV: a sort key and 昇順/降順; without `sort`, newest
 * first (by id). An empty value counts as later than any other (PostgreSQL's default), so a missing
 * 初回入金日 comes last in ascending order and first in descending order.
 */
const contractOrder = {
  sort: optional(contractSortKey),
  order: optional(sortOrder),
};

/**
 * Where the next or previous page starts (keyset paging, docs/adr/0050-contract-list-read-path.md): the text the answer
 * gave as `meta.lastCursor` or `meta.firstCursor`, which the client passes back as it is. It is a
 * contract id (1 to int4's largest), and in a sort order the row's sort value after a dot (the
 * server's own encoding: `~` for an empty date, else base64url), so the page is placed by the value
 * the rows were shown with even when that contract has since changed or gone. A bare id is
 * accepted too: the value is then read from the agency's contract of that id.
 */
export const CONTRACT_CURSOR_PATTERN = /^[1-9]\d{0,9}(\.(~|[A-Za-z0-9_-]{0,700}))?$/;
const contractCursor = rule(
  matches(string(), CONTRACT_CURSOR_PATTERN),
  'invalid',
  (v) => Number(v.split('.')[0]) <= INT4_MAX || messages.invalid(),
);

/**
 * The list's query: the filters and the page. `after` (the id of the last row shown) asks for the
 * page after it and `before` (the id of the first row shown) for the page before it, in the list's
 * order (newest first); `page` is then the number the client shows. Without either, `page` is a jump.
 */
/**
 * The contract list's labels: the catalogue's, and its paging cursors (kept out of the catalogue, which
 * every form screen loads, sign-in included).
 */
export const contractListLabels: Record<string, string> = {
  ...fieldLabels,
  ...listingLabels,
  after: '次ページの起点',
  before: '前ページの起点',
};

export const contractListQuery = object({
  ...contractFilters,
  ...contractOrder,
  page: optional(page),
  perPage: optional(perPage),
  after: optional(contractCursor),
  before: optional(contractCursor),
});
export type ContractListQuery = Infer<typeof contractListQuery>;

/** A filtered total is counted exactly up to this many rows; above it the answer says 「10,000件以上」. */
export const CONTRACT_TOTAL_CAP = 10_000;

/**
 * The list's answer: the paging meta of every list, plus `totalCapped` (docs/adr/0050-contract-list-read-path.md): true
 * when a filtered search matched more than CONTRACT_TOTAL_CAP rows, so `total` is the cap (shown
 * 「10,000件以上」) and `lastPage` only the last page known to exist.
 */
export const contractListAnswer = object({
  data: array(contract),
  meta: object({
    ...pageMeta.schema,
    totalCapped: optional(boolean()),
    /** Where the page before this one ends and the page after it starts: `before` and `after` of the next call. */
    firstCursor: optional(string()),
    lastCursor: optional(string()),
  }),
});
export type ContractListAnswer = Infer<typeof contractListAnswer>;

/** The CSV of the list's filter, in the list's order. */
export const contractExportQuery = object({ ...contractFilters, ...contractOrder });
export type ContractExportQuery = Infer<typeof contractExportQuery>;

/** The contract list's default page size (docs/product.md §9); `perPage` chooses 50 or 100. */
export const CONTRACT_PAGE_SIZE = 20;

export const contractDateFormat = dateFormats.dateTimeMinutes;

export const contractShowQuery = object({ agencyCode });
export type ContractShowQuery = Infer<typeof contractShowQuery>;

const option = <T extends string>(values: readonly T[]) => object({ value: enums(values), label: string() });

/** GET /api/statuses: the search form's two checkbox lists. */
export const statusesAnswer = object({
  data: object({
    statuses: array(option(contractStatuses)),
    hikisariStatuses: array(option(hikisariStatuses)),
  }),
});
export type StatusesAnswer = Infer<typeof statusesAnswer>;

export const managementNumber = folded('managementNumber', maxLength(required(string()), 30));

export const cancellationBody = object({ managementNumber });
export type CancellationBody = Infer<typeof cancellationBody>;

export const changePaymentMethodBody = object({ managementNumber, paymentMethod: enums(paymentMethods) });
export type ChangePaymentMethodBody = Infer<typeof changePaymentMethodBody>;

export const hozenAnswer = object({ message: string(), data: contractDetail });
export type HozenAnswer = Infer<typeof hozenAnswer>;

/** GET /api/contractsSummary: the agency home's counts; only the agency is asked for. */
export const contractSummaryQuery = object({ agencyCode });
export type ContractSummaryQuery = Infer<typeof contractSummaryQuery>;

/**
 * One count of the home (domain/contractSummary.ts names its filter): the contract list's total for
 * that filter, capped as the list's is (CONTRACT_TOTAL_CAP; `totalCapped` then says 「10,000件以上」).
 */
export const contractSummaryCount = object({
  key: enums(contractSummaryKeys),
  total: integer(),
  totalCapped: boolean(),
});
export type ContractSummaryCount = Infer<typeof contractSummaryCount>;

/**
 * The home's answer: the counts in contractSummaryItems' order, and the agency's latest statement
 * month with its files (null when there is none). `latestStatement` is left out for a role that may
 * not download statements (docs/product.md §6: the /fees roles).
 */
export const contractSummaryAnswer = object({
  data: object({
    counts: array(contractSummaryCount),
    latestStatement: optional(nullable(latestStatement)),
  }),
});
export type ContractSummaryAnswer = Infer<typeof contractSummaryAnswer>;
