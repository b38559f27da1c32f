export type { CardProps } from './Card';
export { Card } from './Card';
