// After delivery: which lines of an order may still be returned, and how a return reads to the customer.
import type { OrderLine } from '@prime/contract';

export const RETURN_WINDOW_DAYS = 7;

/** A return of some lines of the order, as the customer's order answers carry it (`od_returns`). */
export interface OrderReturn {
  rq_id: number;
  op_ids: number[];
  reason: string;
  status: 'requested' | 'approved' | 'refused' | 'refunded';
  created_at: string;
  decided_at: string | null;
  /** The shop's words with its decision. */
  note: string | null;
  refund_reference?: string | null;
}

type ReturnFacts = OrderLine & { od_returns?: OrderReturn[]; op_delivered_at?: string | null };

/** The order's returns, as any of its lines (list/order) or the order (order/view) carries them. */
export const returnsOf = (lines: OrderLine[], order?: { od_returns?: OrderReturn[] }) =>
  order?.od_returns ?? (lines as ReturnFacts[]).find((line) => line.od_returns)?.od_returns ?? [];

/**
 * Lines the customer may ask to return: delivered, never asked back before (a line is asked back once,
 * even after a refusal), and, when the answer says when it was delivered, within the return window.
 * The server decides in the end (409 `These items can no longer be returned.`).
 */
export function returnableLines(lines: OrderLine[], returns: OrderReturn[], now = Date.now()): OrderLine[] {
  const asked = new Set(returns.flatMap((request) => request.op_ids));
  return (lines as ReturnFacts[]).filter((line) => {
    if (line.op_delivery_status !== 'Delivered' || asked.has(line.op_id)) return false;
    if (!line.op_delivered_at) return true;
    return now - Date.parse(line.op_delivered_at) <= RETURN_WINDOW_DAYS * 24 * 60 * 60_000;
  });
}

export const returnStatusText: Record<OrderReturn['status'], string> = {
  requested: 'Return requested: we will reply soon',
  approved: 'Return approved: please send the items back',
  refused: 'Return refused',
  refunded: 'Returned and refunded',
};
