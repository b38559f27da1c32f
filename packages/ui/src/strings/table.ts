/** Table and Pagination. */
export const tableStrings = {
  /** Table: the header of the row actions column, and the default empty state. */
  rowActions: '操作',
  noRows: '該当するデータはありません',
  /** Table: a list whose load failed (never its empty state), and the way to try again. */
  loadFailed: '一覧を読み込めませんでした',
  loadFailedHint: '時間をおいて、もう一度お試しください。',
  retry: '再読み込み',
  /** Pagination. */
  pagination: 'ページ送り',
  firstPage: '最初',
  previousPage: '前へ',
  nextPage: '次へ',
  lastPage: '最後',
  pageNumber: (page: number) => `${page}ページ目`,
  /** PageSize: the rows a page shows. */
  pageSize: '表示件数',
  pageSizeOption: (size: number) => `${size}件`,
} as const;
