import {
  type ContractStatus,
  type ContractSummaryFilter,
  contractStatuses,
  type HikisariStatus,
  hikisariStatuses,
  href,
  paths,
} from '@olive/api';
import { type ContractSearch, initialContractSearch } from '../state/contractSearch';

/**
 * A link to the contract list with a filter applied (the home's counts). The filter travels
 * in the list call's own parameter names (`statuses[]`, `selectedHikisariStatuses[]`), written by
 * the same serializer as the call, and the list takes it as its search on arrival.
 */
export const contractListHref = (filter: ContractSummaryFilter): string =>
  href(paths.contracts, {}, { statuses: filter.statuses, selectedHikisariStatuses: filter.selectedHikisariStatuses });

const statusParam = 'statuses[]';
const hikisariParam = 'selectedHikisariStatuses[]';

const known = <T extends string>(values: readonly T[], given: string[]) => values.filter((v) => given.includes(v));

/**
 * The search a link carries (see contractListHref), or null when the URL names no filter. Unknown
 * values are dropped, and the values keep the checkboxes' order, as a search typed on the form has.
 */
export function linkedContractSearch(search: string): ContractSearch | null {
  const params = new URLSearchParams(search);
  if (!params.has(statusParam) && !params.has(hikisariParam)) return null;
  return {
    ...initialContractSearch,
    selectedStatuses: known<ContractStatus>(contractStatuses, params.getAll(statusParam)),
    selectedHikisariStatuses: known<HikisariStatus>(hikisariStatuses, params.getAll(hikisariParam)),
  };
}

/** The URL's query without a link's filter (and its page: a new search starts on page 1). */
export function withoutLinkedFilter(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of [statusParam, hikisariParam, 'page']) params.delete(name);
  return params.toString();
}
