export type { RoleBadgeProps } from './RoleBadge';
export { RoleBadge } from './RoleBadge';
