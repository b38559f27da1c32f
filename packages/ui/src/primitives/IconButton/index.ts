export type { IconButtonProps, IconButtonSize, IconButtonVariant } from './IconButton';
export { IconButton } from './IconButton';
