// The built-in gateway's page, as a shopper's browser uses it: the page, Pay, Fail, and what each
// does to the order, its lines and its stock.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../../auth/passwords.ts';
import { testConfig } from '../../config.ts';
import type { Database } from '../../db/open-database.ts';
import { releaseOrderStock } from '../../shop/order-stock.ts';
import { packSizes } from '../../db/schema.ts';
import { buildApp } from '../../app.ts';
import { createMailer } from '../../mail/mailer.ts';
import { createSandboxGateway } from '../../payments/sandbox-gateway.ts';
import {
  makeOverdue,
  orderState,
  placeWaitingOrder,
  productWithStock,
  type WaitingOrder,
} from '../../test/online-order.ts';
import { expireDuePayments } from '../../payments/payment-jobs.ts';
import { listedStock } from '../../test/shop-fixtures.ts';
import { createTestApp, openTestDatabase, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const page = (reference: string) => t.app.inject({ method: 'GET', url: `/pay/sandbox/${reference}` });
const choose = (reference: string, body: string, contentType = 'application/x-www-form-urlencoded') =>
  t.app.inject({
    method: 'POST',
    url: `/pay/sandbox/${reference}`,
    headers: { 'content-type': contentType },
    payload: body,
  });

async function waitingOrder(quantity = 2, stock = 10): Promise<WaitingOrder> {
  const packSizeId = await productWithStock(t.database.db, stock);
  return placeWaitingOrder(t.database.db, { packSizeId, quantity });
}

describe('the sandbox payment page', () => {
  it('is where the sandbox gateway sends the shopper', async () => {
    const link = await createSandboxGateway().createPaymentLink({
      orderId: 7,
      amountPaise: 129_900,
      reference: 'abc_DEF-123',
      customer: { name: 'Asha', email: 'asha@example.in', mobile: '9876543210' },
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect(link.url).toBe('/pay/sandbox/abc_DEF-123');
  });

  it('shows the order number and amount in rupees with Pay and Fail, under the strict page CSP, not indexed', async () => {
    const order = await waitingOrder(3);
    const response = await page(order.reference);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(`#${order.orderId}`);
    expect(response.body).toContain('₹1,497');
    expect(response.body).toMatch(/<button[^>]*value="success"[^>]*>Pay<\/button>/);
    expect(response.body).toMatch(/<button[^>]*value="failure"[^>]*>Fail<\/button>/);
    expect(response.body).toContain('<form method="post"');
    // Fail leaves the order payable for its 30 minutes: the page says so, not that it cancels.
    expect(response.body).not.toContain('Fail cancels it');
    expect(response.body).toContain('the order waits 30 minutes');
    expect(response.body).not.toMatch(/<script|style=/);
    expect(response.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers['cache-control']).toBe('no-store');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');

    const stylesheet = response.body.match(/<link rel="stylesheet" href="([^"]+)">/)![1]!;
    const css = await t.app.inject({ method: 'GET', url: stylesheet });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.body).toContain('#1f3a34');
  });

  it('Pay confirms the order: paid, lines confirmed, stock stays sold; paying again changes nothing', async () => {
    const order = await waitingOrder(2, 10);
    const paid = await choose(order.reference, 'outcome=success');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/thank-you?order_id=${order.orderId}`);
    const after = await orderState(t.database.db, order);
    expect(after).toMatchObject({
      paymentStatus: 'paid',
      cancelledAt: null,
      lineStatuses: ['Order confirmed'],
      payment: { status: 'paid' },
      stock: 8,
    });

    for (const outcome of ['success', 'failure']) {
      const again = await choose(order.reference, `outcome=${outcome}`);
      expect(again.statusCode).toBe(303);
      expect(again.headers.location).toBe(`/thank-you?order_id=${order.orderId}`);
    }
    expect(await orderState(t.database.db, order)).toEqual(after);
    // The page itself now sends the shopper to the thank-you page instead of offering Pay again.
    const revisit = await page(order.reference);
    expect(revisit.statusCode).toBe(303);
    expect(revisit.headers.location).toBe(`/thank-you?order_id=${order.orderId}`);
  });

  it('Fail leaves the order waiting, stock held, the page open for another try; Pay then confirms it', async () => {
    const order = await waitingOrder(4, 10);
    const failed = await choose(order.reference, 'outcome=failure');
    expect(failed.statusCode).toBe(303);
    expect(failed.headers.location).toBe(`/payment-failed?order_id=${order.orderId}`);
    const after = await orderState(t.database.db, order);
    expect(after).toMatchObject({
      paymentStatus: 'failed',
      lineStatuses: ['Payment pending'],
      payment: { status: 'pending' },
      stock: 6,
    });
    expect(after.cancelledAt).toBeNull();
    expect((await page(order.reference)).statusCode).toBe(200);
    const paid = await choose(order.reference, 'outcome=success');
    expect(paid.headers.location).toBe(`/thank-you?order_id=${order.orderId}`);
    expect(await orderState(t.database.db, order)).toMatchObject({
      paymentStatus: 'paid',
      lineStatuses: ['Order confirmed'],
      stock: 6,
    });
  });

  it('the stock an expired payment gives back shows in the very next listing', async () => {
    // Read through the answer cache, as a shopper's listing is.
    const listed = async ({ packSizeId }: WaitingOrder) => {
      const [pack] = await t.database.db.select().from(packSizes).where(eq(packSizes.id, packSizeId));
      return listedStock(t, pack!.productId, packSizeId);
    };
    const overdue = await waitingOrder(2, 10);
    expect(await listed(overdue)).toBe(8);
    await makeOverdue(t.database.db, overdue);
    await expireDuePayments(t.database.db);
    expect(await listed(overdue)).toBe(10);
  });

  it('a page opened before the 30 minutes ran out no longer takes the payment after them', async () => {
    const order = await waitingOrder(1, 5);
    await makeOverdue(t.database.db, order);
    const late = await choose(order.reference, 'outcome=success');
    expect(late.headers.location).toBe(`/payment-failed?order_id=${order.orderId}`);
    expect(await orderState(t.database.db, order)).toMatchObject({
      paymentStatus: 'failed',
      lineStatuses: ['Cancelled'],
      stock: 5,
    });

    const other = await waitingOrder(1, 5);
    await makeOverdue(t.database.db, other);
    const opened = await page(other.reference);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/payment-failed?order_id=${other.orderId}`);
    expect((await orderState(t.database.db, other)).stock).toBe(5);
  });

  it('Pay on an order the shopper cancelled meanwhile takes nothing and confirms nothing', async () => {
    const order = await waitingOrder(2, 10);
    await t.database.db.transaction((tx) => releaseOrderStock(tx, order.orderId));
    const paid = await choose(order.reference, 'outcome=success');
    expect(paid.headers.location).toBe(`/payment-failed?order_id=${order.orderId}`);
    expect(await orderState(t.database.db, order)).toMatchObject({
      lineStatuses: ['Cancelled'],
      payment: { status: 'failed' },
      stock: 10,
    });
  });

  it('many Pay and Fail presses at once: a Fail leaves the link payable, so the order ends paid, once', async () => {
    const order = await waitingOrder(3, 10);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        choose(order.reference, `outcome=${i % 2 ? 'failure' : 'success'}`),
      ),
    );
    const thanks = `/thank-you?order_id=${order.orderId}`;
    // Every Pay lands on the thank-you page; a Fail pressed before the first Pay went through offers
    // another try, one pressed after it finds the order paid.
    answers.forEach((answer, i) => {
      expect(answer.statusCode).toBe(303);
      if (i % 2 === 0) expect(answer.headers.location).toBe(thanks);
      else expect([thanks, `/payment-failed?order_id=${order.orderId}`]).toContain(answer.headers.location);
    });
    // Paid once: its units taken once.
    expect(await orderState(t.database.db, order)).toMatchObject({
      paymentStatus: 'paid',
      lineStatuses: ['Order confirmed'],
      stock: 7,
    });
  });

  it('answers an unknown or malformed link with a 404 page, and a missing choice with a 400 page', async () => {
    for (const reference of ['nope-nope-nope', '%3Cscript%3E', 'a'.repeat(200)]) {
      const get = await page(reference);
      expect(get.statusCode).toBe(404);
      expect(get.headers['content-type']).toMatch(/^text\/html/);
      if (reference.length < 100) expect(get.body).toContain('This payment link is not valid.');
      expect((await choose(reference, 'outcome=success')).statusCode).toBe(404);
    }
    const order = await waitingOrder(1, 5);
    const before = await orderState(t.database.db, order);
    for (const [body, type] of [
      ['outcome=maybe', undefined],
      ['', undefined],
      ['{"outcome":"paid"}', 'application/json'],
      ['outcome=success', 'text/plain'],
    ] as const) {
      const refused = await choose(order.reference, body, type);
      expect(refused.statusCode).toBe(400);
      expect(refused.headers['content-type']).toMatch(/^text\/html/);
    }
    expect(await orderState(t.database.db, order)).toEqual(before);
  });
});

