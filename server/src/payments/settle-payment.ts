// What a gateway's answer does to an order: the one place where a payment moves from pending to paid,
// failed or refunded. The sandbox page, Razorpay's callback and webhook, and the expiry job all come
// here, so each transition happens once, under row locks taken in one order everywhere: the order,
// then its payment (docs/decisions/0009-payments.md). A settlement PostgreSQL breaks as a deadlock runs
// again (db/transaction.ts): a gateway event's record is undone with the rest, so it is applied once.
import { and, eq, sql } from 'drizzle-orm';
import { PAYMENT_PENDING } from '@prime/contract';
import type { Db, Tx } from '../db/client.ts';
import { runTransaction } from '../db/transaction.ts';
import { forgetCachedAnswers } from '../http/answer-caches.ts';
import { takeOrderFromCart } from '../shop/order-cart.ts';
import { releaseOrderStock } from '../shop/order-stock.ts';
import { recordRefund } from '../db/order-refunds.ts';
import { orderLines, orders, paymentEvents, payments } from '../db/schema.ts';
import { sendOrderMail } from '../mail/send-order-mail.ts';
import type { SellerSettings } from '../config.ts';
import { issueInvoice } from '../gst/issue.ts';
import { sendNewOrderAlert } from '../mail/staff-alerts.ts';
import type { PaymentGateway } from './gateway.ts';

export type PaymentOutcome =
  /**
   * Money was taken. `gatewayPaymentId` names it at the gateway; null for the sandbox (no money moves).
   * `amountPaise`, when the gateway says how much (a webhook), must be the order's amount.
   */
  | { kind: 'paid'; gatewayPaymentId: string | null; amountPaise?: number }
  /** An attempt failed: the order keeps waiting (and its stock held) for another try or cash on delivery. */
  | { kind: 'failed' }
  /** The shopper did not pay within the time the order waits. */
  | { kind: 'expired' }
  /** The gateway could not even give a payment link: the order is undone at once. */
  | { kind: 'unavailable' };

/** `refunding`: money arrived for an order that no longer waits for it; it is being given back. */
/**
 * A payment row's status (`payments.status`), not the order's `od_payment_status` (`PaymentStatus`
 * of contract/src/constants.ts, which adds `cod` and has no `refunding`).
 */
export type GatewayPaymentStatus = 'pending' | 'paid' | 'failed' | 'refunding' | 'refunded';

export interface SettledPayment {
  paymentId: number;
  orderId: number;
  status: GatewayPaymentStatus;
  /** False when the payment had already been settled and this outcome changed nothing. */
  changed: boolean;
  /** The gateway said an amount other than the order's: nothing was settled, the order still waits. */
  amountMismatch?: true;
}

type PaymentRow = typeof payments.$inferSelect;

const CANCEL_REASONS = {
  unavailable: 'Online payment unavailable',
  expired: 'Payment not made in time',
} as const;

/**
 * Applies `outcome` to the payment with our `reference`, in its own transaction; undefined when no
 * payment has that reference. With `eventId`, a gateway event already applied is not applied again.
 * A payment that arrived too late is refunded through `gateway` after the commit.
 */
