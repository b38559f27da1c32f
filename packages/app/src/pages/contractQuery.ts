import type { ContractExportQuery, ContractSortKey, ListSort } from '@olive/api';
import type { ContractSearch } from '../state/contractSearch';

/**
 * docs/product.md §7: the stored conditions as the call's filters (empty dates become null), with the list's
 * sort, so the list and its CSV ask for the same order.
 */
export function toContractQuery(
  agencyCode: string,
  s: ContractSearch,
  sort: ListSort<ContractSortKey> | null = null,
): ContractExportQuery {
  const date = (v: string) => (v.trim() === '' ? null : v.trim());
  return {
    agencyCode,
    keyword: s.query.trim() || undefined,
    statuses: s.selectedStatuses,
    selectedHikisariStatuses: s.selectedHikisariStatuses,
    startFirstContractDate: date(s.startFirstContractDate),
    endFirstContractDate: date(s.endFirstContractDate),
    startFirstPaymentDate: date(s.startFirstPaymentDate),
    endFirstPaymentDate: date(s.endFirstPaymentDate),
    ...(sort ? { sort: sort.sort, order: sort.order } : {}),
  };
}
