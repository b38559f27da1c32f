export type { BadgeProps, BadgeSize, BadgeTone } from './Badge';
export { Badge } from './Badge';
