import {
  type ContractStatus,
  type ContractSummaryFilter,
  contractStatuses,
  type HikisariStatus,
  hikisariStatuses,
  href,
  normalizeDateInput,
  paths,
  serializeQuery,
} from '@olive/api';
import { type ContractSearch, initialContractSearch } from '../state/contractSearch';

/**
 * The contract search lives in the list's URL, in the list call's own parameter names (keyword,
 * `statuses[]`, `selectedHikisariStatuses[]`, the four dates), written by the same serializer as the
 * call: a reload, back and forward, and a shared link show the same list, and a link with a filter
 * (the home's counts) is just such a URL.
 */
export const contractListHref = (filter: ContractSummaryFilter): string =>
  href(paths.contracts, {}, { statuses: filter.statuses, selectedHikisariStatuses: filter.selectedHikisariStatuses });

const dateParams = [
  ['startFirstContractDate', 'start'],
  ['endFirstContractDate', 'end'],
  ['startFirstPaymentDate', 'start'],
  ['endFirstPaymentDate', 'end'],
] as const;

/** The URL's parameters that make up the search (the page, cursor, sort and page size are the list's). */
export const contractSearchParams = [
  'keyword',
  'statuses[]',
  'selectedHikisariStatuses[]',
  ...dateParams.map(([n]) => n),
];

const known = <T extends string>(values: readonly T[], given: string[]) => values.filter((v) => given.includes(v));

/**
 * The search a URL's query holds. Unknown statuses are dropped and the rest keep the checkboxes'
 * order; a date that is not one is dropped (the list would refuse it).
 */
export function contractSearchFromQuery(search: string): ContractSearch {
  const params = new URLSearchParams(search);
  const out: ContractSearch = {
    ...initialContractSearch,
    query: params.get('keyword') ?? '',
    selectedStatuses: known<ContractStatus>(contractStatuses, params.getAll('statuses[]')),
    selectedHikisariStatuses: known<HikisariStatus>(hikisariStatuses, params.getAll('selectedHikisariStatuses[]')),
  };
  for (const [name, bound] of dateParams) {
    const value = params.get(name);
    out[name] = value ? (normalizeDateInput(value, 'minutes', bound) ?? '') : '';
  }
  return out;
}

/**
 * The URL's query with `s` as its search, the list's other parameters kept, and the page and
 * cursor dropped (a new search starts on page 1). Dates are written as the list shows them.
 */
export function queryWithContractSearch(current: string, s: ContractSearch): string {
  const params = new URLSearchParams(current);
  for (const name of [...contractSearchParams, 'page', 'after', 'before']) params.delete(name);
  const dates = Object.fromEntries(
    dateParams.map(([name, bound]) => [name, normalizeDateInput(s[name], 'minutes', bound) ?? undefined]),
  );
  const own = serializeQuery({
    keyword: s.query.trim() || undefined,
    statuses: s.selectedStatuses,
    selectedHikisariStatuses: s.selectedHikisariStatuses,
    ...dates,
  });
  const rest = params.toString();
  return [own, rest].filter(Boolean).join('&');
}
