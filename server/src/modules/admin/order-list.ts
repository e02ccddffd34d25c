// `admin/order/list` and its CSV export: orders newest first, narrowed by a line's status, the payment
// status, the days they were placed (India time, both days included) and a search that matches an
// order id exactly, or part of a phone, an email, the name, pincode or city, or a staff note.
import { and, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_ORDERS_PER_PAGE,
  MAX_ID,
  isIndianMobile,
  nationalMobile,
  type AdminOrderListBody,
  type Order,
} from '@prime/contract';
import type { Db } from '../../db/client.ts';
import { withStaffDetails } from '../../db/order-after-sale.ts';
import { withLines, type OrderRow } from '../../db/order-shape.ts';
import { orderLines, orderNotes, orders } from '../../db/schema.ts';

/** India is UTC+05:30 all year (no daylight saving). */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant a `YYYY-MM-DD` day begins in India. */
export const indiaDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - INDIA_OFFSET_MS);
/** The `YYYY-MM-DD` day in India of an instant. */
export const indiaDayOf = (instant: Date) =>
  new Date(instant.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
/** An instant as India's wall-clock time, `YYYY-MM-DD HH:mm:ss`, as a spreadsheet reads it. */
export const indiaTimeOf = (instant: Date) =>
  new Date(instant.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
export const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/**
 * A whole phone number as an admin may paste it (`+91 98123-45678`, `098123 45678`) as an order keeps it
 * (contract/src/field-rules.ts nationalMobile); part of one as its digits; other text as typed.
 */
function phoneDigits(text: string): string {
  if (!/^[\d\s()+-]*\d[\d\s()+-]*$/.test(text)) return text;
  const mobile = nationalMobile(text);
  return isIndianMobile(mobile) ? mobile : text.replace(/\D/g, '');
}

export function orderFilters(body: Omit<AdminOrderListBody, 'page'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (body.status !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.deliveryStatus} = ${body.status})`,
    );
  }
  if (body.payment_status !== undefined) conditions.push(eq(orders.paymentStatus, body.payment_status));
  if (body.from !== undefined) conditions.push(gte(orders.createdAt, indiaDayStart(body.from)));
  if (body.to !== undefined) conditions.push(lt(orders.createdAt, indiaDayStart(nextDay(body.to))));
  if (body.search !== undefined) {
    const text = body.search;
    // strpos, not LIKE: `%` and `_` typed by an admin are plain characters.
    const lower = text.toLowerCase();
    const matches: SQL[] = [
      sql`strpos(${orders.mobile}, ${phoneDigits(text)}) > 0`,
      sql`strpos(${orders.email}, ${lower}) > 0`,
      sql`strpos(lower(${orders.name}), ${lower}) > 0`,
      sql`strpos(${orders.pincode}, ${text}) > 0`,
      sql`strpos(lower(${orders.city}), ${lower}) > 0`,
      sql`exists (select 1 from ${orderNotes} where ${orderNotes.orderId} = ${orders.id} and strpos(lower(${orderNotes.note}), ${lower}) > 0)`,
    ];
    const asId = /^#?\d{1,10}$/.test(text) ? Number(text.replace('#', '')) : NaN;
    if (asId >= 1 && asId <= MAX_ID) matches.unshift(eq(orders.id, asId));
    conditions.push(or(...matches)!);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function listAdminOrders(
  db: Db,
  body: AdminOrderListBody,
): Promise<{ list: Order[]; total: number }> {
  const where = orderFilters(body);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ADMIN_ORDERS_PER_PAGE)
      .offset((body.page - 1) * ADMIN_ORDERS_PER_PAGE),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { list: await withStaffDetails(db, await withLines(db, rows)), total: total?.n ?? 0 };
}

/**
 * Every order the filters select, newest first, read in batches from one snapshot (an export may hold
 * many thousands; orders placed meanwhile neither shift nor repeat a batch). `take` gets each batch,
 * each order as the console shows it beside its stored row (refunds, cancellation reason).
 */
export async function eachFilteredOrder(
  db: Db,
  body: Omit<AdminOrderListBody, 'page'>,
  take: (batch: { order: Order; row: OrderRow }[]) => void,
): Promise<void> {
  const where = orderFilters(body);
  const BATCH = 500;
  await db.transaction(
    async (tx) => {
      for (let offset = 0; ; offset += BATCH) {
        const rows = await tx
          .select()
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(BATCH)
          .offset(offset);
        const shown = await withLines(tx, rows);
        take(shown.map((order, index) => ({ order, row: rows[index]! })));
        if (rows.length < BATCH) return;
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
