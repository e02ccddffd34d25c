// `admin/order/ship`: staff hand an order's confirmed or packing lines (or the lines they name) to a
// courier: the lines move to Shipped under the status rules (line-moves.ts) and carry the courier,
// the AWB number and the tracking link, which the customer's shipped mail shows (order-mails.ts).
// Lines shipped already (a move to Shipped without an AWB, or a wrong AWB) get the courier, AWB and
// link added or corrected, and the customer one mail for that AWB. Every shipment (split parcels) is
// mailed on its own. Before saving, the console asks `admin/order/awb-check` whether the AWB looks
// like one and is on no other order, and lets staff save it anyway.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { looksLikeAwb, shipMessages, type AdminOrderShipBody, type Order } from '@prime/contract';
import type { AuthUser } from '../../auth/request-user.ts';
import { recordAudit } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { loadOrder, toOrder } from '../../db/order-shape.ts';
import { orderLines } from '../../db/schema.ts';
import { runTransaction } from '../../db/transaction.ts';
import type { AppContext } from '../../app-context.ts';
import { sendOrderMail } from '../../mail/send-order-mail.ts';
import { isLive, moveLinesForward } from './line-moves.ts';
import { lockOrderFor, type OrderLineRow } from './order-locks.ts';
import { linesNamed } from './order-status.ts';

const SHIPPED = 'Shipped';
const READY_TO_SHIP: readonly string[] = ['Order confirmed', 'Packing'];
/** Lines with the courier already: their courier, AWB and link may be added or corrected. */
const WITH_COURIER: readonly string[] = ['Shipped', 'Out for Delivery'];

/** `admin/order/awb-check`: why this AWB may be a mistake on this order (not an AWB, on another order). */
export async function awbWarnings(db: Db, orderId: number, awb: string): Promise<string[]> {
  const warnings = looksLikeAwb(awb) ? [] : [shipMessages.awbMalformed];
  const [other] = await db
    .select({ orderId: orderLines.orderId })
    .from(orderLines)
    .where(and(eq(orderLines.awb, awb), ne(orderLines.orderId, orderId)))
    .limit(1);
  return other ? [...warnings, shipMessages.awbUsedElsewhere(other.orderId)] : warnings;
}

/** The lines this call takes: those named, else the ready ones, else every live one (to add an AWB). */
function chosenLines(lines: OrderLineRow[], opIds: number[] | undefined): OrderLineRow[] {
  if (opIds) return linesNamed(lines, opIds);
  const ready = lines.filter((line) => READY_TO_SHIP.includes(line.deliveryStatus));
  return ready.length > 0 ? ready : lines.filter(isLive);
}

const trackingChanged = (line: OrderLineRow, body: AdminOrderShipBody) =>
  WITH_COURIER.includes(line.deliveryStatus) &&
  (line.awb !== body.awb || line.courier !== body.courier || line.trackingUrl !== body.tracking_url);

export async function shipOrder(
  ctx: AppContext,
  admin: AuthUser,
  body: AdminOrderShipBody,
  log: { error(details: object, message: string): void },
  /** Runs a task once the answer is sent (the customer's mail). */
  later: (task: () => Promise<void>) => void,
): Promise<Order> {
  const { order, moved, corrected } = await runTransaction(ctx.db, async (tx) => {
    const locked = await lockOrderFor(tx, body.od_id, admin);
    const chosen = chosenLines(locked.lines, body.op_ids);
    const moved = await moveLinesForward(
      tx,
      chosen.filter((line) => !WITH_COURIER.includes(line.deliveryStatus)),
      SHIPPED,
    );
    const corrected = chosen.some((line) => trackingChanged(line, body));
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
    return { order: after, moved, corrected };
  });
  const details = { courier: body.courier, awb: body.awb, trackingUrl: body.tracking_url };
  later(async () => {
    if (moved) {
      // The order's first shipment is its `shipped` mail; each further parcel has one of its own.
      const first = await sendOrderMail(ctx.db, body.od_id, 'shipped', details, log);
      if (!first) await sendOrderMail(ctx.db, body.od_id, 'shipped', { ...details, mailKey: body.awb }, log);
    } else if (corrected) {
      await sendOrderMail(ctx.db, body.od_id, 'tracking-updated', { ...details, mailKey: body.awb }, log);
    }
  });
  return order;
}
