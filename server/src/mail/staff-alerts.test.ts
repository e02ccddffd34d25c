// Staff alerts: with a staff address set, one mail per newly confirmed order (cash on delivery at once,
// online once paid or switched to cash on delivery) and one low-stock mail per pack size and India day,
// however many orders race; without one, nothing. Run on PostgreSQL too (TEST_DATABASE_URL) for the race.
import { and, eq, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema.ts';
import { guestOrder, makeProduct, makeShopper, type Shopper } from '../test/shop-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { lowStockKey, NEW_ORDER_ALERT } from './staff-alerts.ts';

let t: TestApp;
let admin: Shopper;
const STAFF = 'orders@prime.example.in';

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeShopper(t.database.db, 'admin');
});
afterAll(() => t.close());

const settings = async (staff_email: string | null, low_stock_at = 5) => {
  const saved = await t.post(
    'admin/settings/save',
    { free_delivery_from: 499, delivery_charge: 49, cod_charge: 0, low_stock_at, staff_email },
    admin.auth,
  );
  expect(saved.status).toBe(200);
};

/** A COD (or online) order of `quantity` units of the product's one ₹499 pack. */
const order = async (productId: number, quantity = 1, overrides: Record<string, unknown> = {}) => {
  const placed = await t.post(
    'add/order',
    guestOrder([{ product_id: productId, quantity }], 499 * quantity, overrides),
  );
  expect(placed.status).toBe(200);
  return placed.body as { order_id: number; paymentLinkUrl: string | null };
};

const newOrderMails = (orderId: number) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.orderId, orderId), eq(mailOutbox.event, NEW_ORDER_ALERT)));
const lowStockMails = (packSizeId: number) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.orderId), like(mailOutbox.event, `low-stock:${packSizeId}:%`)));

describe('staff alerts', () => {
  it('sends nothing to staff without a staff address', async () => {
    await settings(null, 100);
    const product = await makeProduct(t.database.db, [{ grams: 50, mrp: 599, price: 499, stock: 10 }]);
    const { order_id } = await order(product.id, 2);
    expect(await newOrderMails(order_id)).toEqual([]);
    expect(await lowStockMails(product.packs[0]!)).toEqual([]);
  });

  it('mails staff once per confirmed order: cash on delivery at once, online when paid or switched to cash on delivery', async () => {
    await settings(STAFF, 0);
    const product = await makeProduct(t.database.db, [{ grams: 50, mrp: 599, price: 499, stock: 50 }], {
      name: 'Ceramide Cream',
    });
    const cod = await order(product.id, 2, { user_name: 'Kavya Menon' });
    const mails = await newOrderMails(cod.order_id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      recipient: STAFF,
      subject: `New order #${cod.order_id}: ₹998, cash on delivery`,
    });
    expect(mails[0]!.textBody).toContain('2 x Ceramide Cream (50 gm)');
    expect(mails[0]!.textBody).toContain('Kavya Menon');
    expect(mails[0]!.htmlBody).toContain(`/admin/orders/${cod.order_id}"`);

    const online = await order(product.id, 1, { payment_method: 'online' });
    expect(await newOrderMails(online.order_id)).toEqual([]);
    const paid = await t.app.inject({
      method: 'POST',
      url: online.paymentLinkUrl!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=success',
    });
    expect(paid.statusCode).toBe(303);
    expect(await newOrderMails(online.order_id)).toHaveLength(1);

    const switched = await order(product.id, 1, {
      payment_method: 'online',
      user_email: 'switch@example.in',
    });
    expect(await newOrderMails(switched.order_id)).toEqual([]);
    const access = (await t.post('admin/order/detail', { od_id: switched.order_id }, admin.auth)).body.data
      .od_access;
    expect((await t.post('order/cod', { access })).status).toBe(200);
    expect(await newOrderMails(switched.order_id)).toHaveLength(1);
    // Moving the order on announces nothing more.
    await t.post('admin/order/status', { od_id: cod.order_id, status: 'Shipped' }, admin.auth);
    expect(await newOrderMails(cod.order_id)).toHaveLength(1);
  });

  it('mails low stock once per pack size and India day, when an order leaves it at or below the level', async () => {
    await settings(STAFF, 10);
    const product = await makeProduct(t.database.db, [{ grams: 30, mrp: 599, price: 499, stock: 12 }], {
      name: 'Retinol Serum',
    });
    const pack = product.packs[0]!;
    await order(product.id, 1); // 11 left: above the level
    expect(await lowStockMails(pack)).toEqual([]);
    const second = await order(product.id, 1); // 10 left: at the level
    const mails = await lowStockMails(pack);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      recipient: STAFF,
      subject: 'Low stock: Retinol Serum 30 gm (10 left)',
      event: lowStockKey(pack, new Date()),
    });
    expect(mails[0]!.textBody).toContain(`after order #${second.order_id}`);
    await order(product.id, 2); // 8 left: the same day, no second mail
    expect(await lowStockMails(pack)).toHaveLength(1);

    // The next India day (yesterday's mail stands for it here) the pack size is reported again.
    await t.database.db
      .update(mailOutbox)
      .set({ event: `low-stock:${pack}:2000-01-01` })
      .where(eq(mailOutbox.id, mails[0]!.id));
    await order(product.id, 1);
    const again = await lowStockMails(pack);
    expect(again).toHaveLength(2);
    expect(again.map((mail) => mail.subject)).toContain('Low stock: Retinol Serum 30 gm (7 left)');
  });

  it('sends one low-stock mail and one mail per order when orders race for the last units', async () => {
    await settings(STAFF, 5);
    const product = await makeProduct(t.database.db, [{ grams: 50, mrp: 599, price: 499, stock: 10 }]);
    const pack = product.packs[0]!;
    const placed = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        t.post(
          'add/order',
          guestOrder([{ product_id: product.id, quantity: 1 }], 499, {
            user_email: `race${index}@example.in`,
          }),
        ),
      ),
    );
    const ids = placed
      .filter((answer) => answer.status === 200)
      .map((answer) => answer.body.order_id as number);
    expect(ids).toHaveLength(8);
    expect(await lowStockMails(pack)).toHaveLength(1);
    for (const id of ids) expect(await newOrderMails(id)).toHaveLength(1);
  });
});
