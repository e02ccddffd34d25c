// The order just placed, kept in session storage for the pages after checkout: /thank-you shows it,
// /payment-failed places it again (with the payload) when the shopper tries paying once more.
import type { PaymentMethod } from '@prime/contract';
import type { OrderPayload } from '../api/place-order.ts';

const KEY = 'order_details';

export interface OrderDetails {
  orderId: number;
  total: number;
  paymentMethod: PaymentMethod;
  /** The delivery address as one line. */
  address: string;
  customer: { name: string; email: string; phone: string };
  /** What was sent, to place the same order again. */
  payload: OrderPayload;
}

export function saveOrderDetails(orderId: number, payload: OrderPayload): OrderDetails {
  const details: OrderDetails = {
    orderId,
    total: payload.amount,
    paymentMethod: payload.payment_method,
    address: [
      payload.user_address,
      payload.landmark,
      payload.user_city,
      payload.user_district !== payload.user_city ? payload.user_district : '',
      payload.user_state,
      payload.user_zipcode,
    ]
      .filter((part) => part.trim() !== '')
      .join(', '),
    customer: { name: payload.user_name, email: payload.user_email, phone: payload.user_mobile_no },
    payload,
  };
  sessionStorage.setItem(KEY, JSON.stringify(details));
  return details;
}

export function readOrderDetails(): OrderDetails | null {
  try {
    const details = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as OrderDetails | null;
    return details && typeof details.orderId === 'number' && details.payload ? details : null;
  } catch {
    return null;
  }
}

/** Where the browser goes after an order: the gateway's page, or /thank-you for cash on delivery.
 * Only an http(s) address or a path of this site is followed. */
export function paymentDestination(paymentLinkUrl: string | null | undefined): string | null {
  if (!paymentLinkUrl) return null;
  try {
    const url = new URL(paymentLinkUrl, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
