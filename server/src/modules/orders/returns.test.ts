// Returns after delivery: the customer asks within 7 days (add/return), staff approve or refuse
// (admin/return/decide), and receive the goods (admin/return/receive): stock back on request, the
// lines' share refunded (online through the gateway, cash on delivery with the staff's reference),
// one mail per step, every staff step audited.
import { and, asc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, orderLines, orders } from '../../db/schema.ts';
import type { RefundRequest } from '../../payments/gateway.ts';
import { createSandboxGateway } from '../../payments/sandbox-gateway.ts';
import { openOrderDesk, type OrderDesk, type PlacedOrder } from '../../test/order-desk.ts';
import {
  guestOrder,
  makeShopper,
  stockOf,
  type Shopper,
  type TestProduct,
} from '../../test/shop-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Shopper;
let serum: TestProduct;
let cream: TestProduct;
let desk: OrderDesk;
const refunds: RefundRequest[] = [];
let gatewayRefuses = false;

beforeAll(async () => {
  const sandbox = createSandboxGateway();
  desk = await openOrderDesk({
    payments: {
      name: sandbox.name,
      createPaymentLink: (request) => sandbox.createPaymentLink(request),
      refund: async (request) => {
        if (gatewayRefuses) throw new Error('gateway down');
        refunds.push(request);
        return sandbox.refund(request);
      },
    },
  });
  ({ t, admin, serum, cream } = desk);
});
afterAll(() => t.close());

/** An order of one serum (₹499) and one cream (₹299) by `shopper` (a guest when absent), delivered. */
async function deliveredOrder(
  options: { shopper?: Shopper; online?: boolean; deliver?: boolean; email?: string } = {},
): Promise<PlacedOrder> {
  const order = await desk.place({
    shopper: options.shopper,
    body: {
      payment_method: options.online ? 'online' : 'cod',
      user_email: options.email ?? 'returns@example.in',
    },
  });
  if (options.online) {
    const paid = await t.app.inject({
      method: 'POST',
      url: order.answer.paymentLinkUrl as string,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=success',
    });
    expect(paid.statusCode).toBe(303);
  }
  if (options.deliver !== false) {
    const moved = await t.post('admin/order/status', { od_id: order.id, status: 'Delivered' }, admin.auth);
    expect(moved.status).toBe(200);
  }
  return order;
}

const statusesOf = async (id: number) =>
  (await t.post('admin/order/detail', { od_id: id }, admin.auth)).body.data.lines.map(
    (line: { op_delivery_status: string }) => line.op_delivery_status,
  );
