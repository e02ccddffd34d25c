// A failed online payment leaves the order payable: `order/pay` gives its link again, `order/cod`
// switches it to cash on delivery, the stock stays held and the cart stays as it was until the order
// is confirmed, and the 30 minutes still end an order left unpaid.
import { eq } from 'drizzle-orm';
import { messages } from '@prime/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, orderLines, orders, payments } from '../../db/schema.ts';
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
let cream: TestProduct;
beforeAll(async () => {
  t = await createTestApp();
  cream = await makeProduct(t.database.db, [{ grams: 100, mrp: 500, price: 450, stock: 100 }], {
    name: 'Ceramide Cream',
  });
});
afterAll(() => t.close());

const stock = () => stockOf(t.database.db, cream.packs[0]!);
const cartOf = async (shopper: Shopper) =>
  (await t.database.db.select().from(cartLines).where(eq(cartLines.userId, shopper.id))).map(
    (line) => line.quantity,
  );
const orderRow = async (id: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const lineStatuses = async (id: number) =>
  (await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, id))).map(
    (line) => line.deliveryStatus,
  );
const choose = (paymentLinkUrl: string, outcome: 'success' | 'failure') =>
  t.app.inject({
    method: 'POST',
    url: paymentLinkUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });

/** A customer with 3 creams in the cart who orders 2 of them, online or cash on delivery. */
async function placeFor(payment_method: 'online' | 'cod' = 'online') {
  const shopper = await makeShopper(t.database.db);
  await t.post('add/cart', { productid: cream.id, quantity: 3 }, shopper.auth);
  const placed = await t.post(
    'add/order',
    guestOrder([{ product_id: cream.id, quantity: 2 }], 900, { payment_method }),
    shopper.auth,
  );
  expect(placed.status).toBe(200);
  return {
    shopper,
    orderId: placed.body.order_id as number,
    link: placed.body.paymentLinkUrl as string | null,
  };
}

describe('a failed online payment', () => {
  it('leaves the order waiting with its stock held and the cart as it was; paying again confirms it', async () => {
    const before = await stock();
    const { shopper, orderId, link } = await placeFor();
    expect(await cartOf(shopper)).toEqual([3]);
    const failed = await choose(link!, 'failure');
    expect(failed.statusCode).toBe(303);
    expect(failed.headers.location).toBe(`/payment-failed?order_id=${orderId}`);
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: 'failed', cancelledAt: null });
    expect(await lineStatuses(orderId)).toEqual(['Payment pending']);
    expect(await stock()).toBe(before - 2);
    expect(await cartOf(shopper)).toEqual([3]);

    const again = await t.post('order/pay', { od_id: orderId }, shopper.auth);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({
      result: true,
      message: messages.paymentLinkReady,
      od_id: orderId,
      paymentLinkUrl: link,
    });
    expect((await choose(again.body.paymentLinkUrl, 'success')).headers.location).toBe(
      `/thank-you?order_id=${orderId}`,
    );
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: 'paid' });
    expect(await lineStatuses(orderId)).toEqual(['Order confirmed']);
    expect(await stock()).toBe(before - 2);
    // Confirmed now: the two creams ordered leave the cart, the third stays.
    expect(await cartOf(shopper)).toEqual([1]);
    const paid = await t.post('order/pay', { od_id: orderId }, shopper.auth);
    expect(paid.status).toBe(409);
    expect(paid.body.message).toBe(messages.orderNotWaitingForPayment);
  });

  it('can be paid on delivery instead: lines confirmed, the amount answered, the link no longer taken', async () => {
    const before = await stock();
    const { shopper, orderId, link } = await placeFor();
    await choose(link!, 'failure');
    const switched = await t.post('order/cod', { od_id: String(orderId) }, shopper.auth);
    expect(switched.status).toBe(200);
    expect(switched.body).toEqual({
      result: true,
      message: messages.switchedToCod,
      od_id: orderId,
      amount: 900,
    });
    expect(await orderRow(orderId)).toMatchObject({ paymentMethod: 'cod', paymentStatus: 'cod' });
    expect(await lineStatuses(orderId)).toEqual(['Order confirmed']);
    expect(await cartOf(shopper)).toEqual([1]);
    expect(await stock()).toBe(before - 2);
    for (const call of ['order/cod', 'order/pay']) {
      const late = await t.post(call, { od_id: orderId }, shopper.auth);
      expect([call, late.status, late.body.message]).toEqual([call, 409, messages.orderNotWaitingForPayment]);
    }
    // The old link takes no money for an order now paid on delivery.
    await choose(link!, 'success');
    expect(await orderRow(orderId)).toMatchObject({ paymentMethod: 'cod', paymentStatus: 'cod' });
  });

  it('is still cancelled when its 30 minutes run out, its stock given back once', async () => {
    const before = await stock();
    const { shopper, orderId, link } = await placeFor();
    await choose(link!, 'failure');
    await t.database.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(payments.orderId, orderId));
    await expireDuePayments(t.database.db);
    await expireDuePayments(t.database.db);
    expect(await lineStatuses(orderId)).toEqual(['Cancelled']);
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: 'failed', cancelledAt: expect.any(Date) });
    expect(await stock()).toBe(before);
    expect(await cartOf(shopper)).toEqual([3]);
    expect((await t.post('order/pay', { od_id: orderId }, shopper.auth)).status).toBe(409);
    expect((await t.post('order/cod', { od_id: orderId }, shopper.auth)).status).toBe(409);
  });
});

