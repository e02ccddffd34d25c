// NOTIFY ME's mails (docs/decisions/0024-notify-alerts.md): every waiting alert of a product that can
// be bought now (active, on sale, stock in some pack size) becomes one mail in the outbox, in
// batches, in the same transaction that marks the alert mailed, so each shopper is mailed once per
// alert, by whichever process takes it, also after a restart. The outbox's sender runs this before
// each round of sending (outbox.ts), so a product's launch never waits on the staff's save: the save
// only wakes the sender.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { runTransaction } from '../db/transaction.ts';
import { buyableNow } from '../shop/buyable.ts';
import { productAlerts, products } from '../db/schema.ts';
import { brandedHtml, brandedText, type BrandedMail } from './layout.ts';
import type { MailMessage } from './mailer.ts';
import { queueMail } from './outbox.ts';

const BATCH = 100;

/** The page that cancels an alert with one click (modules/notify/routes.ts). */
export const alertCancelPath = (token: string) => `/alerts/cancel/${token}`;

export function productAlertMail(
  to: string,
  product: { name: string; slug: string },
  token: string,
  publicUrl: string,
): MailMessage {
  const mail: BrandedMail = {
    heading: `${product.name} is here`,
    paragraphs: [
      `You asked us to tell you when ${product.name} can be ordered. It can now, while stock lasts.`,
      'We send this mail once; you will not hear from us about this product again.',
    ],
    actions: [
      { label: 'See the product', href: `${publicUrl}/products/${product.slug}` },
      { label: 'Cancel this alert', href: `${publicUrl}${alertCancelPath(token)}` },
    ],
  };
  return {
    to,
    subject: `Now available at PRIME: ${product.name}`,
    text: brandedText(mail),
    html: brandedHtml(mail),
  };
}

/** Queues the mails of up to BATCH waiting alerts of buyable products; answers how many. */
async function queueBatch(db: Db, publicUrl: string): Promise<number> {
  return runTransaction(db, async (tx) => {
    const due = await tx
      .select({
        id: productAlerts.id,
        email: productAlerts.email,
        token: productAlerts.token,
        name: products.name,
        slug: products.slug,
      })
      .from(productAlerts)
      .innerJoin(products, eq(products.id, productAlerts.productId))
      .where(and(isNull(productAlerts.mailedAt), isNull(productAlerts.cancelledAt), buyableNow(tx)))
      .orderBy(asc(productAlerts.id))
      .limit(BATCH)
      .for('update', { of: productAlerts, skipLocked: true });
    for (const alert of due)
      await queueMail(tx, productAlertMail(alert.email, alert, alert.token, publicUrl));
    if (due.length > 0) {
      await tx
        .update(productAlerts)
        .set({ mailedAt: sql`now()` })
        .where(
          inArray(
            productAlerts.id,
            due.map((alert) => alert.id),
          ),
        );
    }
    return due.length;
  });
}

/** Queues the mails of every waiting alert whose product can be bought now; answers how many. */
export async function queueProductAlerts(db: Db, publicUrl: string): Promise<number> {
  let queued = 0;
  for (;;) {
    const batch = await queueBatch(db, publicUrl);
    queued += batch;
    if (batch < BATCH) return queued;
  }
}
