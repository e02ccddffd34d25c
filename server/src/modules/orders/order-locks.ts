// Reading an order for a change, under the store's lock order (the order, its payment, its lines),
// and refunds through the gateway. A refund is asked for outside any transaction: the order is marked
// as waiting for it first (`refund_started_at`), so no other change of that order slips in between,
// and only once the gateway has agreed does the cancellation happen. If the gateway refuses, nothing
// changes.
import { asc, desc, eq, sql } from 'drizzle-orm';
import { isStaffRole, messages, roleMayUse, staffMessages } from '@prime/contract';
import type { AuthUser } from '../../auth/request-user.ts';
import type { Db, Tx } from '../../db/client.ts';
import { orderLines, orders, payments } from '../../db/schema.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError, conflict, forbidden, notFound } from '../../http/errors.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** Staff whose role reads the shop's orders act on anyone's order (contract/src/staff-access.ts). */
const actsForShop = (caller: AuthUser) => roleMayUse(caller.role, 'ordersRead');

const mayAct = (caller: OrderActor, order: OrderRow) =>
  'access' in caller ? order.access === caller.access : actsForShop(caller) || order.userId === caller.id;

/** A refund call never takes this long; a mark older than this was left by a process that died. */
const REFUND_MARK_SECONDS = 120;

export interface LockedOrder {
  order: OrderRow;
  /** The order's payment (online orders), the latest when it has several. */
  payment: PaymentRow | undefined;
  /** Every line of the order, by id. */
  lines: OrderLineRow[];
}

/**
 * Who acts on an order: a logged-in caller (its owner, or staff), or whoever holds the order's
 * link `/orders/<access>`, which opens that one order as its owner would (contract/src/orders.ts).
 */
export type OrderActor = AuthUser | { access: string };

/**
 * Locks the order, its payment and its lines, in that order. 404 when the order does not exist or
 * belongs to someone else (staff who see orders may act on any order, others answer 403; a link
 * holder on its own order only); 409
 * while a refund of it is under way, unless the caller is the one finishing that refund.
 */
export async function lockOrderFor(
  tx: Tx,
  orderId: number,
  caller: OrderActor,
  options: { refundMarkedByMe?: boolean } = {},
): Promise<LockedOrder> {
  const [found] = await tx
    .select({
      order: orders,
      refundUnderWay: sql<boolean>`coalesce(${orders.refundStartedAt} > now() - make_interval(secs => ${REFUND_MARK_SECONDS}), false)`,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!found) throw notFound();
  if (!mayAct(caller, found.order)) {
    // Staff whose role has no orders (catalogue) are refused; to a shopper another's order does not exist.
    throw 'role' in caller && isStaffRole(caller.role) ? forbidden(staffMessages.noPermission) : notFound();
  }
  if (found.refundUnderWay && !options.refundMarkedByMe) throw conflict(messages.refundUnderWay);
  const { order } = found;
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.id))
    .limit(1)
    .for('update');
  const lines = await tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id))
    .for('update');
  return { order, payment, lines };
}

/** The order line's order id; 404 when there is no such line. */
export async function orderOfLine(db: Db | Tx, lineId: number): Promise<number> {
  const [line] = await db
    .select({ orderId: orderLines.orderId })
    .from(orderLines)
    .where(eq(orderLines.id, lineId));
  if (!line) throw notFound();
  return line.orderId;
}

export const isPaidOnline = ({ order, payment }: LockedOrder) =>
  order.paymentMethod === 'online' && order.paymentStatus === 'paid' && payment?.status === 'paid';

/** Marks the order as waiting for a refund, in the transaction that decided on it. */
export async function markRefundStarted(tx: Tx, orderId: number): Promise<void> {
  await tx.update(orders).set({ refundStartedAt: new Date() }).where(eq(orders.id, orderId));
}

/**
 * Asks the gateway to give back `amountPaise` of the order's payment; answers the gateway's refund id
 * when it gives one. On refusal the order's mark is cleared and the answer is 502 with the reason in
 * the log: the order stays exactly as it was.
 */
export async function refundThroughGateway(
  ctx: AppContext,
  payment: PaymentRow,
  amountPaise: number,
  log: { error(details: object, message: string): void },
  /** The 502's words: what was left undone. */
  refusedMessage: string = messages.refundFailed,
): Promise<string | null> {
  try {
    const done = await ctx.payments.refund({
      reference: payment.reference,
      gatewayReference: null,
      gatewayPaymentId: payment.gatewayPaymentId,
      amountPaise,
    });
    return done?.refundId ?? null;
  } catch (error) {
    log.error({ err: error, orderId: payment.orderId, amountPaise }, 'refund refused: order left unchanged');
    await ctx.db.update(orders).set({ refundStartedAt: null }).where(eq(orders.id, payment.orderId));
    throw new AppError(502, refusedMessage);
  }
}
