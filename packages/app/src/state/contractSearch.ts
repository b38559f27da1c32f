import type { ContractStatus, HikisariStatus } from '@olive/api';
import { atomWithReset } from 'jotai/utils';

/** docs/product.md §3: the contract search conditions. Dates are 'yyyy/MM/dd HH:mm' text or ''. */
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

export const contractSearchAtom = atomWithReset<ContractSearch>(initialContractSearch);

/** docs/product.md §4: the search survives list ↔ detail and resets whenever the path does not include contracts. */
export function keepsContractSearch(path: string): boolean {
  return path.includes('contracts');
}
