import type { ContractStatus, HikisariStatus } from '@olive/api';

/**
 * docs/product.md §3: the contract search conditions. Dates are 'yyyy/MM/dd HH:mm' text or ''. They
 * live in the list's URL (pages/contractLinks.ts), which also resets them away from contracts (§4).
 */
export interface ContractSearch {
  currentPage: number;
  query: string;
  selectedStatuses: ContractStatus[];
  selectedHikisariStatuses: HikisariStatus[];
  startFirstContractDate: string;
  endFirstContractDate: string;
  startFirstPaymentDate: string;
  endFirstPaymentDate: string;
}

export const initialContractSearch: ContractSearch = {
  currentPage: 1,
  query: '',
  selectedStatuses: [],
  selectedHikisariStatuses: [],
  startFirstContractDate: '',
  endFirstContractDate: '',
  startFirstPaymentDate: '',
  endFirstPaymentDate: '',
};
