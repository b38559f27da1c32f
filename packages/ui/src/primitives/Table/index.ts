export type { PageSizeProps } from './PageSize';
export { PageSize } from './PageSize';
export type { SortDirection, SortHeaderProps, TableSort } from './SortHeader';
export { nextSort, SortHeader } from './SortHeader';
export type { TableColumn, TableProps } from './Table';
export { Table } from './Table';
export { TableFooter } from './TableFooter';
