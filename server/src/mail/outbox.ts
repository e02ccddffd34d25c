// The mail outbox: a mail is written to the database first and handed to the mailer (SMTP, or the
// `.eml` folder) from there, so one that cannot be sent now (the SMTP server down) is kept and tried
// again after 30 s, 1 min, 2 min… (at most an hour apart) until it goes, also after a restart; none is
// lost. Every process of the store runs a sender; each takes due mails under row locks that others
// skip, and holds them for a few minutes while it sends, so no mail goes out twice from two processes.
import { and, asc, eq, inArray, isNull, lte, sql, type ColumnsSelection, type SQL } from 'drizzle-orm';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import type { Db, Tx } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import type { Mailer, MailMessage } from './mailer.ts';

/** The pino-style call the sender logs a failure with. */
interface OutboxLog {
  error(details: object, message: string): void;
}

export interface OutboxOptions {
  /** The shop's public address, for the links in the mails queued for this database. */
  publicUrl: string;
  /** The pause after a first failure, doubled after each one after it (tests shorten it). */
  firstRetryMs?: number;
  /** How often due mails are looked for besides a wake-up (others' mails, retries that fell due). */
  pollMs?: number;
  /**
   * Queues the mails that are due without a request asking (mail/product-alerts.ts), before each
   * round of sending; a failure is logged and the round sends what is queued.
   */
  beforeSending?: (db: Db, publicUrl: string) => Promise<unknown>;
}

const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;
const POLL_MS = 15_000;
/** How long a sender holds the mails it took: longer than sending a batch takes, even over slow SMTP. */
const HOLD_SECONDS = 300;
const BATCH = 10;

/** At most one mail per key: an order's event, or of no order an event such as a staff alert's
 * `low-stock:<pack size>:<day>`. */
type MailKey = { orderId: number | null; event: string };
/** A mail as kept in the outbox. */
export type KeptMail = typeof mailOutbox.$inferSelect;

/**
 * A write that runs in the statement keeping a mail, as a clause of its WITH (PostgreSQL runs such a
 * clause to the end though nothing reads it): an order's SMS and its idempotency answer ride with its
 * mail. Writes of other tables only: one statement cannot change a row twice.
 */
export type WriteAlongside = TypedQueryBuilder<ColumnsSelection | undefined> & PromiseLike<unknown>;

/** Inserts the mail due at `dueAt`; with `key`, only the first mail of that order and event is kept. */
async function keepMail(
  db: Db | Tx,
  message: MailMessage,
  key: MailKey | undefined,
  dueAt: SQL,
  alongside: readonly WriteAlongside[] = [],
) {
  const clauses = alongside.map((write, index) =>
    db.$with(`alongside_${index}`).as(write as TypedQueryBuilder<undefined>),
  );
  const [kept] = await db
    .with(...clauses)
    .insert(mailOutbox)
    .values({
      orderId: key?.orderId ?? null,
      event: key?.event ?? null,
      recipient: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      nextAttemptAt: dueAt,
    })
    .onConflictDoNothing()
    .returning();
  return kept ?? null;
}

/**
 * Keeps `message` for any sender to send; with `key`, only the first mail of that order and event is
 * kept. Answers whether it was kept (false: that event of that order was mailed already).
 */
export async function queueMail(db: Db | Tx, message: MailMessage, key?: MailKey): Promise<boolean> {
  return (await keepMail(db, message, key, sql`now()`)) !== null;
}

/**
 * Keeps `message` held for this process's sender, as if it had taken it already, and answers it (null:
 * that event of that order was mailed already). Hand it to `MailOutbox.send` once the transaction that
 * kept it committed: sent at once, with no query to take it. Should this process stop first, the hold
 * runs out and any sender sends it then.
 */
export function holdMail(
  db: Db | Tx,
  message: MailMessage,
  key?: MailKey,
  /** Writes run in the same statement (`WriteAlongside`). */
  alongside: readonly WriteAlongside[] = [],
): Promise<KeptMail | null> {
  return keepMail(db, message, key, sql`now() + make_interval(secs => ${HOLD_SECONDS})`, alongside);
}

export interface MailOutbox {
  readonly publicUrl: string;
  /** Looks for due mails now (a mail was just queued). */
  wake(): void;
  /** Sends mails this process holds (holdMail), committed since. */
  send(mails: readonly KeptMail[]): void;
  /** Resolves once no mail is being sent (tests read what was sent). */
  settled(): Promise<void>;
  /** Stops looking, and waits for the mails being sent. */
  stop(): Promise<void>;
}

