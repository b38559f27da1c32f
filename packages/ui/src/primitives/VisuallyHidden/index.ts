export type { VisuallyHiddenProps } from './VisuallyHidden';
export { VisuallyHidden, visuallyHiddenStyles } from './VisuallyHidden';
