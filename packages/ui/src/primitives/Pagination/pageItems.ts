export type PageItem = number | 'gap-start' | 'gap-end';

/**
 * The page buttons to show: the first and last `boundary` pages, `siblings` pages either side of the
 * current one, and a gap (…) where pages are left out. A gap never stands for a single page (that
 * page is shown instead), and the number of items stays the same as the current page moves, so the
 * buttons do not jump under the pointer.
 */
export function pageItems(page: number, pageCount: number, siblings = 1, boundary = 1): PageItem[] {
  const range = (from: number, to: number) => Array.from({ length: Math.max(to - from + 1, 0) }, (_, i) => from + i);
  // Everything fits: first/last boundaries, current ± siblings, two gaps.
  const slots = boundary * 2 + siblings * 2 + 3;
  if (pageCount <= slots) return range(1, pageCount);

  const current = Math.min(Math.max(page, 1), pageCount);
  const middleStart = Math.max(Math.min(current - siblings, pageCount - boundary - siblings * 2 - 1), boundary + 2);
  const middleEnd = Math.min(Math.max(current + siblings, boundary + siblings * 2 + 2), pageCount - boundary - 1);

  return [
    ...range(1, boundary),
    middleStart > boundary + 2 ? 'gap-start' : boundary + 1,
    ...range(middleStart, middleEnd),
    middleEnd < pageCount - boundary - 1 ? 'gap-end' : pageCount - boundary,
    ...range(pageCount - boundary + 1, pageCount),
  ];
}
