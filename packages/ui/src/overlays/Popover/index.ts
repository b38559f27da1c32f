export type { PopoverProps } from './Popover';
export { Popover } from './Popover';
