export type { PaginationProps } from './Pagination';
export { Pagination } from './Pagination';
export type { PageItem } from './pageItems';
export { pageItems } from './pageItems';
