// The order mails as a shopper receives them: one per event per order (never one per line), each with
// the order's number, lines, amounts and a real link to its page, in HTML and in plain text.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders, payments } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import {
  guestOrder,
  makeProduct,
  makeShopper,
  type Shopper,
  type TestProduct,
} from '../test/shop-fixtures.ts';

const SHOP = 'https://prime.example.in';
let t: TestApp;
let admin: Shopper;
let serum: TestProduct;
let cream: TestProduct;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: SHOP });
  admin = await makeShopper(t.database.db, 'admin');
  serum = await makeProduct(t.database.db, [{ grams: 30, mrp: 799, price: 649.5, stock: 100 }], {
    name: 'Vitamin C Serum',
  });
  cream = await makeProduct(t.database.db, [{ grams: 100, mrp: 500, price: 450, stock: 100 }], {
    name: 'Ceramide Cream',
  });
});
afterAll(() => t.close());

const asAdmin = () => admin.auth;

async function placeTwoLines(overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const placed = await t.post(
    'add/order',
    guestOrder(
      [
        { product_id: serum.id, quantity: 2 },
        { product_id: cream.id, quantity: 1 },
      ],
      1749,
      overrides,
    ),
    headers,
  );
  expect(placed.status).toBe(200);
  const orderId: number = placed.body.order_id;
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  const lines = (await t.post('order/view', { access: order!.access })).body.data.lines;
  return { orderId, access: order!.access, lineIds: lines.map((line: { op_id: number }) => line.op_id) };
}

/** The mails of an order as kept in the outbox, oldest first. */
const mailsOf = (orderId: number) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId)).orderBy(asc(mailOutbox.id));

const move = (opId: number, status: string) =>
  t.post('update/order-tracking', { op_id: opId, status }, asAdmin());

describe('one mail per event per order', () => {
  it('an admin moving a 2-line order to Shipped line by line sends one "shipped" mail for it', async () => {
    const { orderId, lineIds } = await placeTwoLines({ user_email: 'two.lines@example.in' });
    for (const opId of lineIds) expect((await move(opId, 'Shipped')).status).toBe(200);
    for (const opId of lineIds) expect((await move(opId, 'Delivered')).status).toBe(200);
    const mails = await mailsOf(orderId);
    expect(mails.map((mail) => [mail.event, mail.subject])).toEqual([
      ['placed', `Your PRIME order #${orderId}`],
      ['shipped', `Your PRIME order #${orderId} has shipped`],
      ['delivered', `Your PRIME order #${orderId} has been delivered`],
    ]);
    expect(mails.every((mail) => mail.recipient === 'two.lines@example.in' && mail.sentAt)).toBe(true);
  });

  it('staff cancellation sends one cancellation mail saying who cancelled it and why', async () => {
    const { orderId } = await placeTwoLines({ user_email: 'staff.cancel@example.in' });
    const cancelled = await t.post(
      'cancel-order',
      { od_id: orderId, reason: 'Out of our delivery area' },
      asAdmin(),
    );
    expect(cancelled.status).toBe(200);
    await t.post('cancel-order', { od_id: orderId, reason: 'Again' }, asAdmin());
    const mail = (await mailsOf(orderId)).filter((one) => one.event === 'cancelled');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`Your PRIME order #${orderId} has been cancelled`);
    expect(mail[0]!.textBody).toContain(`Your order #${orderId} has been cancelled by PRIME.`);
    expect(mail[0]!.textBody).toContain('Reason: Out of our delivery area');
  });

  it('a shopper’s own cancellation is mailed as theirs', async () => {
    const shopper = await makeShopper(t.database.db);
    const { orderId } = await placeTwoLines({ u_id: shopper.id }, shopper.auth);
    await t.post('cancel-order', { od_id: orderId, reason: '' }, shopper.auth);
    const [mail] = (await mailsOf(orderId)).filter((one) => one.event === 'cancelled');
    expect(mail!.textBody).toContain(`Your order #${orderId} has been cancelled as you asked.`);
  });
});

