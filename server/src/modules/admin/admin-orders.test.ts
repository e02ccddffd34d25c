// The console's orders: the filtered list (status of any line, payment, India-time days, search by id,
// phone or email, 20 a page), one order in full, the CSV export (safe against formulas), the mails
// when a line ships and arrives, and the audit records of an admin's status moves and cancellations.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { LIST_COUNT_LIMIT } from '@prime/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders } from '../../db/schema.ts';
import type { RefundRequest } from '../../payments/gateway.ts';
import { createSandboxGateway } from '../../payments/sandbox-gateway.ts';
import {
  guestOrder,
  makeProduct,
  makeShopper,
  stockOf,
  type Shopper,
  type TestProduct,
} from '../../test/shop-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Shopper;
let serum: TestProduct;
/** What the shop asked the gateway to give back. */
const refunds: RefundRequest[] = [];

const list = (body: Record<string, unknown> = {}) => t.post('admin/order/list', body, admin.auth);
const idsOf = (answer: { body: { list: { od_id: number }[] } }) =>
  answer.body.list.map((order) => order.od_id);

async function place(overrides: Record<string, unknown> = {}, quantity = 1): Promise<number> {
  const answer = await t.post(
    'add/order',
    guestOrder([{ product_id: serum.id, quantity }], 499 * quantity, overrides),
  );
  expect(answer.status).toBe(200);
  return answer.body.order_id;
}
const placedAt = (orderId: number, iso: string) =>
  t.database.db
    .update(orders)
    .set({ createdAt: new Date(iso) })
    .where(eq(orders.id, orderId));

