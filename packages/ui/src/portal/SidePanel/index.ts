export type { SidePanelProps } from './SidePanel';
export { SidePanel } from './SidePanel';
