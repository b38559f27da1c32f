export type { TextElement, TextProps, TextTone } from './Text';
export { Text } from './Text';
