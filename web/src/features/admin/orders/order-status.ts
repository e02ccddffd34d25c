// Where an order line may go next, and whether its order may still be cancelled, as the server rules
// them: forward along the sequence only; the whole order until a line has shipped. A line of an online
// order still waiting for its payment goes nowhere from the console: the payment confirms it, or
// cancels it when it fails or never comes (also a line an admin had already sent on its way).
import {
  ADMIN_STATUS_SEQUENCE,
  AWAITING_CONFIRMATION,
  CANCELLED,
  DELIVERY_FAILED,
  PAYMENT_PENDING,
  type DeliveryStatus,
  type OrderLine,
} from '@prime/contract';

export { PAYMENT_PENDING };
const NOT_YET_SHIPPED: readonly DeliveryStatus[] = [
  PAYMENT_PENDING,
  AWAITING_CONFIRMATION,
  'Order confirmed',
  'Packing',
];

/**
 * Every step after the line's own (any later one, not only the next); none for a cancelled line, one
 * whose payment has not come yet, or one on its way back (a return moves it, not the console's steps).
 */
export function laterStatuses(status: DeliveryStatus): DeliveryStatus[] {
  // A failed delivery goes out again, or was delivered after all (decision 0031); its way back has its own buttons.
  if (status === DELIVERY_FAILED) return ['Out for Delivery', 'Delivered'];
  const at = ADMIN_STATUS_SEQUENCE.indexOf(status);
  return at === -1 ? [] : ADMIN_STATUS_SEQUENCE.slice(at + 1);
}

const DELIVERED: DeliveryStatus = 'Delivered';

/** `Packing`, `Shipped and Out for Delivery`. */
const listed = (names: readonly string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/**
 * What staff should know before moving a line from `from` to `to` when the move skips steps or ends
 * the line's journey (Delivered); undefined for a move to the very next step. Lines move forward only
 * (contract/src/admin.ts), so such a move is never taken back.
 */
export function moveWarning(from: DeliveryStatus, to: DeliveryStatus): string | undefined {
  const skipped = laterStatuses(from).slice(0, Math.max(laterStatuses(from).indexOf(to), 0));
  if (skipped.length === 0 && to !== DELIVERED) return undefined;
  const skips = skipped.length > 0 ? ` It skips ${listed(skipped)}.` : '';
  return `From ${from} to ${to}.${skips} Items only move forward: this cannot be undone, and the customer may be mailed about it.`;
}

/** No line has shipped, and one is still going. */
export const canCancelOrder = (lines: Pick<OrderLine, 'op_delivery_status'>[]) =>
  lines.every(
    (line) => line.op_delivery_status === CANCELLED || NOT_YET_SHIPPED.includes(line.op_delivery_status),
  ) && lines.some((line) => line.op_delivery_status !== CANCELLED);
