import { type PageSize as PageSizeValue, pageSizes } from '@olive/api';
import { PageSize, Pagination, TableFooter } from '@olive/ui';

export interface ListFooterProps {
  /** The list's answer meta (undefined while the first page loads). */
  meta: { lastPage: number; total: number } | undefined;
  page: number;
  onPageChange: (page: number) => void;
  perPage: PageSizeValue;
  onPerPageChange: (perPage: number) => void;
  /** The total is capped (contracts: 10,000件以上): next and previous instead of the last page. */
  lastPageUnknown?: boolean;
}

/**
 * A list's footer: its pages when there is more than one, and 表示件数 when there is more
 * than one default page of rows or another size has been chosen (so the choice can be undone).
 */
export function ListFooter({ meta, page, onPageChange, perPage, onPerPageChange, lastPageUnknown }: ListFooterProps) {
  return (
    <TableFooter>
      {/* Past the end of a list whose last page is unknown, no page numbers around a page that does
          not exist (the list's empty state offers the first page). */}
      {meta && meta.lastPage > 1 && !(lastPageUnknown && page > meta.lastPage) ? (
        <Pagination
          page={page}
          pageCount={meta.lastPage}
          lastPageUnknown={lastPageUnknown}
          onPageChange={onPageChange}
        />
      ) : (
        <span />
      )}
      {(meta?.total ?? 0) > pageSizes[0] || perPage !== pageSizes[0] ? (
        <PageSize value={perPage} options={pageSizes} onChange={onPerPageChange} />
      ) : null}
    </TableFooter>
  );
}
