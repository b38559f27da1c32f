import { describe, expect, it } from 'vitest';
import { pageItems } from './pageItems';

describe('pageItems', () => {
  it('lists every page when they fit', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('puts gaps where pages are left out', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap-start', 9, 10, 11, 'gap-end', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
  });

  it('honours wider siblings and boundaries', () => {
    expect(pageItems(50, 100, 2, 2)).toEqual([1, 2, 'gap-start', 48, 49, 50, 51, 52, 'gap-end', 99, 100]);
  });

  it('keeps its promises for every page of many page counts', () => {
    for (let count = 1; count <= 40; count++) {
      const lengths = new Set<number>();
      for (let page = 1; page <= count; page++) {
        const items = pageItems(page, count);
        const numbers = items.filter((item): item is number => typeof item === 'number');
        // Ascending, no duplicates, first, last, current and its neighbours present.
        expect(numbers).toEqual([...new Set(numbers)].sort((a, b) => a - b));
        expect(numbers).toContain(1);
        expect(numbers).toContain(count);
        for (const near of [page - 1, page, page + 1]) if (near >= 1 && near <= count) expect(numbers).toContain(near);
        // A gap hides at least two pages.
        items.forEach((item, index) => {
          if (typeof item === 'number') return;
          const before = items[index - 1];
          const after = items[index + 1];
          expect(typeof before === 'number' && typeof after === 'number' && after - before > 2).toBe(true);
        });
        lengths.add(items.length);
      }
      // The row of buttons keeps one length as the current page moves.
      expect(lengths.size).toBe(1);
    }
  });
});
