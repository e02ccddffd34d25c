// A waiting online order after a failed or abandoned payment (contract/src/orders.ts): `order/pay`
// answers its payment link again, `order/cod` switches it to cash on delivery. Both only while the
// order still waits: online, not paid, not cancelled, within its 30 minutes
// (docs/decisions/0009-payments.md).
import { and, eq } from 'drizzle-orm';
import { PAYMENT_PENDING, messages } from '@prime/contract';
import type { AuthUser } from '../../auth/request-user.ts';
import { takeOrderFromCart } from '../../shop/order-cart.ts';
import { runTransaction } from '../../db/transaction.ts';
import { orderLines, orders, payments } from '../../db/schema.ts';
import type { Tx } from '../../db/client.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import { readShopSettings } from '../../db/shop-settings.ts';
import { issueInvoice } from '../../gst/issue.ts';
import { sendOrderMail } from '../../mail/send-order-mail.ts';
import { sendNewOrderAlert } from '../../mail/staff-alerts.ts';
import { codRefusal, type CodLimits } from './cod-rules.ts';
import { lockOrderFor, type LockedOrder, type OrderRow, type PaymentRow } from './order-locks.ts';

/** The order's payment while the order still waits for it; else 409. */
function waitingPayment({ order, payment, lines }: LockedOrder): PaymentRow {
  const waiting =
    order.paymentMethod === 'online' &&
    (order.paymentStatus === 'pending' || order.paymentStatus === 'failed') &&
    order.cancelledAt === null &&
    payment?.status === 'pending' &&
    payment.expiresAt > new Date() &&
    lines.some((line) => line.deliveryStatus === PAYMENT_PENDING);
  if (!waiting) throw conflict(messages.orderNotWaitingForPayment);
  return payment!;
}

type LinkOrder = Pick<OrderRow, 'id' | 'name' | 'email' | 'mobile'>;
type LinkPayment = Pick<PaymentRow, 'amountPaise' | 'reference' | 'expiresAt'>;

/**
 * Asks the gateway for the payment link of the order's payment; the gateways answer the link they
 * made before for the same reference. Throws what the gateway threw.
 */
export async function askPaymentLink(
  ctx: AppContext,
  order: LinkOrder,
  payment: LinkPayment,
): Promise<string> {
  const link = await ctx.payments.createPaymentLink({
    orderId: order.id,
    amountPaise: payment.amountPaise,
    reference: payment.reference,
    customer: { name: order.name, email: order.email, mobile: order.mobile },
    expiresAt: payment.expiresAt,
  });
  return link.url;
}

/** The payment link of a waiting order, asked for again: 503 when the gateway cannot answer. */
export async function paymentLinkOf(
  ctx: AppContext,
  order: LinkOrder,
  payment: LinkPayment,
): Promise<string> {
  try {
    return await askPaymentLink(ctx, order, payment);
  } catch {
    throw new AppError(503, messages.paymentUnavailable);
  }
}

/** The order to pay: the owner's, by its number, or the one whose link the caller holds. */
export type PaymentTarget = { caller: AuthUser; orderId: number } | { access: string };

export async function lockTarget(tx: Tx, target: PaymentTarget): Promise<LockedOrder> {
  if (!('access' in target)) return lockOrderFor(tx, target.orderId, target.caller);
  const [found] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.access, target.access));
  if (!found) throw notFound();
  return lockOrderFor(tx, found.id, target);
}

/** `order/pay`: the link to pay the waiting order. */
export async function payAgain(
  ctx: AppContext,
  target: PaymentTarget,
): Promise<{ orderId: number; paymentLinkUrl: string }> {
  const { order, payment } = await runTransaction(ctx.db, async (tx) => {
    const locked = await lockTarget(tx, target);
    return { order: locked.order, payment: waitingPayment(locked) };
  });
  return { orderId: order.id, paymentLinkUrl: await paymentLinkOf(ctx, order, payment) };
}

/**
 * `order/cod`: the waiting order is paid on delivery instead. Its lines are confirmed, its payment
 * can no longer be made (money arriving later is refunded, as for any late payment), the ordered
 * units leave the cart, and the confirmation mail goes out. Answers the amount to pay on delivery.
 */
export async function switchToCod(
  ctx: AppContext,
  target: PaymentTarget,
): Promise<{ orderId: number; amountPaise: number }> {
  const order = await runTransaction(ctx.db, async (tx) => {
    const locked = await lockTarget(tx, target);
    const orderId = locked.order.id;
    const payment = waitingPayment(locked);
    // Cash on delivery costs what the shop charges for it now, added to what the order costs; where
    // the shop does not offer it for this order (decision 0031): 409 with the reason, and nothing changes.
    const settings = await readShopSettings(tx);
    const amountPaise = locked.order.amountPaise - locked.order.codChargePaise + settings.codChargePaise;
    await refuseCod(tx, settings, locked.order, amountPaise);
    const now = new Date();
    await tx.update(payments).set({ status: 'failed', updatedAt: now }).where(eq(payments.id, payment.id));
    await tx
      .update(orderLines)
      .set({ deliveryStatus: 'Order confirmed', updatedAt: now })
      .where(and(eq(orderLines.orderId, orderId), eq(orderLines.deliveryStatus, PAYMENT_PENDING)));
    const [order] = await tx
      .update(orders)
      .set({
        paymentMethod: 'cod',
        paymentStatus: 'cod',
        codChargePaise: settings.codChargePaise,
        amountPaise,
      })
      .where(eq(orders.id, orderId))
      .returning();
    await takeOrderFromCart(tx, order!.userId, orderId);
    // Confirmed now: the sale's tax invoice, last (its number's lock is held to the commit).
    await issueInvoice(tx, orderId, ctx.config.seller);
    return order!;
  });
  await sendOrderMail(ctx.db, order.id, 'switched-to-cod');
  await sendNewOrderAlert(ctx.db, order.id);
  return { orderId: order.id, amountPaise: order.amountPaise };
}

/** 409 with the reason when the shop does not offer cash on delivery for this order (cod-rules.ts). */
async function refuseCod(tx: Tx, limits: CodLimits, order: OrderRow, amountPaise: number): Promise<void> {
  const refusal = await codRefusal(tx, limits, {
    amountPaise,
    pincode: order.pincode,
    userId: order.userId,
    email: order.email,
    mobile: order.mobile,
  });
  if (refusal) throw conflict(refusal);
}
