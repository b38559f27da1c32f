export type { PaymentStatusBadgeProps } from './PaymentStatusBadge';
export { PaymentStatusBadge } from './PaymentStatusBadge';
