import type { ContractExportQuery } from '@olive/api';
import type { ContractSearch } from '../state/contractSearch';

/** SPEC.md §7: the stored conditions as the call's filters (empty dates become null). */
export function toContractQuery(agencyCode: string, s: ContractSearch): ContractExportQuery {
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
  };
}
