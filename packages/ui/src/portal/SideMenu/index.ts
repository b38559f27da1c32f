export type { SideMenuProps } from './SideMenu';
export { isCurrent, SideMenu } from './SideMenu';
