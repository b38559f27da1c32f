export type { MenuItem, MenuProps } from './Menu';
export { Menu } from './Menu';
