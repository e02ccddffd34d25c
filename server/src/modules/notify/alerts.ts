// NOTIFY ME (docs/decisions/0024-notify-alerts.md): a shopper's alert for a product that cannot be
// bought now; the mail goes from mail/product-alerts.ts once it can be.
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { messages } from '@prime/contract';
import type { Db } from '../../db/client.ts';
import { runTransaction } from '../../db/transaction.ts';
import { productAlerts, products } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { enforceLimit } from '../../http/rate-limit.ts';

/** 10 alerts an hour from one client address (docs/decisions/0024-notify-alerts.md). */
const NOTIFY_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 };

/**
 * Keeps an alert of `email` (lower-cased: emails are compared without regard to case) for an active
 * product; asking again while one waits changes nothing. The 11th call within an hour from one client
 * address is refused (429), counted before anything else is looked at.
 */
export async function saveAlert(
  db: Db,
  alert: { productId: number; email: string | undefined },
  clientAddress: string,
): Promise<void> {
  await runTransaction(db, async (tx) => {
    await enforceLimit(tx, { key: `notify:${clientAddress}`, ...NOTIFY_LIMIT });
    if (!alert.email) {
      throw badRequest(messages.emailRequired, [{ field: 'email', message: messages.emailRequired }]);
    }
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, alert.productId), eq(products.status, 1)));
    if (!product) throw notFound(messages.productNotFound);
    await tx
      .insert(productAlerts)
      .values({ productId: product.id, email: alert.email.toLowerCase() })
      .onConflictDoNothing();
  });
}

/** Cancels the alert of a cancel link; answers its product (name and slug), or undefined for an unknown token. */
export async function cancelAlert(
  db: Db,
  token: string,
): Promise<{ name: string; slug: string } | undefined> {
  if (!/^[0-9a-f]{64}$/.test(token)) return undefined;
  const [alert] = await db
    .update(productAlerts)
    .set({ cancelledAt: sql`coalesce(${productAlerts.cancelledAt}, now())` })
    .where(eq(productAlerts.token, token))
    .returning({ productId: productAlerts.productId });
  if (!alert) return undefined;
  const [product] = await db
    .select({ name: products.name, slug: products.slug })
    .from(products)
    .where(eq(products.id, alert.productId));
  return product;
}

/** How many alerts of the product wait for their mail. */
export async function waitingAlerts(db: Db, productId: number): Promise<number> {
  const [row] = await db
    .select({ waiting: count() })
    .from(productAlerts)
    .where(
      and(
        eq(productAlerts.productId, productId),
        isNull(productAlerts.mailedAt),
        isNull(productAlerts.cancelledAt),
      ),
    );
  return Number(row?.waiting ?? 0);
}
