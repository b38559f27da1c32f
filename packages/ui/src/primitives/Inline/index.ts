export type { InlineElement, InlineProps } from './Inline';
export { Inline } from './Inline';
