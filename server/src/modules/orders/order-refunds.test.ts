// Every refund of an order is recorded (amount, gateway reference, time, what it paid back), added up,
// mailed and shown: a paid online order cancelled line by line, a whole cancellation, and what a
// partly cancelled cash-on-delivery order then tells the shopper to keep ready (issue 29, items 1, 5).
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders } from '../../db/schema.ts';
import type { PaymentGateway, RefundRequest } from '../../payments/gateway.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  guestOrder,
  makeProduct,
  makeShopper,
  type Shopper,
  type TestProduct,
} from '../../test/shop-fixtures.ts';

let t: TestApp;
let admin: Shopper;
let serum: TestProduct;
let cream: TestProduct;
let gel: TestProduct;
const refunds: RefundRequest[] = [];
const gateway: PaymentGateway = {
  name: 'sandbox',
  async createPaymentLink(request) {
    return { url: `/pay/sandbox/${request.reference}` };
  },
  async refund(request) {
    refunds.push(request);
    return { refundId: `rfnd_${refunds.length}` };
  },
};

beforeAll(async () => {
  t = await createTestApp({}, { payments: gateway });
  admin = await makeShopper(t.database.db, 'admin');
  serum = await makeProduct(t.database.db, [{ grams: 30, mrp: 499, price: 399, stock: 100 }], {
    name: 'Vitamin C Serum',
  });
  cream = await makeProduct(t.database.db, [{ grams: 50, mrp: 700, price: 600, stock: 100 }], {
    name: 'Ceramide Cream',
  });
  gel = await makeProduct(t.database.db, [{ grams: 100, mrp: 349, price: 299, stock: 100 }], {
    name: 'Aloe Gel',
  });
});
afterAll(() => t.close());

/** A shopper's order of 2 serums (₹798), a cream (₹600) and a gel (₹299): ₹1,697, its line ids. */
async function placeThreeLines(shopper: Shopper, payment_method: 'cod' | 'online') {
  const placed = await t.post(
    'add/order',
    guestOrder(
      [
        { product_id: serum.id, quantity: 2 },
        { product_id: cream.id, quantity: 1 },
        { product_id: gel.id, quantity: 1 },
      ],
      1697,
      { payment_method, u_id: shopper.id },
    ),
    shopper.auth,
  );
  expect(placed.status).toBe(200);
  const orderId: number = placed.body.order_id;
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  if (payment_method === 'online') {
    const reference = placed.body.paymentLinkUrl.split('/').at(-1);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/pay/sandbox/${reference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=success',
    });
    expect(paid.statusCode).toBe(303);
  }
  const view = await t.post('order/view', { access: row!.access });
  const lineIds: number[] = view.body.data.lines.map((line: { op_id: number }) => line.op_id);
  return { orderId, access: row!.access, lineIds };
}

const cancelLine = (shopper: Shopper, op_id: number) =>
  t.post('update/order-tracking', { op_id, status: 'Cancelled' }, shopper.auth);
const mailsOf = (orderId: number) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId)).orderBy(asc(mailOutbox.id));

