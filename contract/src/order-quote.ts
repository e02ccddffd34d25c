// `order/quote`: what `add/order` would charge for a cart, asked before placing it. The cart panel and
// checkout show this answer and never add prices themselves; the server prices a quote and an order
// with one function, so the quote's `amount` is what the order then expects.
import { z } from 'zod';
import { MAX_TYPED_PHONE_LENGTH, mobileError, nationalMobile } from './field-rules.ts';
import { couponField, paymentMethodField, productDetailsField } from './orders.ts';
import { isPincode } from './text-checks.ts';

/** The body: the lines, and the coupon, payment method and email the order would carry. */
export const orderQuoteBody = z.object({
  product_details: productDetailsField,
  coupon_code: couponField,
  payment_method: paymentMethodField,
  /** Whose first order a guest's would be (a token's account decides instead). */
  user_email: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : undefined),
    z.string().max(254).optional(),
  ),
  /**
   * Where and to whom the order would go, for cash on delivery's limits (decision 0031): read when well formed,
   * else left out (a quote is asked while the shopper types).
   */
  user_zipcode: z.preprocess((value) => {
    const pin = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    return isPincode(pin) ? pin : undefined;
  }, z.string().optional()),
  user_mobile_no: z.preprocess((value) => {
    const phone = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
    return phone.length <= MAX_TYPED_PHONE_LENGTH && mobileError(phone) === undefined
      ? nationalMobile(phone.trim())
      : undefined;
  }, z.string().optional()),
});
export type OrderQuoteBody = z.output<typeof orderQuoteBody>;
