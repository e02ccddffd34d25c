// A delivery that failed (decision 0031): staff record it with a reason (`admin/order/delivery-failed`:
// the order's lines with the courier move to `Delivery failed` and an attempt is counted), the shopper
// chooses from the order's page (`order/delivery-choice`: a reattempt on a date, with a new phone or
// landmark, or cancel), and staff send the parcel out again (`Out for Delivery`, admin/order/status)
// or have it brought back (`admin/order/rto`: `Returning to seller`). Its arrival back:
// cod-rto-received.ts. Each step is audited and mailed once.
import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import {
  DELIVERY_FAILED,
  RETURNING_TO_SELLER,
  codMessages,
  type DeliveryChoiceBody,
  type DeliveryFailedBody,
  type DeliveryStatus,
  type Order,
} from '@prime/contract';
import type { AuthUser } from '../../auth/request-user.ts';
import { recordAudit, type AuditRecord } from '../../db/audit.ts';
import type { Tx } from '../../db/client.ts';
import { loadOrder, toOrder } from '../../db/order-shape.ts';
import { orders } from '../../db/schema.ts';
import { runTransaction } from '../../db/transaction.ts';
import type { AppContext } from '../../app-context.ts';
import { conflict } from '../../http/errors.ts';
import { sendOrderMail } from '../../mail/send-order-mail.ts';
import type { OrderMailEvent } from '../../mail/order-mails.ts';
import { moveLinesForward } from './line-moves.ts';
import type { LockedOrder } from './order-locks.ts';
import { lockTarget, type PaymentTarget } from './order-payment.ts';

interface MailLog {
  error(details: object, message: string): void;
}

/** A staff move along the failed-delivery path: which lines, where to, and what else changes. */
interface PathMove {
  from: readonly DeliveryStatus[];
  to: DeliveryStatus;
  /** 409 when no line of the order is in `from`. */
  refusal: string;
  action: AuditRecord['action'];
  event: OrderMailEvent;
  /** The order's own columns, set in the same transaction. */
  orderChanges: (locked: LockedOrder) => PgUpdateSetSource<typeof orders>;
}

/** Moves the order's lines of `move.from` to `move.to`, audited, then mails the shopper once. */
async function moveAlongPath(
  ctx: AppContext,
  admin: AuthUser,
  orderId: number,
  move: PathMove,
  log: MailLog,
): Promise<Order> {
  const { order, attempt } = await runTransaction(ctx.db, async (tx) => {
    const locked = await lockTarget(tx, { caller: admin, orderId });
    const moving = locked.lines.filter((line) => move.from.includes(line.deliveryStatus as DeliveryStatus));
    if (moving.length === 0) throw conflict(move.refusal);
    await moveLinesForward(tx, moving, move.to);
    const [changed] = await tx
      .update(orders)
      .set(move.orderChanges(locked))
      .where(eq(orders.id, orderId))
      .returning({ attempts: orders.deliveryAttempts });
    const after = (await loadOrder(tx, orderId))!;
    const before = toOrder(locked.order, locked.lines);
    await recordAudit(tx, { actor: admin, action: move.action, target: `order:${orderId}`, before, after });
    return { order: after, attempt: changed!.attempts };
  });
  const details = move.event === 'delivery-failed' ? { attempt } : {};
  await sendOrderMail(ctx.db, orderId, move.event, details, log);
  return order;
}

/** `admin/order/delivery-failed`: the courier could not deliver; one more attempt counted. */
export function recordFailedDelivery(
  ctx: AppContext,
  admin: AuthUser,
  body: DeliveryFailedBody,
  log: MailLog,
) {
  return moveAlongPath(
    ctx,
    admin,
    body.od_id,
    {
      from: ['Shipped', 'Out for Delivery'],
      to: DELIVERY_FAILED,
      refusal: codMessages.nothingWithCourier,
      action: 'order.delivery_failed',
      event: 'delivery-failed',
      orderChanges: () => ({
        deliveryAttempts: sql`${orders.deliveryAttempts} + 1`,
        deliveryFailedReason: body.reason,
        deliveryFailedAt: new Date(),
        // A new failure asks the shopper again.
        deliveryChoice: null,
      }),
    },
    log,
  );
}

/** `admin/order/rto`: the parcel is to come back to the shop. */
export function returnToSeller(ctx: AppContext, admin: AuthUser, orderId: number, log: MailLog) {
  return moveAlongPath(
    ctx,
    admin,
    orderId,
    {
      from: [DELIVERY_FAILED],
      to: RETURNING_TO_SELLER,
      refusal: codMessages.notFailed,
      action: 'order.rto',
      event: 'returning-to-seller',
      orderChanges: (locked) => ({ rtoAt: locked.order.rtoAt ?? new Date() }),
    },
    log,
  );
}

/**
 * `order/delivery-choice`: the shopper's answer to the failed delivery, while a line waits in
 * `Delivery failed` (409 otherwise); asked again, the last answer counts. Audited with the shopper as
 * the actor, so staff see who chose what and when. Answers the order's id.
 */
export async function chooseDelivery(ctx: AppContext, target: PaymentTarget, body: DeliveryChoiceBody) {
  return runTransaction(ctx.db, async (tx) => {
    const locked = await lockTarget(tx, target);
    const { order } = locked;
    if (!locked.lines.some((line) => line.deliveryStatus === DELIVERY_FAILED)) {
      throw conflict(codMessages.choiceNotAsked);
    }
    const reattempt = body.choice === 'reattempt';
    const choice = {
      choice: body.choice,
      date: reattempt ? body.date : null,
      phone: reattempt ? body.phone : null,
      landmark: reattempt ? body.landmark : null,
      at: new Date().toISOString(),
    };
    await tx.update(orders).set({ deliveryChoice: choice }).where(eq(orders.id, order.id));
    await auditChoice(tx, locked);
    return order.id;
  });
}

async function auditChoice(tx: Tx, locked: LockedOrder): Promise<void> {
  const { order } = locked;
  await recordAudit(tx, {
    actor: { id: order.userId, email: order.email },
    action: 'order.delivery_choice',
    target: `order:${order.id}`,
    before: toOrder(order, locked.lines),
    after: await loadOrder(tx, order.id),
  });
}
