// `check/coupon`: what the applied code takes off these lines, at the server's prices. A code that
// does not apply is refused (400) with the reason the shopper reads. Asked again whenever the lines,
// the code or the orderer's email change; the last answer stays on screen while the next one comes.
import type { ApiSuccess } from '@prime/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';
import type { OrderLinePayload } from './place-order.ts';

export interface CheckedCoupon {
  code: string;
  /** Rupees the coupon takes off. */
  discount: number;
  /** The total after it, rupees. */
  amount: number;
  message: string;
}

interface CheckCouponRequest {
  code: string;
  product_details: OrderLinePayload[];
  /** A guest's email at checkout decides a first order (a logged-in shopper's account does). */
  user_email?: string;
}

export const checkCoupon = (body: CheckCouponRequest) =>
  apiPost<ApiSuccess<CheckedCoupon>>('check/coupon', body);

export const useCouponCheck = (body: CheckCouponRequest) =>
  useQuery({
    queryKey: ['coupon', body],
    queryFn: () => checkCoupon(body),
    enabled: body.code !== '' && body.product_details.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
