/** How a charge reads in the payment history and on its receipt. */

export interface ChargeStatusInput {
  readonly status: string;
  readonly refundedAmount: { readonly formatted: string } | null | undefined;
}

/** 'Paid', 'Pending', 'Declined', 'Refunded', or 'Paid · $5.00 refunded' for a part refund. */
export function chargeStatusText(charge: ChargeStatusInput): string {
  switch (charge.status) {
    case 'SUCCEEDED':
      return charge.refundedAmount ? `Paid · ${charge.refundedAmount.formatted} refunded` : 'Paid';
    case 'PENDING':
      return 'Pending';
    case 'FAILED':
      return 'Declined';
    case 'REFUNDED':
      return 'Refunded';
    default:
      return charge.status;
  }
}

/** 'Visa ending in 4242', or null when the charge names no card. */
export function chargeCardText(charge: {
  readonly cardBrand: string | null | undefined;
  readonly cardLast4: string | null | undefined;
}): string | null {
  if (!charge.cardLast4) return null;
  return `${charge.cardBrand ?? 'Card'} ending in ${charge.cardLast4}`;
}

/** Where a charge's receipt opens. */
export function receiptPath(reference: string): string {
  return `/account/receipts/${encodeURIComponent(reference)}`;
}