const mailsOf = (orderId: number, event: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.orderId, orderId), like(mailOutbox.event, `${event}%`)));
const orderRow = async (id: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const decide = (rq_id: number, approve: number, note = '') =>
  t.post('admin/return/decide', { rq_id, approve, note }, admin.auth);
const receive = (body: Record<string, unknown>) => t.post('admin/return/receive', body, admin.auth);

describe('add/return', () => {
  it('moves the lines named to Return requested, answers rq_id, mails the customer and shows the return', async () => {
    const shopper = await makeShopper(t.database.db);
    const order = await deliveredOrder({ shopper });
    const asked = await t.post(
      'add/return',
      {
        refund_to: 'meera@okbank',
        od_id: order.id,
        op_ids: [order.lineIds[0]],
        reason: 'The bottle arrived cracked',
      },
      shopper.auth,
    );
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({
      result: true,
      rq_id: expect.any(Number),
      data: { op_ids: [order.lineIds[0]], reason: 'The bottle arrived cracked', status: 'requested' },
    });
    expect(await statusesOf(order.id)).toEqual(['Return requested', 'Delivered']);

    const mails = await mailsOf(order.id, 'return-requested');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('1 x Vitamin C Serum (30 gm)');
    expect(mails[0]!.textBody).toContain('Reason: The bottle arrived cracked');

    const history = await t.post('list/order', {}, shopper.auth);
    const line = history.body.list.find((each: { od_id: number }) => each.od_id === order.id);
    expect(line.od_returns).toEqual([
      expect.objectContaining({ rq_id: asked.body.rq_id, status: 'requested', note: null }),
    ]);
    const viewed = await t.post('order/view', { access: order.access });
    expect(viewed.body.data.od_returns).toEqual([expect.objectContaining({ rq_id: asked.body.rq_id })]);
    const looked = await t.post('order/lookup', { od_id: order.id, contact: 'returns@example.in' });
    expect(looked.body.data.od_returns).toHaveLength(1);
  });

  it('takes a guest’s request through the order’s link', async () => {
    const order = await deliveredOrder();
    const asked = await t.post('add/return', {
      refund_to: 'meera@okbank',
      access: order.access,
      op_ids: order.lineIds,
      reason: 'Not for my skin',
    });
    expect(asked.status).toBe(200);
    expect(asked.body.data.op_ids).toEqual(order.lineIds);
    expect(await statusesOf(order.id)).toEqual(['Return requested', 'Return requested']);
  });

  it('refuses lines not delivered, delivered more than 7 days ago, or asked back before, with 409', async () => {
    const notYet = await deliveredOrder({ deliver: false });
    const early = await t.post('add/return', {
      refund_to: 'meera@okbank',
      access: notYet.access,
      op_ids: [notYet.lineIds[0]],
      reason: 'Changed my mind',
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('These items can no longer be returned.');

    const old = await deliveredOrder();
    await t.database.db
      .update(orderLines)
      .set({ deliveredAt: sql`now() - interval '7 days 1 minute'` })
      .where(eq(orderLines.orderId, old.id));
    const late = await t.post('add/return', {
      refund_to: 'meera@okbank',
      access: old.access,
      op_ids: old.lineIds,
      reason: 'Too late',
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('These items can no longer be returned.');
    // Just inside the window it is still possible.
    await t.database.db
      .update(orderLines)
      .set({ deliveredAt: sql`now() - interval '6 days 23 hours'` })
      .where(eq(orderLines.orderId, old.id));
    const inTime = await t.post('add/return', {
      refund_to: 'meera@okbank',
      access: old.access,
      op_ids: [old.lineIds[0]],
      reason: 'Leaks',
    });
    expect(inTime.status).toBe(200);

    const twice = await t.post('add/return', {
      refund_to: 'meera@okbank',
      access: old.access,
      op_ids: old.lineIds,
      reason: 'Again',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('These items can no longer be returned.');
    // Nothing of the refused request happened: the second line is still Delivered.
    expect(await statusesOf(old.id)).toEqual(['Return requested', 'Delivered']);
  });

  it('answers 404 for another customer’s order or a line of another order, 401 without a login, 400 without a reason', async () => {
    const owner = await makeShopper(t.database.db);
    const stranger = await makeShopper(t.database.db);
    const order = await deliveredOrder({ shopper: owner });
    const other = await deliveredOrder();
    const body = { od_id: order.id, op_ids: [order.lineIds[0]], reason: 'Broken', refund_to: 'meera@okbank' };
    expect((await t.post('add/return', body, stranger.auth)).status).toBe(404);
    expect((await t.post('add/return', body)).status).toBe(401);
    const foreignLine = await t.post('add/return', { ...body, op_ids: [other.lineIds[0]] }, owner.auth);
    expect(foreignLine.status).toBe(404);
    const noReason = await t.post('add/return', { ...body, reason: '  ' }, owner.auth);
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual([
      { field: 'reason', message: 'Please tell us why you are returning these items.' },
    ]);
    const noLines = await t.post('add/return', { ...body, op_ids: [] }, owner.auth);
    expect(noLines.status).toBe(400);
    expect(noLines.body.errors[0].field).toBe('op_ids');
    expect((await t.post('add/return', { ...body, access: 'no-such-link' })).status).toBe(404);
    expect(await statusesOf(order.id)).toEqual(['Delivered', 'Delivered']);
  });
});

describe('admin/return/decide', () => {
  it('refuses: the lines go back to Delivered, the customer reads the note, the step is mailed and audited', async () => {
    const order = await deliveredOrder({ email: 'refused.return@example.in' });
    const asked = await t.post('add/return', {
      refund_to: 'meera@okbank',
      access: order.access,
      op_ids: order.lineIds,
      reason: 'Opened',
    });
    const rq_id = asked.body.rq_id;
    const refused = await decide(rq_id, 0, 'Opened jars cannot be returned.');
    expect(refused.status).toBe(200);
    expect(refused.body.data).toMatchObject({
      rq_id,
      od_id: order.id,
      status: 'refused',
      note: 'Opened jars cannot be returned.',
      decided_at: expect.any(String),
    });
    expect(await statusesOf(order.id)).toEqual(['Delivered', 'Delivered']);
    const viewed = await t.post('order/view', { access: order.access });
    expect(viewed.body.data.od_returns[0]).toMatchObject({
      status: 'refused',
      note: 'Opened jars cannot be returned.',
    });
    const mails = await mailsOf(order.id, 'return-decided');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('We could not accept the return');
    expect(mails[0]!.textBody).toContain('Reason: Opened jars cannot be returned.');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `return:${rq_id}`));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'return.decide',
      actorEmail: admin.email,
      before: expect.objectContaining({ status: 'requested' }),
      after: expect.objectContaining({ status: 'refused' }),
    });

    // Decided once: neither a second decision nor a new request for the same lines.
    expect((await decide(rq_id, 1)).status).toBe(409);
    const again = await t.post('add/return', {
      refund_to: 'meera@okbank',
      access: order.access,
      op_ids: order.lineIds,
      reason: 'Please',
    });
    expect(again.status).toBe(409);
  });

  it('approves: the lines stay Return requested; unknown returns 404; customers 403', async () => {
    const order = await deliveredOrder();
    const asked = await t.post('add/return', {
      refund_to: 'meera@okbank',
      access: order.access,
      op_ids: [order.lineIds[1]],
      reason: 'x',
    });
    const approved = await decide(asked.body.rq_id, 1, 'Our courier will pick it up.');
    expect(approved.status).toBe(200);
    expect(approved.body.data.status).toBe('approved');
    expect(await statusesOf(order.id)).toEqual(['Delivered', 'Return requested']);
    const mail = (await mailsOf(order.id, 'return-decided'))[0]!;
    expect(mail.textBody).toContain('We have accepted the return');
    expect((await decide(999_999, 1)).status).toBe(404);
    const customer = await makeShopper(t.database.db);
    const refusedCaller = await t.post(
      'admin/return/decide',
      { rq_id: asked.body.rq_id, approve: 0 },
      customer.auth,
    );
    expect(refusedCaller.status).toBe(403);
  });
});

describe('admin/return/receive', () => {
  it('cash on delivery: needs the payout reference, returns and restocks the lines, refunds their price but not the charges', async () => {
    // The cream alone: ₹299 and ₹49 for delivery below ₹499.
    const lines = [{ product_id: cream.id, quantity: 1 }];
    const placed = await t.post('add/order', guestOrder(lines, 348, { user_email: 'cod.return@example.in' }));
    expect(placed.status).toBe(200);
    const id: number = placed.body.order_id;
    await t.post('admin/order/status', { od_id: id, status: 'Delivered' }, admin.auth);
    const access = (await orderRow(id)).access;
    const opId = (await t.post('order/view', { access })).body.data.lines[0].op_id;
    const asked = await t.post('add/return', {
      refund_to: 'meera@okbank',
      access,
      op_ids: [opId],
      reason: 'Allergy',
    });
    const rq_id = asked.body.rq_id;

    // Not approved yet: 409.
    const early = await receive({ rq_id, restock: 1, payout_reference: 'UPI-1' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Only an approved return can be received.');
    await decide(rq_id, 1);

    const stockBefore = await stockOf(t.database.db, cream.packs[0]!);
    const missing = await receive({ rq_id, restock: 1 });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([
      { field: 'payout_reference', message: 'Enter the UPI or bank reference the refund was paid with.' },
    ]);
    expect(await statusesOf(id)).toEqual(['Return requested']);

    const received = await receive({ rq_id, restock: 1, payout_reference: 'UPI/412345678901' });
    expect(received.status).toBe(200);
    expect(received.body.data).toMatchObject({
      status: 'refunded',
      refund_amount: 299,
      refund_reference: 'UPI/412345678901',
      restocked: 1,
      received_at: expect.any(String),
    });
    expect(await statusesOf(id)).toEqual(['Returned']);
    expect(await stockOf(t.database.db, cream.packs[0]!)).toBe(stockBefore + 1);
    const row = await orderRow(id);
    // The ₹49 delivery charge stays with the shop; nothing is left bought, so the payment is refunded.
    expect(row).toMatchObject({ refundedPaise: 29_900, paymentStatus: 'refunded', amountPaise: 34_800 });
    const mails = await mailsOf(id, 'refunded');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('Payment reference: UPI/412345678901');
    expect(mails[0]!.textBody).toContain('₹299');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `return:${rq_id}`))
      .orderBy(asc(auditLog.id));
    expect(audit.map((entry) => entry.action)).toEqual(['return.decide', 'return.receive']);

    // Received once.
    expect((await receive({ rq_id, restock: 1, payout_reference: 'again' })).status).toBe(409);
    expect(await stockOf(t.database.db, cream.packs[0]!)).toBe(stockBefore + 1);
  });

  it('online: refunds the lines’ share through the gateway, keeps the stock when not restocked, and leaves the order paid while a line stays bought', async () => {
    const order = await deliveredOrder({ online: true, email: 'online.return@example.in' });
    const asked = await t.post('add/return', {
      refund_to: 'meera@okbank',
      access: order.access,
      op_ids: [order.lineIds[1]],
      reason: 'x',
    });
    await decide(asked.body.rq_id, 1);
    const stockBefore = await stockOf(t.database.db, cream.packs[0]!);
    refunds.length = 0;
    const received = await receive({ rq_id: asked.body.rq_id, restock: 0 });
    expect(received.status).toBe(200);
    expect(refunds).toEqual([expect.objectContaining({ amountPaise: 29_900 })]);
    expect(received.body.data).toMatchObject({
      refund_amount: 299,
      restocked: 0,
      refund_reference: expect.stringMatching(/^sandbox_rfnd_/),
    });
    expect(await stockOf(t.database.db, cream.packs[0]!)).toBe(stockBefore);
    expect(await statusesOf(order.id)).toEqual(['Delivered', 'Returned']);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'paid', refundedPaise: 29_900 });
    const mail = (await mailsOf(order.id, 'refunded'))[0]!;
    expect(mail.textBody).toContain('₹299 has been refunded');

    // The other line too: nothing left bought, the order's payment is refunded.
    const second = await t.post('add/return', {
      refund_to: 'meera@okbank',
      access: order.access,
      op_ids: [order.lineIds[0]],
      reason: 'y',
    });
    await decide(second.body.rq_id, 1);
    refunds.length = 0;
    expect((await receive({ rq_id: second.body.rq_id, restock: 1 })).status).toBe(200);
    expect(refunds).toEqual([expect.objectContaining({ amountPaise: 49_900 })]);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'refunded', refundedPaise: 79_800 });
    // Each return has its own mails.
    expect(await mailsOf(order.id, 'refunded')).toHaveLength(2);
  });

  it('changes nothing when the gateway refuses the refund (502), and can be received again later', async () => {
    const order = await deliveredOrder({ online: true });
    const asked = await t.post('add/return', {
      refund_to: 'meera@okbank',
      access: order.access,
      op_ids: [order.lineIds[0]],
      reason: 'x',
    });
    await decide(asked.body.rq_id, 1);
    gatewayRefuses = true;
    try {
      const failed = await receive({ rq_id: asked.body.rq_id, restock: 1 });
      expect(failed.status).toBe(502);
      expect(failed.body.message).toBe(
        'The refund could not be made, so the return was not marked received. Please try again later.',
      );
    } finally {
      gatewayRefuses = false;
    }
    expect(await statusesOf(order.id)).toEqual(['Return requested', 'Delivered']);
    expect(await orderRow(order.id)).toMatchObject({ refundedPaise: 0, refundStartedAt: null });
    const list = await t.post('admin/return/list', { status: 'approved' }, admin.auth);
    expect(list.body.list.map((each: { rq_id: number }) => each.rq_id)).toContain(asked.body.rq_id);
    expect((await receive({ rq_id: asked.body.rq_id, restock: 1 })).status).toBe(200);
  });
});

