// `admin/order/list` and its CSV export: orders newest first, narrowed by a line's status, the payment
// status, the days they were placed (India time, both days included) and a search that matches an
// order id exactly, or part of a phone, an email, the name, pincode or city, or a staff note, or an
// AWB, or an invoice or credit note by its number or serial.
import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_ORDERS_PER_PAGE,
  LIST_COUNT_LIMIT,
  MAX_ID,
  indiaDayStart,
  isIndianMobile,
  nationalMobile,
  nextDay,
  type AdminOrderListBody,
  type Order,
} from '@prime/contract';
import type { Db } from '../../db/client.ts';
import { withStaffDetails } from '../../db/order-after-sale.ts';
import { withLines, type OrderRow } from '../../db/order-shape.ts';
import { countUpTo, readPage } from '../../db/paged.ts';
import { orderLines, orderNotes, orders, orderSearchText, taxDocuments } from '../../db/schema.ts';
import { contains } from '../../db/text-search.ts';

/**
 * A whole phone number as an admin may paste it (`+91 98123-45678`, `098123 45678`) as an order keeps it
 * (contract/src/field-rules.ts nationalMobile); part of one as its digits; other text as typed.
 */
function phoneDigits(text: string): string {
  if (!/^[\d\s()+-]*\d[\d\s()+-]*$/.test(text)) return text;
  const mobile = nationalMobile(text);
  return isIndianMobile(mobile) ? mobile : text.replace(/\D/g, '');
}

/**
 * The orders an AWB (as kept: no spaces, capitals) or a tax document names: an invoice or credit note
 * number whole (`PRM/2026-27/000007`, `PRM-CN/2026-27/000002`), or its six-digit serial (`000007`).
 */
function documentAndAwbMatches(text: string): SQL[] {
  const awb = text.replace(/\s+/g, '').toUpperCase();
  const matches: SQL[] = [
    sql`${orders.id} = any(array(select ${orderLines.orderId} from ${orderLines} where ${orderLines.awb} = ${awb}))`,
  ];
  if (/^PRM(-CN)?\/\d{4}-\d{2}\/\d{6}$/i.test(text)) {
    matches.push(
      sql`${orders.id} = any(array(select ${taxDocuments.orderId} from ${taxDocuments} where ${taxDocuments.number} = ${text.toUpperCase()}))`,
    );
  } else if (/^\d{6}$/.test(text)) {
    matches.push(
      sql`${orders.id} = any(array(select ${taxDocuments.orderId} from ${taxDocuments} where ${taxDocuments.number} like ${`%/${text}`}))`,
    );
  }
  return matches;
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
    // LIKE '%…%' over what the trigram indexes of migration 0022 hold. Each part is one an index
    // serves, so PostgreSQL combines them (a note's orders as an array of ids) instead of reading the
    // orders one by one.
    const lower = text.toLowerCase();
    const phone = phoneDigits(text);
    const matches: SQL[] = [
      contains(orderSearchText(orders), lower),
      sql`${orders.id} = any(array(select ${orderNotes.orderId} from ${orderNotes} where ${contains(sql`lower(${orderNotes.note})`, lower)}))`,
    ];
    if (phone !== lower) matches.push(contains(orderSearchText(orders), phone));
    matches.push(...documentAndAwbMatches(text));
    // An order number is written without leading zeros: `000013` is an invoice's serial, not order 13.
    const asId = /^#?[1-9]\d{0,9}$/.test(text) ? Number(text.replace('#', '')) : NaN;
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
  return readPage(db, {
    rows: db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)),
    table: orders,
    where,
    page: body.page,
    perPage: ADMIN_ORDERS_PER_PAGE,
    shape: async (rows) => withStaffDetails(db, await withLines(db, rows)),
    count: countUpTo(LIST_COUNT_LIMIT),
  });
}

/**
 * Every order the filters select, newest first, read in batches from one snapshot (an export may hold
 * many thousands; orders placed meanwhile neither shift nor repeat a batch). `take` gets each batch,
 * each order as the console shows it beside its stored row (refunds, cancellation reason); the next
 * batch is read once it is done with it.
 */
export async function eachFilteredOrder(
  db: Db,
  body: Omit<AdminOrderListBody, 'page'>,
  take: (batch: { order: Order; row: OrderRow }[]) => void | Promise<void>,
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
        await take(shown.map((order, index) => ({ order, row: rows[index]! })));
        if (rows.length < BATCH) return;
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
