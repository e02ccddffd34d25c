// `admin/return/list` and the return as the console's answers show it: the return with its order's
// customer, how it was paid, what is returned (each item's name, pack size and quantity), what
// receiving it refunds (or refunded), and where a cash-on-delivery refund goes, masked.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import {
  maskRefundTo,
  RETURNS_PER_PAGE,
  rupees,
  type AdminReturn,
  type AdminReturnListBody,
} from '@prime/contract';
import type { Db, Tx } from '../../db/client.ts';
import {
  returnLineIds,
  toOrderReturn,
  type OrderReturnRow,
  type ReturnedLine,
} from '../../db/order-after-sale.ts';
import { readPage } from '../../db/paged.ts';
import { orderLines, orderReturns, orders } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { returnRefundPaise } from './line-share.ts';
import type { OrderLineRow, OrderRow } from './order-locks.ts';

export function toAdminReturn(
  row: OrderReturnRow,
  returned: ReturnedLine[],
  order: OrderRow,
  lines: OrderLineRow[],
): AdminReturn {
  const items = returned.flatMap(({ op_id, quantity }) => {
    const line = lines.find((candidate) => candidate.id === op_id);
    return line ? [{ op_id, name: line.productName, pack_size: line.grams, quantity }] : [];
  });
  const duePaise = row.refundPaise ?? returnRefundPaise(order, lines, returned);
  return {
    ...toOrderReturn(row, returned),
    od_id: row.orderId,
    user_name: order.name,
    user_email: order.email,
    od_payment_method: order.paymentMethod as AdminReturn['od_payment_method'],
    refund_amount: row.refundPaise === null ? null : rupees(row.refundPaise),
    received_at: row.receivedAt?.toISOString() ?? null,
    restocked: row.restocked === null ? null : row.restocked === 1 ? 1 : 0,
    items,
    refund_due: rupees(duePaise),
    refund_to: row.refundTo ? maskRefundTo(row.refundTo) : null,
  };
}

/** The returns as the console shows them: their lines, orders and the orders' lines, in two queries. */
async function shapeReturns(
  db: Db | Tx,
  rows: { row: OrderReturnRow; order: OrderRow }[],
): Promise<AdminReturn[]> {
  const orderIds = [...new Set(rows.map(({ order }) => order.id))];
  const [returned, lines] = await Promise.all([
    returnLineIds(
      db,
      rows.map(({ row }) => row.id),
    ),
    orderIds.length === 0
      ? Promise.resolve([])
      : db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.id)),
  ]);
  return rows.map(({ row, order }) =>
    toAdminReturn(
      row,
      returned.get(row.id) ?? [],
      order,
      lines.filter((line) => line.orderId === order.id),
    ),
  );
}

/** One return as the console shows it; 404 when there is none. */
export async function loadAdminReturn(db: Db | Tx, returnId: number): Promise<AdminReturn> {
  const found = await db
    .select({ row: orderReturns, order: orders })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .where(eq(orderReturns.id, returnId));
  if (found.length === 0) throw notFound();
  return (await shapeReturns(db, found))[0]!;
}

/** Returns newest first, 20 a page, narrowed by status. */
export async function listReturns(
  db: Db,
  body: AdminReturnListBody,
): Promise<{ list: AdminReturn[]; total: number }> {
  const where = body.status ? eq(orderReturns.status, body.status) : undefined;
  return readPage(db, {
    rows: db
      .select({ row: orderReturns, order: orders })
      .from(orderReturns)
      .innerJoin(orders, eq(orders.id, orderReturns.orderId))
      .where(where)
      .orderBy(desc(orderReturns.createdAt), desc(orderReturns.id)),
    table: orderReturns,
    where,
    page: body.page,
    perPage: RETURNS_PER_PAGE,
    shape: (rows) => shapeReturns(db, rows),
  });
}
