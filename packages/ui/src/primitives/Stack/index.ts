export type { LayoutGap, LayoutWidth, StackElement, StackProps } from './Stack';
export { Stack } from './Stack';
