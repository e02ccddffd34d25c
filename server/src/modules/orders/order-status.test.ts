// `admin/order/status`: staff move a whole order (or the lines named) in one step, all or nothing
// under the status rules, with one audit record and one mail to the customer per order and step.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox } from '../../db/schema.ts';
import { openOrderDesk, type OrderDesk } from '../../test/order-desk.ts';
import { makeShopper, stockOf, type Shopper, type TestProduct } from '../../test/shop-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Shopper;
let serum: TestProduct;
let desk: OrderDesk;

beforeAll(async () => {
  desk = await openOrderDesk();
  ({ t, admin, serum } = desk);
});
afterAll(() => t.close());

/** A guest's order of one serum and one cream; answers its id and its two line ids. */
const place = (body: Record<string, unknown> = {}) => desk.place({ body });

const move = (body: Record<string, unknown>, auth = admin.auth) => t.post('admin/order/status', body, auth);
const statuses = (answer: { body: { data: { lines: { op_delivery_status: string }[] } } }) =>
  answer.body.data.lines.map((line) => line.op_delivery_status);
const mailsOf = async (orderId: number, event: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.orderId, orderId), eq(mailOutbox.event, event)));

describe('admin/order/status', () => {
  it('moves every line of the order, records it once, and mails Shipped once but not Packing', async () => {
    const { id } = await place({ user_email: 'whole.order@example.in' });
    const packing = await move({ od_id: id, status: 'Packing' });
    expect(packing.status).toBe(200);
    expect(packing.body.message).toBe('Order status updated');
    expect(statuses(packing)).toEqual(['Packing', 'Packing']);

    const shipped = await move({ od_id: id, status: 'shipped' });
    expect(statuses(shipped)).toEqual(['Shipped', 'Shipped']);
    const mails = await mailsOf(id, 'shipped');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.recipient).toBe('whole.order@example.in');
    expect(mails[0]!.subject).toBe(`Your PRIME order #${id} has shipped`);
    expect(mails[0]!.textBody).toContain('1 x Night Cream (50 gm)');
    const all = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, id));
    expect(all.map((mail) => mail.event).sort()).toEqual(['placed', 'shipped']);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `order:${id}`))
      .orderBy(auditLog.id);
    expect(audit.map((entry) => [entry.action, entry.actorEmail])).toEqual([
      ['order.status', admin.email],
      ['order.status', admin.email],
    ]);
    expect(audit[1]!.before).toMatchObject({ od_id: id, lines: [{ op_delivery_status: 'Packing' }, {}] });
    expect(audit[1]!.after).toMatchObject({ od_id: id, lines: [{ op_delivery_status: 'Shipped' }, {}] });

    // Asking again changes nothing: no record, no second mail.
    expect((await move({ od_id: id, status: 'Shipped' })).status).toBe(200);
    expect(await mailsOf(id, 'shipped')).toHaveLength(1);
    const again = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `order:${id}`));
    expect(again).toHaveLength(2);
  });

  it('moves only the lines named; a line already at the status stays, and the order is mailed once', async () => {
    const { id, lineIds } = await place();
    const first = await move({ od_id: id, status: 'Shipped', op_ids: [lineIds[1]] });
    expect(statuses(first)).toEqual(['Order confirmed', 'Shipped']);
    const rest = await move({ od_id: id, status: 'Shipped' });
    expect(statuses(rest)).toEqual(['Shipped', 'Shipped']);
    expect(await mailsOf(id, 'shipped')).toHaveLength(1);
  });

  it('leaves delivered and cancelled lines alone when moving the whole order', async () => {
    const { id, lineIds } = await place();
    await move({ od_id: id, status: 'Delivered', op_ids: [lineIds[0]] });
    const out = await move({ od_id: id, status: 'Out for Delivery' });
    expect(out.status).toBe(200);
    expect(statuses(out)).toEqual(['Delivered', 'Out for Delivery']);
  });

  it('moves nothing when the rules refuse any line: backwards, out of Cancelled, or waiting for payment', async () => {
    const { id, lineIds } = await place();
    await move({ od_id: id, status: 'Shipped', op_ids: [lineIds[0]] });
    const back = await move({ od_id: id, status: 'Packing' });
    expect(back.status).toBe(409);
    expect(back.body.message).toBe('Status can only move forward.');
    const detail = await t.post('admin/order/detail', { od_id: id }, admin.auth);
    expect(statuses(detail)).toEqual(['Shipped', 'Order confirmed']);

    const online = await place({ payment_method: 'online' });
    const waiting = await move({ od_id: online.id, status: 'Packing' });
    expect(waiting.status).toBe(409);
    expect(waiting.body.message).toBe('This order is waiting for payment.');
  });

  it('cancels the whole order with its stock back and one mail', async () => {
    const { id } = await place();
    const before = await stockOf(t.database.db, serum.packs[0]!);
    const cancelled = await move({ od_id: id, status: 'Cancelled' });
    expect(cancelled.status).toBe(200);
    expect(statuses(cancelled)).toEqual(['Cancelled', 'Cancelled']);
    expect(await stockOf(t.database.db, serum.packs[0]!)).toBe(before + 1);
    expect(await mailsOf(id, 'cancelled')).toHaveLength(1);
    const shipped = await place();
    await move({ od_id: shipped.id, status: 'Shipped' });
    const late = await move({ od_id: shipped.id, status: 'Cancelled' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Order can no longer be cancelled.');
  });

  it('cancels only the lines named, and none when one of them is another order’s', async () => {
    const { id, lineIds } = await place();
    const other = await place();
    const foreign = await move({ od_id: id, status: 'Cancelled', op_ids: [lineIds[0], other.lineIds[1]] });
    expect(foreign.status).toBe(404);
    const untouched = await t.post('admin/order/detail', { od_id: other.id }, admin.auth);
    expect(statuses(untouched)).toEqual(['Order confirmed', 'Order confirmed']);
    const one = await move({ od_id: id, status: 'Cancelled', op_ids: [lineIds[0]] });
    expect(one.status).toBe(200);
    expect(statuses(one)).toEqual(['Cancelled', 'Order confirmed']);
  });

  it('refuses bad input with 400 naming the field, unknown orders and lines with 404, customers with 403', async () => {
    const { id } = await place();
    const other = await place();
    const bad = await move({ od_id: id, status: 'Lost' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error: { field: string }) => error.field)).toContain('status');
    expect((await move({ od_id: id, status: 'Packing', op_ids: [] })).status).toBe(400);
    expect((await move({ od_id: 999999, status: 'Packing' })).status).toBe(404);
    const foreign = await move({ od_id: id, status: 'Packing', op_ids: [other.lineIds[0]] });
    expect(foreign.status).toBe(404);
    const customer = await makeShopper(t.database.db);
    expect((await move({ od_id: id, status: 'Packing' }, customer.auth)).status).toBe(403);
    const detail = await t.post('admin/order/detail', { od_id: id }, admin.auth);
    expect(statuses(detail)).toEqual(['Order confirmed', 'Order confirmed']);
  });
});

