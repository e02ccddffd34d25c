// A recall (`admin/stock/batch`): every order line that took units of a batch, with the customer's
// contact, in one query: the lines of the pack sizes that have lots of that batch (by the indexes on
// the lots' batch and the lines' pack size), those whose recorded lots name it. The lines' lots have no
// index of their own, so an order's update of them stays on its page (migration 0034). Also as CSV for
// the brand (`GET /prime/admin/stock/batch.csv?batch_no=…`).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { RecallLine } from '@prime/contract';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, stockLots } from '../../db/schema.ts';
import { csvCell } from './order-export.ts';

const COLUMNS = [
  'od_id',
  'op_id',
  'p_id',
  'p_productname',
  'op_packet_size',
  'quantity',
  'user_name',
  'user_email',
  'user_mobile_no',
  'op_delivery_status',
  'od_created_at',
] as const satisfies readonly (keyof RecallLine)[];

/** The lines that took units of `batchNo` (stored in capitals), newest order first. */
export async function recallLines(db: Db, batchNo: string): Promise<RecallLine[]> {
  const rows = await db
    .select({
      od_id: orders.id,
      op_id: orderLines.id,
      p_id: orderLines.productId,
      p_productname: orderLines.productName,
      op_packet_size: orderLines.grams,
      quantity: sql<number>`(select sum((lot->>'quantity')::int) from jsonb_array_elements(${orderLines.lots}) lot
        where lot->>'batch_no' = ${batchNo})::int`,
      user_name: orders.name,
      user_email: orders.email,
      user_mobile_no: orders.mobile,
      op_delivery_status: orderLines.deliveryStatus,
      createdAt: orders.createdAt,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        inArray(
          orderLines.packSizeId,
          db.select({ id: stockLots.packSizeId }).from(stockLots).where(eq(stockLots.batchNo, batchNo)),
        ),
        sql`${orderLines.lots} @> ${JSON.stringify([{ batch_no: batchNo }])}::jsonb`,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id), desc(orderLines.id));
  return rows.map(({ createdAt, ...line }) => ({ ...line, od_created_at: createdAt.toISOString() }));
}

/** The recall as CSV (a header row, CRLF line ends as RFC 4180 has them). */
export async function recallCsv(db: Db, batchNo: string): Promise<string> {
  const lines = await recallLines(db, batchNo);
  return [COLUMNS.join(','), ...lines.map((line) => COLUMNS.map((column) => csvCell(line[column])).join(','))]
    .map((row) => `${row}\r\n`)
    .join('');
}

/** The download's file name: `recall-VCS3-2502.csv` (a `/` of the batch number as `-`). */
export const recallFileName = (batchNo: string) => `recall-${batchNo.replace(/\//g, '-')}.csv`;
