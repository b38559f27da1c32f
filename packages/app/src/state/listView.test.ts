// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { listViewKey, readListView } from './listView';

beforeEach(() => localStorage.clear());

describe('a list view stored per user', () => {
  it('is read for its own user and list only', () => {
    localStorage.setItem(listViewKey('contracts', 7), JSON.stringify({ density: 'comfortable', perPage: 50 }));
    expect(readListView('contracts', 7)).toEqual({ density: 'comfortable', perPage: 50 });
    expect(readListView('contracts', 8)).toEqual({});
    expect(readListView('recruiters', 7)).toEqual({});
    expect(readListView('contracts', undefined)).toEqual({});
  });

  it('keeps only values the list knows, and reads a broken entry as none', () => {
    localStorage.setItem(listViewKey('contracts', 1), JSON.stringify({ density: 'huge', perPage: 1000 }));
    expect(readListView('contracts', 1)).toEqual({});
    localStorage.setItem(listViewKey('contracts', 1), JSON.stringify({ density: 'compact', perPage: '50' }));
    expect(readListView('contracts', 1)).toEqual({ density: 'compact' });
    localStorage.setItem(listViewKey('contracts', 1), '{');
    expect(readListView('contracts', 1)).toEqual({});
    localStorage.setItem(listViewKey('contracts', 1), 'null');
    expect(readListView('contracts', 1)).toEqual({});
  });
});
