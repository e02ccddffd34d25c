// Outgoing mail: through SMTP when SMTP_URL is set, else one `.eml` file per mail in DATA_DIR/outbox/
// (docs/operations.md, Mail), with the recipient and subject logged either way.
import path from 'node:path';
import { mailFolder } from '../message-folder.ts';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The pino-style calls the mailer logs with. */
interface MailLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface Mailer {
  /** Sends the mail; rejects when it could not be handed over. */
  sendMail(message: MailMessage): Promise<void>;
  /** Sends the mail and answers whether it was handed over; a failure is logged, never thrown. */
  sendQuietly(message: MailMessage): Promise<boolean>;
  /**
   * Sends the mail, waiting for it at most `maxWaitMs`: past that the caller goes on and the mail is
   * finished (or its failure logged) on its own. For mails a shopper should not wait on.
   */
  sendWithoutHolding(message: MailMessage, maxWaitMs?: number): Promise<void>;
}

const consoleMailLog: MailLog = {
  info: (details, message) => console.info(JSON.stringify({ level: 'info', msg: message, ...details })),
  error: (details, message) => console.error(JSON.stringify({ level: 'error', msg: message, ...details })),
};

interface SmtpTimeouts {
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
}

// A mail server that does not answer must not hold a request for nodemailer's defaults (up to an hour).
const SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
};
// Long enough for a file in the outbox or a mail server that answers, short for a shopper.
const MAX_HOLD_MS = 2_000;

/** The SMTP login when it is an address (most providers insist on it), else a local sender. */
function senderAddress(smtpUrl: string | undefined): string {
  const user = smtpUrl ? decodeURIComponent(new URL(smtpUrl).username) : '';
  return `"PRIME Skincare" <${user.includes('@') ? user : 'no-reply@localhost'}>`;
}

/**
 * nodemailer's SMTP transport, loaded by the first mail: nodemailer takes a sixth of a second to load,
 * which a start should not spend before the store answers (docs/decisions/0044-start-up-time.md).
 * Without SMTP the writer thread makes the `.eml` files (message-folder.ts).
 */
async function loadSmtpTransport(smtpUrl: string, timeouts: SmtpTimeouts): Promise<Transporter> {
  const [{ default: nodemailer }, { default: SMTPTransport }] = await Promise.all([
    import('nodemailer'),
    import('nodemailer/lib/smtp-transport/index.js'),
  ]);
  // createTransport({ url, ... }) drops every option but the URL; the SMTP transport itself keeps them.
  return nodemailer.createTransport(new SMTPTransport({ url: smtpUrl, ...timeouts }));
}

/** `timeouts` are shortened only by the tests. */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'dataDir'>,
  log: MailLog = consoleMailLog,
  timeouts: SmtpTimeouts = SMTP_TIMEOUTS,
): Mailer {
  // Quoted-printable, the encoding nodemailer picks for mostly Latin text such as the store's mails,
  // named so it does not count every letter of each part to choose (a fifth of a mail's making).
  const sender = { from: senderAddress(config.smtpUrl), textEncoding: 'quoted-printable' as const };
  const outbox = mailFolder(path.join(config.dataDir, 'outbox'));
  let transport: Promise<Transporter> | undefined;

  async function sendMail(message: MailMessage): Promise<void> {
    if (config.smtpUrl) {
      const smtp = await (transport ??= loadSmtpTransport(config.smtpUrl, timeouts));
      await smtp.sendMail({ ...sender, ...message });
      log.info({ to: message.to, subject: message.subject }, 'mail sent');
      return;
    }
    const file = await outbox.write({ ...sender, ...message });
    log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
  }

  async function sendQuietly(message: MailMessage): Promise<boolean> {
    try {
      await sendMail(message);
      return true;
    } catch (error) {
      log.error({ to: message.to, subject: message.subject, err: String(error) }, 'mail failed');
      return false;
    }
  }

  return {
    sendMail,
    sendQuietly,
    async sendWithoutHolding(message, maxWaitMs = MAX_HOLD_MS) {
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, maxWaitMs);
      });
      await Promise.race([sendQuietly(message), waited]);
      clearTimeout(timer);
    },
  };
}
