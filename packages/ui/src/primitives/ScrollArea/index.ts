export type { ScrollAreaProps } from './ScrollArea';
export { ScrollArea } from './ScrollArea';