/** Every mail in the outbox as text, quoted-printable undone. */
function mails(): string[] {
  const outbox = path.join(t.config.dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs.readdirSync(outbox).map((file) =>
    fs
      .readFileSync(path.join(outbox, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/(=[0-9A-F]{2})+/g, (run) =>
        Buffer.from(
          run
            .split('=')
            .slice(1)
            .map((hex) => parseInt(hex, 16)),
        ).toString('utf8'),
      ),
  );
}

beforeAll(async () => {
  const sandbox = createSandboxGateway();
  t = await createTestApp(
    {},
    {
      payments: {
        name: sandbox.name,
        createPaymentLink: (request) => sandbox.createPaymentLink(request),
        refund: async (request) => {
          refunds.push(request);
          await sandbox.refund(request);
        },
      },
    },
  );
  admin = await makeShopper(t.database.db, 'admin');
  serum = await makeProduct(t.database.db, [{ grams: 30, mrp: 599, price: 499, stock: 1000 }], {
    name: 'Vitamin C Serum',
  });
});
afterAll(() => t.close());

describe('admin/order/list', () => {
  it('lists orders newest first with every line, 20 a page, and the total', async () => {
    const placed: number[] = [];
    for (let n = 0; n < 23; n += 1) placed.push(await place({ user_email: `page.${n}@example.in` }));
    const first = await list();
    expect(first.status).toBe(200);
    expect(first.body.total).toBeGreaterThanOrEqual(23);
    expect(first.body.list).toHaveLength(20);
    expect(idsOf(first).slice(0, 3)).toEqual(placed.slice(-3).reverse());
    const order = first.body.list[0];
    expect(order).toMatchObject({
      od_id: placed.at(-1),
      od_amount: 499,
      od_discount: 0,
      od_coupon_code: null,
      od_payment_method: 'cod',
      od_payment_status: 'cod',
      user_name: 'Meera Iyer',
      user_email: 'page.22@example.in',
      user_mobile_no: '9812345678',
      user_address: '4 Park Street',
      user_city: 'Kolkata',
      user_state: 'West Bengal',
      user_zipcode: '700016',
    });
    expect(order.lines).toEqual([
      expect.objectContaining({
        od_id: placed.at(-1),
        p_id: serum.id,
        op_quantity: 1,
        op_packet_size: 30,
        op_price: 499,
        op_delivery_status: 'Order confirmed',
      }),
    ]);
    const second = await list({ page: 2 });
    expect(idsOf(second)).not.toContain(placed.at(-1));
    expect(new Set([...idsOf(first), ...idsOf(second)]).size).toBe(
      first.body.list.length + second.body.list.length,
    );
  });

  it('finds an order by its AWB and by its invoice’s number or serial, never a serial as an order id', async () => {
    const first = await place();
    const second = await place();
    const invoice = (await t.post('admin/order/detail', { od_id: second }, admin.auth)).body.data
      .od_invoice_no;
    expect(invoice).toMatch(/^PRM\/\d{4}-\d{2}\/\d{6}$/);
    expect(idsOf(await list({ search: invoice }))).toEqual([second]);
    expect(idsOf(await list({ search: invoice.toLowerCase() }))).toEqual([second]);
    const serial = invoice.split('/')[2];
    const bySerial = idsOf(await list({ search: serial }));
    expect(bySerial).toContain(second);
    expect(bySerial).not.toContain(first);
    if (Number(serial) !== second) expect(bySerial).not.toContain(Number(serial));
    const shipped = await t.post(
      'admin/order/ship',
      { od_id: first, courier: 'Delhivery', awb: 'SRCH12345678', tracking_url: null },
      admin.auth,
    );
    expect(shipped.status).toBe(200);
    expect(idsOf(await list({ search: 'srch 1234 5678' }))).toEqual([first]);
  });

  it('searches an order id exactly, or part of a phone or an email', async () => {
    const id = await place({ user_email: 'Kavya.Search@Example.in', user_mobile_no: '9000012345' });
    expect(idsOf(await list({ search: String(id) }))).toEqual([id]);
    expect(idsOf(await list({ search: 'kavya.search' }))).toEqual([id]);
    expect(idsOf(await list({ search: 'KAVYA.SEARCH@' }))).toEqual([id]);
    expect(idsOf(await list({ search: '0001234' }))).toEqual([id]);
    // A phone pasted with its country code, spaces or a trunk 0.
    expect(idsOf(await list({ search: '+91 90000 12345' }))).toEqual([id]);
    expect(idsOf(await list({ search: '090000-12345' }))).toEqual([id]);
    expect((await list({ search: '+' })).body.list).toEqual([]);
    expect((await list({ search: '%' })).body.list).toEqual([]);
  });

  it('counts the matches up to LIST_COUNT_LIMIT and answers one more past it', async () => {
    const tag = `bulk${Date.now()}`;
    const insertOrders = (from: number, to: number) =>
      t.database.db.execute(sql`
        insert into orders (user_id, amount_paise, payment_method, payment_status, name, email, mobile, address, state, pincode)
        select ${admin.id}, 49900, 'cod', 'cod', 'Bulk Buyer', ${tag} || '.' || g || '@example.in', '9812345678',
          '4 Park Street', 'West Bengal', '700016'
        from generate_series(${from}::int, ${to - 1}::int) as g`);
    await insertOrders(0, LIST_COUNT_LIMIT);
    expect((await list({ search: tag })).body.total).toBe(LIST_COUNT_LIMIT);
    await insertOrders(LIST_COUNT_LIMIT, LIST_COUNT_LIMIT + 5);
    const many = await list({ search: tag });
    expect(many.body.total).toBe(LIST_COUNT_LIMIT + 1);
    expect(many.body.list).toHaveLength(20);
    expect((await list({ search: `${tag}.10004@` })).body.total).toBe(1);
  });

  it('filters by any line’s status and by the payment status', async () => {
    const shipped = await place({ user_email: 'status.filter@example.in' }, 1);
    const detail = (await list({ search: String(shipped) })).body.list[0];
    await t.post('update/order-tracking', { op_id: detail.lines[0].op_id, status: 'Shipped' }, admin.auth);
    expect(idsOf(await list({ status: 'shipped' }))).toContain(shipped);
    expect(idsOf(await list({ status: 'Order confirmed' }))).not.toContain(shipped);
    const online = await t.post(
      'add/order',
      guestOrder([{ product_id: serum.id, quantity: 1 }], 499, { payment_method: 'online' }),
    );
    const pending = await list({ payment_status: 'pending' });
    expect(idsOf(pending)).toEqual([online.body.order_id]);
    expect(pending.body.list[0].lines[0].op_delivery_status).toBe('Payment pending');
    expect(idsOf(await list({ status: 'Payment pending' }))).toEqual([online.body.order_id]);
  });

  it('takes from and to as India days, both included', async () => {
    const late = await place({ user_email: 'days.late@example.in' });
    const early = await place({ user_email: 'days.early@example.in' });
    // 00:10 on 2 March in India is still 1 March in UTC.
    await placedAt(late, '2024-03-01T18:40:00Z');
    // 23:50 on 1 March in India.
    await placedAt(early, '2024-03-01T18:20:00Z');
    expect(idsOf(await list({ from: '2024-03-02', to: '2024-03-02' }))).toEqual([late]);
    expect(idsOf(await list({ from: '2024-03-01', to: '2024-03-01' }))).toEqual([early]);
    expect(idsOf(await list({ from: '2024-03-01', to: '2024-03-02' }))).toEqual([late, early]);
    expect(idsOf(await list({ to: '2024-03-01' }))).toEqual([early]);
  });

  it('refuses bad filters with 400 naming the field', async () => {
    for (const [body, field] of [
      [{ status: 'Lost' }, 'status'],
      [{ payment_status: 'maybe' }, 'payment_status'],
      [{ from: '2024-02-30' }, 'from'],
      [{ from: '0000-01-01' }, 'from'],
      [{ from: '0001-01-01' }, 'from'],
      [{ to: '0000-12-31' }, 'to'],
      [{ from: '2024-03-05', to: '2024-03-01' }, 'to'],
      [{ page: 0 }, 'page'],
    ] as const) {
      const refused = await list(body);
      expect([field, refused.status]).toEqual([field, 400]);
      expect(refused.body.errors[0].field).toBe(field);
    }
    expect((await list({ from: '0000-01-01' })).body.message).toBe('Use a date written YYYY-MM-DD.');
  });
});

describe('admin/order/detail', () => {
  it('shows the whole order: address, payment and its history with who moved what', async () => {
    const id = await place({ user_email: 'detail@example.in' });
    const line = (await list({ search: String(id) })).body.list[0].lines[0];
    await t.post('update/order-tracking', { op_id: line.op_id, status: 'Packing' }, admin.auth);
    const detail = await t.post('admin/order/detail', { od_id: id }, admin.auth);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      od_id: id,
      user_district: 'Kolkata',
      landmark: 'Near the metro',
      od_refunded: 0,
      od_cancel_reason: null,
      payments: [],
    });
    expect(
      detail.body.data.timeline.map((entry: { what: string; by: string | null }) => [entry.what, entry.by]),
    ).toEqual([
      ['Order placed', null],
      ['Packing (Vitamin C Serum 30 gm)', admin.email],
    ]);
    expect((await t.post('admin/order/detail', { od_id: 999_999 }, admin.auth)).status).toBe(404);
  });
});

