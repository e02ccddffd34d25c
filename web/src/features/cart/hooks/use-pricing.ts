// The cart's figures as the server quotes them (api/get-quote.ts): each line's total and problem, the
// coupon's word and discount, the charges and the amount to pay. The applied coupon travels with the
// question; checkout adds its payment method and, for a guest, the email typed (whose first order).
import {
  isEmail,
  isPincode,
  messages,
  mobileError,
  nationalMobile,
  type OrderQuote,
  type PaymentMethod,
  type QuoteLine,
} from '@prime/contract';
import { useQuote, type QuoteRequest } from '../api/get-quote.ts';
import { useCartCoupon } from '../storage/cart-coupon.ts';
import type { Cart, CartItem } from './use-cart.ts';

export interface CouponState {
  /** The applied code; empty when none. */
  code: string;
  /** The server's words: `Coupon applied!` or why the code does not apply; null before it answers. */
  message: string | null;
  applies: boolean;
  /** Rupees it takes off while it applies. */
  discount: number;
  /** A newer answer is on its way. */
  checking: boolean;
}

export interface Pricing {
  /** The last answer (kept while the next comes); undefined before the first. */
  quote: OrderQuote | undefined;
  /** The answer is for the cart, coupon and payment as they are now. */
  current: boolean;
  error: string | null;
  /** Some line cannot be ordered as it stands: checkout waits until the shopper fixes it. */
  blocked: boolean;
  coupon: CouponState;
  lineOf: (item: CartItem) => QuoteLine | undefined;
  /** The quote of the cart as it is this moment, asked now if need be. */
  fresh: () => Promise<OrderQuote>;
}

/** A line as an order names it: the pack size in grams, left out for a guest line kept without one. */
export const quoteLine = (item: CartItem) => ({
  product_id: item.productId,
  quantity: item.quantity,
  ...((item.pack?.pp_packet_size ?? item.packetSize) !== null
    ? { packet_size: item.pack?.pp_packet_size ?? item.packetSize! }
    : {}),
});

interface PricingFor {
  paymentMethod?: PaymentMethod;
  /** A guest's typed email: whose first order it is, and whose returned parcels count (decision 0031). */
  email?: string;
  /** Where and to which phone it goes, for cash on delivery's limits; sent once complete. */
  pincode?: string;
  mobile?: string;
}

/** Where and to whom the order would go, as the quote judges cash on delivery: only what is complete. */
function codFacts({ email = '', pincode = '', mobile = '' }: PricingFor) {
  return {
    ...(isPincode(pincode.trim()) ? { user_zipcode: pincode.trim() } : {}),
    ...(mobile.trim() !== '' && mobileError(mobile) === undefined
      ? { user_mobile_no: nationalMobile(mobile) }
      : {}),
    ...(isEmail(email.trim()) ? { user_email: email.trim() } : {}),
  };
}

export function usePricing(cart: Cart, facts: PricingFor = {}): Pricing {
  const { paymentMethod } = facts;
  const code = useCartCoupon();
  const body: QuoteRequest | null =
    // The lines as stored are enough to ask: the server knows its products.
    cart.items.length > 0
      ? {
          product_details: cart.items.map(quoteLine),
          ...(code ? { coupon_code: code } : {}),
          ...(paymentMethod ? { payment_method: paymentMethod } : {}),
          // Whose first order it is (a coupon), and whether cash on delivery is offered there and to them.
          ...codFacts(facts),
        }
      : null;
  const { quote, current, error, fresh } = useQuote(body);

  const lineOf = (item: CartItem) =>
    quote?.lines.find(
      (line) =>
        line.product_id === item.productId &&
        (item.pack ? line.packet_size === item.pack.pp_packet_size : true),
    );
  const message = code ? (quote?.coupon_message ?? null) : null;
  return {
    quote,
    current,
    error,
    blocked: quote?.lines.some((line) => line.problem !== null) ?? false,
    coupon: {
      code,
      message,
      applies: message === messages.couponApplied,
      discount: quote?.discount ?? 0,
      checking: code !== '' && !current,
    },
    lineOf,
    fresh,
  };
}
