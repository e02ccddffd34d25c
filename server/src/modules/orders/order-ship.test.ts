// `admin/order/ship`: staff ship an order's ready lines with a courier, AWB number and tracking link,
// which the lines carry from then on and the customer's one shipped mail shows.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox } from '../../db/schema.ts';
import { openOrderDesk, type OrderDesk } from '../../test/order-desk.ts';
import { makeShopper, type Shopper } from '../../test/shop-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Shopper;
let desk: OrderDesk;

beforeAll(async () => {
  desk = await openOrderDesk();
  ({ t, admin } = desk);
});
afterAll(() => t.close());

const place = (body: Record<string, unknown> = {}) => desk.place({ body });

const parcel = {
  courier: 'Delhivery',
  awb: 'DL123456789IN',
  tracking_url: 'https://www.delhivery.com/track/package/DL123456789IN',
};
const ship = (body: Record<string, unknown>) => t.post('admin/order/ship', body, admin.auth);
const shippedMails = (orderId: number) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.orderId, orderId), eq(mailOutbox.event, 'shipped')));

describe('admin/order/ship', () => {
  it('ships the ready lines with courier, AWB and tracking link, shown to the customer and in one mail', async () => {
    const { id } = await place({ user_email: 'shipped.parcel@example.in' });
    await t.post('admin/order/status', { od_id: id, status: 'Packing' }, admin.auth);
    const answer = await ship({ od_id: id, ...parcel });
    expect(answer.status).toBe(200);
    for (const line of answer.body.data.lines) {
      expect(line).toMatchObject({
        op_delivery_status: 'Shipped',
        op_courier: 'Delhivery',
        op_awb: 'DL123456789IN',
        op_tracking_url: parcel.tracking_url,
      });
    }
    const mails = await shippedMails(id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('Courier: Delhivery.');
    expect(mails[0]!.textBody).toContain('AWB: DL123456789IN.');
    expect(mails[0]!.htmlBody).toContain(`href="${parcel.tracking_url}"`);

    const access = answer.body.data.lines[0].od_access;
    const seen = await t.post('order/view', { access });
    expect(seen.body.data.lines[0]).toMatchObject({ op_courier: 'Delhivery', op_awb: 'DL123456789IN' });

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `order:${id}`))
      .orderBy(auditLog.id);
    expect(audit.map((entry) => entry.action)).toEqual(['order.status', 'order.ship']);
    expect(audit[1]!.after).toMatchObject({ lines: [{ op_awb: 'DL123456789IN' }, {}] });
  });

  it('ships only the lines named; a second parcel records its own AWB and is mailed on its own', async () => {
    const { id, lineIds } = await place();
    const first = await ship({ od_id: id, ...parcel, op_ids: [lineIds[0]] });
    expect(
      first.body.data.lines.map((line: { op_delivery_status: string }) => line.op_delivery_status),
    ).toEqual(['Shipped', 'Order confirmed']);
    expect(first.body.data.lines[1]).toMatchObject({ op_courier: null, op_awb: null, op_tracking_url: null });
    const second = await ship({ od_id: id, courier: 'Blue Dart', awb: 'BD99' });
    expect(second.body.data.lines).toEqual([
      expect.objectContaining({ op_awb: 'DL123456789IN', op_courier: 'Delhivery' }),
      expect.objectContaining({ op_delivery_status: 'Shipped', op_awb: 'BD99', op_tracking_url: null }),
    ]);
    expect(await shippedMails(id)).toHaveLength(1);
    const parcels = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderId, id), eq(mailOutbox.event, 'shipped:BD99')));
    expect(parcels).toHaveLength(1);
    expect(parcels[0]!.textBody).toContain('Courier: Blue Dart. AWB: BD99.');
  });

  it('adds an AWB to lines moved to Shipped without one, mailed once; a correction mailed once more', async () => {
    const { id } = await place();
    expect((await t.post('admin/order/status', { od_id: id, status: 'Shipped' }, admin.auth)).status).toBe(
      200,
    );
    const added = await ship({ od_id: id, ...parcel });
    expect(added.status).toBe(200);
    expect(added.body.data.lines.map((line: { op_awb: string }) => line.op_awb)).toEqual([
      parcel.awb,
      parcel.awb,
    ]);
    await ship({ od_id: id, ...parcel });
    const corrected = await ship({ od_id: id, ...parcel, awb: 'dl 1234 5678 90in' });
    expect(corrected.body.data.lines[0].op_awb).toBe('DL1234567890IN');
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.orderId, id))
      .orderBy(mailOutbox.id);
    expect(mails.map((mail) => mail.event)).toEqual([
      'placed',
      'shipped',
      `tracking-updated:${parcel.awb}`,
      'tracking-updated:DL1234567890IN',
    ]);
    expect(mails[2]!.textBody).toContain(`Courier: Delhivery. AWB: ${parcel.awb}.`);
  });

  it('flags an AWB that does not look like one, or is on another order, before it is saved', async () => {
    const { id } = await place();
    const check = (awb: string) => t.post('admin/order/awb-check', { od_id: id, awb }, admin.auth);
    expect((await check('N/A')).body).toMatchObject({
      result: true,
      warnings: ['This does not look like an AWB number: check it, or save it anyway.'],
    });
    expect((await check('XB1000000001')).body.warnings).toEqual([]);
    const other = await place();
    expect((await ship({ od_id: other.id, ...parcel, awb: 'xb 1000000001' })).status).toBe(200);
    expect((await check('XB1000000001')).body.warnings).toEqual([
      `This AWB is already on order #${other.id}: check it, or save it anyway.`,
    ]);
    // Its own order's AWB is no warning; nothing was saved by the checks.
    expect(
      (await t.post('admin/order/awb-check', { od_id: other.id, awb: 'XB1000000001' }, admin.auth)).body
        .warnings,
    ).toEqual([]);
    const detail = await t.post('admin/order/detail', { od_id: id }, admin.auth);
    expect(detail.body.data.lines[0]).toMatchObject({ op_delivery_status: 'Order confirmed', op_awb: null });
    expect(
      (
        await t.post(
          'admin/order/awb-check',
          { od_id: id, awb: 'X1' },
          (await makeShopper(t.database.db)).auth,
        )
      ).status,
    ).toBe(403);
  });

  it('refuses an order waiting for payment and lines past Shipped, changing nothing', async () => {
    const waiting = await place({ payment_method: 'online' });
    const unpaid = await ship({ od_id: waiting.id, ...parcel });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.message).toBe('This order is waiting for payment.');

    const { id, lineIds } = await place();
    await t.post('admin/order/status', { od_id: id, status: 'Delivered', op_ids: [lineIds[0]] }, admin.auth);
    const back = await ship({ od_id: id, ...parcel, op_ids: lineIds });
    expect(back.status).toBe(409);
    expect(back.body.message).toBe('Status can only move forward.');
    const detail = await t.post('admin/order/detail', { od_id: id }, admin.auth);
    expect(detail.body.data.lines[1]).toMatchObject({ op_delivery_status: 'Order confirmed', op_awb: null });
  });

  it('takes only an https tracking link, and needs the courier and AWB, naming the field', async () => {
    const { id } = await place();
    for (const [body, field] of [
      [{ ...parcel, tracking_url: 'http://track.example.in/1' }, 'tracking_url'],
      [{ ...parcel, tracking_url: 'javascript:alert(1)' }, 'tracking_url'],
      [{ ...parcel, courier: ' ' }, 'courier'],
      [{ ...parcel, awb: undefined }, 'awb'],
    ] as const) {
      const answer = await ship({ od_id: id, ...body });
      expect(answer.status).toBe(400);
      expect(answer.body.errors.map((error: { field: string }) => error.field)).toEqual([field]);
    }
    const detail = await t.post('admin/order/detail', { od_id: id }, admin.auth);
    expect(detail.body.data.lines[0]).toMatchObject({
      op_delivery_status: 'Order confirmed',
      op_courier: null,
    });
  });
});
