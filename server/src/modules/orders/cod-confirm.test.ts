// Confirming cash-on-delivery orders (decision 0031): with `cod_confirm_hours` set an order waits in
// `Awaiting confirmation` without an invoice; the shopper's CONFIRM ORDER (by link or token) or staff's
// confirmation by phone confirms it once, with its invoice; a cancelled one cannot be; and the job
// cancels those left unconfirmed, stock back and one mail, once however many processes run it. Time is
// moved by the job's `at`, or by writing the deadline in the past, never by waiting.
import { codMessages } from '@prime/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, orders, taxDocuments } from '../../db/schema.ts';
import { readOutbox } from '../../test/account-helpers.ts';
import { smsTo } from '../../test/sms-helpers.ts';
import { openOrderDesk, type OrderDesk } from '../../test/order-desk.ts';
import { makeShopper, stockOf, type Shopper } from '../../test/shop-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';
import { cancelUnconfirmedOrders, startUnconfirmedOrdersJob } from './cod-confirm-expiry.ts';

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
beforeEach(async () => {
  await t.post('admin/settings/save', { ...CHARGES, cod_confirm_hours: 2 }, admin.auth);
});

const HOUR = 60 * 60 * 1000;
let mobile = 9811000000;
/** A guest's cash-on-delivery order of one serum and one cream, each with its own phone and email. */
const place = (shopper?: Shopper) => {
  mobile += 1;
  return desk.place({
    shopper,
    body: { user_mobile_no: String(mobile), user_email: `confirm${mobile}@example.in` },
  });
};
const detail = async (id: number) =>
  (await t.post('admin/order/detail', { od_id: id }, admin.auth)).body.data;
const statuses = async (id: number) =>
  (await detail(id)).lines.map((line: { op_delivery_status: string }) => line.op_delivery_status);
const invoicesOf = (id: number) =>
  t.database.db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, id), eq(taxDocuments.kind, 'invoice')));
const mailsOf = (id: number, event: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.orderId, id), like(mailOutbox.event, event)));
const stocks = async () => [
  await stockOf(t.database.db, desk.serum.packs[0]!),
  await stockOf(t.database.db, desk.cream.packs[0]!),
];

describe('an order waiting for confirmation', () => {
  it('starts in Awaiting confirmation, without an invoice, and mails the link to confirm it', async () => {
    const order = await place();
    expect(await statuses(order.id)).toEqual(['Awaiting confirmation', 'Awaiting confirmation']);
    const shown = await detail(order.id);
    expect(shown.od_invoice_no).toBeNull();
    expect(Date.parse(shown.od_confirm_by) - Date.now()).toBeGreaterThan(1.9 * HOUR);
    expect(await mailsOf(order.id, 'placed')).toHaveLength(0);
    const [mail] = await mailsOf(order.id, 'awaiting-confirmation');
    expect(mail!.subject).toBe(`Please confirm your PRIME order #${order.id}`);
    expect(mail!.htmlBody).toContain(`/orders/${order.access}`);
    expect(mail!.textBody).toContain('CONFIRM ORDER');
    // The same link by SMS, and no "placed" SMS before it is confirmed.
    expect(smsTo(t.config.dataDir, String(mobile)).map((sms) => sms.text)).toEqual([
      `PRIME: your order #${order.id} of Rs 798 (cash on delivery) is placed. Please confirm it here: ${t.config.publicUrl}/orders/${order.access}`,
    ]);
  });

  it('is confirmed by its link once: lines Order confirmed, the invoice issued, one mail', async () => {
    const order = await place();
    const confirmed = await t.post('order/confirm', { access: order.access });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ result: true, message: codMessages.confirmed });
    expect(confirmed.body.data).toMatchObject({ od_id: order.id, od_confirm_by: null });
    expect(confirmed.body.data.od_invoice_no).toMatch(/^PRM\/\d{4}-\d{2}\/\d{6}$/);
    expect(confirmed.body.data.notes).toBeUndefined();
    expect(await statuses(order.id)).toEqual(['Order confirmed', 'Order confirmed']);
    const again = await t.post('order/confirm', { access: order.access });
    expect(again.status).toBe(200);
    expect(again.body.data.od_invoice_no).toBe(confirmed.body.data.od_invoice_no);
    expect(await invoicesOf(order.id)).toHaveLength(1);
    expect(await mailsOf(order.id, 'confirmed')).toHaveLength(1);
    expect((await t.post('order/confirm', { access: 'no-such-order' })).status).toBe(404);
    const online = await desk.place({
      body: { payment_method: 'online', user_email: 'confirm.online@example.in' },
    });
    const unpaid = await t.post('order/confirm', { access: online.access });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.message).toBe('This order is waiting for payment.');
  });

  it('is confirmed by its owner’s token, not by another shopper’s', async () => {
    const owner = await makeShopper(t.database.db);
    const order = await place(owner);
    const stranger = await makeShopper(t.database.db);
    expect((await t.post('order/confirm', { od_id: order.id }, stranger.auth)).status).toBe(404);
    expect((await t.post('order/confirm', { od_id: order.id })).status).toBe(401);
    expect((await t.post('order/confirm', { od_id: order.id }, owner.auth)).status).toBe(200);
  });

  it('is confirmed by staff by phone, audited, with the shopper’s phone in the console', async () => {
    const order = await place();
    expect((await detail(order.id)).user_mobile_no).toBe(String(mobile));
    const shopper = await makeShopper(t.database.db);
    expect((await t.post('admin/order/confirm', { od_id: order.id }, shopper.auth)).status).toBe(403);
    const confirmed = await t.post('admin/order/confirm', { od_id: order.id }, admin.auth);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.lines[0].op_delivery_status).toBe('Order confirmed');
    expect(confirmed.body.data.notes).toEqual([]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `order:${order.id}`));
    expect(audit.map((entry) => entry.action)).toEqual(['order.confirm']);
    expect((await t.post('admin/order/confirm', { od_id: order.id }, admin.auth)).status).toBe(200);
    expect(
      await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `order:${order.id}`)),
    ).toHaveLength(1);
  });

  it('cannot be moved on, nor confirmed once cancelled (409)', async () => {
    const order = await place();
    const packing = await t.post('admin/order/status', { od_id: order.id, status: 'Packing' }, admin.auth);
    expect(packing.status).toBe(409);
    expect(packing.body.message).toBe(codMessages.awaitingConfirmation);
    const cancelled = await t.post(
      'admin/order/status',
      { od_id: order.id, status: 'Cancelled' },
      admin.auth,
    );
    expect(cancelled.status).toBe(200);
    const late = await t.post('order/confirm', { access: order.access });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This order can no longer be confirmed.');
    expect((await t.post('admin/order/confirm', { od_id: order.id }, admin.auth)).status).toBe(409);
  });

  it('confirmed as placed when the shop asks no confirmation (the demo shop)', async () => {
    await t.post('admin/settings/save', { ...CHARGES, cod_confirm_hours: null }, admin.auth);
    const order = await place();
    expect(await statuses(order.id)).toEqual(['Order confirmed', 'Order confirmed']);
    expect((await detail(order.id)).od_invoice_no).not.toBeNull();
    expect(await mailsOf(order.id, 'placed')).toHaveLength(1);
  });
});

