// Cash on delivery's limits (decision 0031): the four settings, kept when left out of a save; the quote's
// `cod_available` and `cod_reason`, the first rule that applies; add/order and order/cod refused with
// the same reason (409) and nothing written; and with the demo settings, checkout as before.
import { codMessages } from '@prime/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema.ts';
import { openOrderDesk, SERUM_PRICE, type OrderDesk } from '../../test/order-desk.ts';
import { guestOrder, makeShopper, stockOf, type Shopper } from '../../test/shop-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Shopper;
let desk: OrderDesk;
beforeAll(async () => {
  desk = await openOrderDesk();
  ({ t, admin } = desk);
});
afterAll(() => t.close());

const CHARGES = {
  free_delivery_from: 499,
  delivery_charge: 49,
  cod_charge: 0,
  low_stock_at: 10,
  staff_email: null,
};
const COD_DEMO = {
  cod_max_amount: null,
  cod_blocked_pincodes: [],
  cod_rto_limit: 2,
  cod_confirm_hours: null,
};
const save = (body: Record<string, unknown>) =>
  t.post('admin/settings/save', { ...CHARGES, ...body }, admin.auth);
const settings = async () => (await t.post('admin/settings/get', {}, admin.auth)).body.data;
const serumLine = (quantity = 1) => [{ product_id: desk.serum.id, quantity }];
const quote = async (body: Record<string, unknown>, auth: Record<string, string> = {}) =>
  (await t.post('order/quote', { product_details: serumLine(), ...body }, auth)).body.data;
const orderCount = async () => (await t.database.db.select({ n: count() }).from(orders))[0]!.n;

