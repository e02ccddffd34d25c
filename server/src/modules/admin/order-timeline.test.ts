// The console's order history in words (issue 29, item 12): each status move names the status and
// the items it moved, a shipment its courier and AWB, and a customer's cancelled item, the returns and
// the refunds are there too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openOrderDesk, type OrderDesk } from '../../test/order-desk.ts';
import { makeShopper, type Shopper } from '../../test/shop-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';

let desk: OrderDesk;
let t: TestApp;
let admin: Shopper;
beforeAll(async () => {
  desk = await openOrderDesk();
  ({ t, admin } = desk);
});
afterAll(() => t.close());

const historyOf = async (id: number): Promise<string[]> =>
  (await t.post('admin/order/detail', { od_id: id }, admin.auth)).body.data.timeline.map(
    (entry: { what: string }) => entry.what,
  );

describe('an order’s history', () => {
  it('says each status and the items it moved, the shipment’s AWB, and the customer’s cancelled item', async () => {
    const shopper = await makeShopper(t.database.db);
    const order = await desk.place({ shopper, serums: 1, creams: 2 });
    await t.post('update/order-tracking', { op_id: order.lineIds[1], status: 'Cancelled' }, shopper.auth);
    await t.post('admin/order/status', { od_id: order.id, status: 'Packing' }, admin.auth);
    await t.post(
      'admin/order/ship',
      { od_id: order.id, courier: 'Delhivery', awb: 'HIST12345678', tracking_url: null },
      admin.auth,
    );
    const said = await historyOf(order.id);
    expect(said).toContain('Cancelled (Night Cream 50 gm)');
    expect(said).toContain('Packing (Vitamin C Serum 30 gm)');
    expect(said).toContain('Shipped (Vitamin C Serum 30 gm) with Delhivery, AWB HIST12345678');
    expect(said.some((what) => /^Order status changed|^order\./.test(what))).toBe(false);
  });

  it('tells each return step by step', async () => {
    const order = await desk.place();
    await t.post('admin/order/status', { od_id: order.id, status: 'Delivered' }, admin.auth);
    const asked = await t.post('add/return', {
      access: order.access,
      op_ids: [order.lineIds[0]],
      reason: 'Leaking cap',
      refund_to: 'meera@okbank',
    });
    const rq = asked.body.rq_id;
    await t.post('admin/return/decide', { rq_id: rq, approve: 1, note: '' }, admin.auth);
    await t.post('admin/return/receive', { rq_id: rq, restock: 1, payout_reference: 'UPI-77' }, admin.auth);
    const said = await historyOf(order.id);
    expect(said).toContain(`Return #${rq} requested (Vitamin C Serum 30 gm): Leaking cap`);
    expect(said).toContain(`Return #${rq} approved`);
    expect(said).toContain(`Return #${rq} received, ₹499 refunded`);
    expect(said).toContain(`Refunded ₹499: Return #${rq} (reference UPI-77)`);
  });
});
