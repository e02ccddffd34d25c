// Sends an order's mail for an event, once per order and event (placed, waiting for payment, paid,
// switched to cash on delivery, shipped, out for delivery, delivered, cancelled; a return's requested,
// decided and refunded once per return; a cancelled line once per line; a further parcel or a tracking
// number added later once per AWB): a second call for the same order and event — another line of
// the order moving to Shipped, a repeated cancellation — sends nothing. The mail shows the order as it is when
// called, and goes through the outbox (outbox.ts), so a mail server that is down delays it, never
// loses it. Call it after the change is committed. The events a shopper also hears of by SMS queue
// that SMS with the mail (SMS_OF_EVENT). The links point to the public address of the
// outbox the app over `db` started (app.ts).
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { orderLines, orders } from '../db/schema.ts';
import { orderMail, type OrderForMail, type OrderMailDetails, type OrderMailEvent } from './order-mails.ts';
import { holdMail, mailOutboxOf, type KeptMail, type WriteAlongside } from './outbox.ts';
import { orderSmsInsert, wakeSmsOutbox } from '../sms/outbox.ts';
import type { SmsKind } from '../sms/sms-setting.ts';

/**
 * The events that also go to the order's mobile by SMS, and the SMS each sends: an order is "placed"
 * once it is confirmed (cash on delivery at once, online when paid or switched to cash on delivery),
 * so a shopper gets one such SMS whichever way it went
 * (docs/decisions/0032-sms-phone-sign-in-and-pincodes.md).
 */
const SMS_OF_EVENT: Partial<Record<OrderMailEvent, Exclude<SmsKind, 'otp'>>> = {
  placed: 'placed',
  paid: 'placed',
  'switched-to-cod': 'placed',
  shipped: 'shipped',
  'out-for-delivery': 'out-for-delivery',
  // Cash on delivery (decision 0031): the confirmation link, and the choice after a failed delivery.
  'awaiting-confirmation': 'confirm',
  'delivery-failed': 'delivery-failed',
};

/** The insert that queues the event's SMS, when it has one (`orderSmsInsert`). */
function eventSmsInsert(
  tx: Db | Tx,
  publicUrl: string,
  order: OrderForMail['order'],
  event: OrderMailEvent,
  details: OrderMailDetails,
) {
  const kind = SMS_OF_EVENT[event];
  return kind ? orderSmsInsert(tx, publicUrl, order, kind, details, details.attempt) : undefined;
}

/** The pino-style call a failure to queue is logged with. */
interface MailLog {
  error(details: object, message: string): void;
}

/**
 * Queues the mail; answers whether one was queued (false: this event of the order was mailed before,
 * there is no such order, or no app serves `db` — a unit test of the payment rules). Never throws: a
 * failure to queue is logged, and the change it tells of stands.
 */
export async function sendOrderMail(
  db: Db,
  orderId: number,
  event: OrderMailEvent,
  details: OrderMailDetails = {},
  log: MailLog = console,
): Promise<boolean> {
  const outbox = mailOutboxOf(db);
  if (!outbox) return false;
  try {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) return false;
    const lines = await db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.id));
    const message = orderMail(event, { order, lines }, details, outbox.publicUrl);
    // Each return of an order has its own request, decision and refund mails; each cancelled line,
    // each further parcel (by its AWB) and each failed delivery attempt (decision 0031) its own.
    const suffix = details.returnId ?? details.lineId ?? details.mailKey ?? details.attempt;
    const key = suffix !== undefined ? `${event}:${suffix}` : event;
    const held = await holdMail(db, message, { orderId, event: key });
    if (held) outbox.send([held]);
    await eventSmsInsert(db, outbox.publicUrl, order, event, details);
    wakeSmsOutbox(db);
    return held !== null;
  } catch (error) {
    log.error({ err: error, orderId, event }, 'order mail not queued');
    return false;
  }
}

/**
 * The mail of an order the caller's transaction `tx` is writing, from the rows it wrote (no query to
 * read them again), kept in that transaction for this process's sender; null when no app serves `db`
 * or the event was mailed before. Hand it to `sendHeldMails` after the commit. Unlike
 * `sendOrderMail`, a failure here undoes the transaction: the mail is part of the change. The event's
 * SMS and the `alongside` writes run in the same statement (one round trip of an order).
 */
export async function holdOrderMail(
  tx: Tx,
  db: Db,
  mailed: OrderForMail,
  event: OrderMailEvent,
  details: OrderMailDetails = {},
  alongside: readonly WriteAlongside[] = [],
): Promise<KeptMail | null> {
  const outbox = mailOutboxOf(db);
  if (!outbox) {
    for (const write of alongside) await write;
    return null;
  }
  const lines = [...mailed.lines].sort((a, b) => a.id - b.id);
  const message = orderMail(event, { order: mailed.order, lines }, details, outbox.publicUrl);
  const sms = eventSmsInsert(tx, outbox.publicUrl, mailed.order, event, details);
  return holdMail(tx, message, { orderId: mailed.order.id, event }, sms ? [sms, ...alongside] : alongside);
}

/**
 * Sends the mails an order's transaction held (holdOrderMail, staff alerts), once it committed, and
 * the SMS it queued.
 */
export function sendHeldMails(db: Db, mails: readonly KeptMail[]): void {
  if (mails.length > 0) mailOutboxOf(db)?.send(mails);
  wakeSmsOutbox(db);
}
