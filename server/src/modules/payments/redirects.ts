// Where the shopper goes once a payment is settled: the thank-you page, or the page that offers
// another try.
import type { PaymentStatus } from '../../payments/settle-payment.ts';

export function pageAfterPayment(orderId: number, status: PaymentStatus | string): string {
  return status === 'paid' ? `/thank-you?order_id=${orderId}` : `/payment-failed?order_id=${orderId}`;
}