describe('orders left unconfirmed', () => {
  it('are cancelled after cod_confirm_hours with their stock back and one mail, once', async () => {
    // The earlier cases' orders left waiting go first.
    await cancelUnconfirmedOrders(t.database.db, new Date(Date.now() + 3 * HOUR));
    const before = await stocks();
    const late = await place();
    const confirmedInTime = await place();
    await t.post('order/confirm', { access: confirmedInTime.access });
    expect(await stocks()).toEqual([before[0]! - 2, before[1]! - 2]);

    expect(await cancelUnconfirmedOrders(t.database.db, new Date(Date.now() + HOUR))).toEqual([]);
    // Two runs at once, as two processes would: each order is cancelled once.
    const runs = await Promise.all([
      cancelUnconfirmedOrders(t.database.db, new Date(Date.now() + 3 * HOUR)),
      cancelUnconfirmedOrders(t.database.db, new Date(Date.now() + 3 * HOUR)),
    ]);
    expect(runs.flat().filter((id) => id === late.id)).toHaveLength(1);
    expect(runs.flat()).not.toContain(confirmedInTime.id);
    expect(await statuses(late.id)).toEqual(['Cancelled', 'Cancelled']);
    expect(await statuses(confirmedInTime.id)).toEqual(['Order confirmed', 'Order confirmed']);
    expect(await stocks()).toEqual([before[0]! - 1, before[1]! - 1]);
    expect(await mailsOf(late.id, 'cancelled')).toHaveLength(1);
    const mail = readOutbox(t.config.dataDir).find(
      (each) => each.subject === `Your PRIME order #${late.id} has been cancelled`,
    );
    expect(mail?.raw).toContain('because it was not confirmed in time');
    expect((await detail(late.id)).od_cancel_reason).toBe('Not confirmed in time');
    expect(await cancelUnconfirmedOrders(t.database.db, new Date(Date.now() + 3 * HOUR))).toEqual([]);
  });

  it('are cancelled by a process started after their deadline, at its first pass', async () => {
    const order = await place();
    await t.database.db
      .update(orders)
      .set({ confirmBy: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, order.id));
    const job = startUnconfirmedOrdersJob(t.database.db, { log: { info() {}, error() {} } });
    await job.runOnce();
    await job.stop();
    expect(await statuses(order.id)).toEqual(['Cancelled', 'Cancelled']);
  });
});
