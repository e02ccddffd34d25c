// What one line of an order cost the shopper: its price less its part of the coupon's discount, shared
// in proportion to the lines' prices over all the order's lines. A cancelled line (order-tracking.ts)
// and a returned one (returns-receive.ts) give back this much; charges stay with the order.
import type { OrderLineRow, OrderRow } from './order-locks.ts';

export function discountedLinePrice(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  line: OrderLineRow,
): number {
  const total = lines.reduce((sum, each) => sum + each.unitPricePaise * each.quantity, 0);
  const price = line.unitPricePaise * line.quantity;
  const discount = total > 0 ? Math.round((price * order.discountPaise) / total) : 0;
  return price - discount;
}

/**
 * What receiving a return gives back: each returned line's share for the units returned (part of a
 * line: its share in proportion), never more than the goods' part of what is still paid (charges are
 * not refunded on a return).
 */
export function returnRefundPaise(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  returned: readonly { op_id: number; quantity: number }[],
): number {
  const wanted = returned.reduce((sum, { op_id, quantity }) => {
    const line = lines.find((candidate) => candidate.id === op_id);
    if (!line) return sum;
    return sum + Math.round((discountedLinePrice(order, lines, line) * quantity) / line.quantity);
  }, 0);
  const goodsLeft =
    order.amountPaise - order.deliveryChargePaise - order.codChargePaise - order.refundedPaise;
  return Math.max(0, Math.min(wanted, goodsLeft));
}