describe('admin changes to orders', () => {
  it('records each status move in the audit log with the line before and after, and mails Shipped, Out for Delivery and Delivered', async () => {
    const id = await place({ user_email: 'tracked@example.in', user_name: 'Ritu Sharma' });
    const line = (await list({ search: String(id) })).body.list[0].lines[0];
    for (const status of ['Packing', 'Shipped', 'Out for Delivery', 'Delivered']) {
      const moved = await t.post('update/order-tracking', { op_id: line.op_id, status }, admin.auth);
      expect(moved.status).toBe(200);
    }
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `order_line:${line.op_id}`))
      .orderBy(auditLog.id);
    expect(audit.map((entry) => [entry.action, entry.actorEmail])).toEqual(
      Array.from({ length: 4 }, () => ['order.status', admin.email]),
    );
    expect(audit[1]!.before).toMatchObject({ op_id: line.op_id, op_delivery_status: 'Packing' });
    expect(audit[1]!.after).toMatchObject({
      op_id: line.op_id,
      op_delivery_status: 'Shipped',
      od_amount: 499,
    });

    const theirs = mails().filter((mail) => mail.includes('To: tracked@example.in'));
    const shipped = theirs.filter((mail) => mail.includes(`Subject: Your PRIME order #${id} has shipped`));
    const delivered = theirs.filter((mail) =>
      mail.includes(`Subject: Your PRIME order #${id} has been delivered`),
    );
    expect(shipped).toHaveLength(1);
    expect(delivered).toHaveLength(1);
    expect(shipped[0]).toContain('Hi Ritu Sharma, your order is on its way');
    expect(shipped[0]).toContain('1 x Vitamin C Serum (30 gm)');
    expect(shipped[0]).toContain('text/html');
    expect(shipped[0]).toContain('/orders/');
    // Packing sends nothing; neither does setting a status the line already has.
    const outForDelivery = `Subject: Your PRIME order #${id} is out for delivery`;
    expect(theirs.filter((mail) => mail.includes(outForDelivery))).toHaveLength(1);
    expect(theirs.filter((mail) => mail.includes(`Subject: Your PRIME order #${id}`))).toHaveLength(4);
    await t.post('update/order-tracking', { op_id: line.op_id, status: 'Delivered' }, admin.auth);
    expect(mails().filter((mail) => mail.includes(`#${id} has been delivered`))).toHaveLength(1);
  });

  it('records an admin’s cancellation with the whole order before and after; a customer’s own is not an admin write', async () => {
    const id = await place({ user_email: 'cancelled@example.in' });
    const cancelled = await t.post('cancel-order', { od_id: id, reason: 'Out of delivery area' }, admin.auth);
    expect(cancelled.status).toBe(200);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `order:${id}`));
    expect(entry).toMatchObject({ action: 'order.cancel', actorEmail: admin.email });
    expect(entry!.before).toMatchObject({
      od_id: id,
      lines: [expect.objectContaining({ op_delivery_status: 'Order confirmed' })],
    });
    expect(entry!.after).toMatchObject({
      od_id: id,
      lines: [expect.objectContaining({ op_delivery_status: 'Cancelled' })],
    });

    const shopper = await makeShopper(t.database.db);
    const own = await t.post(
      'add/order',
      guestOrder([{ product_id: serum.id, quantity: 1 }], 499),
      shopper.auth,
    );
    await t.post('cancel-order', { od_id: own.body.order_id, reason: '' }, shopper.auth);
    expect(
      await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `order:${own.body.order_id}`)),
    ).toEqual([]);
  });
});

