// `cancel-order`: the owner (or admin or support staff, or whoever holds the order's link) cancels a
// whole order while none of its lines has shipped. Its stock goes back exactly once; a paid online order is
// refunded through its gateway first, and if the gateway refuses, nothing changes.
import { eq } from 'drizzle-orm';
import {
  CANCELLED,
  isCancellable,
  isStaffRole,
  mayCall,
  messages,
  staffMessages,
  type CancelOrderBody,
} from '@prime/contract';
import type { Tx } from '../../db/client.ts';
import { recordAudit } from '../../db/audit.ts';
import { recordRefund } from '../../db/order-refunds.ts';
import { releaseOrderStock } from '../../shop/order-stock.ts';
import { issueCreditNote } from '../../gst/issue.ts';
import { runTransaction } from '../../db/transaction.ts';
import { loadOrder } from '../../db/order-shape.ts';
import { orders, payments } from '../../db/schema.ts';
import type { AppContext } from '../../app-context.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { sendOrderMail } from '../../mail/send-order-mail.ts';
import {
  isPaidOnline,
  lockOrderFor,
  markRefundStarted,
  refundThroughGateway,
  type LockedOrder,
  type OrderActor,
  type PaymentRow,
} from './order-locks.ts';

export interface CancelledOrder {
  orderId: number;
  /** Rupees given back through the gateway by this cancellation (0 when none was due). */
  refundedPaise: number;
}

const isStaff = (actor: OrderActor) => !('access' in actor) && isStaffRole(actor.role);

/** The order named: by its number, or by its link's token (404 when no order has it). */
async function orderIdOf(ctx: AppContext, actor: OrderActor, body: CancelOrderBody): Promise<number> {
  if (!('access' in actor)) return body.od_id!;
  const [order] = await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.access, actor.access));
  if (!order) throw notFound();
  return order.id;
}

type Decision =
  /** `cancelled`: this call cancelled it (false: it was cancelled before). */
  | { kind: 'done'; refundedPaise: number; cancelled: boolean }
  | { kind: 'refund-first'; payment: PaymentRow; amountPaise: number };

export async function cancelOrder(
  ctx: AppContext,
  caller: OrderActor,
  body: CancelOrderBody,
  log: { error(details: object, message: string): void },
): Promise<CancelledOrder> {
  const reason = body.reason || (isStaff(caller) ? 'Cancelled by PRIME' : 'Cancelled by the customer');
  const orderId = await orderIdOf(ctx, caller, body);
  const decision = await runTransaction(ctx.db, async (tx): Promise<Decision> => {
    const locked = await lockOrderFor(tx, orderId, caller);
    // Another's order: admin and support only (contract/src/staff-access.ts); a packer may not cancel.
    if (!('access' in caller) && locked.order.userId !== caller.id && !mayCall(caller.role, 'cancel-order')) {
      throw forbidden(staffMessages.noPermission);
    }
    const live = locked.lines.filter((line) => line.deliveryStatus !== CANCELLED);
    // Cancelled already (by the shopper, an admin, or a failed payment): asking again changes nothing.
    if (live.length === 0) return { kind: 'done', refundedPaise: 0, cancelled: false };
    if (live.some((line) => !isCancellable(line.deliveryStatus))) throw conflict(messages.orderCannotCancel);
    if (isPaidOnline(locked)) {
      const amountPaise = locked.order.amountPaise - locked.order.refundedPaise;
      if (amountPaise > 0) {
        await markRefundStarted(tx, locked.order.id);
        return { kind: 'refund-first', payment: locked.payment!, amountPaise };
      }
    }
    await audited(tx, caller, locked, () => cancelInTransaction(tx, locked, reason, NO_REFUND));
    return { kind: 'done', refundedPaise: 0, cancelled: true };
  });
  if (decision.kind === 'done') {
    if (decision.cancelled) await tellCustomer(ctx, caller, orderId, body.reason, 0, log);
    return { orderId, refundedPaise: decision.refundedPaise };
  }

  const reference = await refundThroughGateway(ctx, decision.payment, decision.amountPaise, log);
  const refund = { paise: decision.amountPaise, reference };
  await runTransaction(ctx.db, async (tx) => {
    // The mark set above keeps every other change of this order out until it is cleared here.
    const locked = await lockOrderFor(tx, orderId, caller, { refundMarkedByMe: true });
    await audited(tx, caller, locked, () => cancelInTransaction(tx, locked, reason, refund));
  });
  await tellCustomer(ctx, caller, orderId, body.reason, decision.amountPaise, log);
  return { orderId, refundedPaise: decision.amountPaise };
}

const NO_REFUND = { paise: 0, reference: null };

/** The cancellation mail: who cancelled, why, and what is refunded. */
async function tellCustomer(
  ctx: AppContext,
  caller: OrderActor,
  orderId: number,
  reason: string,
  refundPaise: number,
  log: { error(details: object, message: string): void },
) {
  const cancelledBy = isStaff(caller) ? 'staff' : 'customer';
  const details = { cancelledBy, reason: reason || null, refundPaise } as const;
  await sendOrderMail(ctx.db, orderId, 'cancelled', details, log);
}

/** Runs the cancellation; a staff member's is recorded in the audit log with the order before and after. */
async function audited(tx: Tx, caller: OrderActor, locked: LockedOrder, cancel: () => Promise<void>) {
  if ('access' in caller || !isStaffRole(caller.role)) return cancel();
  const before = await loadOrder(tx, locked.order.id);
  await cancel();
  await recordAudit(tx, {
    actor: caller,
    action: 'order.cancel',
    target: `order:${locked.order.id}`,
    before,
    after: await loadOrder(tx, locked.order.id),
  });
}

/**
 * Cancels every live line (stock back), closes the order and, for an online order, its payment:
 * `refunded` once the whole amount went back, `failed` when it was never paid.
 */
async function cancelInTransaction(
  tx: Tx,
  locked: LockedOrder,
  reason: string,
  refundedNow: { paise: number; reference: string | null },
) {
  const { order, payment } = locked;
  await releaseOrderStock(tx, order.id);
  await recordRefund(tx, order.id, { ...refundedNow, reason: 'Order cancelled' });
  const refundedPaise = order.refundedPaise + refundedNow.paise;
  const online = order.paymentMethod === 'online';
  const paymentStatus = !online
    ? order.paymentStatus
    : order.paymentStatus === 'paid' || order.paymentStatus === 'refunded'
      ? 'refunded'
      : 'failed';
  await tx
    .update(orders)
    .set({
      cancelledAt: order.cancelledAt ?? new Date(),
      cancelReason: order.cancelReason ?? reason,
      refundedPaise,
      refundStartedAt: null,
      paymentStatus,
    })
    .where(eq(orders.id, order.id));
  if (payment && (payment.status === 'pending' || payment.status === 'paid')) {
    await tx
      .update(payments)
      .set({ status: paymentStatus === 'refunded' ? 'refunded' : 'failed', updatedAt: new Date() })
      .where(eq(payments.id, payment.id));
  }
  // An invoiced order cancelled: a credit note for all it had not taken back yet, charges too.
  await issueCreditNote(tx, order.id, { rest: true, reason: order.cancelReason ?? reason });
}
