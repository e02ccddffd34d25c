// `order/quote`: what `add/order` would charge for a cart, asked before placing it. The cart panel and
// checkout show this answer and never add prices themselves; the server prices a quote and an order
// with one function, so the quote's `amount` is what the order then expects.
import { z } from 'zod';
import { couponField, paymentMethodField, productDetailsField } from './orders.ts';

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
}
