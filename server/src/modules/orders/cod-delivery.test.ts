// A delivery that failed and the parcel's way back (decision 0031): `Delivery failed` with its reason
// and attempt, the shopper's choice (audited, shown to staff), a reattempt, the return to the shop with
// stock, refund and credit note, one mail per event, the console's filters and the RTO summary; and a
// parcel with the courier never cancelled back into stock (issue 29, item 9).
import { codMessages, indiaDayOf, nextDay } from '@prime/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, taxDocuments } from '../../db/schema.ts';
import type { RefundRequest } from '../../payments/gateway.ts';
import { createSandboxGateway } from '../../payments/sandbox-gateway.ts';
import { smsTo } from '../../test/sms-helpers.ts';
import { openOrderDesk, type OrderDesk, type PlacedOrder } from '../../test/order-desk.ts';
import { stockOf, type Shopper } from '../../test/shop-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Shopper;
let desk: OrderDesk;
const refunds: RefundRequest[] = [];
beforeAll(async () => {
  const sandbox = createSandboxGateway();
  desk = await openOrderDesk({
    payments: {
      name: sandbox.name,
      createPaymentLink: (request) => sandbox.createPaymentLink(request),
      refund: async (request) => {
        refunds.push(request);
        return sandbox.refund(request);
      },
    },
  });
  ({ t, admin } = desk);
});
afterAll(() => t.close());

let mobile = 9822000000;
/** A guest's order of one serum and one cream, shipped; each with its own phone, email and pincode. */
async function shippedOrder(options: { online?: boolean; pincode?: string } = {}): Promise<PlacedOrder> {
  mobile += 1;
  const order = await desk.place({
    body: {
      payment_method: options.online ? 'online' : 'cod',
      user_mobile_no: String(mobile),
      user_email: `parcel${mobile}@example.in`,
      user_zipcode: options.pincode ?? '700016',
      // The state of the pincode, as the server checks (560001 is Bengaluru's).
      user_state: options.pincode === '560001' ? 'Karnataka' : 'West Bengal',
    },
  });
  if (options.online) {
    const paid = await t.app.inject({
      method: 'POST',
      url: order.answer.paymentLinkUrl as string,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=success',
    });
    expect(paid.statusCode).toBe(303);
  }
  const shipped = await t.post('admin/order/status', { od_id: order.id, status: 'Shipped' }, admin.auth);
  expect(shipped.status).toBe(200);
  return order;
}

const post = (path: string, body: Record<string, unknown>) => t.post(path, body, admin.auth);
const failed = (od_id: number, reason = 'Customer not available') =>
  post('admin/order/delivery-failed', { od_id, reason });
const statuses = (answer: { body: { data: { lines: { op_delivery_status: string }[] } } }) =>
  answer.body.data.lines.map((line) => line.op_delivery_status);
const mailsOf = (id: number, event: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.orderId, id), like(mailOutbox.event, event)));
const tomorrow = () => nextDay(indiaDayOf(new Date()));

