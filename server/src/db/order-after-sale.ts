// What happens to an order after its sale, as the answers show it: its returns (to the customer and the
// console) and its staff notes (to the console only, never in a customer's answer). Shared by the
// orders, order-access and admin modules; one query each for any number of orders.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Order, OrderLine, OrderNote, OrderReturn, ReturnStatus } from '@prime/contract';
import type { Db, Tx } from './client.ts';
import { loadOrder } from './order-shape.ts';
import { orderLines, orderNotes, orderReturnLines, orderReturns } from './schema.ts';

export type OrderReturnRow = typeof orderReturns.$inferSelect;

/** A line of a return: the order line and how many of its units go back. */
export interface ReturnedLine {
  op_id: number;
  quantity: number;
}

export const toOrderReturn = (row: OrderReturnRow, returned: ReturnedLine[]): OrderReturn => ({
  rq_id: row.id,
  op_ids: returned.map((line) => line.op_id),
  lines: returned,
  reason: row.reason,
  status: row.status as ReturnStatus,
  created_at: row.createdAt.toISOString(),
  decided_at: row.decidedAt?.toISOString() ?? null,
  note: row.note,
  refund_reference: row.refundReference,
});

/** The lines of each return, by line id, with the units returned (the whole line when not said). */
export async function returnLineIds(db: Db | Tx, returnIds: number[]): Promise<Map<number, ReturnedLine[]>> {
  const byReturn = new Map<number, ReturnedLine[]>(returnIds.map((id) => [id, []]));
  if (returnIds.length === 0) return byReturn;
  const rows = await db
    .select({
      returnId: orderReturnLines.returnId,
      op_id: orderReturnLines.lineId,
      quantity: sql<number>`coalesce(${orderReturnLines.quantity}, ${orderLines.quantity})`.mapWith(Number),
    })
    .from(orderReturnLines)
    .innerJoin(orderLines, eq(orderLines.id, orderReturnLines.lineId))
    .where(inArray(orderReturnLines.returnId, returnIds))
    .orderBy(asc(orderReturnLines.lineId));
  for (const { returnId, ...line } of rows) byReturn.get(returnId)?.push(line);
  return byReturn;
}

/** Each order's returns, oldest first. */
export async function returnsOfOrders(db: Db | Tx, orderIds: number[]): Promise<Map<number, OrderReturn[]>> {
  const byOrder = new Map<number, OrderReturn[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderReturns)
    .where(inArray(orderReturns.orderId, orderIds))
    .orderBy(asc(orderReturns.id));
  const lines = await returnLineIds(
    db,
    rows.map((row) => row.id),
  );
  for (const row of rows) byOrder.get(row.orderId)?.push(toOrderReturn(row, lines.get(row.id) ?? []));
  return byOrder;
}

/** Each order's staff notes, oldest first. */
async function notesOfOrders(db: Db | Tx, orderIds: number[]): Promise<Map<number, OrderNote[]>> {
  const byOrder = new Map<number, OrderNote[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderNotes)
    .where(inArray(orderNotes.orderId, orderIds))
    .orderBy(asc(orderNotes.id));
  for (const row of rows) {
    byOrder.get(row.orderId)?.push({ note: row.note, by: row.authorEmail, at: row.createdAt.toISOString() });
  }
  return byOrder;
}

/** The console's orders: each with its staff notes and returns. */
export async function withStaffDetails<T extends Order>(db: Db | Tx, list: T[]): Promise<T[]> {
  const ids = list.map((order) => order.od_id);
  const [notes, returns] = await Promise.all([notesOfOrders(db, ids), returnsOfOrders(db, ids)]);
  return list.map((order) => ({
    ...order,
    notes: notes.get(order.od_id) ?? [],
    returns: returns.get(order.od_id) ?? [],
  }));
}

/** One order as the console shows it after a change; undefined when there is none. */
export async function loadStaffOrder(db: Db | Tx, orderId: number): Promise<Order | undefined> {
  const order = await loadOrder(db, orderId);
  return order && (await withStaffDetails(db, [order]))[0];
}

/** A customer's orders (order/view, order/lookup): each with its returns, never staff notes. */
export async function withCustomerReturns(db: Db | Tx, list: Order[]): Promise<Order[]> {
  const returns = await returnsOfOrders(
    db,
    list.map((order) => order.od_id),
  );
  return list.map((order) => ({ ...order, od_returns: returns.get(order.od_id) ?? [] }));
}

/** A customer's order lines (list/order): each with its order's returns. */
export async function linesWithReturns(db: Db | Tx, lines: OrderLine[]): Promise<OrderLine[]> {
  const returns = await returnsOfOrders(db, [...new Set(lines.map((line) => line.od_id))]);
  return lines.map((line) => ({ ...line, od_returns: returns.get(line.od_id) ?? [] }));
}
