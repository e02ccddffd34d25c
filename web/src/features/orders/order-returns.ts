// After delivery: which lines of an order may still be returned, and how a return reads to the customer.
import { withinReturnWindow, type OrderLine, type OrderReturn, type ReturnStatus } from '@prime/contract';

/** The order's returns, as the order (order/view, order/lookup) or any of its lines (list/order) carry them. */
export const returnsOf = (lines: OrderLine[], order?: { od_returns?: OrderReturn[] }) =>
  order?.od_returns ?? lines.find((line) => line.od_returns)?.od_returns ?? [];

/**
 * Lines the customer may ask to return: delivered within the shop's return window of `days` (the rule
 * `add/return` applies) and never asked back before (a line is asked back once, even after a refusal).
 */
export function returnableLines(
  lines: OrderLine[],
  returns: OrderReturn[],
  days: number,
  now = new Date(),
): OrderLine[] {
  const asked = new Set(returns.flatMap((request) => request.op_ids));
  return lines.filter(
    (line) =>
      line.op_delivery_status === 'Delivered' &&
      withinReturnWindow(line.op_delivered_at ? new Date(line.op_delivered_at) : null, now, days) &&
      !asked.has(line.op_id),
  );
}

/** Whether any line is delivered: only then is the return window worth asking for. */
export const anyDelivered = (lines: OrderLine[]) =>
  lines.some((line) => line.op_delivery_status === 'Delivered');

export const returnStatusText: Record<ReturnStatus, string> = {
  requested: 'Return requested: we will reply soon',
  approved: 'Return approved: please send the items back',
  refused: 'Return refused',
  refunded: 'Returned and refunded',
};
