import { type HikisariStatus, hikisariStatusLabels, hikisariStatusTone } from '@olive/api';
import { Badge, type BadgeSize } from '../../primitives/Badge';

export interface PaymentStatusBadgeProps {
  status: HikisariStatus;
  size?: BadgeSize;
}

/** docs/product.md §2: the 'paid-in' label in the success colour, 'offset' in warning, others neutral. */
export function PaymentStatusBadge({ status, size = 'sm' }: PaymentStatusBadgeProps) {
  return (
    <Badge tone={hikisariStatusTone[status]} size={size} data-status={status}>
      {hikisariStatusLabels[status]}
    </Badge>
  );
}
