// An order opened without a login: every order has its own unguessable access token, order/view shows
// the order to whoever holds it, and order/lookup finds a guest's order by number and contact, with a
// per-address limit on misses.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { guestOrder, makeProduct, makeShopper, type TestProduct } from '../../test/shop-fixtures.ts';

let t: TestApp;
let serum: TestProduct;
beforeAll(async () => {
  t = await createTestApp();
  serum = await makeProduct(t.database.db, [{ grams: 30, mrp: 799, price: 649, stock: 100 }], {
    name: 'Vitamin C Serum',
  });
});
afterAll(() => t.close());

async function placeGuestOrder(overrides: Record<string, unknown> = {}): Promise<number> {
  const placed = await t.post(
    'add/order',
    guestOrder([{ product_id: serum.id, quantity: 1 }], 649, overrides),
  );
  expect(placed.status).toBe(200);
  return placed.body.order_id;
}

const accessOf = async (orderId: number) =>
  (await t.database.db.select({ access: orders.access }).from(orders).where(eq(orders.id, orderId)))[0]!
    .access;

/** order/lookup from one client address. */
async function lookup(body: Record<string, unknown>, address = '198.51.100.7') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/prime/order/lookup',
    remoteAddress: address,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

describe('the access token of an order', () => {
  it('is a random token of its own for every order, and the owner’s list/order carries it', async () => {
    const shopper = await makeShopper(t.database.db);
    const placed = await t.post(
      'add/order',
      guestOrder([{ product_id: serum.id, quantity: 1 }], 649, { u_id: shopper.id }),
      { authorization: `Bearer ${shopper.token}` },
    );
    const other = await placeGuestOrder();
    const access = await accessOf(placed.body.order_id);
    expect(access).toMatch(/^[0-9a-f]{64}$/);
    expect(await accessOf(other)).not.toBe(access);
    const list = await t.post('list/order', {}, { authorization: `Bearer ${shopper.token}` });
    expect(list.body.list[0]).toMatchObject({ od_id: placed.body.order_id, od_access: access });
  });
});

describe('order/view', () => {
  it('shows the order, its lines and its token to whoever holds the link, without a login', async () => {
    const orderId = await placeGuestOrder({ user_name: 'Kavya Menon' });
    const access = await accessOf(orderId);
    const response = await t.post('order/view', { access });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      od_id: orderId,
      od_amount: 649,
      user_name: 'Kavya Menon',
      od_access: access,
      lines: [{ p_productname: 'Vitamin C Serum', op_quantity: 1, op_delivery_status: 'Order confirmed' }],
    });
  });

  it('answers 404 for an unknown token and 400 without one', async () => {
    expect((await t.post('order/view', { access: 'f'.repeat(64) })).status).toBe(404);
    const missing = await t.post('order/view', {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ field: 'access', message: 'The order link is not complete.' }]);
  });
});

describe('order/lookup', () => {
  it('finds an order by its number and the email in any case, or the mobile in any usual writing', async () => {
    const orderId = await placeGuestOrder({ user_email: 'ritu.k@example.in', user_mobile_no: '9876501234' });
    for (const contact of [
      'Ritu.K@Example.IN',
      ' ritu.k@example.in ',
      '9876501234',
      '+91 98765 01234',
      '09876501234',
    ]) {
      const found = await lookup({ od_id: String(orderId), contact }, '198.51.100.1');
      expect(found.status, contact).toBe(200);
      expect(found.body.data).toMatchObject({ od_id: orderId, od_access: await accessOf(orderId) });
    }
  });

  it('says the same for a wrong contact, another order’s number and an unknown number', async () => {
    const mine = await placeGuestOrder({ user_email: 'mine@example.in', user_mobile_no: '9000000001' });
    const theirs = await placeGuestOrder({ user_email: 'theirs@example.in', user_mobile_no: '9000000002' });
    for (const body of [
      { od_id: mine, contact: 'theirs@example.in' },
      { od_id: theirs, contact: '9000000001' },
      { od_id: 999999, contact: 'mine@example.in' },
      { od_id: mine, contact: 'not a contact' },
    ]) {
      const missed = await lookup(body, '198.51.100.2');
      expect(missed.status).toBe(404);
      expect(missed.body.message).toBe('We could not find an order with these details.');
      expect(missed.body.data).toBeUndefined();
    }
  });

  it('refuses a missing number or contact with 400 and the field', async () => {
    const response = await lookup({ od_id: '', contact: ' ' }, '198.51.100.3');
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { field: 'od_id', message: 'Please enter your order number.' },
      { field: 'contact', message: 'Please enter the email or mobile number you ordered with.' },
    ]);
  });

  it('after 10 misses in an hour refuses every lookup from that address with 429 and Retry-After, others still find theirs', async () => {
    const orderId = await placeGuestOrder({ user_email: 'limit@example.in' });
    for (let miss = 1; miss <= 10; miss += 1) {
      expect(
        (await lookup({ od_id: orderId, contact: `wrong${miss}@example.in` }, '203.0.113.9')).status,
      ).toBe(404);
    }
    const refused = await lookup({ od_id: orderId, contact: 'limit@example.in' }, '203.0.113.9');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await lookup({ od_id: orderId, contact: 'limit@example.in' }, '203.0.113.10')).status).toBe(200);
  });

  it('counts misses sent all at once, each in one step with the check: 10 answer 404, the rest 429', async () => {
    const orderId = await placeGuestOrder({ user_email: 'parallel@example.in' });
    const statuses = await Promise.all(
      Array.from(
        { length: 40 },
        async (_, n) =>
          (await lookup({ od_id: orderId, contact: `guess${n}@example.in` }, '203.0.113.30')).status,
      ),
    );
    expect(statuses.filter((status) => status === 404)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
  });

  it('does not count a found order as a miss', async () => {
    const orderId = await placeGuestOrder({ user_email: 'found@example.in' });
    for (let n = 0; n < 12; n += 1) {
      expect((await lookup({ od_id: orderId, contact: 'found@example.in' }, '203.0.113.20')).status).toBe(
        200,
      );
    }
  });
});

describe('cancel-order by the order’s link', () => {
  it('lets a guest cancel a confirmed order by its access, under the owner’s rules, mailed as theirs', async () => {
    const orderId = await placeGuestOrder({ user_email: 'guest.cancel@example.in' });
    const access = await accessOf(orderId);
    const cancelled = await t.post('cancel-order', { access, reason: 'Ordered twice' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ result: true, od_id: orderId, refunded: 0 });
    const seen = (await t.post('order/view', { access })).body.data;
    expect(seen.lines.map((line: { op_delivery_status: string }) => line.op_delivery_status)).toEqual([
      'Cancelled',
    ]);
    expect((await t.post('cancel-order', { access, reason: '' })).status).toBe(200);
  });

  it('answers 404 for an unknown link, 409 once a line shipped, and 401 for a number without a login', async () => {
    expect((await t.post('cancel-order', { access: 'f'.repeat(64), reason: '' })).status).toBe(404);
    const admin = await makeShopper(t.database.db, 'admin');
    const orderId = await placeGuestOrder();
    await t.post('admin/order/status', { od_id: orderId, status: 'Shipped' }, admin.auth);
    const late = await t.post('cancel-order', { access: await accessOf(orderId), reason: '' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Order can no longer be cancelled.');
    expect((await t.post('cancel-order', { od_id: orderId, reason: '' })).status).toBe(401);
    const neither = await t.post('cancel-order', { reason: '' }, admin.auth);
    expect(neither.status).toBe(400);
  });
});