describe('order/pay and order/cod', () => {
  it('answer 409 for a cash-on-delivery or cancelled order, 404 for another customer’s, 401 without a login', async () => {
    const cod = await placeFor('cod');
    // Cash on delivery is confirmed at once: the ordered units leave the cart then.
    expect(await cartOf(cod.shopper)).toEqual([1]);
    expect((await t.post('order/pay', { od_id: cod.orderId }, cod.shopper.auth)).status).toBe(409);
    const online = await placeFor();
    expect((await t.post('cancel-order', { od_id: online.orderId }, online.shopper.auth)).status).toBe(200);
    expect((await t.post('order/cod', { od_id: online.orderId }, online.shopper.auth)).status).toBe(409);
    const waiting = await placeFor();
    const stranger = await makeShopper(t.database.db);
    expect((await t.post('order/pay', { od_id: waiting.orderId }, stranger.auth)).status).toBe(404);
    expect((await t.post('order/cod', { od_id: waiting.orderId }, stranger.auth)).status).toBe(404);
    expect((await t.post('order/pay', { od_id: waiting.orderId })).status).toBe(401);
    expect((await t.post('order/pay', { od_id: 'x' }, waiting.shopper.auth)).status).toBe(400);
    expect(await lineStatuses(waiting.orderId)).toEqual(['Payment pending']);
  });
});

describe('order/pay and order/cod by the order’s link', () => {
  const accessOf = async (id: number) => (await orderRow(id)).access;

  it('let a guest pay again, then switch to cash on delivery at the shop’s COD charge, without a login', async () => {
    const admin = await makeShopper(t.database.db, 'admin');
    const settings = {
      free_delivery_from: 499,
      delivery_charge: 49,
      cod_charge: 30,
      low_stock_at: 5,
      staff_email: null,
    };
    expect((await t.post('admin/settings/save', settings, admin.auth)).status).toBe(200);
    const placed = await t.post(
      'add/order',
      guestOrder([{ product_id: cream.id, quantity: 2 }], 900, { payment_method: 'online' }),
    );
    expect(placed.status).toBe(200);
    const orderId = placed.body.order_id as number;
    await choose(placed.body.paymentLinkUrl as string, 'failure');
    const access = await accessOf(orderId);

    const again = await t.post('order/pay', { access });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ od_id: orderId, paymentLinkUrl: placed.body.paymentLinkUrl });

    const switched = await t.post('order/cod', { access });
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({ od_id: orderId, amount: 930 });
    expect(await orderRow(orderId)).toMatchObject({
      paymentMethod: 'cod',
      amountPaise: 93_000,
      codChargePaise: 3_000,
    });
    expect(await lineStatuses(orderId)).toEqual(['Order confirmed']);
    expect((await t.post('order/pay', { access })).status).toBe(409);
    await t.post('admin/settings/save', { ...settings, cod_charge: 0 }, admin.auth);
  });

  it('answer 404 for a link that names no order, and 400 naming neither a number nor a link', async () => {
    const waiting = await placeFor();
    const wrong = await t.post('order/cod', { access: 'f'.repeat(64) });
    expect(wrong.status).toBe(404);
    const neither = await t.post('order/pay', {});
    expect(neither.status).toBe(400);
    expect(neither.body.message).toBe(messages.orderNumberOrLink);
    expect(await lineStatuses(waiting.orderId)).toEqual(['Payment pending']);
  });
});
