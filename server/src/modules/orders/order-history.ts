// `list/order`: every line of the caller's orders, newest order first, as OrderLine, with the order's
// returns.
import { asc, desc, eq } from 'drizzle-orm';
import type { OrderLine } from '@prime/contract';
import type { Db } from '../../db/client.ts';
import { linesWithReturns } from '../../db/order-after-sale.ts';
import { toOrderLine } from '../../db/order-shape.ts';
import { orderLines, orders } from '../../db/schema.ts';

export async function listOrderLines(db: Db, userId: number): Promise<OrderLine[]> {
  const rows = await db
    .select({ order: orders, line: orderLines })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id), asc(orderLines.id));
  return linesWithReturns(
    db,
    rows.map(({ order, line }) => toOrderLine(order, line)),
  );
}
