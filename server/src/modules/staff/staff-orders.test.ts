// The order rules of the role table that hang on the body or the order (decision 0033): a packer moves
// orders but never to Cancelled, another's order is cancelled by admin and support only, catalogue staff
// touch no order; a refusal answers 403 with the contract's words and moves nothing. Staff changes
// are audited, and the order's history names who made them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { openOrderDesk, type OrderDesk } from '../../test/order-desk.ts';
import { makeShopper, type Shopper } from '../../test/shop-fixtures.ts';

const NO_PERMISSION = 'You do not have permission to do this.';

let desk: OrderDesk;
let packer: Shopper;
let support: Shopper;
let catalogue: Shopper;

beforeAll(async () => {
  desk = await openOrderDesk();
  const db = desk.t.database.db;
  [packer, support, catalogue] = await Promise.all([
    makeShopper(db, 'packer'),
    makeShopper(db, 'support'),
    makeShopper(db, 'catalogue'),
  ]);
});
afterAll(() => desk.t.close());

const statusesOf = async (orderId: number) =>
  (await desk.t.post('admin/order/detail', { od_id: orderId }, desk.admin.auth)).body.data.lines.map(
    (line: { op_delivery_status: string }) => line.op_delivery_status,
  );
const refused = (answer: { status: number; body: { message: string } }) =>
  expect([answer.status, answer.body.message]).toEqual([403, NO_PERMISSION]);

describe('a packer', () => {
  it('moves and ships orders, and the history names them', async () => {
    const order = await desk.place();
    const moved = await desk.t.post(
      'admin/order/status',
      { od_id: order.id, status: 'Packing' },
      packer.auth,
    );
    expect(moved.status).toBe(200);
    const line = await desk.t.post(
      'update/order-tracking',
      { op_id: order.lineIds[0], status: 'Shipped' },
      packer.auth,
    );
    expect(line.status).toBe(200);
    const detail = (await desk.t.post('admin/order/detail', { od_id: order.id }, packer.auth)).body.data;
    expect(detail.timeline.filter((entry: { by: string | null }) => entry.by === packer.email).length).toBe(
      2,
    );
  });

  it('may not cancel: by status, in bulk, a line or the order; nothing moves and nothing is recorded', async () => {
    const order = await desk.place();
    const audited = (await desk.t.database.db.select().from(auditLog)).length;
    refused(await desk.t.post('admin/order/status', { od_id: order.id, status: 'cancelled' }, packer.auth));
    refused(
      await desk.t.post('admin/order/bulk-status', { od_ids: [order.id], status: 'Cancelled' }, packer.auth),
    );
    refused(
      await desk.t.post(
        'update/order-tracking',
        { op_id: order.lineIds[0], status: 'Cancelled' },
        packer.auth,
      ),
    );
    refused(await desk.t.post('cancel-order', { od_id: order.id, reason: '' }, packer.auth));
    expect(await statusesOf(order.id)).toEqual(['Order confirmed', 'Order confirmed']);
    expect((await desk.t.database.db.select().from(auditLog)).length).toBe(audited);
  });
});

describe('support', () => {
  it('cancels another’s order and a line', async () => {
    const order = await desk.place();
    const line = await desk.t.post(
      'update/order-tracking',
      { op_id: order.lineIds[0], status: 'Cancelled' },
      support.auth,
    );
    expect(line.status).toBe(200);
    const cancelled = await desk.t.post(
      'cancel-order',
      { od_id: order.id, reason: 'Asked by phone' },
      support.auth,
    );
    expect(cancelled.status).toBe(200);
    expect(await statusesOf(order.id)).toEqual(['Cancelled', 'Cancelled']);
  });
});

describe('catalogue staff', () => {
  it('touch no order', async () => {
    const order = await desk.place();
    refused(await desk.t.post('admin/order/list', {}, catalogue.auth));
    refused(
      await desk.t.post(
        'update/order-tracking',
        { op_id: order.lineIds[0], status: 'Packing' },
        catalogue.auth,
      ),
    );
    refused(await desk.t.post('cancel-order', { od_id: order.id, reason: '' }, catalogue.auth));
    expect(await statusesOf(order.id)).toEqual(['Order confirmed', 'Order confirmed']);
  });
});

describe('a shopper on the staff', () => {
  it('still cancels their own order as its owner', async () => {
    const order = await desk.place({ shopper: packer });
    expect((await desk.t.post('cancel-order', { od_id: order.id, reason: '' }, packer.auth)).status).toBe(
      200,
    );
  });
});
