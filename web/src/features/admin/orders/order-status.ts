// Where an order line may go next, and whether its order may still be cancelled, as the server rules
// them: forward along the sequence only; the whole order until a line has shipped.
import { ADMIN_STATUS_SEQUENCE, type DeliveryStatus, type OrderLine } from '@prime/contract';

const CANCELLED: DeliveryStatus = 'Cancelled';
const NOT_YET_SHIPPED: readonly DeliveryStatus[] = ['Payment pending', 'Order confirmed', 'Packing'];

/** Every step after the line's own (any later one, not only the next); none for a cancelled line. */
export function laterStatuses(status: DeliveryStatus): DeliveryStatus[] {
  if (status === CANCELLED) return [];
  const at = ADMIN_STATUS_SEQUENCE.indexOf(status);
  return ADMIN_STATUS_SEQUENCE.slice(at + 1).filter((next) => next !== 'Payment pending');
}

/** No line has shipped, and one is still going. */
export const canCancelOrder = (lines: Pick<OrderLine, 'op_delivery_status'>[]) =>
  lines.every(
    (line) => line.op_delivery_status === CANCELLED || NOT_YET_SHIPPED.includes(line.op_delivery_status),
  ) && lines.some((line) => line.op_delivery_status !== CANCELLED);
