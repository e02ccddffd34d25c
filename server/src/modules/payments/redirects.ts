// Where the shopper goes once a payment is settled: the thank-you page, or the page that offers
// another try.
import type { GatewayPaymentStatus } from '../../payments/settle-payment.ts';

export function pageAfterPayment(orderId: number, status: GatewayPaymentStatus | string): string {
  if (status === 'paid') return `/thank-you?order_id=${orderId}`;
  // Paid, then cancelled: the page must not say that nothing was charged.
  if (status === 'refunding' || status === 'refunded')
    return `/payment-failed?order_id=${orderId}&refunded=1`;
  return `/payment-failed?order_id=${orderId}`;
}