describe('a part of a line, and a cash-on-delivery refund’s account', () => {
  it('returns one unit of two: that unit restocked, refunded and credited; the other stays bought', async () => {
    await t.post(
      'admin/settings/save',
      {
        free_delivery_from: 499,
        delivery_charge: 49,
        cod_charge: 0,
        low_stock_at: 5,
        staff_email: 'staff@prime.in',
      },
      admin.auth,
    );
    const order = await desk.place({ serums: 2, body: { payment_method: 'cod' } });
    await t.post('admin/order/status', { od_id: order.id, status: 'Delivered' }, admin.auth);
    const stockBefore = await stockOf(t.database.db, serum.packs[0]!);
    const noAccount = await t.post('add/return', {
      access: order.access,
      lines: [{ op_id: order.lineIds[0], quantity: 1 }],
      reason: 'One tube leaks',
    });
    expect(noAccount.status).toBe(400);
    expect(noAccount.body.errors).toEqual([
      {
        field: 'refund_to',
        message: 'Please tell us where to send your refund: a UPI ID or a bank account number and IFSC.',
      },
    ]);
    const badAccount = await t.post('add/return', {
      access: order.access,
      lines: [{ op_id: order.lineIds[0], quantity: 1 }],
      reason: 'One tube leaks',
      refund_to: { account: '12', ifsc: 'HDFC0001234' },
    });
    expect(badAccount.status).toBe(400);
    expect(badAccount.body.errors[0].field).toBe('refund_to');
    const tooMany = await t.post('add/return', {
      access: order.access,
      lines: [{ op_id: order.lineIds[0], quantity: 3 }],
      reason: 'One tube leaks',
      refund_to: 'asha@okaxis',
    });
    expect(tooMany.status).toBe(409);

    const asked = await t.post('add/return', {
      access: order.access,
      lines: [{ op_id: order.lineIds[0], quantity: 1 }],
      reason: 'One tube leaks',
      refund_to: { account: '001234567890', ifsc: 'hdfc0001234' },
    });
    expect(asked.status).toBe(200);
    expect(asked.body.data.lines).toEqual([{ op_id: order.lineIds[0], quantity: 1 }]);
    const staffMail = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderId, order.id), eq(mailOutbox.event, `staff-return:${asked.body.rq_id}`)));
    expect(staffMail).toHaveLength(1);
    expect(staffMail[0]!.recipient).toBe('staff@prime.in');
    expect(staffMail[0]!.textBody).toContain('1 x Vitamin C Serum (30 gm)');
    expect(staffMail[0]!.textBody).not.toContain('001234567890');

    const listed = (await t.post('admin/return/list', {}, admin.auth)).body.list[0];
    expect(listed).toMatchObject({ refund_due: 499, refund_to: 'XXXXXXXX7890 (IFSC HDFC0001234)' });
    await decide(asked.body.rq_id, 1);
    const received = await receive({ rq_id: asked.body.rq_id, restock: 1, payout_reference: 'NEFT-1' });
    expect(received.body.data).toMatchObject({ refund_amount: 499 });
    expect(await stockOf(t.database.db, serum.packs[0]!)).toBe(stockBefore + 1);
    // One unit of the two is still bought: the order is not refunded whole.
    expect((await orderRow(order.id)).paymentStatus).toBe('cod');
    await t.post(
      'admin/settings/save',
      { free_delivery_from: 499, delivery_charge: 49, cod_charge: 0, low_stock_at: 5, staff_email: null },
      admin.auth,
    );
  });
});

