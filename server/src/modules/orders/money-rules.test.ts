// The money rules the earlier suites let through when broken one at a time (issue 29, item 36): a
// line's credit note on an order with delivery and cash-on-delivery charges (the charges come back
// only with the last line), a coupon's minimum judged on the items (not with delivery), stock after a
// refused return, and a couponed order's partial return refunding the line less its discount share.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxDocuments } from '../../db/schema.ts';
import type { DocumentDetails } from '../../gst/issue.ts';
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
let admin: Shopper;
let gel: TestProduct;
let tonic: TestProduct;
let balm: TestProduct;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeShopper(t.database.db, 'admin');
  gel = await makeProduct(t.database.db, [{ grams: 100, mrp: 199, price: 150, stock: 50 }], {
    name: 'Aloe Gel',
  });
  tonic = await makeProduct(t.database.db, [{ grams: 100, mrp: 249, price: 200, stock: 50 }], {
    name: 'Rose Tonic',
  });
  balm = await makeProduct(t.database.db, [{ grams: 15, mrp: 499, price: 460, stock: 50 }], {
    name: 'Lip Balm',
  });
  const saved = await t.post(
    'admin/settings/save',
    { free_delivery_from: 499, delivery_charge: 49, cod_charge: 30, low_stock_at: 0, staff_email: null },
    admin.auth,
  );
  expect(saved.status).toBe(200);
});
afterAll(() => t.close());

/** A cash order of a gel (₹150) and a tonic (₹200): ₹350 + ₹49 delivery + ₹30 cash on delivery. */
async function chargedOrder(extra: Record<string, unknown> = {}) {
  const lines = [
    { product_id: gel.id, quantity: 1 },
    { product_id: tonic.id, quantity: 1 },
  ];
  const quote = await t.post('order/quote', { product_details: lines, payment_method: 'cod', ...extra });
  expect(quote.body.data).toMatchObject({ delivery_charge: 49, cod_charge: 30 });
  const placed = await t.post('add/order', guestOrder(lines, quote.body.data.amount, extra));
  expect(placed.status).toBe(200);
  const id: number = placed.body.order_id;
  const detail = (await t.post('admin/order/detail', { od_id: id }, admin.auth)).body.data;
  return { id, lineIds: detail.lines.map((line: { op_id: number }) => line.op_id) as number[] };
}

async function documentsOf(orderId: number) {
  const rows = await t.database.db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.orderId, orderId))
    .orderBy(asc(taxDocuments.id));
  return rows.map((row) => ({
    kind: row.kind,
    totalPaise: row.totalPaise,
    rows: (row.details as DocumentDetails).rows.map((each) => (each.opId !== null ? each.opId : each.charge)),
  }));
}
const sold = (documents: Awaited<ReturnType<typeof documentsOf>>) =>
  documents.reduce((sum, doc) => sum + (doc.kind === 'invoice' ? doc.totalPaise : -doc.totalPaise), 0);

describe('credit notes of an order with delivery and cash-on-delivery charges', () => {
  it('takes back one cancelled line alone, and the charges with the last line: nothing left sold', async () => {
    const { id, lineIds } = await chargedOrder();
    const cancel = (op_id: number) =>
      t.post('update/order-tracking', { op_id, status: 'Cancelled' }, admin.auth);
    expect((await cancel(lineIds[0]!)).status).toBe(200);
    let documents = await documentsOf(id);
    expect(documents[0]!.totalPaise).toBe(42_900);
    expect(documents[1]).toEqual({ kind: 'credit_note', totalPaise: 15_000, rows: [lineIds[0]] });

    expect((await cancel(lineIds[1]!)).status).toBe(200);
    documents = await documentsOf(id);
    expect(documents).toHaveLength(3);
    expect(documents[2]!.rows).toEqual([lineIds[1], 'delivery', 'cod']);
    expect(sold(documents)).toBe(0);
  });

  it('takes back a returned line alone: the charges stay sold', async () => {
    const { id, lineIds } = await chargedOrder();
    expect((await t.post('admin/order/status', { od_id: id, status: 'Delivered' }, admin.auth)).status).toBe(
      200,
    );
    const order = (await t.post('admin/order/detail', { od_id: id }, admin.auth)).body.data;
    const asked = await t.post('add/return', {
      access: order.od_access,
      op_ids: [lineIds[1]],
      reason: 'Leaking',
      refund_to: 'meera@okbank',
    });
    expect(asked.status).toBe(200);
    const rq_id = asked.body.rq_id;
    expect((await t.post('admin/return/decide', { rq_id, approve: 1, note: '' }, admin.auth)).status).toBe(
      200,
    );
    const received = await t.post(
      'admin/return/receive',
      { rq_id, restock: 1, payout_reference: 'UPI-REF-1' },
      admin.auth,
    );
    expect(received.status).toBe(200);
    expect(received.body.data.refund_amount).toBe(200);
    const documents = await documentsOf(id);
    expect(documents[1]).toEqual({ kind: 'credit_note', totalPaise: 20_000, rows: [lineIds[1]] });
    expect(sold(documents)).toBe(22_900);
  });
});

