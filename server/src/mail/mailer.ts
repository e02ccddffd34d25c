// Outgoing mail: through SMTP when SMTP_URL is set, else one `.eml` file per mail in DATA_DIR/outbox/
// (CONTRACT §8), with the recipient and subject logged either way.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The pino-style calls the mailer logs with. */
export interface MailLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface Mailer {
  /** Sends the mail; rejects when it could not be handed over. */
  sendMail(message: MailMessage): Promise<void>;
  /** Sends the mail; a failure is logged, never thrown (mails a request must not wait on). */
  sendQuietly(message: MailMessage): Promise<boolean>;
}

export const consoleMailLog: MailLog = {
  info: (details, message) => console.info(JSON.stringify({ level: 'info', msg: message, ...details })),
  error: (details, message) => console.error(JSON.stringify({ level: 'error', msg: message, ...details })),
};

// A mail server that does not answer must not hold a request for nodemailer's default two minutes.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** The SMTP login when it is an address (most providers insist on it), else a local sender. */
function senderAddress(smtpUrl: string | undefined): string {
  const user = smtpUrl ? decodeURIComponent(new URL(smtpUrl).username) : '';
  return `"PRIME Skincare" <${user.includes('@') ? user : 'no-reply@localhost'}>`;
}

export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'dataDir'>,
  log: MailLog = consoleMailLog,
): Mailer {
  const from = senderAddress(config.smtpUrl);
  const outbox = path.join(config.dataDir, 'outbox');
  const smtp = config.smtpUrl
    ? nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS })
    : undefined;
  const toFile = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;

  async function sendMail(message: MailMessage): Promise<void> {
    if (smtp) {
      await smtp.sendMail({ from, ...message });
      log.info({ to: message.to, subject: message.subject }, 'mail sent');
      return;
    }
    const info = await toFile.sendMail({ from, ...message });
    await fs.mkdir(outbox, { recursive: true });
    // Names sort in sending order, also for mails of the same millisecond.
    sequence += 1;
    const stamp = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(sequence % 1e6).padStart(6, '0')}`;
    const file = path.join(outbox, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
    await fs.writeFile(file, info.message as Buffer);
    log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
  }

  return {
    sendMail,
    async sendQuietly(message) {
      try {
        await sendMail(message);
        return true;
      } catch (error) {
        log.error({ to: message.to, subject: message.subject, err: String(error) }, 'mail failed');
        return false;
      }
    },
  };
}