describe('admin/return/list', () => {
  it('lists returns newest first with their order and customer, filtered by status', async () => {
    const order = await deliveredOrder({ email: 'listed.return@example.in' });
    const asked = await t.post('add/return', {
      refund_to: 'meera@okbank',
      access: order.access,
      op_ids: [order.lineIds[0]],
      reason: 'x',
    });
    const all = await t.post('admin/return/list', {}, admin.auth);
    expect(all.status).toBe(200);
    expect(all.body.list[0]).toMatchObject({
      rq_id: asked.body.rq_id,
      od_id: order.id,
      op_ids: [order.lineIds[0]],
      reason: 'x',
      status: 'requested',
      created_at: expect.any(String),
      decided_at: null,
      note: null,
      user_email: 'listed.return@example.in',
      od_payment_method: 'cod',
      refund_amount: null,
      // What is returned by name, what receiving it refunds, and where the refund goes, masked.
      items: [{ op_id: order.lineIds[0], name: 'Vitamin C Serum', pack_size: 30, quantity: 1 }],
      refund_due: 499,
      refund_to: 'm***@okbank',
    });
    expect(all.body.total).toBeGreaterThanOrEqual(1);
    const requested = await t.post('admin/return/list', { status: 'requested' }, admin.auth);
    expect(requested.body.list.every((each: { status: string }) => each.status === 'requested')).toBe(true);
    const refused = await t.post('admin/return/list', { status: 'refused' }, admin.auth);
    expect(refused.body.list.some((each: { rq_id: number }) => each.rq_id === asked.body.rq_id)).toBe(false);
    const bad = await t.post('admin/return/list', { status: 'lost' }, admin.auth);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('status');
  });
});

describe('returns under concurrency', () => {
  it('takes a line back once when two requests race, and refunds a return once when staff receive it twice at once', async () => {
    const order = await deliveredOrder({ online: true });
    const asks = await Promise.all(
      [0, 1, 2].map(() =>
        t.post('add/return', {
          refund_to: 'meera@okbank',
          access: order.access,
          op_ids: [order.lineIds[0]],
          reason: 'race',
        }),
      ),
    );
    expect(asks.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const rq_id = asks.find((answer) => answer.status === 200)!.body.rq_id;
    expect(await mailsOf(order.id, 'return-requested')).toHaveLength(1);
    await decide(rq_id, 1);
    const stockBefore = await stockOf(t.database.db, serum.packs[0]!);
    refunds.length = 0;
    const receipts = await Promise.all([0, 1, 2].map(() => receive({ rq_id, restock: 1 })));
    expect(receipts.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of receipts.filter((each) => each.status !== 200)) {
      expect(answer.status).toBe(409);
    }
    expect(refunds).toHaveLength(1);
    expect(await stockOf(t.database.db, serum.packs[0]!)).toBe(stockBefore + 1);
    expect(await orderRow(order.id)).toMatchObject({ refundedPaise: 49_900 });
  });
});