export async function settlePayment(
  db: Db,
  gateway: PaymentGateway,
  reference: string,
  outcome: PaymentOutcome,
  /**
   * `seller`: the seller of the invoice a confirmed payment issues (config.seller); every route that
   * can confirm a payment gives it. Without it (jobs that only expire payments) no invoice is issued.
   */
  options: { eventId?: string; log?: RefundLog; seller?: SellerSettings } = {},
): Promise<SettledPayment | undefined> {
  const log = options.log ?? console;
  const settled = await runTransaction(db, async (tx): Promise<SettledPayment | undefined> => {
    if (options.eventId && !(await recordEvent(tx, options.eventId, gateway.name))) return undefined;
    const locked = await lockPaymentByReference(tx, reference);
    if (!locked) return undefined;
    const { payment, orderAmountPaise } = locked;
    // A gateway settles only the payments made through it: a sandbox payment is never Razorpay's.
    if (payment.gateway !== gateway.name) {
      log.error(
        { reference, gateway: gateway.name, paymentGateway: payment.gateway },
        'payment of another gateway: not settled',
      );
      return undefined;
    }
    if (
      outcome.kind === 'paid' &&
      outcome.amountPaise !== undefined &&
      outcome.amountPaise !== orderAmountPaise &&
      payment.status === 'pending'
    ) {
      log.error(
        { reference, orderId: payment.orderId, paidPaise: outcome.amountPaise, orderAmountPaise },
        'amount paid differs from the order: not settled, the order still waits',
      );
      const status = payment.status as GatewayPaymentStatus;
      return {
        paymentId: payment.id,
        orderId: payment.orderId,
        status,
        changed: false,
        amountMismatch: true,
      };
    }
    return applyOutcome(tx, payment, outcome, options.seller);
  });
  // A failed or expired payment gave its order's stock back: listings show it on the next read.
  if (settled?.changed) forgetCachedAnswers();
  if (settled?.changed) await tellCustomer(db, settled, outcome, options.log);
  if (settled?.status === 'refunding' && settled.changed) {
    const refunded = await refundLatePayment(db, gateway, settled.paymentId, options.log);
    if (refunded) return { ...settled, status: 'refunded' };
  }
  return settled;
}

/**
 * The shopper hears that the payment arrived, or that the order was cancelled for want of it; staff
 * hear of a newly paid order (mail/staff-alerts.ts).
 */
async function tellCustomer(db: Db, settled: SettledPayment, outcome: PaymentOutcome, log?: RefundLog) {
  if (settled.status === 'paid') {
    await sendOrderMail(db, settled.orderId, 'paid', {}, log);
    await sendNewOrderAlert(db, settled.orderId, log);
  }
  if (settled.status === 'failed' && outcome.kind === 'expired') {
    await sendOrderMail(db, settled.orderId, 'cancelled', { cancelledBy: 'payment' }, log);
  }
}

/** Reads a payment without locking or changing it (pages decide what to show from it). */
export async function findPayment(db: Db, reference: string): Promise<PaymentRow | undefined> {
  const [payment] = await db.select().from(payments).where(eq(payments.reference, reference));
  return payment;
}

/** Records a gateway event; false when it was recorded before (a redelivery, or one racing it). */
async function recordEvent(tx: Tx, eventId: string, gatewayName: string): Promise<boolean> {
  const inserted = await tx
    .insert(paymentEvents)
    .values({ eventId: `${gatewayName}:${eventId}`, gateway: gatewayName })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return inserted.length > 0;
}

async function lockPaymentByReference(
  tx: Tx,
  reference: string,
): Promise<{ payment: PaymentRow; orderAmountPaise: number } | undefined> {
  const [found] = await tx
    .select({ id: payments.id, orderId: payments.orderId })
    .from(payments)
    .where(eq(payments.reference, reference));
  if (!found) return undefined;
  const [order] = await tx
    .select({ amountPaise: orders.amountPaise })
    .from(orders)
    .where(eq(orders.id, found.orderId))
    .for('update');
  const [payment] = await tx.select().from(payments).where(eq(payments.id, found.id)).for('update');
  return payment && order && { payment, orderAmountPaise: order.amountPaise };
}

/**
 * The transitions, for a payment whose order and payment rows the caller has locked. A settled
 * payment stays settled: a repeated confirmation, a failure after success, or an expiry racing a
 * confirmation changes nothing. Only real money arriving late (a gateway payment id) is acted on.
 */