describe('a coupon’s minimum', () => {
  it('is judged on the items, not on the total with delivery: ₹460 of a ₹500 minimum', async () => {
    const coupon = await t.post(
      'admin/coupon/save',
      {
        code: 'MIN500',
        kind: 'flat',
        value: 50,
        min_amount: 500,
        first_order_only: 0,
        max_uses: null,
        starts_at: null,
        ends_at: null,
        active: 1,
      },
      admin.auth,
    );
    expect(coupon.status).toBe(200);
    const lines = [{ product_id: balm.id, quantity: 1 }];
    const quote = await t.post('order/quote', { product_details: lines, coupon_code: 'MIN500' });
    expect(quote.body.data).toMatchObject({
      subtotal: 460,
      discount: 0,
      delivery_charge: 49,
      cod_charge: 30,
      amount: 539,
      coupon_message: 'Add ₹40 more to use this coupon.',
    });
    const placed = await t.post('add/order', guestOrder(lines, 539, { coupon_code: 'MIN500' }));
    expect(placed.status).toBe(409);
    expect(placed.body.message).toBe('Add ₹40 more to use this coupon.');
  });
});

describe('returns and stock', () => {
  it('leaves the stock as it was when a return is refused', async () => {
    const { id, lineIds } = await chargedOrder();
    await t.post('admin/order/status', { od_id: id, status: 'Delivered' }, admin.auth);
    const order = (await t.post('admin/order/detail', { od_id: id }, admin.auth)).body.data;
    const before = await stockOf(t.database.db, gel.packs[0]!);
    const asked = await t.post('add/return', {
      access: order.od_access,
      op_ids: [lineIds[0]],
      reason: 'Changed my mind',
      refund_to: 'meera@okbank',
    });
    expect(asked.status).toBe(200);
    const refused = await t.post(
      'admin/return/decide',
      { rq_id: asked.body.rq_id, approve: 0, note: 'Opened' },
      admin.auth,
    );
    expect(refused.status).toBe(200);
    expect(await stockOf(t.database.db, gel.packs[0]!)).toBe(before);
  });

  it('refunds a couponed order’s returned line at its price less its share of the discount', async () => {
    const coupon = await t.post(
      'admin/coupon/save',
      {
        code: 'TENOFF',
        kind: 'percent',
        value: 10,
        min_amount: 0,
        first_order_only: 0,
        max_uses: null,
        starts_at: null,
        ends_at: null,
        active: 1,
      },
      admin.auth,
    );
    expect(coupon.status).toBe(200);
    // ₹150 + ₹200 = ₹350, 10 % off: ₹35, of which the tonic's share is ₹20.
    const { id, lineIds } = await chargedOrder({ coupon_code: 'TENOFF' });
    await t.post('admin/order/status', { od_id: id, status: 'Delivered' }, admin.auth);
    const order = (await t.post('admin/order/detail', { od_id: id }, admin.auth)).body.data;
    expect(order.od_discount).toBe(35);
    const asked = await t.post('add/return', {
      access: order.od_access,
      op_ids: [lineIds[1]],
      reason: 'Leaking',
      refund_to: 'meera@okbank',
    });
    const rq_id = asked.body.rq_id;
    await t.post('admin/return/decide', { rq_id, approve: 1, note: '' }, admin.auth);
    const received = await t.post(
      'admin/return/receive',
      { rq_id, restock: 1, payout_reference: 'UPI-2' },
      admin.auth,
    );
    expect(received.body.data.refund_amount).toBe(180);
    const after = (await t.post('admin/order/detail', { od_id: id }, admin.auth)).body.data;
    expect(after.od_refunds).toEqual([
      { amount: 180, reference: 'UPI-2', at: expect.any(String), reason: `Return #${rq_id}` },
    ]);
  });
});
