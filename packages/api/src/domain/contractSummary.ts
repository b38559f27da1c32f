import { type ContractStatus, contractStatusLabels, type HikisariStatus, hikisariStatusLabels } from './contracts';

/**
 * The contract list's filter that one home count stands for. The same two fields as the list's
 * query (schemas/contracts.ts), so the server counts with the list's own filter code and the home
 * link opens the list with exactly this filter.
 */
export interface ContractSummaryFilter {
  statuses?: ContractStatus[];
  selectedHikisariStatuses?: HikisariStatus[];
}

interface ContractSummaryItem {
  /** What the count is of, as the list's checkboxes name it: 引去不能, 申込中・審査中. */
  label: string;
  filter: ContractSummaryFilter;
}

const join = (labels: readonly string[]) => labels.join('・');

const hikisari = (status: HikisariStatus): ContractSummaryItem => ({
  label: hikisariStatusLabels[status],
  filter: { selectedHikisariStatuses: [status] },
});
const statuses = (...values: ContractStatus[]): ContractSummaryItem => ({
  label: join(values.map((v) => contractStatusLabels[v])),
  filter: { statuses: values },
});

/**
 * What the agency home counts, in the order it shows them. Each is the contract's current
 * state (docs/adr/0045-agency-home-summary.md): the data keeps no collection month, and a hikisari
 * status is the outcome of the latest collection.
 */
export const contractSummaryItems = {
  failed: hikisari('failed'),
  'not-withdrawn': hikisari('not-withdrawn'),
  'cancellation-requested': statuses('cancellation-requested'),
  'in-application': statuses('applied', 'reviewing'),
} as const satisfies Record<string, ContractSummaryItem>;

export type ContractSummaryKey = keyof typeof contractSummaryItems;
export const contractSummaryKeys = Object.keys(contractSummaryItems) as ContractSummaryKey[];
