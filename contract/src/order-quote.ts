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

/** One line of a quote, in the order of `product_details`. */
export interface QuoteLine {
  product_id: number;
  /** The pack size in grams; the product's first when the line named none (0 for an unknown product). */
  packet_size: number;
  quantity: number;
  /** One unit, rupees (0 for an unknown product). */
  price: number;
  /** What the line adds to the subtotal: 0 when it has a problem. */
  line_total: number;
  /** Why the line cannot be bought as asked, or null. */
  problem: string | null;
}

export interface OrderQuote {
  lines: QuoteLine[];
  /** The lines without a problem, at selling prices. */
  subtotal: number;
  /** The coupon's discount; 0 without one or when it is refused. */
  discount: number;
  delivery_charge: number;
  cod_charge: number;
  /** subtotal − discount + delivery_charge + cod_charge: what `add/order` expects. */
  amount: number;
  /** null without a code, else `Coupon applied!` or why it does not apply. */
  coupon_message: string | null;
  /** 1 when the order may be paid on delivery, 0 when not (decision 0031). */
  cod_available: 0 | 1;
  /** Why cash on delivery is not offered (the first that applies), or null. */
  cod_reason: string | null;
}