describe('admin/order/bulk-status', () => {
  it('moves each order as admin/order/status, reporting the ones refused without stopping the others', async () => {
    const first = await place();
    const waiting = await place({ payment_method: 'online' });
    const second = await place();
    const answer = await t.post(
      'admin/order/bulk-status',
      { od_ids: [first.id, waiting.id, 999999, second.id], status: 'Shipped' },
      admin.auth,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.list).toEqual([
      { od_id: first.id, result: true, message: 'Order status updated' },
      { od_id: waiting.id, result: false, message: 'This order is waiting for payment.' },
      { od_id: 999999, result: false, message: expect.any(String) },
      { od_id: second.id, result: true, message: 'Order status updated' },
    ]);
    for (const { id } of [first, second]) {
      const detail = await t.post('admin/order/detail', { od_id: id }, admin.auth);
      expect(statuses(detail)).toEqual(['Shipped', 'Shipped']);
      expect(await mailsOf(id, 'shipped')).toHaveLength(1);
    }
    const unpaid = await t.post('admin/order/detail', { od_id: waiting.id }, admin.auth);
    expect(statuses(unpaid)).toEqual(['Payment pending', 'Payment pending']);
  });

  it('takes at most 100 orders, naming the field', async () => {
    const tooMany = Array.from({ length: 101 }, (_, n) => n + 1);
    const answer = await t.post(
      'admin/order/bulk-status',
      { od_ids: tooMany, status: 'Packing' },
      admin.auth,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors.map((error: { field: string }) => error.field)).toContain('od_ids');
    const empty = await t.post('admin/order/bulk-status', { od_ids: [], status: 'Packing' }, admin.auth);
    expect(empty.status).toBe(400);
  });
});
