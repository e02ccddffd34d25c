// The staff's side of orders, as the order suites set it up: an app, an admin, a Vitamin C Serum
// (30 gm, ₹499) and a Night Cream (50 gm, ₹299) with 100 units each, and orders of them placed through
// add/order and read back as the console shows them.
import { expect } from 'vitest';
import type { PaymentGateway } from '../payments/gateway.ts';
import { guestOrder, makeProduct, makeShopper, type Shopper, type TestProduct } from './shop-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export const SERUM_PRICE = 499;
export const CREAM_PRICE = 299;

export interface PlacedOrder {
  id: number;
  /** The order's line ids, the serum's first. */
  lineIds: number[];
  /** The order's link key (`/orders/<access>`). */
  access: string;
  /** What add/order answered (`paymentLinkUrl` for an online order). */
  answer: Record<string, unknown>;
}

export interface OrderDesk {
  t: TestApp;
  admin: Shopper;
  serum: TestProduct;
  cream: TestProduct;
  /**
   * Places an order of `serums` serums and `creams` creams (one each by default; ₹499 or more, so
   * delivered free) as a guest, or as `shopper`, with `body` over the guest checkout's fields.
   */
  place(order?: {
    serums?: number;
    creams?: number;
    shopper?: Shopper;
    body?: Record<string, unknown>;
  }): Promise<PlacedOrder>;
}

export async function openOrderDesk(options: { payments?: PaymentGateway } = {}): Promise<OrderDesk> {
  const t = await createTestApp({}, { payments: options.payments });
  const admin = await makeShopper(t.database.db, 'admin');
  const serum = await makeProduct(t.database.db, [{ grams: 30, mrp: 599, price: SERUM_PRICE, stock: 100 }], {
    name: 'Vitamin C Serum',
  });
  const cream = await makeProduct(t.database.db, [{ grams: 50, mrp: 399, price: CREAM_PRICE, stock: 100 }], {
    name: 'Night Cream',
  });
  async function place({
    serums = 1,
    creams = 1,
    shopper,
    body = {},
  }: Parameters<OrderDesk['place']>[0] = {}) {
    const lines = [
      { product_id: serum.id, quantity: serums },
      { product_id: cream.id, quantity: creams },
    ];
    const amount = SERUM_PRICE * serums + CREAM_PRICE * creams;
    const placed = await t.post(
      'add/order',
      guestOrder(lines, amount, { ...(shopper ? { u_id: shopper.id } : {}), ...body }),
      shopper?.auth ?? {},
    );
    expect(placed.status).toBe(200);
    const id: number = placed.body.order_id;
    const detail = (await t.post('admin/order/detail', { od_id: id }, admin.auth)).body.data;
    return {
      id,
      lineIds: detail.lines.map((line: { op_id: number }) => line.op_id) as number[],
      access: detail.od_access as string,
      answer: placed.body as Record<string, unknown>,
    };
  }
  return { t, admin, serum, cream, place };
}
