import { type HikisariStatus, hikisariStatusLabels, hikisariStatusTone } from '@olive/api';
import { Badge, type BadgeSize } from '../../primitives/Badge';

export interface PaymentStatusBadgeProps {
  /** 引去の状態（入金、相殺、未引去、引去不能）。状態ごとの色と文言で出します。 */
  status: HikisariStatus;
  /** 大きさ。`sm`（既定。表の中）、`md`。 */
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
