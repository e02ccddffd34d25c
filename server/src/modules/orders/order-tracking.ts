// `update/order-tracking`: staff move a line along the delivery sequence; the line's owner may
// only cancel it, and only before it ships. A cancelled line gives its stock back once and is final.
// A cancelled line lowers what the order costs by its share; a paid online order gives that share back.
//
// Moves go forward only (contract/src/orders.ts `statusMoveRefusal`). Decisions: while an online
// order waits for its payment, only the whole order can be cancelled (its payment link is for the
// whole amount); a cancelled line is never moved again (its units may already be sold to someone else).
import { and, eq, ne } from 'drizzle-orm';
import {
  CANCELLED,
  isCancellable,
  isDeliveredOrLater,
  isStaffRole,
  mayCall,
  messages,
  PAYMENT_PENDING,
  staffMessages,
  type OrderLine,
  type UpdateOrderTrackingBody,
} from '@prime/contract';
import type { AuthUser } from '../../auth/request-user.ts';
import type { Tx } from '../../db/client.ts';
import { runTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../db/audit.ts';
import { recordRefund } from '../../db/order-refunds.ts';
import { releaseLineStock } from '../../shop/order-stock.ts';
import { issueCreditNote } from '../../gst/issue.ts';
import { toOrderLine } from '../../db/order-shape.ts';
import { orderLines, orders, payments } from '../../db/schema.ts';
import type { AppContext } from '../../app-context.ts';
import { conflict, forbidden } from '../../http/errors.ts';
import { sendOrderMail } from '../../mail/send-order-mail.ts';
import { MAILED_STATUSES, moveLinesForward } from './line-moves.ts';
import { discountedLinePrice } from './line-share.ts';
import {
  isPaidOnline,
  lockOrderFor,
  markRefundStarted,
  orderOfLine,
  refundThroughGateway,
  type LockedOrder,
  type PaymentRow,
} from './order-locks.ts';

type Decision =
  | { kind: 'done'; line: OrderLine; changed?: boolean }
  | { kind: 'refund-first'; payment: PaymentRow; amountPaise: number };

export async function updateOrderTracking(
  ctx: AppContext,
  caller: AuthUser,
  body: UpdateOrderTrackingBody,
  log: { error(details: object, message: string): void },
  /** Runs a task once the answer is sent (the customer's mail); default: at once, not awaited. */
  later: (task: () => Promise<void>) => void = (task) => void task(),
): Promise<OrderLine> {
  const orderId = await orderOfLine(ctx.db, body.op_id);
  const decision = await runTransaction(ctx.db, async (tx): Promise<Decision> => {
    const locked = await lockOrderFor(tx, orderId, caller);
    const line = locked.lines.find((candidate) => candidate.id === body.op_id)!;
    // Staff move any line, a packer not to Cancelled (contract/src/staff-access.ts); an owner may cancel.
    const asStaff = mayCall(caller.role, 'update/order-tracking', body);
    if (!asStaff && locked.order.userId !== caller.id) throw forbidden(staffMessages.noPermission);
    if (!asStaff && body.status !== CANCELLED) throw forbidden();
    if (body.status === line.deliveryStatus) return done(tx, locked, body.op_id);
    if (line.deliveryStatus === CANCELLED) throw conflict(messages.statusForwardOnly);
    if (body.status !== CANCELLED) {
      await moveLinesForward(tx, [line], body.status);
      return { ...(await audited(tx, caller, locked, body.op_id)), changed: true };
    }

    // Delivered goods come back by a return, not a cancellation.
    if (asStaff && isDeliveredOrLater(line.deliveryStatus)) throw conflict(messages.statusForwardOnly);
    // A parcel with the courier is delivered or comes back to the shop (decision 0031), for staff too: cancelled,
    // its units would be back on sale while it is on a van.
    if (!isCancellable(line.deliveryStatus)) throw conflict(messages.orderCannotCancel);
    if (line.deliveryStatus === PAYMENT_PENDING) {
      throw conflict(messages.cancelWholeUnpaidOrder);
    }
    const refund = isPaidOnline(locked) ? shareOf(locked, line.id) : 0;
    if (refund > 0) {
      await markRefundStarted(tx, orderId);
      return { kind: 'refund-first', payment: locked.payment!, amountPaise: refund };
    }
    await cancelLine(tx, locked, line.id, NO_REFUND);
    return { ...(await audited(tx, caller, locked, body.op_id)), changed: true };
  });
  if (decision.kind === 'done') {
    const line = decision.line;
    const event = MAILED_STATUSES[line.op_delivery_status];
    // One mail per order and event: the order's other lines reaching the same step send no more.
    if (decision.changed && event)
      later(async () => void (await sendOrderMail(ctx.db, line.od_id, event, {}, log)));
    if (decision.changed && line.op_delivery_status === CANCELLED)
      later(() => tellCancellation(ctx, caller, { orderId, lineId: line.op_id, refundPaise: 0 }, log));
    return decision.line;
  }

  const reference = await refundThroughGateway(ctx, decision.payment, decision.amountPaise, log);
  const finished = await runTransaction(ctx.db, async (tx) => {
    const locked = await lockOrderFor(tx, orderId, caller, { refundMarkedByMe: true });
    await cancelLine(tx, locked, body.op_id, { paise: decision.amountPaise, reference });
    return audited(tx, caller, locked, body.op_id);
  });
  later(() =>
    tellCancellation(ctx, caller, { orderId, lineId: body.op_id, refundPaise: decision.amountPaise }, log),
  );
  return finished.line;
}

/**
 * The customer hears of each cancelled line: while the rest of the order goes on, a mail of its own
 * (with its refund, and what is due now); when it was the order's last line, the order's cancellation.
 */
async function tellCancellation(
  ctx: AppContext,
  caller: AuthUser,
  { orderId, lineId, refundPaise }: { orderId: number; lineId: number; refundPaise: number },
  log: { error(details: object, message: string): void },
): Promise<void> {
  const [order] = await ctx.db
    .select({ cancelledAt: orders.cancelledAt })
    .from(orders)
    .where(eq(orders.id, orderId));
  const cancelledBy = isStaffRole(caller.role) ? 'staff' : 'customer';
  if (order?.cancelledAt) {
    await sendOrderMail(ctx.db, orderId, 'cancelled', { cancelledBy, refundPaise }, log);
  } else {
    await sendOrderMail(ctx.db, orderId, 'item-cancelled', { cancelledBy, refundPaise, lineId }, log);
  }
}

/**
 * The line after the change; a staff member's change is recorded in the audit log with the line before
 * (as `locked` holds it) and after, in the transaction of the change.
 */
async function audited(tx: Tx, caller: AuthUser, locked: LockedOrder, lineId: number) {
  const result = await done(tx, locked, lineId);
  if (isStaffRole(caller.role)) {
    await recordAudit(tx, {
      actor: caller,
      action: 'order.status',
      target: `order_line:${lineId}`,
      before: toOrderLine(
        locked.order,
        locked.lines.find((line) => line.id === lineId)!,
      ),
      after: result.line,
    });
  }
  return result;
}

/**
 * A line's share of the order: its price less its part of the coupon's discount (in proportion to
 * its price among all the order's lines); charges stay with the order. The last line still live has
 * whatever is left, so what is given back adds up to what was paid, to the paisa.
 */
function shareOf({ order, lines }: LockedOrder, lineId: number): number {
  const live = lines.filter((line) => line.deliveryStatus !== CANCELLED);
  const left = order.amountPaise - order.refundedPaise;
  if (live.length === 1 && live[0]!.id === lineId) return left;
  const line = lines.find((candidate) => candidate.id === lineId)!;
  return Math.max(0, Math.min(discountedLinePrice(order, lines, line), left));
}

const NO_REFUND = { paise: 0, reference: null };

/**
 * Cancels one line (stock back). While other lines stay live the order costs the line's share less
 * (`od_amount`, for cash on delivery as for a paid order, whose share was just refunded); the order
 * is closed when it was its last live line, with what was refunded then recorded.
 */
async function cancelLine(
  tx: Tx,
  locked: LockedOrder,
  lineId: number,
  refundedNow: { paise: number; reference: string | null },
) {
  const { order, payment } = locked;
  const share = shareOf(locked, lineId);
  const line = locked.lines.find((candidate) => candidate.id === lineId)!;
  await releaseLineStock(tx, lineId);
  // Every refund is kept on the order, this line's too (its share left od_amount below).
  await recordRefund(tx, order.id, {
    ...refundedNow,
    reason: `Item cancelled: ${line.productName} (${line.grams} gm)`,
  });
  const [stillLive] = await tx
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, order.id), ne(orderLines.deliveryStatus, CANCELLED)))
    .limit(1);
  if (stillLive) {
    await tx
      .update(orders)
      .set({ amountPaise: order.amountPaise - share, refundStartedAt: null })
      .where(eq(orders.id, order.id));
    // The line was invoiced: a credit note takes it back (the charges stay with the order).
    await issueCreditNote(tx, order.id, { opIds: [lineId], reason: 'Item cancelled' });
    return;
  }
  // Its last live line gone, the order is cancelled: its credit note takes back the charges too.
  await issueCreditNote(tx, order.id, { rest: true, reason: 'Order cancelled' });
  const refundedPaise = order.refundedPaise + refundedNow.paise;
  const allRefunded = order.paymentStatus === 'paid' && refundedPaise >= order.amountPaise;
  await tx
    .update(orders)
    .set({
      refundedPaise,
      refundStartedAt: null,
      cancelledAt: order.cancelledAt ?? new Date(),
      ...(allRefunded ? { paymentStatus: 'refunded' } : {}),
    })
    .where(eq(orders.id, order.id));
  if (allRefunded && payment) {
    await tx
      .update(payments)
      .set({ status: 'refunded', updatedAt: new Date() })
      .where(eq(payments.id, payment.id));
  }
}

async function done(
  tx: Tx,
  { order }: LockedOrder,
  lineId: number,
): Promise<{ kind: 'done'; line: OrderLine }> {
  const [line] = await tx.select().from(orderLines).where(eq(orderLines.id, lineId));
  const [fresh] = await tx.select().from(orders).where(eq(orders.id, order.id));
  return { kind: 'done', line: toOrderLine(fresh!, line!) };
}