describe('a paid online order cancelled line by line', () => {
  it('records, adds up, mails and shows every refund, to the shopper and to staff', async () => {
    const shopper = await makeShopper(t.database.db);
    const { orderId, access, lineIds } = await placeThreeLines(shopper, 'online');
    refunds.length = 0;

    expect((await cancelLine(shopper, lineIds[0]!)).status).toBe(200);
    const afterFirst = (await t.post('order/view', { access })).body.data;
    expect(afterFirst).toMatchObject({ od_amount: 899, od_refunded: 798, od_payment_status: 'paid' });
    expect(afterFirst.od_refunds).toEqual([
      {
        amount: 798,
        reference: 'rfnd_1',
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        reason: 'Item cancelled: Vitamin C Serum (30 gm)',
      },
    ]);
    const firstMails = (await mailsOf(orderId)).filter((mail) => mail.event?.startsWith('item-cancelled'));
    expect(firstMails).toHaveLength(1);
    expect(firstMails[0]!.subject).toBe(`An item of your PRIME order #${orderId} has been cancelled`);
    expect(firstMails[0]!.textBody).toContain('2 x Vitamin C Serum (30 gm) has been cancelled');
    expect(firstMails[0]!.textBody).toContain('₹798 has been refunded');

    expect((await cancelLine(shopper, lineIds[1]!)).status).toBe(200);
    expect((await cancelLine(shopper, lineIds[2]!)).status).toBe(200);
    expect(refunds.map((refund) => refund.amountPaise)).toEqual([79_800, 60_000, 29_900]);

    const lines = (await t.post('list/order', {}, shopper.auth)).body.list;
    expect(lines[0]).toMatchObject({ od_refunded: 1697, od_payment_status: 'refunded' });
    expect(lines[0].od_refunds.map((refund: { amount: number }) => refund.amount)).toEqual([798, 600, 299]);
    expect(lines[0].od_refunds.map((refund: { reference: string }) => refund.reference)).toEqual([
      'rfnd_1',
      'rfnd_2',
      'rfnd_3',
    ]);

    const mails = await mailsOf(orderId);
    expect(mails.map((mail) => mail.event)).toEqual([
      'awaiting-payment',
      'paid',
      `item-cancelled:${lineIds[0]}`,
      `item-cancelled:${lineIds[1]}`,
      'cancelled',
    ]);
    expect(mails[3]!.textBody).toContain('₹600 has been refunded');
    expect(mails[4]!.textBody).toContain('₹299 is being refunded');

    const detail = (await t.post('admin/order/detail', { od_id: orderId }, admin.auth)).body.data;
    expect(detail.od_refunded).toBe(1697);
    const said = detail.timeline.map((entry: { what: string }) => entry.what);
    expect(said).toContain('Refunded ₹798: Item cancelled: Vitamin C Serum (30 gm) (reference rfnd_1)');
    expect(said).toContain('Refunded ₹299: Item cancelled: Aloe Gel (100 gm) (reference rfnd_3)');

    const csv = await t.app.inject({
      method: 'GET',
      url: `/prime/admin/order/export?search=${orderId}`,
      headers: admin.auth,
    });
    const firstRow = csv.body.split('\r\n')[1]!;
    expect(firstRow).toContain(',1697,');
  });

  it('records the refund of a whole paid order cancelled at once', async () => {
    const shopper = await makeShopper(t.database.db);
    const { access } = await placeThreeLines(shopper, 'online');
    const view = (await t.post('order/view', { access })).body.data;
    expect((await t.post('cancel-order', { od_id: view.od_id, reason: '' }, shopper.auth)).status).toBe(200);
    const after = (await t.post('order/view', { access })).body.data;
    expect(after.od_refunded).toBe(1697);
    expect(after.od_refunds).toEqual([
      {
        amount: 1697,
        reference: expect.stringMatching(/^rfnd_/),
        at: expect.any(String),
        reason: 'Order cancelled',
      },
    ]);
  });
});

describe('a cash-on-delivery order cancelled in part', () => {
  it('mails the cancelled line and the amount now due, and records no refund', async () => {
    const shopper = await makeShopper(t.database.db);
    const { orderId, access, lineIds } = await placeThreeLines(shopper, 'cod');
    expect((await cancelLine(shopper, lineIds[0]!)).status).toBe(200);
    const mails = (await mailsOf(orderId)).filter((mail) => mail.event === `item-cancelled:${lineIds[0]}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('Please keep ₹899 ready when it arrives.');
    expect(mails[0]!.textBody).not.toContain('refunded');
    expect(mails[0]!.textBody).toContain('Total: ₹899');
    const view = (await t.post('order/view', { access })).body.data;
    expect(view).toMatchObject({ od_amount: 899, od_refunded: 0, od_refunds: [] });
  });

  it('shows a staff-cancelled order’s mail with its items’ subtotal, not ₹0', async () => {
    const { orderId } = await placeThreeLines(await makeShopper(t.database.db), 'cod');
    expect((await t.post('cancel-order', { od_id: orderId, reason: '' }, admin.auth)).status).toBe(200);
    const [mail] = (await mailsOf(orderId)).filter((one) => one.event === 'cancelled');
    expect(mail!.textBody).toContain('Subtotal: ₹1,697');
    expect(mail!.textBody).toContain('Total: ₹1,697');
  });
});