describe('cash on delivery settings', () => {
  it('start with the demo values and keep those left out of a save', async () => {
    await save({});
    expect(await settings()).toMatchObject({ ...CHARGES, ...COD_DEMO });
    const saved = await save({
      cod_max_amount: '1500.50',
      cod_blocked_pincodes: '110001, 400001\n110001',
      cod_rto_limit: 3,
      cod_confirm_hours: '24',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      cod_max_amount: 1500.5,
      cod_blocked_pincodes: ['110001', '400001'],
      cod_rto_limit: 3,
      cod_confirm_hours: 24,
    });
    // A save of the five charges alone keeps them.
    await save({});
    expect(await settings()).toMatchObject({
      cod_max_amount: 1500.5,
      cod_rto_limit: 3,
      cod_confirm_hours: 24,
    });
    await save({
      cod_max_amount: null,
      cod_blocked_pincodes: [],
      cod_rto_limit: null,
      cod_confirm_hours: '',
    });
    expect(await settings()).toMatchObject({ ...CHARGES, ...COD_DEMO, cod_rto_limit: null });
    await save(COD_DEMO);
  });

  it('refuses each wrong value at its field and changes nothing', async () => {
    const wrong = await save({
      cod_max_amount: -1,
      cod_blocked_pincodes: ['12345'],
      cod_rto_limit: 1.5,
      cod_confirm_hours: 73,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([
      { field: 'cod_max_amount', message: codMessages.maxAmountInvalid },
      { field: 'cod_blocked_pincodes', message: codMessages.pincodesInvalid },
      { field: 'cod_rto_limit', message: codMessages.rtoLimitInvalid },
      { field: 'cod_confirm_hours', message: codMessages.confirmHoursInvalid },
    ]);
    expect((await save({ cod_confirm_hours: 0 })).status).toBe(400);
    expect(await settings()).toMatchObject({ ...CHARGES, ...COD_DEMO });
  });
});

describe('where cash on delivery is offered', () => {
  it('with the demo settings, everywhere, and the order is placed as before', async () => {
    expect(await quote({ user_zipcode: '110001', user_mobile_no: '9800000001' })).toMatchObject({
      cod_available: 1,
      cod_reason: null,
      amount: SERUM_PRICE,
    });
    const placed = await desk.place({ body: { user_mobile_no: '9800000001' } });
    expect(placed.answer).toMatchObject({ result: true, paymentLinkUrl: null });
    expect(
      (await t.post('admin/order/detail', { od_id: placed.id }, admin.auth)).body.data.lines[0],
    ).toMatchObject({
      op_delivery_status: 'Order confirmed',
    });
  });

  it('answers the first rule that applies: the maximum, then the pincode', async () => {
    await save({ cod_max_amount: 500, cod_blocked_pincodes: ['110001'] });
    const above = await quote({ product_details: serumLine(2), user_zipcode: '110001' });
    expect(above).toMatchObject({
      cod_available: 0,
      cod_reason: 'Cash on delivery is not available for orders above ₹500.',
    });
    // Asked for online payment, the quote still says whether cash on delivery would be offered.
    const online = await quote({ user_zipcode: '110001', payment_method: 'online' });
    expect(online).toMatchObject({ cod_available: 0, cod_reason: codMessages.notAtPincode });
    expect(await quote({ user_zipcode: '700016' })).toMatchObject({ cod_available: 1, cod_reason: null });
    await save({ cod_max_amount: 1200.5 });
    expect(await quote({ product_details: serumLine(3) })).toMatchObject({
      cod_reason: 'Cash on delivery is not available for orders above ₹1,200.50.',
    });
    await save(COD_DEMO);
  });

  it('refuses add/order for cash on delivery with the reason, writing nothing, and takes online payment', async () => {
    await save({ cod_blocked_pincodes: ['700016'] });
    const before = { orders: await orderCount(), stock: await stockOf(t.database.db, desk.serum.packs[0]!) };
    const body = guestOrder(serumLine(), SERUM_PRICE, { user_mobile_no: '9800000002' });
    const refused = await t.post('add/order', body, { 'idempotency-key': 'cod-refused-1' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ result: false, message: codMessages.notAtPincode });
    expect(await orderCount()).toBe(before.orders);
    expect(await stockOf(t.database.db, desk.serum.packs[0]!)).toBe(before.stock);
    // The key was not used up: the same key pays online.
    const online = await t.post(
      'add/order',
      { ...body, payment_method: 'online' },
      { 'idempotency-key': 'cod-refused-1' },
    );
    expect(online.status).toBe(200);

    // order/cod: the waiting online order cannot switch, and nothing changes.
    const access = (await t.post('admin/order/detail', { od_id: online.body.order_id }, admin.auth)).body.data
      .od_access;
    const switched = await t.post('order/cod', { access });
    expect(switched.status).toBe(409);
    expect(switched.body.message).toBe(codMessages.notAtPincode);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, online.body.order_id));
    expect(row).toMatchObject({ paymentMethod: 'online', paymentStatus: 'pending' });
    await save(COD_DEMO);
    expect((await t.post('order/cod', { access })).status).toBe(200);
  });

  it('refuses an account, email or mobile whose orders came back cod_rto_limit times in 365 days', async () => {
    const shopper = await makeShopper(t.database.db);
    const mine = await desk.place({ shopper, body: { user_email: 'rto.one@example.in' } });
    const byMobile = await desk.place({ body: { user_mobile_no: '9800000003' } });
    await t.database.db.update(orders).set({ rtoAt: new Date() }).where(eq(orders.id, mine.id));
    const asAccount = { user_mobile_no: '9800000004' };
    expect(await quote(asAccount, shopper.auth)).toMatchObject({ cod_available: 1 });
    await t.database.db.update(orders).set({ rtoAt: new Date() }).where(eq(orders.id, byMobile.id));
    // One returned order for the account, one for the mobile: the limit of 2 counts each alone.
    expect(await quote(asAccount, shopper.auth)).toMatchObject({ cod_available: 1 });
    await save({ cod_rto_limit: 1 });
    expect(await quote(asAccount, shopper.auth)).toMatchObject({
      cod_available: 0,
      cod_reason: codMessages.notForAccount,
    });
    expect(await quote({ user_email: 'RTO.one@example.in' })).toMatchObject({
      cod_reason: codMessages.notForAccount,
    });
    expect(await quote({ user_mobile_no: '+91 98000 00003' })).toMatchObject({
      cod_reason: codMessages.notForAccount,
    });
    expect(await quote({ user_mobile_no: '9800000005', user_email: 'someone@example.in' })).toMatchObject({
      cod_available: 1,
    });
    // Counted by the order's own insert: refused, the order and its stock are as they were, and the
    // key is still free for the same order paid online.
    const before = { orders: await orderCount(), stock: await stockOf(t.database.db, desk.serum.packs[0]!) };
    const body = guestOrder(serumLine(), SERUM_PRICE, {
      user_mobile_no: '9800000003',
      user_email: 'new.email@example.in',
    });
    const refused = await t.post('add/order', body, { 'idempotency-key': 'cod-rto-refused-1' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(codMessages.notForAccount);
    expect(await orderCount()).toBe(before.orders);
    expect(await stockOf(t.database.db, desk.serum.packs[0]!)).toBe(before.stock);
    const asAccountOrder = await t.post(
      'add/order',
      guestOrder(serumLine(), SERUM_PRICE, { user_mobile_no: '9800000004' }),
      shopper.auth,
    );
    expect(asAccountOrder.body.message).toBe(codMessages.notForAccount);
    const online = await t.post(
      'add/order',
      { ...body, payment_method: 'online' },
      { 'idempotency-key': 'cod-rto-refused-1' },
    );
    expect(online.status).toBe(200);
    // Older than 365 days no longer counts.
    const yearAgo = new Date(Date.now() - 366 * 24 * 60 * 60 * 1000);
    await t.database.db.update(orders).set({ rtoAt: yearAgo }).where(eq(orders.id, byMobile.id));
    expect(await quote({ user_mobile_no: '9800000003' })).toMatchObject({ cod_available: 1 });
    await save(COD_DEMO);
  });
});
