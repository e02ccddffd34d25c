// Confirming a cash-on-delivery order (decision 0031): the shopper's CONFIRM ORDER (`order/confirm`, by
// the order's link or the owner's token) or staff who confirmed it by phone (`admin/order/confirm`,
// audited). The lines waiting move to `Order confirmed` and the tax invoice is issued, in one
// transaction; a second confirmation changes nothing; a cancelled order cannot be confirmed (409).
// Orders left unconfirmed are cancelled by cod-confirm-expiry.ts.
import { and, eq } from 'drizzle-orm';
import {
  AWAITING_CONFIRMATION,
  CANCELLED,
  codMessages,
  messages,
  PAYMENT_PENDING,
  type Order,
} from '@prime/contract';
import type { AuthUser } from '../../auth/request-user.ts';
import { recordAudit } from '../../db/audit.ts';
import type { Tx } from '../../db/client.ts';
import { loadOrder, toOrder } from '../../db/order-shape.ts';
import { orderLines, orders } from '../../db/schema.ts';
import { runTransaction } from '../../db/transaction.ts';
import type { AppContext } from '../../app-context.ts';
import { conflict } from '../../http/errors.ts';
import { issueInvoice } from '../../gst/issue.ts';
import { sendOrderMail } from '../../mail/send-order-mail.ts';
import { sendNewOrderAlert } from '../../mail/staff-alerts.ts';
import type { LockedOrder } from './order-locks.ts';
import { lockTarget, type PaymentTarget } from './order-payment.ts';

interface MailLog {
  error(details: object, message: string): void;
}

/** Moves the lines waiting for confirmation to `Order confirmed` and issues the invoice; false when none waited. */
async function confirmLocked(tx: Tx, ctx: AppContext, locked: LockedOrder): Promise<boolean> {
  const { order, lines } = locked;
  if (order.cancelledAt !== null || lines.every((line) => line.deliveryStatus === CANCELLED)) {
    throw conflict(codMessages.cannotConfirm);
  }
  // An online order waiting for its payment is confirmed by the payment, not here.
  if (lines.some((line) => line.deliveryStatus === PAYMENT_PENDING))
    throw conflict(messages.orderWaitingForPayment);
  if (!lines.some((line) => line.deliveryStatus === AWAITING_CONFIRMATION)) return false;
  const now = new Date();
  await tx
    .update(orderLines)
    .set({ deliveryStatus: 'Order confirmed', updatedAt: now })
    .where(and(eq(orderLines.orderId, order.id), eq(orderLines.deliveryStatus, AWAITING_CONFIRMATION)));
  await tx.update(orders).set({ confirmBy: null, confirmedAt: now }).where(eq(orders.id, order.id));
  // Confirmed now: the sale's tax invoice, last (its number's lock is held to the commit).
  await issueInvoice(tx, order.id, ctx.config.seller, now);
  return true;
}

/** The mails of a confirmation, once committed: the shopper's, and the staff's new order. */
async function tellConfirmed(ctx: AppContext, orderId: number, log: MailLog): Promise<void> {
  await sendOrderMail(ctx.db, orderId, 'confirmed', {}, log);
  await sendNewOrderAlert(ctx.db, orderId, log);
}

/** `order/confirm`: the shopper confirms the order named by its link or their token. */
export async function confirmByShopper(
  ctx: AppContext,
  target: PaymentTarget,
  log: MailLog,
): Promise<number> {
  const { orderId, changed } = await runTransaction(ctx.db, async (tx) => {
    const locked = await lockTarget(tx, target);
    return { orderId: locked.order.id, changed: await confirmLocked(tx, ctx, locked) };
  });
  if (changed) await tellConfirmed(ctx, orderId, log);
  return orderId;
}

/** `admin/order/confirm`: staff confirmed the order with the shopper by phone; audited as `order.confirm`. */
export async function confirmByStaff(
  ctx: AppContext,
  admin: AuthUser,
  orderId: number,
  log: MailLog,
): Promise<Order> {
  const { order, changed } = await runTransaction(ctx.db, async (tx) => {
    const locked = await lockTarget(tx, { caller: admin, orderId });
    const changed = await confirmLocked(tx, ctx, locked);
    const after = (await loadOrder(tx, orderId))!;
    if (changed) {
      await recordAudit(tx, {
        actor: admin,
        action: 'order.confirm',
        target: `order:${orderId}`,
        before: toOrder(locked.order, locked.lines),
        after,
      });
    }
    return { order: after, changed };
  });
  if (changed) await tellConfirmed(ctx, orderId, log);
  return order;
}