describe('paths under /pay/', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    // A built web app is present, so an unknown app route would get its shell.
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prime-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<html><head><title>APP SHELL</title></head></html>');
    database = await openTestDatabase();
    const config = testConfig({
      razorpay: { keyId: 'rzp_test_k', keySecret: 'key-secret', webhookSecret: 'hook-secret' },
    });
    app = await buildApp(
      {
        config,
        db: database.db,
        passwords: createPasswordHasher({ N: 2 ** 12, r: 8, p: 1 }),
        mailer: createMailer(config, { info() {}, error() {} }),
        payments: { name: 'razorpay', createPaymentLink: async () => ({ url: '' }), refund: async () => {} },
      },
      { webDir },
    );
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('are payment pages of their own, never the web app shell or a JSON answer', async () => {
    for (const [method, url] of [
      ['GET', '/pay/unknown'],
      ['GET', '/pay/sandbox/'],
      ['POST', '/pay/whatever'],
      ['HEAD', '/pay/x/y'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).not.toContain('APP SHELL');
    }
  });

  it('has no sandbox page when Razorpay takes the payments', async () => {
    const packSizeId = await productWithStock(database.db, 5);
    const order = await placeWaitingOrder(database.db, { packSizeId, gateway: 'sandbox' });
    expect((await app.inject({ method: 'GET', url: `/pay/sandbox/${order.reference}` })).statusCode).toBe(
      404,
    );
    const post = await app.inject({
      method: 'POST',
      url: `/pay/sandbox/${order.reference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=success',
    });
    expect(post.statusCode).toBe(404);
    expect((await orderState(database.db, order)).paymentStatus).toBe('pending');
  });
});
