// Moving order lines along the delivery sequence, shared by one line's move (`update/order-tracking`)
// and the whole order's (`admin/order/status`): every line is checked against the status rules
// (contract/src/orders.ts `statusMoveRefusal`) before any moves, so a refusal moves nothing.
import { inArray, sql } from 'drizzle-orm';
import {
  CANCELLED,
  DELIVERY_FAILED,
  RETURNED_TO_SELLER,
  isDeliveredOrLater,
  statusMoveRefusal,
  type DeliveryStatus,
} from '@prime/contract';
import type { Tx } from '../../db/client.ts';
import { orderLines } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';
import type { OrderMailEvent } from '../../mail/order-mails.ts';
import type { OrderLineRow } from './order-locks.ts';

/** A line is live while it is not cancelled, delivered or returned (contract/src/orders.ts). */
export const isLive = (line: OrderLineRow) =>
  line.deliveryStatus !== CANCELLED &&
  line.deliveryStatus !== RETURNED_TO_SELLER &&
  !isDeliveredOrLater(line.deliveryStatus);

/** Statuses a line reaches only once it left the warehouse: the first move to one marks it shipped. */
const SHIPPED_OR_LATER: readonly string[] = ['Shipped', 'Out for Delivery', 'Delivered', DELIVERY_FAILED];

/** The forward steps the customer is mailed about, once per order. */
export const MAILED_STATUSES: Partial<Record<DeliveryStatus, OrderMailEvent>> = {
  Shipped: 'shipped',
  'Out for Delivery': 'out-for-delivery',
  Delivered: 'delivered',
};

/**
 * Moves the lines not yet at `status` forward to it; 409 with the rule's message when any of them
 * may not move. Answers whether a line moved.
 */
export async function moveLinesForward(
  tx: Tx,
  lines: readonly OrderLineRow[],
  status: DeliveryStatus,
): Promise<boolean> {
  const moving = lines.filter((line) => line.deliveryStatus !== status);
  for (const line of moving) {
    const refusal = statusMoveRefusal(line.deliveryStatus, status);
    if (refusal) throw conflict(refusal);
  }
  if (moving.length === 0) return false;
  const now = new Date();
  await tx
    .update(orderLines)
    // The return window counts from delivery (returns-request.ts).
    .set({
      deliveryStatus: status,
      updatedAt: now,
      ...(status === 'Delivered' ? { deliveredAt: now } : {}),
      // When it first left: the console's summary of parcels returned counts orders shipped (decision 0031).
      ...(SHIPPED_OR_LATER.includes(status)
        ? { shippedAt: sql`coalesce(${orderLines.shippedAt}, ${now.toISOString()}::timestamptz)` }
        : {}),
    })
    .where(
      inArray(
        orderLines.id,
        moving.map((line) => line.id),
      ),
    );
  return true;
}
