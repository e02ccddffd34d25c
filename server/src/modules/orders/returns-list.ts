// `admin/return/list` and the return as the console's answers show it: the return with its order's
// customer, how it was paid, and what its receipt gave back.
import { desc, eq } from 'drizzle-orm';
import { RETURNS_PER_PAGE, rupees, type AdminReturn, type AdminReturnListBody } from '@prime/contract';
import type { Db, Tx } from '../../db/client.ts';
import { returnLineIds, toOrderReturn, type OrderReturnRow } from '../../db/order-after-sale.ts';
import { readPage } from '../../db/paged.ts';
import { orderReturns, orders } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';

type OrderOfReturn = Pick<typeof orders.$inferSelect, 'name' | 'email' | 'paymentMethod'>;

const orderColumns = { name: orders.name, email: orders.email, paymentMethod: orders.paymentMethod };

export const toAdminReturn = (row: OrderReturnRow, lineIds: number[], order: OrderOfReturn): AdminReturn => ({
  ...toOrderReturn(row, lineIds),
  od_id: row.orderId,
  user_name: order.name,
  user_email: order.email,
  od_payment_method: order.paymentMethod as AdminReturn['od_payment_method'],
  refund_amount: row.refundPaise === null ? null : rupees(row.refundPaise),
  received_at: row.receivedAt?.toISOString() ?? null,
  restocked: row.restocked === null ? null : row.restocked === 1 ? 1 : 0,
});

/** One return as the console shows it; 404 when there is none. */
export async function loadAdminReturn(db: Db | Tx, returnId: number): Promise<AdminReturn> {
  const [found] = await db
    .select({ row: orderReturns, order: orderColumns })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .where(eq(orderReturns.id, returnId));
  if (!found) throw notFound();
  const lines = await returnLineIds(db, [returnId]);
  return toAdminReturn(found.row, lines.get(returnId) ?? [], found.order);
}

/** Returns newest first, 20 a page, narrowed by status. */
export async function listReturns(
  db: Db,
  body: AdminReturnListBody,
): Promise<{ list: AdminReturn[]; total: number }> {
  const where = body.status ? eq(orderReturns.status, body.status) : undefined;
  return readPage(db, {
    rows: db
      .select({ row: orderReturns, order: orderColumns })
      .from(orderReturns)
      .innerJoin(orders, eq(orders.id, orderReturns.orderId))
      .where(where)
      .orderBy(desc(orderReturns.createdAt), desc(orderReturns.id)),
    table: orderReturns,
    where,
    page: body.page,
    perPage: RETURNS_PER_PAGE,
    shape: async (rows) => {
      const lines = await returnLineIds(
        db,
        rows.map(({ row }) => row.id),
      );
      return rows.map(({ row, order }) => toAdminReturn(row, lines.get(row.id) ?? [], order));
    },
  });
}
