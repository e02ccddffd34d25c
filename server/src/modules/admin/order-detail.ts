// `admin/order/detail`: one order with its lines, address, payments and history. The history is read
// from what the store keeps (order-timeline.ts): when the order was placed, its payments and refunds,
// every admin change in the audit log, the customer's cancelled items, its returns, and when it was
// cancelled.
import { asc, eq, inArray, or } from 'drizzle-orm';
import { rupees, type OrderDetail } from '@prime/contract';
import type { Db } from '../../db/client.ts';
import { returnLineIds, withStaffDetails } from '../../db/order-after-sale.ts';
import { toOrder } from '../../db/order-shape.ts';
import { auditLog, orderLines, orderReturns, orders, payments } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { orderTimeline } from './order-timeline.ts';

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

  const returns = await db
    .select()
    .from(orderReturns)
    .where(eq(orderReturns.orderId, orderId))
    .orderBy(asc(orderReturns.id));
  const returnLines = await returnLineIds(
    db,
    returns.map((row) => row.id),
  );
  const timeline = orderTimeline({
    order,
    lines,
    payments: paid,
    changes,
    returns: returns.map((row) => ({ row, returned: returnLines.get(row.id) ?? [] })),
  });

  const [shown] = await withStaffDetails(db, [toOrder(order, lines)]);
  return {
    ...shown!,
    user_district: order.district,
    landmark: order.landmark,
    od_user_id: order.userId,
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
