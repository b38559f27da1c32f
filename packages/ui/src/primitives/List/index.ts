export type { ListProps } from './List';
export { List } from './List';