const senders = new WeakMap<Db, Set<MailOutbox>>();

/** The sender this process runs over `db` (undefined before the app over it is built). */
export const mailOutboxOf = (db: Db): MailOutbox | undefined => senders.get(db)?.values().next().value;

const retryDelayMs = (attempts: number, firstMs: number) =>
  Math.min(firstMs * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);

/** Takes up to BATCH due mails for this sender, holding them while it sends. */
async function takeDue(db: Db) {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailOutbox.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const taken = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => ${HOLD_SECONDS})` })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return taken.sort((a, b) => a.id - b.id);
}

/** What sending one mail needs: the outbox, the mailer, the log and the first pause before a retry. */
interface Sending {
  db: Db;
  mailer: Mailer;
  log: OutboxLog;
  firstRetryMs: number;
}

/** Hands `mail` to the mailer; on failure, logs it and keeps it to try again later. Answers whether it went. */
async function sendOne({ db, mailer, log, firstRetryMs }: Sending, mail: KeptMail): Promise<boolean> {
  try {
    await mailer.sendMail({
      to: mail.recipient,
      subject: mail.subject,
      text: mail.textBody,
      html: mail.htmlBody,
    });
    return true;
  } catch (error) {
    const attempts = mail.attempts + 1;
    const delayMs = retryDelayMs(attempts, firstRetryMs);
    log.error(
      { to: mail.recipient, subject: mail.subject, attempts, retryInMs: delayMs, err: String(error) },
      'mail not sent; kept to try again',
    );
    await db
      .update(mailOutbox)
      .set({
        attempts,
        lastError: String(error).slice(0, 500),
        nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
      })
      .where(eq(mailOutbox.id, mail.id));
    return false;
  }
}

/** Sends `mails`, then marks those sent in one statement: under load, many mails share it. */
async function sendAll(sending: Sending, mails: readonly KeptMail[]): Promise<void> {
  const sent: number[] = [];
  for (const mail of mails) if (await sendOne(sending, mail)) sent.push(mail.id);
  if (sent.length > 0) {
    await sending.db
      .update(mailOutbox)
      .set({ sentAt: sql`now()`, attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
      .where(inArray(mailOutbox.id, sent));
  }
}

/** Starts the sender of `db`'s outbox: at once, on every wake-up and every `pollMs`. */
export function startMailOutbox(db: Db, mailer: Mailer, log: OutboxLog, options: OutboxOptions): MailOutbox {
  const sending: Sending = { db, mailer, log, firstRetryMs: options.firstRetryMs ?? FIRST_RETRY_MS };
  let running: Promise<void> | undefined;
  let stopped = false;

  async function sendDue(): Promise<void> {
    if (options.beforeSending) {
      try {
        await options.beforeSending(db, options.publicUrl);
      } catch (error) {
        log.error({ err: error }, 'mail outbox: queueing due mails failed; will look again');
      }
    }
    for (;;) {
      const taken = await takeDue(db);
      await sendAll(sending, taken);
      if (taken.length < BATCH || stopped) return;
    }
  }

  /** Mails handed over by `send`, and whether to look in the outbox (`wake`). */
  const handed: KeptMail[] = [];
  let lookForDue = false;

  /** Sends the handed mails, and the due ones when asked, until neither is left. */
  function run(): void {
    if (running) return;
    running = (async () => {
      while (handed.length > 0 || (lookForDue && !stopped)) {
        try {
          if (handed.length > 0) {
            await sendAll(sending, handed.splice(0, handed.length));
          } else {
            lookForDue = false;
            await sendDue();
          }
        } catch (error) {
          log.error({ err: error }, 'mail outbox: sending failed; will look again');
        }
      }
      running = undefined;
    })();
  }

  function wake(): void {
    if (stopped) return;
    lookForDue = true;
    run();
  }

  function send(mails: readonly KeptMail[]): void {
    handed.push(...mails);
    run();
  }

  const timer = setInterval(wake, options.pollMs ?? POLL_MS);
  timer.unref();
  const sender: MailOutbox = {
    publicUrl: options.publicUrl,
    wake,
    send,
    async settled() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      senders.get(db)?.delete(sender);
      await running;
    },
  };
  if (!senders.has(db)) senders.set(db, new Set());
  senders.get(db)!.add(sender);
  wake();
  return sender;
}
