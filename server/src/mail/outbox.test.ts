// A mail that cannot be sent now is kept in the database and sent later, also after a restart: the
// store's SMTP server is down while an order is placed, the store restarts, the SMTP server comes
// back, and the order's mail arrives there.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig, type Config } from '../config.ts';
import { createPasswordHasher } from '../auth/passwords.ts';
import { openPglite, type Database } from '../db/open-database.ts';
import { mailOutbox, orders } from '../db/schema.ts';
import { buildApp } from '../app.ts';
import { createPaymentGateway } from '../payments/index.ts';
import { guestOrder, makeProduct } from '../test/shop-fixtures.ts';
import { freePort } from '../test/store-process.ts';
import { openSharedDatabase } from '../test/test-app.ts';
import { waitFor } from '../test/wait-for.ts';
import { createMailer, type Mailer, type MailMessage } from './mailer.ts';
import { queueMail, startMailOutbox } from './outbox.ts';

const quiet = { info() {}, error() {} };
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
}, 60_000);

/** The store over the embedded database in `config.dataDir`, as `npm start` runs it. */
async function startStore(config: Config) {
  const database: Database = await openPglite(path.join(config.dataDir, 'db'));
  await database.migrate();
  const app = await buildApp(
    {
      config,
      db: database.db,
      passwords: createPasswordHasher({ N: 2 ** 12, r: 8, p: 1 }),
      mailer: createMailer(config, quiet, {
        connectionTimeout: 2000,
        greetingTimeout: 2000,
        socketTimeout: 2000,
      }),
      payments: createPaymentGateway(config),
    },
    { mailRetryMs: 200 },
  );
  return {
    database,
    app,
    async stop() {
      await app.close();
      await database.close();
    },
  };
}

/** An SMTP server (smtp-server, of the nodemailer project) that keeps every mail it receives. */
async function startSmtp(port: number) {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('the mail outbox', () => {
  it('keeps an order’s mail while SMTP is down and sends it after a restart once SMTP is back', async () => {
    const port = await freePort();
    const config = testConfig({ smtpUrl: `smtp://127.0.0.1:${port}`, publicUrl: 'https://prime.example.in' });
    cleanups.push(async () => fs.rmSync(config.dataDir, { recursive: true, force: true }));

    const first = await startStore(config);
    const product = await makeProduct(first.database.db, [{ grams: 50, mrp: 599, price: 499, stock: 5 }]);
    const placed = await first.app.inject({
      method: 'POST',
      url: '/prime/add/order',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(guestOrder([{ product_id: product.id, quantity: 1 }], 499)),
    });
    expect(placed.statusCode).toBe(200);
    const orderId: number = placed.json().order_id;
    const failed = await waitFor(
      'a first attempt at the mail',
      async () => {
        const rows = await first.database.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId));
        return (rows[0]?.attempts ?? 0) >= 1 && rows;
      },
      { timeoutMs: 20_000 },
    );
    expect(failed).toMatchObject([{ event: 'placed', sentAt: null, attempts: expect.any(Number) }]);
    expect(failed[0]!.lastError).toMatch(/ECONNREFUSED/);
    await first.stop();

    const smtp = await startSmtp(port);
    cleanups.push(smtp.stop);
    const second = await startStore(config);
    cleanups.push(second.stop);
    const [mail] = await waitFor(
      'the mail to reach the SMTP server',
      () => smtp.received.length > 0 && smtp.received,
      {
        timeoutMs: 20_000,
      },
    );
    const [order] = await second.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(mail).toMatch(new RegExp(`^Subject: Your PRIME order #${orderId}$`, 'm'));
    expect(mail).toMatch(/^To: meera@example\.in$/m);
    expect(mail!.replace(/=\r?\n/g, '')).toContain(`https://prime.example.in/orders/${order!.access}`);
    const sent = await waitFor(
      'the mail to be marked sent',
      async () => {
        const rows = await second.database.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.orderId, orderId));
        return rows[0]?.sentAt && rows;
      },
      { timeoutMs: 20_000 },
    );
    expect(sent[0]!.sentAt).toBeInstanceOf(Date);
    expect(smtp.received).toHaveLength(1);
    // Two stores started on a busy machine, each opening its embedded database.
  }, 180_000);
});

describe('two processes sending from one outbox', () => {
  it('send every mail once between them, and one that fails is tried again until it goes', async () => {
    const shared = await openSharedDatabase();
    cleanups.push(() => shared.close());
    const sent: string[] = [];
    let failuresLeft = 2;
    const recording = (name: string): Mailer => ({
      async sendMail(message: MailMessage) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (message.subject === 'Mail 7' && failuresLeft-- > 0) throw new Error(`${name}: SMTP down`);
        sent.push(message.subject);
      },
      sendQuietly: () => Promise.resolve(true),
      sendWithoutHolding: () => Promise.resolve(),
    });
    for (let n = 1; n <= 25; n += 1) {
      await queueMail(shared.first, {
        to: `buyer${n}@example.in`,
        subject: `Mail ${n}`,
        text: 'Hi',
        html: '<p>Hi</p>',
      });
    }
    const options = { publicUrl: 'https://prime.example.in', firstRetryMs: 100, pollMs: 50 };
    const one = startMailOutbox(shared.first, recording('one'), quiet, options);
    const two = startMailOutbox(shared.second, recording('two'), quiet, options);
    cleanups.push(
      () => one.stop(),
      () => two.stop(),
    );
    await waitFor('all 25 mails to be sent', () => sent.length >= 25, { timeoutMs: 20_000 });
    expect([...sent].sort()).toEqual(Array.from({ length: 25 }, (_, n) => `Mail ${n + 1}`).sort());
    const [seven] = await shared.first.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Mail 7'));
    expect(seven).toMatchObject({ attempts: 3, lastError: null, sentAt: expect.any(Date) });
  }, 60_000);
});
