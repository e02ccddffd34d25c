// The whole online-payment path as the shopper's browser walks it: add/order answers the sandbox
// link, the page shows the order, Pay or Fail settle it, and the order history says what happened.
// The payment job runs too, with the order's 30 minutes moved into the past.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema.ts';
import { expireDuePayments } from '../../payments/payment-jobs.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  guestOrder,
  makeProduct,
  makeShopper,
  stockOf,
  type Shopper,
  type TestProduct,
} from '../../test/shop-fixtures.ts';

let t: TestApp;
let serum: TestProduct;
beforeAll(async () => {
  t = await createTestApp();
  serum = await makeProduct(t.database.db, [{ grams: 50, mrp: 1499, price: 1299, stock: 20 }], {
    name: 'Vitamin C Serum',
  });
});
afterAll(() => t.close());

async function placeOnline(shopper: Shopper, quantity: number) {
  const response = await t.post(
    'add/order',
    guestOrder([{ product_id: serum.id, quantity }], 1299 * quantity, {
      payment_method: 'online',
      u_id: shopper.id,
    }),
    shopper.auth,
  );
  expect(response.status).toBe(200);
  expect(response.body.paymentLinkUrl).toMatch(/^\/pay\/sandbox\/[A-Za-z0-9_-]+$/);
  return { orderId: response.body.order_id as number, link: response.body.paymentLinkUrl as string };
}

const history = async (shopper: Shopper, orderId: number) =>
  (await t.post('list/order', {}, shopper.auth)).body.list.filter(
    (line: { od_id: number }) => line.od_id === orderId,
  );

const choose = (link: string, outcome: string) =>
  t.app.inject({
    method: 'POST',
    url: link,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });

describe('paying an online order through the sandbox', () => {
  it('Pay: the page shows the order, then the history shows it paid and confirmed', async () => {
    const shopper = await makeShopper(t.database.db);
    const stockBefore = await stockOf(t.database.db, serum.packs[0]!);
    const { orderId, link } = await placeOnline(shopper, 2);
    expect(await history(shopper, orderId)).toEqual([
      expect.objectContaining({ od_payment_status: 'pending', op_delivery_status: 'Payment pending' }),
    ]);

    const page = await t.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`#${orderId}`);
    expect(page.body).toContain('₹2,598');

    const paid = await choose(link, 'success');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/thank-you?order_id=${orderId}`);
    expect(await history(shopper, orderId)).toEqual([
      expect.objectContaining({ od_payment_status: 'paid', op_delivery_status: 'Order confirmed' }),
    ]);
    expect(await stockOf(t.database.db, serum.packs[0]!)).toBe(stockBefore - 2);
  });

  it('Fail: the order waits with its stock held, and the shopper is sent to pay again', async () => {
    const shopper = await makeShopper(t.database.db);
    const stockBefore = await stockOf(t.database.db, serum.packs[0]!);
    const { orderId, link } = await placeOnline(shopper, 3);
    expect(await stockOf(t.database.db, serum.packs[0]!)).toBe(stockBefore - 3);

    const failed = await choose(link, 'failure');
    expect(failed.headers.location).toBe(`/payment-failed?order_id=${orderId}`);
    expect(await history(shopper, orderId)).toEqual([
      expect.objectContaining({ od_payment_status: 'failed', op_delivery_status: 'Payment pending' }),
    ]);
    expect(await stockOf(t.database.db, serum.packs[0]!)).toBe(stockBefore - 3);
  });

  it('not paid within 30 minutes: the job cancels the order and gives the stock back', async () => {
    const shopper = await makeShopper(t.database.db);
    const stockBefore = await stockOf(t.database.db, serum.packs[0]!);
    const { orderId } = await placeOnline(shopper, 1);
    await t.database.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.orderId, orderId));
    expect(await expireDuePayments(t.database.db)).toBe(1);
    expect(await history(shopper, orderId)).toEqual([
      expect.objectContaining({ od_payment_status: 'failed', op_delivery_status: 'Cancelled' }),
    ]);
    expect(await stockOf(t.database.db, serum.packs[0]!)).toBe(stockBefore);
  });

  it('a paid order cancelled by its owner is refunded and its stock is back', async () => {
    const shopper = await makeShopper(t.database.db);
    const stockBefore = await stockOf(t.database.db, serum.packs[0]!);
    const { orderId, link } = await placeOnline(shopper, 1);
    await choose(link, 'success');
    const cancelled = await t.post('cancel-order', { od_id: orderId, reason: 'Ordered twice' }, shopper.auth);
    expect(cancelled.status).toBe(200);
    expect(await history(shopper, orderId)).toEqual([
      expect.objectContaining({ od_payment_status: 'refunded', op_delivery_status: 'Cancelled' }),
    ]);
    expect(await stockOf(t.database.db, serum.packs[0]!)).toBe(stockBefore);
    // The payment page of a settled order no longer offers Pay, and says the payment was refunded.
    const revisit = await t.app.inject({ method: 'GET', url: link });
    expect(revisit.statusCode).toBe(303);
    expect(revisit.headers.location).toBe(`/payment-failed?order_id=${orderId}&refunded=1`);
  });
});
