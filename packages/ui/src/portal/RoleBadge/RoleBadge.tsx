import { type Role, roleInfo } from '@olive/api';
import { Icon } from '../../icons/Icon';
import { Badge, type BadgeSize } from '../../primitives/Badge';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';

export interface RoleBadgeProps {
  /** 権限（特権管理者、管理者、一般、募集人…）。募集人側の権限は別の色で出ます。 */
  role: Role;
  /** 大きさ。`md`（既定）、`sm`（表の中）。 */
  size?: BadgeSize;
}

const sideNames = { provider: 'オリーブ', recruiter: '募集人' } as const;

const ShieldIcon = () => <Icon paths={['M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6z']} />;
const PersonIcon = () => <Icon paths={['M12 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z', 'M4 21c1-4 4.5-6 8-6s7 2 8 6']} />;

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
