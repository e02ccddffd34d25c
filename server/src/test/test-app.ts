// A fresh, migrated database per test file (in-memory PGlite, or a new database on the PostgreSQL
// server named by TEST_DATABASE_URL), each a copy of the run's migrated template (global-setup.ts),
// and an app over it driven through app.inject.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { testConfig, type Config } from '../config.ts';
import { createPasswordHasher } from '../auth/passwords.ts';
import type { Db } from '../db/client.ts';
import { openPglite, openPostgres, type Database } from '../db/open-database.ts';
import { buildApp } from '../app.ts';
import { forgetCachedAnswers } from '../http/answer-caches.ts';
import type { ServerTimeouts } from '../http/connections.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { mailOutboxOf } from '../mail/outbox.ts';
import { smsOutboxOf } from '../sms/outbox.ts';
import type { SmsSender } from '../sms/sender.ts';
import { createPaymentGateway, type PaymentGateway } from '../payments/index.ts';

/**
 * A new database on the PostgreSQL server `serverUrl`, a copy of the run's migrated template: its
 * address, and the way to drop it.
 */
export async function createScratchDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `prime_test_${randomBytes(6).toString('hex')}`;
  const query = async (text: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(text);
    } finally {
      await admin.end();
    }
  };
  const template = inject('migratedTemplate').postgresTemplate;
  await query(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => query(`drop database if exists ${name} with (force)`) };
}

/** An in-memory PGlite started from the run's migrated template. */
async function openMigratedPglite(): Promise<Database> {
  const dump = inject('migratedTemplate').pgliteDump;
  const database = await openPglite(undefined, dump ? new Blob([fs.readFileSync(dump)]) : undefined);
  await database.migrate();
  return database;
}

export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openMigratedPglite();
  const scratch = await createScratchDatabase(serverUrl);
  const database = await openPostgres(scratch.url);
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

/**
 * Two handles on one database, as two processes of the store would hold: two connection pools on
 * PostgreSQL (TEST_DATABASE_URL), or one embedded database that both job runners share.
 */
export async function openSharedDatabase(): Promise<{ first: Db; second: Db; close(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openMigratedPglite();
    return { first: database.db, second: database.db, close: () => database.close() };
  }
  const scratch = await createScratchDatabase(serverUrl);
  const first = await openPostgres(scratch.url);
  await first.migrate();
  const second = await openPostgres(scratch.url);
  return {
    first: first.db,
    second: second.db,
    async close() {
      await first.close();
      await second.close();
      await scratch.drop();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /**
   * POST a JSON body to /prime/<path>; returns status, parsed body and headers once the answer, the
   * work it set off for after the answer (a reset code's mail) and the mails and SMS it queued are done.
   */
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<TestResponse>;
  close(): Promise<void>;
}

export interface TestResponse {
  status: number;
  // Answers are arbitrary JSON; tests assert on their fields.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: LightMyRequestResponse['headers'];
}

// Mails still go to the outbox for tests to read; only the log lines are dropped.
const quietMailLog = { info() {}, error() {} };

export async function createTestApp(
  overrides: Partial<Config> = {},
  options: {
    /** A gateway of the test's own (Razorpay over answered HTTP); default: the one the config picks. */
    payments?: PaymentGateway;
    /** A mailer of the test's own; default: the outbox of the test's data folder. */
    mailer?: Mailer;
    /** An SMS sender of the test's own; default: the SMS folder of the test's data folder. */
    sms?: SmsSender;
    /** The outboxes' first retry pause. */
    mailRetryMs?: number;
    timeouts?: ServerTimeouts;
    /** The built web app to serve (default: web/dist); see built-web.ts for suites that read pages. */
    webDir?: string;
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = testConfig(overrides);
  // The test files a worker runs one after another share its modules (vitest.config.ts, `isolate:
  // false`): the app starts with none of the answers an earlier file's app kept, as a store does.
  forgetCachedAnswers();
  const app = await buildApp(
    {
      config,
      db: database.db,
      // A low scrypt cost keeps suites that register many users fast; hashes record their own cost.
      passwords: createPasswordHasher({ N: 2 ** 12, r: 8, p: 1 }),
      mailer: options.mailer ?? createMailer(config, quietMailLog),
      payments: options.payments ?? createPaymentGateway(config),
      sms: options.sms,
    },
    { timeouts: options.timeouts, webDir: options.webDir, mailRetryMs: options.mailRetryMs },
  );
  return {
    app,
    database,
    config,
    async post(path, body = {}, headers = {}) {
      const response = await app.inject({
        method: 'POST',
        url: `/prime/${path}`,
        headers: { 'content-type': 'application/json', ...headers },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      });
      await app.afterAnswer.settled();
      await mailOutboxOf(database.db)?.settled();
      await smsOutboxOf(database.db)?.settled();
      return { status: response.statusCode, body: response.json(), headers: response.headers };
    },
    async close() {
      await app.close();
      await database.close();
      // The data folder testConfig made for this app (outbox, uploads, secret key).
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}
