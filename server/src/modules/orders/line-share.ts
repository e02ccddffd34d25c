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
