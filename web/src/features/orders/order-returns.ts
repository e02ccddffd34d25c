// After delivery: which lines of an order may still be returned, and how a return reads to the customer.
import type { OrderLine, OrderReturn, ReturnStatus } from '@prime/contract';

/** The order's returns, as the order (order/view, order/lookup) or any of its lines (list/order) carry them. */
export const returnsOf = (lines: OrderLine[], order?: { od_returns?: OrderReturn[] }) =>
  order?.od_returns ?? lines.find((line) => line.od_returns)?.od_returns ?? [];

/**
 * Lines the customer may ask to return: delivered and never asked back before (a line is asked back
 * once, even after a refusal). The answers do not say when a line was delivered, so the 7 days are the
 * server's to check: past them it answers 409 `These items can no longer be returned.`, which the
 * form shows.
 */
export function returnableLines(lines: OrderLine[], returns: OrderReturn[]): OrderLine[] {
  const asked = new Set(returns.flatMap((request) => request.op_ids));
  return lines.filter((line) => line.op_delivery_status === 'Delivered' && !asked.has(line.op_id));
}

export const returnStatusText: Record<ReturnStatus, string> = {
  requested: 'Return requested: we will reply soon',
  approved: 'Return approved: please send the items back',
  refused: 'Return refused',
  refunded: 'Returned and refunded',
};
