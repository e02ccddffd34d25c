// order/quote as the cart and checkout ask it: each line's price and problem, the coupon, the delivery
// charge below the free-delivery threshold, and an amount that add/order then accepts as it is.
import { messages } from '@prime/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, orders } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { guestOrder, makeProduct, makeShopper, stockOf, type TestProduct } from '../../test/shop-fixtures.ts';

let t: TestApp;
let serum: TestProduct; // 30 gm ₹649 (50 in stock), 50 gm ₹999.5 (3 in stock)
let balm: TestProduct; // ₹120, sold out
let hidden: TestProduct;
let upcoming: TestProduct;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  serum = await makeProduct(
    db,
    [
      { grams: 30, mrp: 799, price: 649, stock: 50 },
      { grams: 50, mrp: 1199, price: 999.5, stock: 3 },
    ],
    { name: 'Vitamin C Serum' },
  );
  balm = await makeProduct(db, [{ grams: 15, mrp: 150, price: 120, stock: 0 }], { name: 'Lip Balm' });
  hidden = await makeProduct(db, [{ grams: 50, mrp: 500, price: 450, stock: 9 }], { status: 0 });
  upcoming = await makeProduct(db, [{ grams: 50, mrp: 500, price: 450, stock: 9 }], { upcoming: 1 });
  await db.insert(coupons).values([
    { code: 'QUOTE10', kind: 'percent', value: 10 },
    { code: 'BIG300', kind: 'flat', value: 30000, minAmountPaise: 150000 },
  ]);
});
afterAll(() => t.close());

const quote = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.post('order/quote', body, headers);

