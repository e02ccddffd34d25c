// The address of an order's page holds the token that opens the order: it stays out of the request
// log and out of any Referer the page sends.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.ts';
import { createPasswordHasher } from '../auth/passwords.ts';
import type { Database } from '../db/open-database.ts';
import { createMailer } from '../mail/mailer.ts';
import { createPaymentGateway } from '../payments/index.ts';
import { openTestDatabase } from '../test/test-app.ts';
import { buildApp } from '../app.ts';

const TOKEN = '0f'.repeat(32);
const logged: string[] = [];
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = await openTestDatabase();
  const config = testConfig();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logged.push(String(chunk));
      done();
    },
  });
  app = await buildApp(
    {
      config,
      db: database.db,
      passwords: createPasswordHasher({ N: 2 ** 12, r: 8, p: 1 }),
      mailer: createMailer(config, { info() {}, error() {} }),
      payments: createPaymentGateway(config),
    },
    { logger: { stream } },
  );
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('an order page’s address', () => {
  it('is logged without its token, with the rest of the request', async () => {
    await app.inject({ method: 'GET', url: `/orders/${TOKEN}?utm_source=mail` });
    const lines = logged.join('');
    expect(lines).toContain('"url":"/orders/[token]?utm_source=mail"');
    expect(lines).not.toContain(TOKEN);
  });

  it('is one line once answered, with its status and time', async () => {
    await app.inject({ method: 'GET', url: `/orders/${TOKEN}?once=1` });
    const lines = logged
      .join('')
      .split('\n')
      .filter((line) => line.includes('once=1'));
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!);
    expect(entry.req).toMatchObject({ method: 'GET', url: '/orders/[token]?once=1' });
    expect(entry.res.statusCode).toBe(200);
    expect(entry.responseTime).toBeGreaterThanOrEqual(0);
  });

  it('is sent with no Referer to anywhere and kept out of search results', async () => {
    const response = await app.inject({ method: 'GET', url: `/orders/${TOKEN}` });
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    const other = await app.inject({ method: 'GET', url: '/track-order' });
    expect(other.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('every address holding a secret token', () => {
  it.each([
    [`/invoices/${TOKEN}.pdf`, '/invoices/[token].pdf'],
    [`/pay/sandbox/${TOKEN}`, '/pay/sandbox/[token]'],
    [`/alerts/cancel/${TOKEN}`, '/alerts/cancel/[token]'],
    [`/%6Frders/${TOKEN}`, '/orders/[token]'],
    [`/Orders/${TOKEN}?from=mail`, '/orders/[token]?from=mail'],
    [`/orders/%${TOKEN.slice(0, 2)}${TOKEN.slice(2)}`, '/orders/[token]'],
  ])('%s is logged as %s, judged on the decoded path', async (url, expected) => {
    logged.length = 0;
    await app.inject({ method: 'GET', url });
    const lines = logged.join('');
    expect(lines).toContain(`"url":"${expected}"`);
    expect(lines).not.toContain(TOKEN.slice(4));
  });

  it('is sent with no Referer when the path is written encoded', async () => {
    const response = await app.inject({ method: 'GET', url: `/%6Frders/${TOKEN}` });
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});
