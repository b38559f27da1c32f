/** Table and Pagination. */
export const tableStrings = {
  /** Table: the header of the row actions column, and the default empty state. */
  rowActions: '操作',
  noRows: '該当するデータはありません',
  /** Pagination. */
  pagination: 'ページ送り',
  firstPage: '最初',
  previousPage: '前へ',
  nextPage: '次へ',
  lastPage: '最後',
  pageNumber: (page: number) => `${page}ページ目`,
} as const;
