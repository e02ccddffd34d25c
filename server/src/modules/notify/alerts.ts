// NOTIFY ME (docs/decisions/0024-notify-alerts.md): a shopper's alert for a product that cannot be
// bought now; the mail goes from mail/product-alerts.ts once it can be.
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { messages } from '@prime/contract';
import type { Db } from '../../db/client.ts';
import { runTransaction } from '../../db/transaction.ts';
import { productAlerts, products } from '../../db/schema.ts';
import { buyableNow } from '../../shop/buyable.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { enforceLimit, type Window } from '../../http/rate-limit.ts';

/** 10 alerts an hour from one client address (docs/decisions/0024-notify-alerts.md). */
const NOTIFY_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 };

/**
 * New alerts one email may be given a day, from any address: whoever types a stranger's email cannot
 * have more than this many "now available" mails sent to it (docs/decisions/0035-abuse-limits.md).
 */
const RECIPIENT_LIMIT = (email: string): Window => ({
  key: `notify-to:${email}`,
  limit: 5,
  windowMs: 24 * 60 * 60 * 1000,
  message: messages.notifyRecipientLimit,
});

/**
 * Keeps an alert of `email` (lower-cased: emails are compared without regard to case) for an active
 * product that cannot be bought now (409 for one that can: nothing would be worth a mail); asking again
 * while one waits changes nothing. Once mailed, the alert is spent: the shopper asks again for the next
 * time. The 11th call within an hour from one client address is refused (429), counted before anything
 * else is looked at; so is a sixth new alert for one email within a day.
 */
export async function saveAlert(
  db: Db,
  alert: { productId: number; email: string | undefined },
  clientAddress: string,
): Promise<void> {
  // Outside the transaction, so a refused call counts too.
  await enforceLimit(db, { key: `notify:${clientAddress}`, ...NOTIFY_LIMIT });
  await runTransaction(db, async (tx) => {
    if (!alert.email) {
      throw badRequest(messages.emailRequired, [{ field: 'email', message: messages.emailRequired }]);
    }
    const [product] = await tx
      .select({ id: products.id, buyable: sql<boolean>`${buyableNow(tx)}` })
      .from(products)
      .where(and(eq(products.id, alert.productId), eq(products.status, 1)));
    if (!product) throw notFound(messages.productNotFound);
    if (product.buyable) throw conflict(messages.notifyOnSale);
    const email = alert.email.toLowerCase();
    const [kept] = await tx
      .insert(productAlerts)
      .values({ productId: product.id, email })
      .onConflictDoNothing()
      .returning({ id: productAlerts.id });
    // Counted in the transaction that keeps the alert: past the cap, both are rolled back.
    if (kept) await enforceLimit(tx, RECIPIENT_LIMIT(email));
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
