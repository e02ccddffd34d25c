// The applied coupon as the cart panel and checkout show it: the server's answer for the lines that
// can be ordered now (and, at a guest's checkout, the email typed, which decides a first order).
import { isEmail } from '@prime/contract';
import { useDebouncedValue } from '../../search/index.ts';
import { useCouponCheck, type CheckedCoupon } from '../api/check-coupon.ts';
import { orderLines } from '../checkout/order-contact.ts';
import { useCartCoupon } from '../storage/cart-coupon.ts';
import type { Cart } from './use-cart.ts';

export interface CouponState {
  /** The applied code; empty when none. */
  code: string;
  /** What it takes off, while it applies to this cart; else null. */
  applied: CheckedCoupon | null;
  /** The server's words: `Coupon applied!` or why it does not apply. */
  message: string | null;
  checking: boolean;
}

/** What the order costs: the total after the coupon while it applies. */
export const payable = (cart: Cart, coupon: CouponState) => coupon.applied?.amount ?? cart.summary.total;

export function useCoupon(cart: Cart, email = ''): CouponState {
  const code = useCartCoupon();
  // The email is asked about once the shopper pauses typing it.
  const typedEmail = useDebouncedValue(email.trim(), 300);
  const check = useCouponCheck({
    code,
    product_details: orderLines(cart.ready),
    ...(isEmail(typedEmail) ? { user_email: typedEmail } : {}),
  });
  if (!code || cart.ready.length === 0) return { code, applied: null, message: null, checking: false };
  if (check.isError) return { code, applied: null, message: check.error.message, checking: false };
  // The previous answer stays while the next comes, unless it was for another code.
  const answer = check.data?.code === code ? check.data : null;
  return {
    code,
    applied: answer,
    message: answer?.message ?? null,
    checking: check.isFetching,
  };
}
