// A seller not registered for GST (GST_INVOICES=off) issues no tax documents: orders are confirmed,
// mailed and cancelled as always, with no invoice, link or credit note (docs/decisions/0023-gst-invoices.md).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { mailOutbox, taxDocuments } from '../../db/schema.ts';
import { openInvoiceShop, type InvoiceShop } from '../../test/invoice-shop.ts';
import { makeShopper, type Shopper } from '../../test/shop-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';

let shop: InvoiceShop;
let t: TestApp;
let admin: Shopper;

beforeAll(async () => {
  shop = await openInvoiceShop({ seller: loadConfig({ GST_INVOICES: 'off' }).seller });
  ({ t, admin } = shop);
});
afterAll(() => t.close());

async function place(paymentMethod: 'cod' | 'online', auth?: Record<string, string>, userId = '') {
  const lines = [{ product_id: shop.serum.id, quantity: 1, packet_size: 30 }];
  return (await shop.place(lines, { paymentMethod, body: { u_id: userId }, auth })).order_id;
}

it('confirms a cash order with its mail but no invoice, and cancels it without a credit note', async () => {
  const shopper = await makeShopper(t.database.db);
  const orderId = await place('cod', shopper.auth, String(shopper.id));
  const order = await shop.detail(orderId);
  expect(order.od_invoice_no).toBeNull();
  expect(order.od_invoice_url).toBeNull();
  const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId));
  expect(mail!.subject).toContain(String(orderId));
  expect(mail!.textBody).not.toContain('Tax invoice');
  expect(mail!.textBody).not.toContain('/invoices/');

  const cancelled = await t.post('cancel-order', { od_id: orderId, reason: 'Changed my mind' }, shopper.auth);
  expect(cancelled.status).toBe(200);
  expect((await shop.detail(orderId)).od_credit_notes).toEqual([]);
});

it('issues none when an online order switches to cash on delivery, and lists no documents', async () => {
  const orderId = await place('online');
  const { od_access } = await shop.detail(orderId);
  expect((await t.post('order/cod', { access: od_access })).status).toBe(200);
  const confirmed = await shop.detail(orderId);
  expect(confirmed.od_payment_status).toBe('cod');
  expect(confirmed.od_invoice_no).toBeNull();
  expect(await t.database.db.select().from(taxDocuments)).toEqual([]);
  const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
  const listed = await t.post('admin/invoice/list', { month }, admin.auth);
  expect(listed.body).toMatchObject({ result: true, list: [] });
});
