// `add/order`: places an order for a guest or the logged-in shopper. The Idempotency-Key names one
// checkout attempt: the server answers a repeat of the same key and body with its first answer and
// makes no second order.
import type { ApiSuccess, PaymentMethod, PlacedOrder } from '@prime/contract';
import { apiPost } from '../../../lib/api.ts';

export interface OrderLinePayload {
  product_id: number;
  quantity: number;
  /** The chosen pack size, e.g. `"50gm"`. */
  packet_size: string;
}

/** The body of `add/order`, as the seed client names its fields. */
export interface OrderPayload {
  /** Empty for a guest. */
  u_id: string;
  amount: number;
  payment_method: PaymentMethod;
  user_name: string;
  user_email: string;
  user_mobile_no: string;
  user_address: string;
  user_state: string;
  user_district: string;
  landmark: string;
  user_city: string;
  user_zipcode: string;
  product_details: OrderLinePayload[];
  /** The applied coupon, sent only while it applies: the server judges it again. */
  coupon_code?: string;
}

export const placeOrder = (payload: OrderPayload, idempotencyKey: string) =>
  apiPost<ApiSuccess<PlacedOrder>>('add/order', payload, { 'Idempotency-Key': idempotencyKey });
