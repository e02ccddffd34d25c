// Order SMS: one per event to the order's mobile, each with the order's link, read from
// DATA_DIR/sms/; and their outbox: an SMS the provider refuses is kept and sent later, also by a sender
// started afresh (a restart), and never twice.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, smsOutbox } from '../db/schema.ts';
import { openOrderDesk, type OrderDesk } from '../test/order-desk.ts';
import { guestOrder, makeProduct } from '../test/shop-fixtures.ts';
import { smsTo } from '../test/sms-helpers.ts';
import { createTestApp } from '../test/test-app.ts';
import { orderSmsInsert, startSmsOutbox } from './outbox.ts';
import type { SmsMessage, SmsSender } from './sender.ts';

let desk: OrderDesk;
beforeAll(async () => {
  desk = await openOrderDesk();
});
afterAll(() => desk.t.close());

let sequence = 0;
const freshMobile = () => `8${String(300_000_000 + (sequence += 1) * 104_729).slice(-9)}`;

describe('order SMS', () => {
  it('tells of a cash-on-delivery order placed, shipped with courier and AWB, and out for delivery, once each', async () => {
    const mobile = freshMobile();
    const order = await desk.place({ body: { user_mobile_no: `+91 ${mobile}` } });
    const link = `${desk.t.config.publicUrl}/orders/${order.access}`;
    const [placed] = smsTo(desk.t.config.dataDir, mobile);
    expect(placed!.text).toBe(
      `PRIME: your order #${order.id} of Rs 798 is placed (cash on delivery). See it here: ${link}`,
    );

    const ship = { od_id: order.id, courier: 'Delhivery', awb: '1234567890123' };
    expect((await desk.t.post('admin/order/ship', ship, desk.admin.auth)).status).toBe(200);
    const status = { od_id: order.id, status: 'Out for Delivery' };
    expect((await desk.t.post('admin/order/status', status, desk.admin.auth)).status).toBe(200);
    expect((await desk.t.post('admin/order/status', status, desk.admin.auth)).status).toBe(200);

    const texts = smsTo(desk.t.config.dataDir, mobile).map((sms) => sms.text);
    expect(texts).toEqual([
      placed!.text,
      `PRIME: your order #${order.id} has shipped with Delhivery, AWB 1234567890123. Track it here: ${link}`,
      `PRIME: your order #${order.id} is out for delivery today. Please keep Rs 798 ready. See it here: ${link}`,
    ]);
    for (const text of texts) expect(text.length).toBeLessThanOrEqual(3 * 153);
  });

  it('tells of an online order once it is paid, not while it waits for payment', async () => {
    const mobile = freshMobile();
    const order = await desk.place({ body: { user_mobile_no: mobile, payment_method: 'online' } });
    expect(smsTo(desk.t.config.dataDir, mobile)).toHaveLength(0);
    const reference = String(order.answer.paymentLinkUrl).split('/').pop()!;
    const paid = await desk.t.app.inject({
      method: 'POST',
      url: `/pay/sandbox/${reference}`,
      payload: 'outcome=success',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(303);
    await desk.t.post('list/faq');
    const texts = smsTo(desk.t.config.dataDir, mobile).map((sms) => sms.text);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(
      new RegExp(`^PRIME: your order #${order.id} of Rs 798 is placed\\. See it here: `),
    );
  });
});

describe('the SMS outbox', () => {
  it('keeps an SMS the provider refuses, sends it later and after a restart, once', async () => {
    const sent: SmsMessage[] = [];
    let up = false;
    const provider: SmsSender = {
      async send(message) {
        if (!up) throw new Error('provider down');
        sent.push(message);
      },
    };
    const t = await createTestApp({}, { sms: provider, mailRetryMs: 60 * 60_000 });
    try {
      const product = await makeProduct(t.database.db);
      const mobile = freshMobile();
      const placed = await t.post(
        'add/order',
        guestOrder([{ product_id: product.id, quantity: 1 }], 499, { user_mobile_no: mobile }),
      );
      expect(placed.status).toBe(200);
      const [kept] = await t.database.db
        .select()
        .from(smsOutbox)
        .where(eq(smsOutbox.orderId, placed.body.order_id));
      expect(kept).toMatchObject({ sentAt: null, attempts: 1, recipient: mobile, event: 'placed' });
      expect(kept!.lastError).toContain('provider down');

      // A restart: a sender started afresh over the same database, once the provider is back.
      up = true;
      await t.database.db.update(smsOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
      const restarted = startSmsOutbox(t.database.db, provider, { error() {} }, { pollMs: 60_000 });
      await restarted.settled();
      await restarted.stop();
      expect(sent.map((message) => message.to)).toEqual([mobile]);
      const [after] = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.id, kept!.id));
      expect(after!.sentAt).not.toBeNull();

      // Queued again for the same order and event: nothing new.
      const [order] = await t.database.db.select().from(orders).where(eq(orders.id, placed.body.order_id));
      expect(await orderSmsInsert(t.database.db, t.config.publicUrl, order!, 'placed')).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