describe('a failed delivery', () => {
  it('moves the parcel to Delivery failed with its reason, counts the attempt and mails the link', async () => {
    const order = await shippedOrder();
    const notShipped = await desk.place();
    expect((await failed(notShipped.id)).status).toBe(409);
    expect((await failed(order.id, 'Lost in transit')).status).toBe(400);
    const answer = await failed(order.id, 'phone unreachable');
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(codMessages.deliveryFailedRecorded);
    expect(statuses(answer)).toEqual(['Delivery failed', 'Delivery failed']);
    expect(answer.body.data).toMatchObject({
      od_delivery_attempts: 1,
      od_delivery_failed_reason: 'Phone unreachable',
      od_delivery_choice: null,
    });
    const [mail] = await mailsOf(order.id, 'delivery-failed%');
    expect(mail!.subject).toBe(`We could not deliver your PRIME order #${order.id}`);
    expect(mail!.htmlBody).toContain(`/orders/${order.access}`);
    // And by SMS to the order's mobile, with the link to choose what happens next.
    expect(smsTo(t.config.dataDir, String(mobile)).at(-1)!.text).toBe(
      `PRIME: we could not deliver your order #${order.id} today. Choose a new day or cancel here: ${t.config.publicUrl}/orders/${order.access}`,
    );
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'order.delivery_failed'));
    expect(audit.some((entry) => entry.target === `order:${order.id}`)).toBe(true);
    // The console lists it under its status.
    const listed = await post('admin/order/list', { status: 'delivery failed' });
    expect(listed.body.list.map((each: { od_id: number }) => each.od_id)).toContain(order.id);
  });

  it('takes the shopper’s choice by the order’s link: a reattempt within 7 days, with a phone and landmark', async () => {
    const order = await shippedOrder();
    const early = await t.post('order/delivery-choice', { access: order.access, choice: 'cancel' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(codMessages.choiceNotAsked);
    await failed(order.id);
    let far = indiaDayOf(new Date());
    for (let day = 0; day < 8; day += 1) far = nextDay(far);
    for (const [date, message] of [
      [undefined, codMessages.dateRequired],
      [far, codMessages.dateInvalid],
      ['2020-01-01', codMessages.dateInvalid],
    ] as const) {
      const refused = await t.post('order/delivery-choice', {
        access: order.access,
        choice: 'reattempt',
        date,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([{ field: 'date', message }]);
    }
    const badPhone = await t.post('order/delivery-choice', {
      access: order.access,
      choice: 'reattempt',
      date: tomorrow(),
      phone: '12345',
    });
    expect(badPhone.status).toBe(400);
    const chosen = await t.post('order/delivery-choice', {
      access: order.access,
      choice: 'reattempt',
      date: tomorrow(),
      phone: '+91 98111 22233',
      landmark: 'Opposite the temple',
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.message).toBe(codMessages.choiceSaved);
    const choice = {
      choice: 'reattempt',
      date: tomorrow(),
      phone: '9811122233',
      landmark: 'Opposite the temple',
    };
    expect(chosen.body.data.od_delivery_choice).toMatchObject(choice);
    const staff = (await post('admin/order/detail', { od_id: order.id })).body.data;
    expect(staff.od_delivery_choice).toMatchObject(choice);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'order.delivery_choice'));
    expect(audit).toMatchObject({ actorEmail: `parcel${mobile}@example.in`, target: `order:${order.id}` });

    // Staff send it out again: Out for Delivery, with a mail for the reattempt.
    await post('admin/order/status', { od_id: order.id, status: 'Out for Delivery' });
    const out = await post('admin/order/status', { od_id: order.id, status: 'Out for Delivery' });
    expect(statuses(out)).toEqual(['Out for Delivery', 'Out for Delivery']);
    expect(await mailsOf(order.id, 'out-for-delivery%')).toHaveLength(1);
    // A second failure counts a second attempt, asks again and mails again.
    const second = await failed(order.id, 'Address incomplete');
    expect(second.body.data).toMatchObject({ od_delivery_attempts: 2, od_delivery_choice: null });
    expect(await mailsOf(order.id, 'delivery-failed%')).toHaveLength(2);
    const failedSms = smsTo(t.config.dataDir, String(mobile)).filter((sms) =>
      sms.text.includes('could not deliver'),
    );
    expect(failedSms).toHaveLength(2);
    await post('admin/order/status', { od_id: order.id, status: 'Out for Delivery' });
    expect(await mailsOf(order.id, 'out-for-delivery%')).toHaveLength(2);
    const delivered = await post('admin/order/status', { od_id: order.id, status: 'Delivered' });
    expect(statuses(delivered)).toEqual(['Delivered', 'Delivered']);
  });

  it('never lets a parcel with the courier be cancelled back into stock (409)', async () => {
    const order = await shippedOrder();
    await post('admin/order/status', { od_id: order.id, status: 'Out for Delivery' });
    const before = await stockOf(t.database.db, desk.serum.packs[0]!);
    const line = await post('update/order-tracking', { op_id: order.lineIds[0], status: 'Cancelled' });
    expect(line.status).toBe(409);
    const named = await post('admin/order/status', {
      od_id: order.id,
      status: 'Cancelled',
      op_ids: [order.lineIds[0]],
    });
    expect(named.status).toBe(409);
    await failed(order.id);
    expect((await post('admin/order/status', { od_id: order.id, status: 'Cancelled' })).status).toBe(409);
    expect(
      (await post('update/order-tracking', { op_id: order.lineIds[1], status: 'Cancelled' })).status,
    ).toBe(409);
    expect(await stockOf(t.database.db, desk.serum.packs[0]!)).toBe(before);
  });
});

describe('the parcel returned to the shop', () => {
  it('cash on delivery: Returning, then Returned to seller with stock back and a credit note, no refund', async () => {
    const order = await shippedOrder();
    expect((await post('admin/order/rto', { od_id: order.id })).status).toBe(409);
    await failed(order.id, 'Customer refused');
    await t.post('order/delivery-choice', { access: order.access, choice: 'cancel' });
    const returning = await post('admin/order/rto', { od_id: order.id });
    expect(returning.status).toBe(200);
    expect(statuses(returning)).toEqual(['Returning to seller', 'Returning to seller']);
    expect(await mailsOf(order.id, 'returning-to-seller')).toHaveLength(1);
    const before = await stockOf(t.database.db, desk.serum.packs[0]!);
    refunds.length = 0;
    const back = await post('admin/order/rto-received', { od_id: order.id, restock: 1 });
    expect(back.status).toBe(200);
    expect(back.body.message).toBe(codMessages.rtoReceived);
    expect(statuses(back)).toEqual(['Returned to seller', 'Returned to seller']);
    expect(await stockOf(t.database.db, desk.serum.packs[0]!)).toBe(before + 1);
    expect(refunds).toEqual([]);
    expect(back.body.data.od_payment_status).toBe('cod');
    expect(back.body.data.od_credit_notes).toHaveLength(1);
    const notes = await t.database.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, order.id));
    const invoice = notes.find((note) => note.kind === 'invoice')!;
    const credit = notes.find((note) => note.kind === 'credit_note')!;
    expect(credit.totalPaise).toBe(invoice.totalPaise);
    expect(await mailsOf(order.id, 'returned-to-seller')).toHaveLength(1);
    expect((await post('admin/order/rto-received', { od_id: order.id, restock: 1 })).status).toBe(409);
    expect(await stockOf(t.database.db, desk.serum.packs[0]!)).toBe(before + 1);
  });

  it('paid online: refunded through the gateway, the stock kept when not restocked', async () => {
    const order = await shippedOrder({ online: true });
    await failed(order.id);
    await post('admin/order/rto', { od_id: order.id });
    const before = await stockOf(t.database.db, desk.serum.packs[0]!);
    refunds.length = 0;
    const back = await post('admin/order/rto-received', { od_id: order.id, restock: 0 });
    expect(back.status).toBe(200);
    expect(refunds).toEqual([expect.objectContaining({ amountPaise: 79_800 })]);
    expect(back.body.data.od_payment_status).toBe('refunded');
    expect(await stockOf(t.database.db, desk.serum.packs[0]!)).toBe(before);
    const [mail] = await mailsOf(order.id, 'returned-to-seller');
    expect(mail!.textBody).toContain('₹798 has been refunded');
  });

  it('adds up in the console’s RTO summary, by pincode and by payment method', async () => {
    const delivered = await shippedOrder({ pincode: '560001' });
    await post('admin/order/status', { od_id: delivered.id, status: 'Delivered' });
    const returned = await shippedOrder({ pincode: '560001' });
    await failed(returned.id);
    await post('admin/order/rto', { od_id: returned.id });
    const summary = await post('admin/rto/summary', { days: 30 });
    expect(summary.status).toBe(200);
    const data = summary.body.data;
    expect(data.rate).toBeCloseTo(data.returned / data.shipped, 4);
    expect(data.by_pincode).toContainEqual({ pincode: '560001', shipped: 2, returned: 1 });
    const cod = data.by_payment.find((row: { method: string }) => row.method === 'cod');
    expect(cod.returned).toBeGreaterThanOrEqual(2);
    expect(data.returned).toBe(
      data.by_payment.reduce((sum: number, row: { returned: number }) => sum + row.returned, 0),
    );
    expect((await post('admin/rto/summary', { days: 366 })).status).toBe(400);
    expect((await t.post('admin/rto/summary', { days: 30 })).status).toBe(401);
  });
});