describe('order/quote prices a cart as add/order will', () => {
  it('answers each line and the totals; from ₹499 delivery is free', async () => {
    const { status, body } = await quote({
      product_details: [{ product_id: String(serum.id), quantity: '1', packet_size: '' }],
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      result: true,
      message: 'Success',
      data: {
        lines: [
          { product_id: serum.id, packet_size: 30, quantity: 1, price: 649, line_total: 649, problem: null },
        ],
        subtotal: 649,
        discount: 0,
        delivery_charge: 0,
        cod_charge: 0,
        amount: 649,
        coupon_message: null,
        cod_available: 1,
        cod_reason: null,
      },
    });
    const small = await quote({
      product_details: [
        { product_id: upcoming.id, quantity: 1 },
        { product_id: serum.id, quantity: 1, packet_size: '50gm' },
      ],
      coupon_code: 'QUOTE10',
    });
    expect(small.body.data).toMatchObject({
      subtotal: 999.5,
      discount: 99.95,
      delivery_charge: 0,
      amount: 899.55,
    });
  });

  it('charges delivery when the total after the coupon falls below ₹499, and add/order expects that amount', async () => {
    const db = t.database.db;
    const cheap = await makeProduct(db, [{ grams: 20, mrp: 300, price: 250, stock: 10 }]);
    const lines = [{ product_id: cheap.id, quantity: 2 }];
    const { body } = await quote({ product_details: lines, coupon_code: 'quote10', payment_method: 'cod' });
    expect(body.data).toMatchObject({
      subtotal: 500,
      discount: 50,
      delivery_charge: 49,
      cod_charge: 0,
      amount: 499,
      coupon_message: messages.couponApplied,
    });
    // Without the charge the shopper would be asked less than the order costs.
    const short = await t.post('add/order', guestOrder(lines, 450, { coupon_code: 'QUOTE10' }));
    expect(short.status).toBe(409);
    expect(short.body.message).toBe(messages.pricesChanged);
    const placed = await t.post('add/order', guestOrder(lines, body.data.amount, { coupon_code: 'QUOTE10' }));
    expect(placed.status).toBe(200);
    const admin = await makeShopper(db, 'admin');
    const list = await t.post('admin/order/list', { search: String(placed.body.order_id) }, admin.auth);
    expect(list.body.list[0]).toMatchObject({
      od_amount: 499,
      od_discount: 50,
      od_delivery_charge: 49,
      od_cod_charge: 0,
    });
    expect(list.body.list[0].lines[0]).toMatchObject({ od_delivery_charge: 49, od_cod_charge: 0 });
  });

  it('marks each line that cannot be bought with the first problem that applies, and counts it for nothing', async () => {
    const { status, body } = await quote({
      product_details: [
        { product_id: 999999, quantity: 1 },
        { product_id: hidden.id, quantity: 1 },
        { product_id: upcoming.id, quantity: 1 },
        { product_id: balm.id, quantity: 1 },
        { product_id: serum.id, quantity: 4, packet_size: 50 },
        { product_id: serum.id, quantity: 2, packet_size: 30 },
      ],
    });
    expect(status).toBe(200);
    expect(body.data.lines.map((line: { problem: string | null }) => line.problem)).toEqual([
      'This product is no longer available.',
      'This product is no longer available.',
      'Not available yet.',
      'Out of stock.',
      'Only 3 left in stock.',
      null,
    ]);
    expect(body.data.lines[3]).toEqual({
      product_id: balm.id,
      packet_size: 15,
      quantity: 1,
      price: 120,
      line_total: 0,
      problem: 'Out of stock.',
    });
    expect(body.data).toMatchObject({ subtotal: 1298, delivery_charge: 0, amount: 1298 });
  });

  it('judges two lines of one pack together against its stock', async () => {
    const { body } = await quote({
      product_details: [
        { product_id: serum.id, quantity: 2, packet_size: 50 },
        { product_id: serum.id, quantity: 2, packet_size: '50gm' },
      ],
    });
    expect(body.data.lines.map((line: { problem: string | null }) => line.problem)).toEqual([
      'Only 3 left in stock.',
      'Only 3 left in stock.',
    ]);
    expect(body.data).toMatchObject({ subtotal: 0, delivery_charge: 0, amount: 0 });
  });

  it('reports a coupon that does not apply in its words, with no discount', async () => {
    const lines = [{ product_id: serum.id, quantity: 1 }];
    const unknown = await quote({ product_details: lines, coupon_code: 'NOPE' });
    expect(unknown.body.data).toMatchObject({
      discount: 0,
      amount: 649,
      coupon_message: messages.couponInvalid,
    });
    const small = await quote({ product_details: lines, coupon_code: 'BIG300' });
    expect(small.body.data).toMatchObject({
      discount: 0,
      amount: 649,
      coupon_message: 'Add ₹851 more to use this coupon.',
    });
  });

  it('judges a first-order coupon by the account, else by user_email', async () => {
    const db = t.database.db;
    await db.insert(coupons).values({ code: 'FIRSTQ', kind: 'percent', value: 10, firstOrderOnly: 1 });
    const shopper = await makeShopper(db);
    const lines = [{ product_id: serum.id, quantity: 1 }];
    await t.post('add/order', guestOrder(lines, 649, { user_email: shopper.email }), shopper.auth);
    const asAccount = await quote({ product_details: lines, coupon_code: 'FIRSTQ' }, shopper.auth);
    expect(asAccount.body.data.coupon_message).toBe(messages.couponFirstOrderOnly);
    const asGuest = await quote({ product_details: lines, coupon_code: 'FIRSTQ', user_email: shopper.email });
    expect(asGuest.body.data.coupon_message).toBe(messages.couponFirstOrderOnly);
    const newcomer = await quote({
      product_details: lines,
      coupon_code: 'FIRSTQ',
      user_email: 'new@example.in',
    });
    expect(newcomer.body.data).toMatchObject({ coupon_message: messages.couponApplied, discount: 64.9 });
  });

  it('writes nothing and takes no stock', async () => {
    const db = t.database.db;
    const before = {
      orders: (await db.select().from(orders)).length,
      stock: await stockOf(db, serum.packs[0]!),
    };
    await quote({ product_details: [{ product_id: serum.id, quantity: 5 }], coupon_code: 'QUOTE10' });
    expect((await db.select().from(orders)).length).toBe(before.orders);
    expect(await stockOf(db, serum.packs[0]!)).toBe(before.stock);
  });

  it('shows at once the stock an order took and a coupon staff switched off', async () => {
    const db = t.database.db;
    const admin = await makeShopper(db, 'admin');
    const pair = await makeProduct(db, [{ grams: 40, mrp: 900, price: 800, stock: 2 }]);
    const lines = (quantity: number) => [{ product_id: pair.id, quantity }];
    const problemOf = async (quantity: number) =>
      (await quote({ product_details: lines(quantity) })).body.data.lines[0].problem;
    expect(await problemOf(2)).toBeNull();
    expect((await t.post('add/order', guestOrder(lines(1), 800))).status).toBe(200);
    expect(await problemOf(2)).toBe('Only 1 left in stock.');

    const switched = { code: 'SWITCH5', kind: 'percent', value: 5, min_amount: 0, first_order_only: 0 };
    await t.post('admin/coupon/save', { ...switched, active: 1 }, admin.auth);
    const couponWord = async () =>
      (await quote({ product_details: lines(1), coupon_code: 'switch5' })).body.data.coupon_message;
    expect(await couponWord()).toBe(messages.couponApplied);
    await t.post('admin/coupon/save', { ...switched, active: 0 }, admin.auth);
    expect(await couponWord()).toBe(messages.couponInvalid);
  });

  it('refuses what it cannot read: an empty cart, a pack size the product lacks, a bad method', async () => {
    const empty = await quote({ product_details: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(messages.cartEmpty);
    const size = await quote({ product_details: [{ product_id: serum.id, quantity: 1, packet_size: 500 }] });
    expect(size.status).toBe(400);
    expect(size.body.errors).toEqual([
      { field: 'product_details.0.packet_size', message: messages.packSizeUnknown },
    ]);
    const method = await quote({
      product_details: [{ product_id: serum.id, quantity: 1 }],
      payment_method: 'card',
    });
    expect(method.status).toBe(400);
    expect(method.body.errors).toEqual([{ field: 'payment_method', message: messages.paymentMethodInvalid }]);
  });
});

describe('add/order refuses a line the quote marks', () => {
  it('an upcoming product: 409 Not available yet., nothing taken', async () => {
    const stock = await stockOf(t.database.db, upcoming.packs[0]!);
    const response = await t.post('add/order', guestOrder([{ product_id: upcoming.id, quantity: 1 }], 450));
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('Not available yet.');
    expect(await stockOf(t.database.db, upcoming.packs[0]!)).toBe(stock);
  });
});
