// An order found without a login: by its access token (the link in every order mail), or by its
// number and the email or mobile it was placed with (a guest's tracking). A wrong guess counts as a
// miss of the client's address; after 10 misses within an hour every lookup from it is refused until
// the hour has passed, so order numbers and contacts cannot be tried one after another. Each lookup is
// counted as a miss before the order is looked for, in one atomic step with the check, and taken back
// when the order is found: lookups sent all at once cannot all pass on the same count.
import { and, eq, sql } from 'drizzle-orm';
import { orderAccessMessages, orderContactKey, type Order, type OrderLookupBody } from '@prime/contract';
import type { Db } from '../../db/client.ts';
import { withCustomerReturns } from '../../db/order-after-sale.ts';
import { withLines } from '../../db/order-shape.ts';
import { orders } from '../../db/schema.ts';
import { notFound, tooManyRequests } from '../../http/errors.ts';
import { countEvent, withdrawEvent, type Window } from '../../http/rate-limit.ts';

const LOOKUP_MISSES = (clientAddress: string): Window => ({
  key: `order-lookup-miss:${clientAddress}`,
  limit: 10,
  windowMs: 60 * 60 * 1000,
});

/** The order whose access token is `access`; 404 when there is none. */
export async function viewOrder(db: Db, access: string): Promise<Order> {
  const rows = await db.select().from(orders).where(eq(orders.access, access));
  const [order] = await withCustomerReturns(db, await withLines(db, rows));
  if (!order) throw notFound();
  return order;
}

/** The order with this number and contact; 404 (a miss, counted) when there is none, 429 past the limit. */
export async function lookupOrder(db: Db, body: OrderLookupBody, clientAddress: string): Promise<Order> {
  const misses = LOOKUP_MISSES(clientAddress);
  const countedAt = Date.now();
  const tries = await countEvent(db, misses, countedAt);
  if (tries.count > misses.limit) {
    await withdrawEvent(db, misses, countedAt);
    throw tooManyRequests(tries.retryAfterSeconds);
  }
  const contact = orderContactKey(body.contact);
  const rows = contact
    ? await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.id, body.od_id),
            'email' in contact
              ? eq(sql`lower(${orders.email})`, contact.email)
              : eq(orders.mobile, contact.mobile),
          ),
        )
    : [];
  const [order] = await withCustomerReturns(db, await withLines(db, rows));
  if (!order) throw notFound(orderAccessMessages.orderNotFound);
  await withdrawEvent(db, misses, countedAt);
  return order;
}
