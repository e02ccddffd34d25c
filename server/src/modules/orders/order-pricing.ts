// The one price of a cart: its lines, the coupon, the delivery charge and the cash-on-delivery charge.
// `order/quote` answers it and `add/order` compares the shopper's `amount` with it, so the total a
// shopper sees is the total an order expects (contract/src/order-quote.ts,
// docs/decisions/0021-one-price-and-shop-settings.md).
import { messages, rupees, type OrderQuote, type PaymentMethod, type OrderLineItem } from '@prime/contract';
import { applyCoupon, type AppliedCoupon, type Orderer } from '../../shop/coupons.ts';
import type { ShopSettingsRow } from '../../db/shop-settings.ts';
import type { ShopReading } from '../../shop/reading.ts';
import { priceLines, problemMessage, type PricedOrder } from './price-lines.ts';

export interface PricingRequest {
  items: readonly OrderLineItem[];
  couponCode: string | null;
  paymentMethod: PaymentMethod;
  /** Whose first order it would be, for a first-order coupon; null: not judged. */
  orderer: Orderer;
}

export type ShopCharges = Pick<
  ShopSettingsRow,
  'freeDeliveryFromPaise' | 'deliveryChargePaise' | 'codChargePaise'
>;

export interface PricedCart {
  priced: PricedOrder;
  coupon: AppliedCoupon;
  deliveryChargePaise: number;
  codChargePaise: number;
  /** What the shopper pays: the lines, less the discount, plus the charges. */
  amountPaise: number;
}

/**
 * Prices the cart. The coupon is judged against the lines without a problem; delivery is charged
 * when the total after the coupon is below the shop's free-delivery threshold, and cash on delivery
 * costs its charge. A cart with no line to buy carries no charge: there is nothing to deliver.
 */
export async function priceCart(
  reading: ShopReading,
  request: PricingRequest,
  charges: ShopCharges,
): Promise<PricedCart> {
  const priced = await priceLines(reading, request.items);
  const coupon = await applyCoupon(reading, {
    code: request.couponCode,
    orderer: request.orderer,
    totalPaise: priced.subtotalPaise,
  });
  const afterCoupon = priced.subtotalPaise - coupon.discountPaise;
  const delivering = priced.lines.some((line) => line.problem === null);
  const deliveryChargePaise =
    delivering && afterCoupon < charges.freeDeliveryFromPaise ? charges.deliveryChargePaise : 0;
  const codChargePaise = delivering && request.paymentMethod === 'cod' ? charges.codChargePaise : 0;
  return {
    priced,
    coupon,
    deliveryChargePaise,
    codChargePaise,
    amountPaise: afterCoupon + deliveryChargePaise + codChargePaise,
  };
}

/** What the cart costs paid on delivery: with the shop's cash-on-delivery charge, whatever was asked. */
export const codAmountOf = (cart: PricedCart, charges: Pick<ShopCharges, 'codChargePaise'>) =>
  cart.codChargePaise > 0 || !cart.priced.lines.some((line) => line.problem === null)
    ? cart.amountPaise
    : cart.amountPaise + charges.codChargePaise;

/** The cart's price as `order/quote` answers it, with why cash on delivery is refused (or null). */
export function toOrderQuote(cart: PricedCart, couponAsked: boolean, codReason: string | null): OrderQuote {
  return {
    lines: cart.priced.lines.map((line) => ({
      product_id: line.productId,
      packet_size: line.grams,
      quantity: line.quantity,
      price: rupees(line.unitPricePaise),
      line_total: rupees(line.totalPaise),
      problem: line.problem && problemMessage(line.problem),
    })),
    subtotal: rupees(cart.priced.subtotalPaise),
    discount: rupees(cart.coupon.discountPaise),
    delivery_charge: rupees(cart.deliveryChargePaise),
    cod_charge: rupees(cart.codChargePaise),
    amount: rupees(cart.amountPaise),
    coupon_message: couponAsked ? (cart.coupon.refusal ?? messages.couponApplied) : null,
    cod_available: codReason === null ? 1 : 0,
    cod_reason: codReason,
  };
}