describe('an admin cancelling a paid order', () => {
  it('gives the stock back, refunds the whole amount through the gateway, and records the order before and after', async () => {
    const stockBefore = await stockOf(t.database.db, serum.packs[0]!);
    const placed = await t.post(
      'add/order',
      guestOrder([{ product_id: serum.id, quantity: 2 }], 998, {
        payment_method: 'online',
        user_email: 'paid.cancel@example.in',
      }),
    );
    expect(placed.status).toBe(200);
    const id = placed.body.order_id;
    const paid = await t.app.inject({
      method: 'POST',
      url: placed.body.paymentLinkUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=success',
    });
    expect(paid.statusCode).toBe(303);
    expect(await stockOf(t.database.db, serum.packs[0]!)).toBe(stockBefore - 2);

    const cancelled = await t.post(
      'cancel-order',
      { od_id: id, reason: 'Damaged in the warehouse' },
      admin.auth,
    );
    expect(cancelled.status).toBe(200);
    expect(refunds).toEqual([expect.objectContaining({ amountPaise: 99_800 })]);
    expect(await stockOf(t.database.db, serum.packs[0]!)).toBe(stockBefore);
    const detail = (await t.post('admin/order/detail', { od_id: id }, admin.auth)).body.data;
    expect(detail).toMatchObject({
      od_payment_status: 'refunded',
      od_refunded: 998,
      od_cancel_reason: 'Damaged in the warehouse',
      lines: [expect.objectContaining({ op_delivery_status: 'Cancelled' })],
    });
    expect(detail.timeline.at(-1)).toEqual(
      expect.objectContaining({ what: 'Order cancelled', by: admin.email }),
    );
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `order:${id}`));
    expect(entry!.before).toMatchObject({ od_payment_status: 'paid' });
    expect(entry!.after).toMatchObject({ od_payment_status: 'refunded' });

    // Asked again, nothing more goes back.
    expect((await t.post('cancel-order', { od_id: id, reason: '' }, admin.auth)).status).toBe(200);
    expect(refunds).toHaveLength(1);
  });

  it('cannot cancel an order once a line has shipped', async () => {
    const id = await place({ user_email: 'shipped.cancel@example.in' });
    const line = (await list({ search: String(id) })).body.list[0].lines[0];
    await t.post('update/order-tracking', { op_id: line.op_id, status: 'Shipped' }, admin.auth);
    const refused = await t.post('cancel-order', { od_id: id, reason: '' }, admin.auth);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Order can no longer be cancelled.');
  });
});

