/** docs/product.md: a contract's status (契約ステータス), as GET /api/statuses lists them. */
export const contractStatuses = [
  'applied',
  'reviewing',
  'active',
  'rejected',
  'cancellation-requested',
  'cancelled',
  'lapsed',
] as const;
export type ContractStatus = (typeof contractStatuses)[number];

export const contractStatusLabels: Record<ContractStatus, string> = {
  applied: '申込中',
  reviewing: '審査中',
  active: '成立',
  rejected: '不成立',
  'cancellation-requested': '解約申請中',
  cancelled: '解約',
  lapsed: '失効',
};

/** docs/product.md: the hikisari (引去) status of a contract's premium collection. */
export const hikisariStatuses = ['paid-in', 'offset', 'not-withdrawn', 'failed'] as const;
export type HikisariStatus = (typeof hikisariStatuses)[number];

export const hikisariStatusLabels: Record<HikisariStatus, string> = {
  'paid-in': '入金',
  offset: '相殺',
  'not-withdrawn': '未引去',
  failed: '引去不能',
};

/**
 * The statuses a contract search offers, as `GET /api/contracts/statuses` answers them and as the
 * form shows them before that answer arrives (one list, so the two never differ).
 */
export const contractStatusOptions = {
  statuses: contractStatuses.map((value) => ({ value, label: contractStatusLabels[value] })),
  hikisariStatuses: hikisariStatuses.map((value) => ({ value, label: hikisariStatusLabels[value] })),
};

/** docs/product.md §2: the payment-status badge shows paid-in in success and offset in warning colour. */
export const hikisariStatusTone: Record<HikisariStatus, 'success' | 'warning' | 'neutral'> = {
  'paid-in': 'success',
  offset: 'warning',
  'not-withdrawn': 'neutral',
  failed: 'neutral',
};

/** docs/product.md §9: payment method codes, '1' credit card and '2' the other method (bank transfer). */
export const paymentMethods = ['1', '2'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  '1': 'クレジットカード',
  '2': '口座振替',
};

/** Hozen (保全) requests refuse a contract in these states. */
export const closedContractStatuses: readonly ContractStatus[] = ['cancelled', 'lapsed', 'rejected'];
