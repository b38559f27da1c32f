import { describe, expect, it } from 'vitest';
import { initialContractSearch } from '../state/contractSearch';
import { contractListHref, contractSearchFromQuery, queryWithContractSearch } from './contractLinks';

const full = {
  ...initialContractSearch,
  query: 'みどり',
  selectedStatuses: ['active' as const],
  selectedHikisariStatuses: ['failed' as const],
  startFirstContractDate: '2025/01/01 00:00',
  endFirstContractDate: '2025/03/31 23:59',
  startFirstPaymentDate: '',
  endFirstPaymentDate: '',
};

describe('the contract search in the URL', () => {
  it('round-trips every condition, keeping the sort and page size, dropping page and cursor', () => {
    const query = queryWithContractSearch('sort=monthlyPremium&order=desc&perPage=50&page=3&after=abc', full);
    const params = new URLSearchParams(query);
    expect(params.get('keyword')).toBe('みどり');
    expect(params.getAll('statuses[]')).toEqual(['active']);
    expect(params.get('sort')).toBe('monthlyPremium');
    expect(params.get('perPage')).toBe('50');
    expect(params.has('page') || params.has('after')).toBe(false);
    expect(contractSearchFromQuery(query)).toEqual(full);
  });

  it('writes nothing for an empty search', () => {
    expect(queryWithContractSearch('keyword=x&page=2', initialContractSearch)).toBe('');
    expect(contractSearchFromQuery('')).toEqual(initialContractSearch);
  });

  it('reads dates as typed into the canonical form, and drops what is no date or status', () => {
    const s = contractSearchFromQuery('startFirstPaymentDate=2025-1-5&endFirstPaymentDate=nope&statuses[]=bogus');
    expect(s.startFirstPaymentDate).toBe('2025/01/05 00:00');
    expect(s.endFirstPaymentDate).toBe('');
    expect(s.selectedStatuses).toEqual([]);
  });

  it("reads the home's links as a search", () => {
    const href = contractListHref({ statuses: ['active'], selectedHikisariStatuses: ['failed'] });
    const s = contractSearchFromQuery(href.split('?')[1] ?? '');
    expect(s.selectedStatuses).toEqual(['active']);
    expect(s.selectedHikisariStatuses).toEqual(['failed']);
  });
});
