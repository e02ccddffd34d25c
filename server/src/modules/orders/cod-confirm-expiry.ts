// Cash-on-delivery orders not confirmed within the shop's `cod_confirm_hours` (decision 0031) are
// cancelled, their stock given back, and the shopper mailed once. The deadline is the order's own
// `confirm_by`, written when it was placed, so a restart loses nothing; every process runs the job
// (main.ts) and claims due orders with FOR UPDATE SKIP LOCKED, so processes sharing a database split
// the work and each order is cancelled once (the pattern of the payment jobs, docs/decisions/0009).
import { and, asc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { AWAITING_CONFIRMATION } from '@prime/contract';
import type { Db } from '../../db/client.ts';
import { releaseOrderStock } from '../../shop/order-stock.ts';
import { orders } from '../../db/schema.ts';
import { runTransaction } from '../../db/transaction.ts';
import { forgetCachedAnswers } from '../../http/answer-caches.ts';
import { sendOrderMail } from '../../mail/send-order-mail.ts';
import { startPeriodicJob, type PeriodicJob } from '../../periodic-job.ts';

const BATCH_SIZE = 50;
export const UNCONFIRMED_REASON = 'Not confirmed in time';

/**
 * Cancels every order past its confirmation deadline (`at`, default the database's now: tests pass a
 * later moment instead of waiting); answers the orders cancelled. Only lines still waiting are
 * cancelled: an order confirmed meanwhile has no deadline any more.
 */
export async function cancelUnconfirmedOrders(db: Db, at?: Date, batchSize = BATCH_SIZE): Promise<number[]> {
  const now = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  const cancelled: number[] = [];
  for (;;) {
    const claimed = await runTransaction(db, async (tx) => {
      const due = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(isNotNull(orders.confirmBy), lte(orders.confirmBy, now), isNull(orders.cancelledAt)))
        .orderBy(asc(orders.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      for (const { id } of due) {
        // The same stock function every cancellation gives units back with (exactly once).
        await releaseOrderStock(tx, id, [AWAITING_CONFIRMATION]);
        await tx
          .update(orders)
          .set({ confirmBy: null, cancelledAt: new Date(), cancelReason: UNCONFIRMED_REASON })
          .where(eq(orders.id, id));
      }
      return due.map((order) => order.id);
    });
    cancelled.push(...claimed);
    // Their stock is back: this process's listings show it on the next read.
    if (claimed.length > 0) forgetCachedAnswers();
    for (const orderId of claimed) {
      await sendOrderMail(db, orderId, 'cancelled', { cancelledBy: 'unconfirmed' });
    }
    if (claimed.length < batchSize) return cancelled;
  }
}

/** Runs the cancellation every `intervalMs` (default a minute) in this process; stop it before closing. */
export function startUnconfirmedOrdersJob(
  db: Db,
  options: {
    intervalMs?: number;
    log: { info(details: object, message: string): void; error(details: object, message: string): void };
  },
): PeriodicJob {
  const pass = async () => {
    const cancelled = await cancelUnconfirmedOrders(db);
    if (cancelled.length > 0)
      options.log.info({ cancelled }, 'unconfirmed cash-on-delivery orders cancelled');
  };
  return startPeriodicJob(pass, options.intervalMs ?? 60_000, (error) =>
    options.log.error({ err: error }, 'unconfirmed orders job failed'),
  );
}
