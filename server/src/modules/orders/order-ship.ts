// `admin/order/ship`: staff hand an order's confirmed or packing lines (or the lines they name) to a
// courier: the lines move to Shipped under the status rules (line-moves.ts) and carry the courier,
// the AWB number and the tracking link, which the customer's shipped mail shows (order-mails.ts).
import { inArray } from 'drizzle-orm';
import type { AdminOrderShipBody, Order } from '@prime/contract';
import type { AuthUser } from '../../auth/request-user.ts';
import { recordAudit } from '../../db/audit.ts';
import { loadOrder, toOrder } from '../../db/order-shape.ts';
import { orderLines } from '../../db/schema.ts';
import { runTransaction } from '../../db/transaction.ts';
import type { AppContext } from '../../http/context.ts';
import { sendOrderMail } from '../../mail/send-order-mail.ts';
import { isLive, moveLinesForward } from './line-moves.ts';
import { lockOrderFor } from './order-locks.ts';
import { linesNamed } from './order-status.ts';

const SHIPPED = 'Shipped';
const READY_TO_SHIP: readonly string[] = ['Order confirmed', 'Packing'];

export async function shipOrder(
  ctx: AppContext,
  admin: AuthUser,
  body: AdminOrderShipBody,
  log: { error(details: object, message: string): void },
  /** Runs a task once the answer is sent (the customer's mail). */
  later: (task: () => Promise<void>) => void,
): Promise<Order> {
  const { order, moved } = await runTransaction(ctx.db, async (tx) => {
    const locked = await lockOrderFor(tx, body.od_id, admin);
    const ready = locked.lines.filter((line) => READY_TO_SHIP.includes(line.deliveryStatus));
    // Nothing ready: the live lines answer why (waiting for payment, or shipped already).
    const chosen = body.op_ids
      ? linesNamed(locked.lines, body.op_ids)
      : ready.length > 0
        ? ready
        : locked.lines.filter(isLive);
    const moved = await moveLinesForward(tx, chosen, SHIPPED);
    if (chosen.length > 0) {
      await tx
        .update(orderLines)
        .set({ courier: body.courier, awb: body.awb, trackingUrl: body.tracking_url, updatedAt: new Date() })
        .where(
          inArray(
            orderLines.id,
            chosen.map((line) => line.id),
          ),
        );
    }
    const after = (await loadOrder(tx, body.od_id))!;
    await recordAudit(tx, {
      actor: admin,
      action: 'order.ship',
      target: `order:${body.od_id}`,
      before: toOrder(locked.order, locked.lines),
      after,
    });
    return { order: after, moved };
  });
  const details = { courier: body.courier, awb: body.awb, trackingUrl: body.tracking_url };
  // One mail per order: lines shipped later with another parcel send no second one.
  if (moved) later(async () => void (await sendOrderMail(ctx.db, body.od_id, 'shipped', details, log)));
  return order;
}
