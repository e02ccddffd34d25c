// The staff's desk around an order: notes only staff see (admin/order/note), the orders list's search
// over them and the delivery details, packing slips as PDF, and the console menu's counts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactMessages } from '../../db/schema.ts';
import { pdfPages, pdfText } from '../../pdf/pdf-text.ts';
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

/** An order of two serums and one cream (₹1,297), by `shopper` or a guest. */
const place = (body: Record<string, unknown> = {}, shopper?: Shopper) =>
  desk.place({ serums: 2, body, shopper });

const note = (od_id: number, text: unknown, auth = admin.auth) =>
  t.post('admin/order/note', { od_id, note: text }, auth);
const search = async (text: string) =>
  (await t.post('admin/order/list', { search: text }, admin.auth)).body.list.map(
    (order: { od_id: number }) => order.od_id,
  );

describe('admin/order/note', () => {
  it('adds notes with who and when, shown to staff only, and audited', async () => {
    const shopper = await makeShopper(t.database.db);
    const order = await place({ user_email: shopper.email }, shopper);
    const first = await note(order.id, '  Customer asked for gift wrap  ');
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Note added');
    expect(first.body.data.notes).toEqual([
      { note: 'Customer asked for gift wrap', by: admin.email, at: expect.any(String) },
    ]);
    await note(order.id, 'Called: deliver after 6 pm');
    const detail = (await t.post('admin/order/detail', { od_id: order.id }, admin.auth)).body.data;
    expect(detail.notes.map((each: { note: string }) => each.note)).toEqual([
      'Customer asked for gift wrap',
      'Called: deliver after 6 pm',
    ]);
    const listed = (await t.post('admin/order/list', { search: String(order.id) }, admin.auth)).body.list[0];
    expect(listed.notes).toHaveLength(2);
    expect(listed.returns).toEqual([]);
    const moved = await t.post('admin/order/status', { od_id: order.id, status: 'Packing' }, admin.auth);
    expect(moved.body.data.notes).toHaveLength(2);

    // Never in a customer's answers.
    const answers = [
      await t.post('list/order', {}, shopper.auth),
      await t.post('order/view', { access: order.access }),
      await t.post('order/lookup', { od_id: order.id, contact: shopper.email }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      const text = JSON.stringify(answer.body);
      expect(text).not.toContain('gift wrap');
      expect(text).not.toContain('"notes"');
    }

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `order:${order.id}`))
      .orderBy(auditLog.id);
    expect(audit.map((entry) => entry.action)).toEqual(['order.note', 'order.note', 'order.status']);
    expect(audit[0]).toMatchObject({
      actorEmail: admin.email,
      before: expect.objectContaining({ notes: [] }),
      after: expect.objectContaining({
        notes: [expect.objectContaining({ note: 'Customer asked for gift wrap' })],
      }),
    });
  });

  it('takes at most 2,000 characters and needs some; 404 for no order; customers 403', async () => {
    const order = await place();
    expect((await note(order.id, 'x'.repeat(2000))).status).toBe(200);
    const long = await note(order.id, 'x'.repeat(2001));
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual([{ field: 'note', message: 'A note is at most 2,000 characters.' }]);
    const empty = await note(order.id, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ field: 'note', message: 'Enter a note.' }]);
    expect((await note(999_999, 'hello')).status).toBe(404);
    const customer = await makeShopper(t.database.db);
    expect((await note(order.id, 'hello', customer.auth)).status).toBe(403);
    expect((await t.post('admin/order/note', { od_id: order.id, note: 'x' })).status).toBe(401);
  });
});

describe('admin/order/list search', () => {
  it('matches staff notes, the name, phone, email, pincode and city, in any case', async () => {
    const order = await place({
      user_name: 'Zoya Qureshi',
      user_email: 'zoya.q@example.in',
      user_mobile_no: '9123456789',
      user_zipcode: '682001',
      user_city: 'Kochi',
      user_state: 'Kerala',
    });
    const other = await place();
    await note(order.id, 'Fragile: double bubble wrap');
    for (const text of ['BUBBLE WRAP', 'zoya qureshi', '91234 56789', 'ZOYA.Q@', '682001', 'kochi']) {
      const found = await search(text);
      expect(found, text).toContain(order.id);
      expect(found, text).not.toContain(other.id);
    }
  });
});

