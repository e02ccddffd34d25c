// The GST invoice suites' shop (docs/decisions/0023-gst-invoices.md): an app, an admin and a serum
// (30 gm, ₹1,180 of ₹1,299, at the default 18 % GST) with 100 units, and orders placed as the checkout
// places them: for the amount order/quote asks, then add/order.
import { expect } from 'vitest';
import type { Config } from '../config.ts';
import { guestOrder, makeProduct, makeShopper, type Shopper, type TestProduct } from './shop-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

type OrderLines = Parameters<typeof guestOrder>[0];

export interface InvoiceShop {
  t: TestApp;
  admin: Shopper;
  serum: TestProduct;
  /**
   * Places `lines` as a guest, or as the shopper whose `auth` is given, `body` over the guest checkout's
   * fields; what add/order answered (`order_id`, an online order's `paymentLinkUrl`).
   */
  place(
    lines: OrderLines,
    options?: {
      paymentMethod?: 'cod' | 'online';
      body?: Record<string, unknown>;
      auth?: Record<string, string>;
    },
  ): Promise<{ order_id: number; paymentLinkUrl?: string }>;
  /** The order as the console shows it (admin/order/detail). */
  // Answers are arbitrary JSON; tests assert on their fields.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  detail(orderId: number): Promise<any>;
}

export async function openInvoiceShop(overrides: Partial<Config> = {}): Promise<InvoiceShop> {
  const t = await createTestApp(overrides);
  const admin = await makeShopper(t.database.db, 'admin');
  const serum = await makeProduct(t.database.db, [{ grams: 30, mrp: 1299, price: 1180, stock: 100 }]);
  return {
    t,
    admin,
    serum,
    async place(lines, { paymentMethod = 'cod', body = {}, auth } = {}) {
      const quote = await t.post('order/quote', { product_details: lines, payment_method: paymentMethod });
      const placed = await t.post(
        'add/order',
        guestOrder(lines, quote.body.data.amount, { payment_method: paymentMethod, ...body }),
        auth,
      );
      expect(placed.status).toBe(200);
      return placed.body;
    },
    async detail(orderId) {
      return (await t.post('admin/order/detail', { od_id: orderId }, admin.auth)).body.data;
    },
  };
}
