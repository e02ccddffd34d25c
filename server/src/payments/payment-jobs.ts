// The payment work no request triggers: online orders left unpaid past their time are cancelled and
// give their stock back, and late payments whose refund failed are refunded again. Every process runs
// it; rows are claimed with FOR UPDATE SKIP LOCKED, so processes sharing a database split the work
// instead of repeating it, and the state lives in the database, so a restart loses nothing. A batch
// PostgreSQL breaks as a deadlock is claimed afresh and run again (db/transaction.ts).
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import { runTransaction } from '../db/transaction.ts';
import { orders, payments } from '../db/schema.ts';
import { forgetCachedAnswers } from '../http/answer-caches.ts';
import { sendOrderMail } from '../mail/send-order-mail.ts';
import { startPeriodicJob, type PeriodicJob } from '../periodic-job.ts';
import type { PaymentGateway } from './gateway.ts';
import { applyOutcome, refundLatePayment, type RefundLog } from './settle-payment.ts';

const BATCH_SIZE = 50;
/** A refund started this long ago without finishing is taken as failed and tried again. */
const REFUND_RETRY_AFTER = sql`interval '5 minutes'`;

/** Cancels every order whose online payment is past due; answers how many. */
export async function expireDuePayments(db: Db, batchSize = BATCH_SIZE): Promise<number> {
  let expired = 0;
  for (;;) {
    const claimed = await runTransaction(db, async (tx) => {
      const due = tx
        .select({ orderId: payments.orderId })
        .from(payments)
        .where(and(eq(payments.status, 'pending'), lte(payments.expiresAt, sql`now()`)));
      // Orders first, as every payment transition locks them: the same lock order everywhere.
      const claimedOrders = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(inArray(orders.id, due))
        .orderBy(asc(orders.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (claimedOrders.length === 0) return [];
      const duePayments = await tx
        .select()
        .from(payments)
        .where(
          and(
            inArray(
              payments.orderId,
              claimedOrders.map((o) => o.id),
            ),
            eq(payments.status, 'pending'),
            lte(payments.expiresAt, sql`now()`),
          ),
        )
        .orderBy(asc(payments.id))
        .for('update');
      for (const payment of duePayments) await applyOutcome(tx, payment, { kind: 'expired' });
      return claimedOrders.map((order) => order.id);
    });
    expired += claimed.length;
    // Their stock is back: this process's listings show it on the next read.
    if (claimed.length > 0) forgetCachedAnswers();
    for (const orderId of claimed) await sendOrderMail(db, orderId, 'cancelled', { cancelledBy: 'payment' });
    if (claimed.length < batchSize) return expired;
  }
}

/** Retries refunds of late payments that did not go through; answers how many succeeded. */
export async function retryLateRefunds(db: Db, gateway: PaymentGateway, log?: RefundLog): Promise<number> {
  // Claiming bumps updated_at: another process skips the row for the next few minutes.
  const claimed = await db.execute<{ id: number }>(sql`
    update ${payments} set updated_at = now()
    where ${payments.id} in (
      select ${payments.id} from ${payments}
      where ${payments.status} = 'refunding' and ${payments.updatedAt} < now() - ${REFUND_RETRY_AFTER}
      order by ${payments.id} limit ${BATCH_SIZE}
      for update skip locked)
    returning ${payments.id}`);
  let refunded = 0;
  for (const { id } of rowsOf<{ id: number }>(claimed)) {
    if (await refundLatePayment(db, gateway, Number(id), log)) refunded += 1;
  }
  return refunded;
}

export type PaymentJobs = PeriodicJob;

export function startPaymentJobs(
  db: Db,
  gateway: PaymentGateway,
  options: { intervalMs?: number; log: RefundLog & { info(details: object, message: string): void } },
): PaymentJobs {
  const pass = async () => {
    const expired = await expireDuePayments(db);
    if (expired > 0) options.log.info({ expired }, 'unpaid online orders cancelled, stock given back');
    await retryLateRefunds(db, gateway, options.log);
  };
  return startPeriodicJob(pass, options.intervalMs ?? 30_000, (error) =>
    options.log.error({ err: error }, 'payment job failed'),
  );
}
