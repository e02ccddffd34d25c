// `add/grievance`: a shopper files a grievance. Its ticket number is the next of one series,
// GRV-000001 on: taken under a transaction-scoped lock held to the commit, so numbers are consecutive
// with no gap or reuse under any concurrency, across processes (a rolled-back filing gives its number
// back). Five filings an hour per client address; the shopper's receipt and staff's note are queued in
// the same transaction.
import { eq, max, sql } from 'drizzle-orm';
import {
  GRIEVANCES_PER_HOUR,
  grievanceMessages,
  orderAccessMessages,
  ticketNumber,
  type GrievanceAddBody,
} from '@prime/contract';
import type { AuthUser } from '../../auth/request-user.ts';
import type { Db, Tx } from '../../db/client.ts';
import { grievanceMessages as messagesTable, grievances, orders } from '../../db/schema.ts';
import { readShopSettings } from '../../db/shop-settings.ts';
import { runTransaction } from '../../db/transaction.ts';
import { notFound } from '../../http/errors.ts';
import { enforceLimit } from '../../http/rate-limit.ts';
import { mailOutboxOf } from '../../mail/outbox.ts';
import { queueFiledMails } from './grievance-mails.ts';

// Any fixed number: held while a ticket number is taken, so two filings never take the same one.
const TICKET_LOCK_KEY = 1_795_464_626;
const HOUR_MS = 60 * 60 * 1000;

/** The order a grievance names must be the caller's, or placed with the email given. */
async function assertOrderOf(tx: Tx, orderId: number, email: string, user: AuthUser | null): Promise<void> {
  const [order] = await tx
    .select({ userId: orders.userId, email: orders.email })
    .from(orders)
    .where(eq(orders.id, orderId));
  const mine =
    order && ((user && order.userId === user.id) || order.email.toLowerCase() === email.toLowerCase());
  if (!mine) throw notFound(orderAccessMessages.orderNotFound);
}

export async function fileGrievance(
  db: Db,
  body: GrievanceAddBody,
  user: AuthUser | null,
  request: { clientAddress: string; publicUrl: string },
): Promise<{ ticket_no: string; access: string }> {
  // Counted on its own, before the filing: a refused filing (an order that is not theirs) counts too.
  await enforceLimit(db, {
    key: `grievance:${request.clientAddress}`,
    limit: GRIEVANCES_PER_HOUR,
    windowMs: HOUR_MS,
    message: grievanceMessages.tooMany,
  });
  const filed = await runTransaction(db, async (tx) => {
    if (body.od_id !== undefined) await assertOrderOf(tx, body.od_id, body.email, user);
    await tx.execute(sql`select pg_advisory_xact_lock(${TICKET_LOCK_KEY})`);
    const [last] = await tx.select({ serial: max(grievances.serial) }).from(grievances);
    const [row] = await tx
      .insert(grievances)
      .values({
        serial: (last?.serial ?? 0) + 1,
        userId: user?.id ?? null,
        name: body.name,
        email: body.email,
        phone: body.phone ?? null,
        orderId: body.od_id ?? null,
        subject: body.subject,
      })
      .returning();
    await tx.insert(messagesTable).values({ grievanceId: row!.id, sender: 'customer', text: body.message });
    await queueFiledMails(tx, row!, body.message, await readShopSettings(tx), request.publicUrl);
    return row!;
  });
  mailOutboxOf(db)?.wake();
  return { ticket_no: ticketNumber(filed.serial), access: filed.access };
}
