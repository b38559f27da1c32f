import { type Role, roleInfo } from '@olive/api';
import { Badge, type BadgeSize } from '../../primitives/Badge';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';

export interface RoleBadgeProps {
  role: Role;
  size?: BadgeSize;
}

const sideNames = { provider: 'オリーブ', recruiter: '募集人' } as const;

function ShieldIcon() {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6z" />
    </svg>
  );
}

function PersonIcon() {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1-4 4.5-6 8-6s7 2 8 6" />
    </svg>
  );
}

/**
 * A user's role with its label from the api package's role table. Provider roles are indigo with a
 * shield, recruiter roles teal with a person, and the side is spoken too: never colour alone.
 */
export function RoleBadge({ role, size = 'md' }: RoleBadgeProps) {
  const { label, side } = roleInfo[role];
  return (
    <Badge
      tone={side === 'provider' ? 'primary' : 'accent'}
      size={size}
      icon={side === 'provider' ? <ShieldIcon /> : <PersonIcon />}
      data-side={side}
    >
      <VisuallyHidden>{sideNames[side]}・</VisuallyHidden>
      {label}
    </Badge>
  );
}
