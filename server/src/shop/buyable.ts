// Whether a product can be bought now: listed (status 1), not upcoming, and stock in some pack size.
// NOTIFY ME keeps an alert only for a product that cannot be (modules/notify), and its mails go when
// one can again (mail/product-alerts.ts): one rule for both.
import { and, eq, exists, gt, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { packSizes, products } from '../db/schema.ts';

/** The condition on `products` (in a query that reads that table) that its row can be bought now. */
export const buyableNow = (db: Db | Tx): SQL =>
  and(
    eq(products.status, 1),
    eq(products.upcoming, 0),
    exists(
      db
        .select({ one: sql`1` })
        .from(packSizes)
        .where(and(eq(packSizes.productId, products.id), gt(packSizes.stock, 0))),
    ),
  )!;