describe('a cancellation line by line', () => {
  it('mails each line cancelled while another is still going, and the order once when the last goes', async () => {
    const shopper = await makeShopper(t.database.db);
    const { orderId, lineIds } = await placeTwoLines({ u_id: shopper.id }, shopper.auth);
    const cancel = (opId: number) =>
      t.post('update/order-tracking', { op_id: opId, status: 'Cancelled' }, shopper.auth);
    expect((await cancel(lineIds[0])).status).toBe(200);
    await cancel(lineIds[0]);
    expect((await mailsOf(orderId)).map((mail) => mail.event)).toEqual([
      'placed',
      `item-cancelled:${lineIds[0]}`,
    ]);
    expect((await cancel(lineIds[1])).status).toBe(200);
    await cancel(lineIds[1]);
    const mails = await mailsOf(orderId);
    expect(mails.map((mail) => mail.event)).toEqual(['placed', `item-cancelled:${lineIds[0]}`, 'cancelled']);
    expect(mails[1]!.textBody).toContain('Please keep ₹450 ready when it arrives.');
    expect(mails[2]!.textBody).toContain(`Your order #${orderId} has been cancelled as you asked.`);
  });
});

describe('what every order mail holds', () => {
  it('the number, each line, the amounts and a real link to the order’s page, in HTML and in text', async () => {
    const { orderId, access } = await placeTwoLines({ user_name: 'Kavya <b>Menon</b>' });
    const [mail] = await mailsOf(orderId);
    const link = `${SHOP}/orders/${access}`;
    expect(mail!.htmlBody).toContain(`<a href="${link}"`);
    expect(mail!.htmlBody).toContain(`Order #${orderId}`);
    expect(mail!.htmlBody).toContain('Vitamin C Serum');
    expect(mail!.htmlBody).toContain('30 gm · 2 × ₹649.50');
    expect(mail!.htmlBody).toContain('₹1,299');
    expect(mail!.htmlBody).toContain('₹1,749');
    expect(mail!.htmlBody).toContain('Kavya &lt;b&gt;Menon&lt;/b&gt;');
    expect(mail!.htmlBody).not.toContain('<b>Menon');
    expect(mail!.textBody).toContain(`View your order: ${link}`);
    expect(mail!.textBody).toContain('2 x Vitamin C Serum (30 gm) at ₹649.50 = ₹1,299');
    expect(mail!.textBody).toContain('1 x Ceramide Cream (100 gm) at ₹450 = ₹450');
    expect(mail!.textBody).toContain('Total: ₹1,749');
    expect(mail!.textBody).toContain('Payment: cash on delivery. Please keep ₹1,749 ready when it arrives.');
  });

  it('names a city once when the district is the same (a saved address has only a district)', async () => {
    const { orderId } = await placeTwoLines({ user_city: 'Kolkata', user_district: 'kolkata' });
    const [mail] = await mailsOf(orderId);
    expect(mail!.textBody).toContain('Kolkata');
    expect(mail!.textBody).not.toMatch(/Kolkata, kolkata/i);
  });

  it('an online order: waiting for payment with the pay link, then paid', async () => {
    const { orderId, access } = await placeTwoLines({ payment_method: 'online' });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
    const paid = await t.app.inject({
      method: 'POST',
      url: `/pay/sandbox/${payment!.reference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=success',
    });
    expect(paid.statusCode).toBe(303);
    await t.post('order/view', { access });
    const mails = await mailsOf(orderId);
    expect(mails.map((mail) => mail.event)).toEqual(['awaiting-payment', 'paid']);
    expect(mails[0]!.htmlBody).toContain(`<a href="${SHOP}/pay/sandbox/${payment!.reference}"`);
    expect(mails[0]!.textBody).toContain(`Pay now: ${SHOP}/pay/sandbox/${payment!.reference}`);
    expect(mails[1]!.subject).toBe(`Payment received for your PRIME order #${orderId}`);
    expect(mails[1]!.textBody).toContain('We have received your payment of ₹1,749');
  });
});