describe('GET admin/order/export', () => {
  it('answers the filtered list as CSV with a safe file name, one row per line, formulas made plain', async () => {
    const id = await place({
      user_email: 'export@example.in',
      user_name: '=HYPERLINK("http://evil")',
      user_address: '+1 Main, "Tower" B',
    });
    await placedAt(id, '2023-07-10T06:00:00Z');
    const answer = await t.app.inject({
      method: 'GET',
      url: '/prime/admin/order/export?from=2023-07-10&to=2023-07-10',
      headers: admin.auth,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="prime-orders-2023-07-10-to-2023-07-10.csv"',
    );
    const rows = answer.body.trimEnd().split('\r\n');
    expect(rows[0]!.split(',').slice(0, 3)).toEqual(['order_id', 'placed_at_india', 'customer']);
    expect(rows).toHaveLength(2);
    // 06:00 UTC is 11:30 in India, as the console shows it.
    expect(rows[1]).toContain(`${id},2023-07-10 11:30:00,"'=HYPERLINK(""http://evil"")",export@example.in`);
    expect(rows[1]).toContain(`"'+1 Main, ""Tower"" B"`);
    expect(rows[1]).toContain('Vitamin C Serum,30,1,499,499,Order confirmed');
    // The file the CSV was written to while the orders were read is gone.
    expect(fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('prime-order-export-'))).toEqual([]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/prime/admin/order/export?status=Lost',
      headers: admin.auth,
    });
    expect(bad.statusCode).toBe(400);
    for (const day of ['0000-01-01', '0001-01-01']) {
      const early = await t.app.inject({
        method: 'GET',
        url: `/prime/admin/order/export?from=${day}`,
        headers: admin.auth,
      });
      expect(early.statusCode).toBe(400);
      expect(early.json()).toMatchObject({ message: 'Use a date written YYYY-MM-DD.' });
    }
  });

  it('names each order’s money once, a line amount on every row, and any refund and cancellation reason', async () => {
    const toner = await makeProduct(t.database.db, [{ grams: 100, mrp: 399, price: 350.5, stock: 50 }]);
    const two = await t.post(
      'add/order',
      guestOrder(
        [
          { product_id: serum.id, quantity: 2 },
          { product_id: toner.id, quantity: 1 },
        ],
        499 * 2 + 350.5,
        { user_email: 'sums@example.in' },
      ),
    );
    expect(two.status).toBe(200);
    const cancelled = await place({ user_email: 'sums@example.in' }, 1);
    await t.post('cancel-order', { od_id: cancelled, reason: 'Ordered twice by mistake' }, admin.auth);
    const answer = await t.app.inject({
      method: 'GET',
      url: '/prime/admin/order/export?search=sums@example.in',
      headers: admin.auth,
    });
    const [head, ...rows] = answer.body
      .trimEnd()
      .split('\r\n')
      .map((row) => row.split(','));
    const column = (name: string) => rows.map((row) => row[head!.indexOf(name)]);
    const total = column('order_amount').reduce((sum, cell) => sum + Number(cell || 0), 0);
    const listed = (await list({ search: 'sums@example.in' })).body.list as { od_amount: number }[];
    expect(total).toBe(listed.reduce((sum, order) => sum + order.od_amount, 0));
    expect(total).toBe(499 * 2 + 350.5 + 499);
    const ofOrder = (id: number) => rows.filter((row) => row[0] === String(id));
    expect(ofOrder(two.body.order_id).map((row) => row[head!.indexOf('line_amount')])).toEqual([
      '998',
      '350.5',
    ]);
    const cancelledRow = ofOrder(cancelled)[0]!;
    expect(cancelledRow[head!.indexOf('cancel_reason')]).toBe('Ordered twice by mistake');
    expect(cancelledRow[head!.indexOf('cancelled_at_india')]).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );
    expect(head).toContain('refunded');
  });
});