describe('packing slips', () => {
  const get = (url: string, headers: Record<string, string> = admin.auth) =>
    t.app.inject({ method: 'GET', url: `/prime/admin/${url}`, headers });

  it('prints the number, date, address and phone, and each line’s name, pack size, batch, expiry and quantity, without prices', async () => {
    const order = await place({
      user_name: 'Renée D’Souza',
      user_address: '21 Hill Road, Bandra West',
      user_city: 'Mumbai',
      user_state: 'Maharashtra',
      user_district: 'Mumbai Suburban',
      landmark: 'Opposite the church',
      user_zipcode: '400050',
      user_mobile_no: '9820012345',
    });
    const response = await get(`order/${order.id}/packing-slip`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.rawPayload);
    const today = new Intl.DateTimeFormat('en-IN', {
      timeZone: 'Asia/Kolkata',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }).format(new Date());
    for (const words of [
      'Packing slip',
      `Order: #${order.id}`,
      `Date: ${today}`,
      'Renée D’Souza',
      '21 Hill Road, Bandra West',
      'Opposite the church',
      'Mumbai, Mumbai Suburban',
      'Maharashtra - 400050',
      'Phone: 9820012345',
      'Vitamin C Serum',
      '30 gm',
      'Night Cream',
      '50 gm',
    ]) {
      expect(text, words).toContain(words);
    }
    // Each line's batch and its expiry before the quantity (the fixtures' stock is of no recorded batch).
    const batch = 'UNRECORDED, exp\\. \\w{3} \\d{4} \\(\\d{4}-\\d{2}\\)';
    expect(text).toMatch(new RegExp(`Vitamin C Serum\\s*30 gm\\s*${batch}\\s*2`));
    expect(text).toMatch(new RegExp(`Night Cream\\s*50 gm\\s*${batch}\\s*1`));
    // No item's price; only what the courier collects for cash on delivery.
    expect(text).not.toMatch(/499|299/);
    expect(text).toContain('Collect on delivery: ₹1,297');
    expect(text).toContain('IF UNDELIVERED, RETURN TO');
    expect(text).toContain(t.config.seller.name);
  });

  it('prints the AWB once shipped, and nothing to collect for an order paid online', async () => {
    const order = await place();
    await t.post(
      'admin/order/ship',
      { od_id: order.id, courier: 'Delhivery', awb: 'DL123456789IN', tracking_url: null },
      admin.auth,
    );
    const text = await pdfText((await get(`order/${order.id}/packing-slip`)).rawPayload);
    expect(text).toContain('AWB: Delhivery DL123456789IN');
    const paid = await place({ payment_method: 'online' });
    const online = await pdfText((await get(`order/${paid.id}/packing-slip`)).rawPayload);
    expect(online).toContain('Collect on delivery: Nothing: paid online');
  });

  it('puts a bulk selection in one PDF, a page per order; refuses customers, unknown orders and too many', async () => {
    const first = await place({ user_name: 'Anil Kapoor' });
    const second = await place({ user_name: 'Sunita Rao' });
    const response = await get(`order/packing-slips?od_ids=${first.id},${second.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pages = await pdfPages(response.rawPayload);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain(`Order: #${first.id}`);
    expect(pages[0]).toContain('Anil Kapoor');
    expect(pages[1]).toContain(`Order: #${second.id}`);
    expect(pages[1]).toContain('Sunita Rao');

    const customer = await makeShopper(t.database.db);
    expect((await get(`order/${first.id}/packing-slip`, customer.auth)).statusCode).toBe(403);
    expect((await get(`order/${first.id}/packing-slip`, {})).statusCode).toBe(401);
    expect((await get('order/999999/packing-slip')).statusCode).toBe(404);
    expect((await get(`order/packing-slips?od_ids=${first.id},999999`)).statusCode).toBe(404);
    expect((await get('order/abc/packing-slip')).statusCode).toBe(400);
    const tooMany = Array.from({ length: 101 }, (_, index) => index + 1).join(',');
    const refused = await get(`order/packing-slips?od_ids=${tooMany}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].field).toBe('od_ids');
  });
});

describe('admin/menu-counts', () => {
  it('counts orders to ship, returns to decide and unread messages as they change', async () => {
    const counts = async () => (await t.post('admin/menu-counts', {}, admin.auth)).body.data;
    const before = await counts();
    expect(before).toEqual({
      to_ship: expect.any(Number),
      returns_to_decide: expect.any(Number),
      unread_messages: expect.any(Number),
    });
    const order = await place();
    await t.database.db.insert(contactMessages).values({ name: 'A', email: 'a@example.in', message: 'Hi' });
    expect(await counts()).toEqual({
      ...before,
      to_ship: before.to_ship + 1,
      unread_messages: before.unread_messages + 1,
    });
    await t.post('admin/order/status', { od_id: order.id, status: 'Delivered' }, admin.auth);
    const lines = (await t.post('order/view', { access: order.access })).body.data.lines;
    await t.post('add/return', {
      refund_to: 'meera@okbank',
      access: order.access,
      op_ids: [lines[0].op_id],
      reason: 'x',
    });
    expect(await counts()).toEqual({
      to_ship: before.to_ship,
      returns_to_decide: before.returns_to_decide + 1,
      unread_messages: before.unread_messages + 1,
    });
    const customer = await makeShopper(t.database.db);
    expect((await t.post('admin/menu-counts', {}, customer.auth)).status).toBe(403);
  });
});