export async function applyOutcome(
  tx: Tx,
  payment: PaymentRow,
  outcome: PaymentOutcome,
  seller?: SellerSettings,
): Promise<SettledPayment> {
  const result = (status: GatewayPaymentStatus, changed: boolean): SettledPayment => ({
    paymentId: payment.id,
    orderId: payment.orderId,
    status,
    changed,
  });
  const now = new Date();

  if (outcome.kind === 'paid') {
    if (payment.status === 'pending') {
      const confirmed = await tx
        .update(orderLines)
        .set({ deliveryStatus: 'Order confirmed', updatedAt: now })
        .where(and(eq(orderLines.orderId, payment.orderId), eq(orderLines.deliveryStatus, PAYMENT_PENDING)))
        .returning({ id: orderLines.id });
      if (confirmed.length > 0) {
        await tx
          .update(payments)
          .set({ status: 'paid', gatewayPaymentId: outcome.gatewayPaymentId, updatedAt: now })
          .where(eq(payments.id, payment.id));
        const [order] = await tx
          .update(orders)
          .set({ paymentStatus: 'paid' })
          .where(eq(orders.id, payment.orderId))
          .returning({ userId: orders.userId });
        // Confirmed now: the ordered units leave the shopper's cart (contract/src/orders.ts).
        await takeOrderFromCart(tx, order!.userId, payment.orderId);
        // …and the sale gets its tax invoice, last: its number's lock is held to the commit.
        if (seller) await issueInvoice(tx, payment.orderId, seller);
        return result('paid', true);
      }
      // The shopper cancelled the order while the payment page was open: nothing is left to confirm.
    }
    if (outcome.gatewayPaymentId && (payment.status === 'pending' || payment.status === 'failed')) {
      // Money taken for an order that expired or was cancelled: its stock may already be sold to
      // someone else, so the payment is recorded and given back rather than the order revived.
      await tx
        .update(payments)
        .set({ status: 'refunding', gatewayPaymentId: outcome.gatewayPaymentId, updatedAt: now })
        .where(eq(payments.id, payment.id));
      return result('refunding', true);
    }
    if (payment.status === 'pending') {
      await tx.update(payments).set({ status: 'failed', updatedAt: now }).where(eq(payments.id, payment.id));
      return result('failed', true);
    }
    return result(payment.status as GatewayPaymentStatus, false);
  }

  if (payment.status !== 'pending') return result(payment.status as GatewayPaymentStatus, false);
  if (outcome.kind === 'failed') {
    // The link stays payable until the order's time is up; only the order says the last try failed.
    await tx
      .update(orders)
      .set({ paymentStatus: 'failed' })
      .where(and(eq(orders.id, payment.orderId), sql`${orders.cancelledAt} is null`));
    return result('failed', true);
  }
  await tx.update(payments).set({ status: 'failed', updatedAt: now }).where(eq(payments.id, payment.id));
  await tx
    .update(orders)
    .set({
      paymentStatus: 'failed',
      cancelledAt: sql`coalesce(${orders.cancelledAt}, now())`,
      cancelReason: sql`coalesce(${orders.cancelReason}, ${CANCEL_REASONS[outcome.kind]})`,
    })
    .where(eq(orders.id, payment.orderId));
  // Lines that left the wait (by a staff move made before moves were forward only) are never undone here.
  await releaseOrderStock(tx, payment.orderId, [PAYMENT_PENDING, 'Order confirmed']);
  return result('failed', true);
}

export interface RefundLog {
  error(details: object, message: string): void;
}

/**
 * Gives back a late payment. The gateway is called outside any transaction (a slow gateway must not
 * hold row locks); on failure the payment stays `refunding` and the payment job tries again later.
 */
export async function refundLatePayment(
  db: Db,
  gateway: PaymentGateway,
  paymentId: number,
  log: RefundLog = console,
): Promise<boolean> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'refunding')));
  if (!payment) return false;
  let refundId: string | null = null;
  try {
    const done = await gateway.refund({
      reference: payment.reference,
      gatewayReference: null,
      gatewayPaymentId: payment.gatewayPaymentId,
      amountPaise: payment.amountPaise,
    });
    refundId = done?.refundId ?? null;
  } catch (error) {
    log.error(
      { err: error, paymentId, reference: payment.reference },
      'late payment refund failed; will retry',
    );
    return false;
  }
  await runTransaction(db, async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, payment.orderId)).for('update');
    const [still] = await tx
      .update(payments)
      .set({ status: 'refunded', updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'refunding')))
      .returning({ id: payments.id });
    if (still) {
      await tx.update(orders).set({ paymentStatus: 'refunded' }).where(eq(orders.id, payment.orderId));
      await recordRefund(tx, payment.orderId, {
        paise: payment.amountPaise,
        reference: refundId,
        reason: 'Payment received after the order was cancelled',
      });
    }
  });
  await sendOrderMail(db, payment.orderId, 'refunded', { refundPaise: payment.amountPaise }, log);
  return true;
}
