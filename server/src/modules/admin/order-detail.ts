// `admin/order/detail`: one order with its lines, address, payments and history. The history is read
// from what the store keeps: when the order was placed, its payments, every admin change in the audit
// log (status moves and cancellations, with who made them) and when it was cancelled.
import { asc, eq, inArray, or } from 'drizzle-orm';
import { packSizeLabel, rupees, type OrderDetail, type OrderTimelineEntry } from '@prime/contract';
import type { Db } from '../../db/client.ts';
import { withStaffDetails } from '../../db/order-after-sale.ts';
import { toOrder } from '../../db/order-shape.ts';
import { auditLog, orderLines, orders, payments } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';

export async function orderDetail(db: Db, orderId: number): Promise<OrderDetail> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound();
  const [lines, paid] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)),
    db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id)),
  ]);
  const lineTargets = lines.map((line) => `order_line:${line.id}`);
  const changes = await db
    .select()
    .from(auditLog)
    .where(
      or(
        eq(auditLog.target, `order:${orderId}`),
        lineTargets.length > 0 ? inArray(auditLog.target, lineTargets) : undefined,
      ),
    )
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));

  const nameOf = (target: string) => {
    const line = lines.find((candidate) => `order_line:${candidate.id}` === target);
    return line ? ` (${line.productName} ${packSizeLabel(line.grams, line.unit)})` : '';
  };
  const timeline: OrderTimelineEntry[] = [
    { at: order.createdAt.toISOString(), what: 'Order placed', by: null },
    ...paid.flatMap((payment) => [
      { at: payment.createdAt.toISOString(), what: `Payment link made (${payment.gateway})`, by: null },
      ...(payment.status !== 'pending'
        ? [{ at: payment.updatedAt.toISOString(), what: `Payment ${payment.status}`, by: null }]
        : []),
    ]),
    ...changes.map((change) => {
      const after = change.after as { op_delivery_status?: string } | null;
      const what =
        change.action === 'order.cancel'
          ? 'Order cancelled'
          : `${after?.op_delivery_status ?? change.action}${nameOf(change.target)}`;
      return { at: change.createdAt.toISOString(), what, by: change.actorEmail };
    }),
    ...(order.cancelledAt && !changes.some((change) => change.action === 'order.cancel')
      ? [
          {
            at: order.cancelledAt.toISOString(),
            what: order.cancelReason ? `Order cancelled: ${order.cancelReason}` : 'Order cancelled',
            by: null,
          },
        ]
      : []),
  ].sort((a, b) => a.at.localeCompare(b.at));

  const [shown] = await withStaffDetails(db, [toOrder(order, lines)]);
  return {
    ...shown!,
    user_district: order.district,
    landmark: order.landmark,
    od_user_id: order.userId,
    od_refunded: rupees(order.refundedPaise),
    od_cancel_reason: order.cancelReason,
    od_cancelled_at: order.cancelledAt?.toISOString() ?? null,
    payments: paid.map((payment) => ({
      gateway: payment.gateway,
      reference: payment.reference,
      status: payment.status,
      amount: rupees(payment.amountPaise),
      created_at: payment.createdAt.toISOString(),
    })),
    timeline,
  };
}
