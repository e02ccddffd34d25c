// Where an order line may go next, and whether its order may still be cancelled, as the server rules
// them: forward along the sequence only; the whole order until a line has shipped. A line of an online
// order still waiting for its payment goes nowhere from the console: the payment confirms it, or
// cancels it when it fails or never comes (also a line an admin had already sent on its way).
import { ADMIN_STATUS_SEQUENCE, type DeliveryStatus, type OrderLine } from '@prime/contract';

const CANCELLED: DeliveryStatus = 'Cancelled';
export const PAYMENT_PENDING: DeliveryStatus = 'Payment pending';
const NOT_YET_SHIPPED: readonly DeliveryStatus[] = [PAYMENT_PENDING, 'Order confirmed', 'Packing'];

/**
 * Every step after the line's own (any later one, not only the next); none for a cancelled line or
 * one whose payment has not come yet.
 */
export function laterStatuses(status: DeliveryStatus): DeliveryStatus[] {
  if (status === CANCELLED || status === PAYMENT_PENDING) return [];
  const at = ADMIN_STATUS_SEQUENCE.indexOf(status);
  return ADMIN_STATUS_SEQUENCE.slice(at + 1);
}

/** No line has shipped, and one is still going. */
export const canCancelOrder = (lines: Pick<OrderLine, 'op_delivery_status'>[]) =>
  lines.every(
    (line) => line.op_delivery_status === CANCELLED || NOT_YET_SHIPPED.includes(line.op_delivery_status),
  ) && lines.some((line) => line.op_delivery_status !== CANCELLED);
