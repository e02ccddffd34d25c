// The SMS outbox, built as the mail outbox is (mail/outbox.ts, decision 0019): an order SMS is a row of
// `sms_outbox` first, kept once per order and event, and handed to the sender from there; one that
// cannot be sent now (the provider down) is tried again after 30 s, 1 min, 2 min… (at most an hour
// apart) until it goes, also after a restart. Every process runs a sender; each takes due rows under
// row locks the others skip and holds them while it sends, so none goes out twice.
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { smsOutbox } from '../db/schema.ts';
import type { SmsMessage, SmsSender } from './sender.ts';
import type { SmsKind } from './sms-setting.ts';
import { orderSms, type OrderForSms, type OrderSmsDetails } from './texts.ts';

interface OutboxLog {
  error(details: object, message: string): void;
}

export interface SmsOutboxOptions {
  /** The pause after a first failure, doubled after each one after it (tests shorten it). */
  firstRetryMs?: number;
  /** How often due SMS are looked for besides a wake-up. */
  pollMs?: number;
}

const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;
const POLL_MS = 15_000;
/** How long a sender holds the SMS it took: longer than a batch takes, even with a slow provider. */
const HOLD_SECONDS = 300;
const BATCH = 10;

type KeptSms = typeof smsOutbox.$inferSelect;

/**
 * The insert that queues the SMS of an order's event, at most one per order and event: run again for
 * the same event, it inserts nothing. Await it, or run it with another write (mail/send-order-mail.ts
 * runs it with the event's mail). Once its transaction commits, `wakeSmsOutbox(db)` sends it at once;
 * else the next round does (within 15 s). The kinds and their words: sms/texts.ts.
 */
export function orderSmsInsert(
  tx: Db | Tx,
  publicUrl: string,
  order: OrderForSms,
  kind: Exclude<SmsKind, 'otp'>,
  details: OrderSmsDetails = {},
  /** Told apart beside its kind when an event recurs (each failed delivery attempt has its SMS). */
  occurrence?: number,
) {
  const message = orderSms(kind, order, details, publicUrl);
  const event = occurrence === undefined ? kind : `${kind}:${occurrence}`;
  return tx
    .insert(smsOutbox)
    .values({ orderId: order.id, event, recipient: message.to, body: message.text, vars: message.vars })
    .onConflictDoNothing()
    .returning({ id: smsOutbox.id });
}

export interface SmsOutbox {
  /** Looks for due SMS now (one was just queued and committed). */
  wake(): void;
  /** Resolves once no SMS is being sent (tests read what was sent). */
  settled(): Promise<void>;
  /** Stops looking, and waits for the SMS being sent. */
  stop(): Promise<void>;
}

const senders = new WeakMap<Db, SmsOutbox>();

/** Sends the SMS queued over `db` now, on this process (nothing before its app starts a sender). */
export const wakeSmsOutbox = (db: Db): void => senders.get(db)?.wake();
/** The sender this process runs over `db`. */
export const smsOutboxOf = (db: Db): SmsOutbox | undefined => senders.get(db);

const retryDelayMs = (attempts: number, firstMs: number) =>
  Math.min(firstMs * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);

/** Takes up to BATCH due SMS, holding them while this process sends them. */
async function takeDue(db: Db): Promise<KeptSms[]> {
  const due = db
    .select({ id: smsOutbox.id })
    .from(smsOutbox)
    .where(and(isNull(smsOutbox.sentAt), lte(smsOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(smsOutbox.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const taken = await db
    .update(smsOutbox)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => ${HOLD_SECONDS})` })
    .where(inArray(smsOutbox.id, due))
    .returning();
  return taken.sort((a, b) => a.id - b.id);
}

const messageOf = (kept: KeptSms): SmsMessage => ({
  to: kept.recipient,
  kind: (kept.event ?? '').split(':')[0] as SmsKind,
  vars: kept.vars,
  text: kept.body,
});

/** Sends one SMS; on failure logs it and keeps it for a later try. Answers whether it went. */
async function sendOne(
  db: Db,
  sender: SmsSender,
  log: OutboxLog,
  firstRetryMs: number,
  kept: KeptSms,
): Promise<boolean> {
  try {
    await sender.send(messageOf(kept));
    return true;
  } catch (error) {
    const attempts = kept.attempts + 1;
    const delayMs = retryDelayMs(attempts, firstRetryMs);
    log.error(
      { orderId: kept.orderId, event: kept.event, attempts, retryInMs: delayMs, err: String(error) },
      'sms not sent; kept to try again',
    );
    await db
      .update(smsOutbox)
      .set({
        attempts,
        lastError: String(error).slice(0, 500),
        nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
      })
      .where(eq(smsOutbox.id, kept.id));
    return false;
  }
}

/** Sends the SMS taken, then marks those sent in one statement: under load, many share it. */
async function sendAll(db: Db, sender: SmsSender, log: OutboxLog, firstRetryMs: number, taken: KeptSms[]) {
  const sent: number[] = [];
  for (const kept of taken) if (await sendOne(db, sender, log, firstRetryMs, kept)) sent.push(kept.id);
  if (sent.length === 0) return;
  await db
    .update(smsOutbox)
    .set({ sentAt: sql`now()`, attempts: sql`${smsOutbox.attempts} + 1`, lastError: null })
    .where(inArray(smsOutbox.id, sent));
}

/** Starts the sender of `db`'s SMS outbox: at once, on every wake-up and every `pollMs`. */
export function startSmsOutbox(db: Db, sender: SmsSender, log: OutboxLog, options: SmsOutboxOptions = {}) {
  const firstRetryMs = options.firstRetryMs ?? FIRST_RETRY_MS;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  function wake(): void {
    if (stopped) return;
    again = true;
    if (running) return;
    running = (async () => {
      while (again && !stopped) {
        again = false;
        try {
          for (let taken = await takeDue(db); taken.length > 0; taken = await takeDue(db)) {
            await sendAll(db, sender, log, firstRetryMs, taken);
            if (taken.length < BATCH || stopped) break;
          }
        } catch (error) {
          log.error({ err: error }, 'sms outbox: sending failed; will look again');
        }
      }
      running = undefined;
    })();
  }

  const timer = setInterval(wake, options.pollMs ?? POLL_MS);
  timer.unref();
  const outbox: SmsOutbox = {
    wake,
    async settled() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (senders.get(db) === outbox) senders.delete(db);
      await running;
    },
  };
  senders.set(db, outbox);
  wake();
  return outbox;
}
