// After an order is placed: the history, moving lines along the delivery sequence, cancelling lines
// and whole orders, stock coming back exactly once, and refunds of paid online orders.
import { eq } from 'drizzle-orm';
import { messages } from '@prime/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, orderLines, orders, payments } from '../../db/schema.ts';
import type { PaymentGateway, RefundRequest } from '../../payments/gateway.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  guestOrder,
  listedStock,
  makeProduct,
  makeShopper,
  stockOf,
  type Shopper,
  type TestProduct,
} from '../../test/shop-fixtures.ts';

let t: TestApp;
let admin: Shopper;
let serum: TestProduct;
let cream: TestProduct;
const refunds: RefundRequest[] = [];
let refuseRefunds = false;
const gateway: PaymentGateway = {
  name: 'sandbox',
  async createPaymentLink(request) {
    return { url: `/pay/sandbox/${request.reference}` };
  },
  async refund(request) {
    if (refuseRefunds) throw new Error('refund refused');
    refunds.push(request);
  },
};

beforeAll(async () => {
  t = await createTestApp({}, { payments: gateway });
  admin = await makeShopper(t.database.db, 'admin');
  serum = await makeProduct(t.database.db, [{ grams: 30, mrp: 799, price: 649, stock: 100 }], {
    name: 'Vitamin C Serum',
  });
  cream = await makeProduct(t.database.db, [{ grams: 100, mrp: 500, price: 450, stock: 100 }], {
    name: 'Ceramide Cream',
  });
});
afterAll(() => t.close());

interface Placed {
  orderId: number;
  lineIds: number[];
  reference?: string;
}

/** A customer's order of 2 serums and 1 cream (₹1,748), cash on delivery or online. */
async function placeFor(shopper: Shopper, payment_method: 'cod' | 'online' = 'cod'): Promise<Placed> {
  const response = await t.post(
    'add/order',
    guestOrder(
      [
        { product_id: serum.id, quantity: 2 },
        { product_id: cream.id, quantity: 1 },
      ],
      1748,
      { payment_method },
    ),
    shopper.auth,
  );
  expect(response.status).toBe(200);
  const orderId = response.body.order_id;
  const history = await t.post('list/order', {}, shopper.auth);
  const lineIds = history.body.list
    .filter((line: { od_id: number }) => line.od_id === orderId)
    .map((line: { op_id: number }) => line.op_id);
  const reference = response.body.paymentLinkUrl?.split('/').at(-1);
  return { orderId, lineIds, reference };
}

const pay = (reference: string) =>
  t.app.inject({
    method: 'POST',
    url: `/pay/sandbox/${reference}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'outcome=success',
  });
const track = (shopper: Shopper, op_id: number | string, status: string) =>
  t.post('update/order-tracking', { op_id, status }, shopper.auth);
const statuses = async (shopper: Shopper, orderId: number) =>
  (await t.post('list/order', {}, shopper.auth)).body.list
    .filter((line: { od_id: number }) => line.od_id === orderId)
    .map((line: { op_delivery_status: string }) => line.op_delivery_status);
const stocks = async () => [
  await stockOf(t.database.db, serum.packs[0]!),
  await stockOf(t.database.db, cream.packs[0]!),
];
const orderRow = async (id: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('list/order', () => {
  it('lists the caller’s order lines, newest order first, in the OrderLine shape', async () => {
    const shopper = await makeShopper(t.database.db);
    const older = await placeFor(shopper);
    const newer = await placeFor(shopper);
    await placeFor(await makeShopper(t.database.db));
    const { body } = await t.post('list/order', { u_id: String(shopper.id) }, shopper.auth);
    expect(body.list.map((line: { od_id: number }) => line.od_id)).toEqual([
      newer.orderId,
      newer.orderId,
      older.orderId,
      older.orderId,
    ]);
    expect(body.list[0]).toEqual({
      op_id: newer.lineIds[0],
      od_id: newer.orderId,
      p_id: serum.id,
      p_productname: 'Vitamin C Serum',
      p_image: '',
      op_quantity: 2,
      op_packet_size: 30,
      op_unit: 'g',
      op_price: 649,
      od_amount: 1748,
      od_payment_method: 'cod',
      od_payment_status: 'cod',
      op_delivery_status: 'Order confirmed',
      od_created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      od_discount: 0,
      od_coupon_code: null,
      od_access: expect.stringMatching(/^[0-9a-f]{64}$/),
      od_delivery_charge: 0,
      od_cod_charge: 0,
      op_courier: null,
      op_awb: null,
      op_tracking_url: null,
      op_delivered_at: null,
      op_lots: [{ batch_no: 'UNRECORDED', expiry: expect.stringMatching(/^\d{4}-\d{2}$/), quantity: 2 }],
      od_invoice_no: expect.stringMatching(/^PRM\/\d{4}-\d{2}\/\d{6}$/),
      od_invoice_url: expect.stringMatching(/^\/invoices\/[\w-]+\.pdf$/),
      od_credit_notes: [],
      od_refunded: 0,
      od_refunds: [],
      od_returns: [],
    });
  });

  it('needs a login and refuses another user’s id', async () => {
    const shopper = await makeShopper(t.database.db);
    expect((await t.post('list/order', { u_id: shopper.id })).status).toBe(401);
    expect((await t.post('list/order', { u_id: shopper.id + 1 }, shopper.auth)).status).toBe(403);
  });
});

describe('update/order-tracking', () => {
  it('lets an admin move a line forward, skipping steps, never back; the same status again changes nothing', async () => {
    const shopper = await makeShopper(t.database.db);
    const { orderId, lineIds } = await placeFor(shopper);
    for (const status of ['Packing', 'Out for Delivery']) {
      const response = await track(admin, String(lineIds[0]), status);
      expect(response.status).toBe(200);
      expect(response.body.message).toBe(messages.orderStatusUpdated);
    }
    const back = await track(admin, lineIds[0]!, 'Shipped');
    expect(back.status).toBe(409);
    expect(back.body.message).toBe(messages.statusForwardOnly);
    const again = await track(admin, lineIds[0]!, 'out for delivery');
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ op_delivery_status: 'Out for Delivery' });
    expect((await track(admin, lineIds[0]!, 'delivered')).status).toBe(200);
    for (const status of ['Order confirmed', 'Out for Delivery', 'Cancelled']) {
      const response = await track(admin, lineIds[0]!, status);
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(messages.statusForwardOnly);
    }
    expect(await statuses(shopper, orderId)).toEqual(['Delivered', 'Order confirmed']);
    const bad = await track(admin, lineIds[0]!, 'Lost');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(messages.deliveryStatusInvalid);
  });

  it('moves no line of an order waiting for its payment; paying it then confirms every line', async () => {
    const shopper = await makeShopper(t.database.db);
    const { orderId, lineIds, reference } = await placeFor(shopper, 'online');
    for (const status of ['Order confirmed', 'Shipped', 'Delivered']) {
      const response = await track(admin, lineIds[0]!, status);
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(messages.orderWaitingForPayment);
    }
    expect(await statuses(shopper, orderId)).toEqual(['Payment pending', 'Payment pending']);
    expect((await pay(reference!)).statusCode).toBe(303);
    expect(await statuses(shopper, orderId)).toEqual(['Order confirmed', 'Order confirmed']);
    expect((await orderRow(orderId)).paymentStatus).toBe('paid');
  });

  it('lets the owner only cancel, before Shipped, giving that line’s stock back once', async () => {
    const shopper = await makeShopper(t.database.db);
    const { orderId, lineIds } = await placeFor(shopper);
    const before = await stocks();
    expect((await track(shopper, lineIds[0]!, 'Packing')).status).toBe(403);
    const cancelled = await track(shopper, lineIds[0]!, 'Cancelled');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ op_id: lineIds[0], op_delivery_status: 'Cancelled' });
    expect(await stocks()).toEqual([before[0]! + 2, before[1]]);
    expect((await track(shopper, lineIds[0]!, 'Cancelled')).status).toBe(200);
    expect(await stocks()).toEqual([before[0]! + 2, before[1]]);
    await track(admin, lineIds[1]!, 'Shipped');
    const late = await track(shopper, lineIds[1]!, 'Cancelled');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(messages.orderCannotCancel);
    expect(await statuses(shopper, orderId)).toEqual(['Cancelled', 'Shipped']);
  });

  it('keeps a cancelled line cancelled', async () => {
    const shopper = await makeShopper(t.database.db);
    const { lineIds } = await placeFor(shopper);
    await track(shopper, lineIds[0]!, 'Cancelled');
    const reopened = await track(admin, lineIds[0]!, 'Packing');
    expect(reopened.status).toBe(409);
    expect(reopened.body.message).toBe(messages.statusForwardOnly);
  });

  it('answers 404 for another customer’s line or an unknown one, 401 without a login', async () => {
    const owner = await makeShopper(t.database.db);
    const stranger = await makeShopper(t.database.db);
    const { orderId, lineIds } = await placeFor(owner);
    expect((await track(stranger, lineIds[0]!, 'Cancelled')).status).toBe(404);
    expect((await track(stranger, lineIds[0]!, 'Delivered')).status).toBe(404);
    expect((await track(stranger, 999_999, 'Cancelled')).status).toBe(404);
    expect((await t.post('update/order-tracking', { op_id: lineIds[0], status: 'Cancelled' })).status).toBe(
      401,
    );
    const guest = await t.post(
      'add/order',
      // ₹450 and the ₹49 delivery charge.
      guestOrder([{ product_id: cream.id, quantity: 1 }], 499),
    );
    const [guestLine] = await t.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, guest.body.order_id));
    expect((await track(stranger, guestLine!.id, 'Cancelled')).status).toBe(404);
    expect((await t.post('cancel-order', { od_id: guest.body.order_id }, stranger.auth)).status).toBe(404);
    expect(await statuses(owner, orderId)).toEqual(['Order confirmed', 'Order confirmed']);
  });

  it('cancels no single line of an online order still waiting for its payment', async () => {
    const shopper = await makeShopper(t.database.db);
    const { lineIds } = await placeFor(shopper, 'online');
    const response = await track(shopper, lineIds[0]!, 'Cancelled');
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(messages.cancelWholeUnpaidOrder);
  });

  it('refunds a cancelled line’s share of a paid order, which then costs that less; the last line the rest', async () => {
    const shopper = await makeShopper(t.database.db);
    const { orderId, lineIds, reference } = await placeFor(shopper, 'online');
    expect((await pay(reference!)).statusCode).toBe(303);
    refunds.length = 0;
    expect((await track(shopper, lineIds[1]!, 'Cancelled')).status).toBe(200);
    expect(refunds.map((refund) => refund.amountPaise)).toEqual([45_000]);
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: 'paid', amountPaise: 129_800 });
    expect((await track(shopper, lineIds[0]!, 'Cancelled')).status).toBe(200);
    expect(refunds.map((refund) => refund.amountPaise)).toEqual([45_000, 129_800]);
    expect(refunds[0]!.reference).toBe(reference);
    const order = await orderRow(orderId);
    expect(order).toMatchObject({
      paymentStatus: 'refunded',
      refundedPaise: 129_800,
      cancelledAt: expect.any(Date),
    });
  });

  it('lowers a cash-on-delivery order’s amount and the day’s revenue by a cancelled line’s share', async () => {
    const shopper = await makeShopper(t.database.db);
    const revenueToday = async () =>
      (await t.post('admin/dashboard', {}, admin.auth)).body.data.today.revenue as number;
    const before = await revenueToday();
    const { orderId, lineIds } = await placeFor(shopper);
    expect(await revenueToday()).toBeCloseTo(before + 1748, 2);
    expect((await track(shopper, lineIds[1]!, 'Cancelled')).status).toBe(200);
    const listed = (await t.post('list/order', {}, shopper.auth)).body.list;
    expect(listed.filter((line: { od_id: number }) => line.od_id === orderId)).toEqual([
      expect.objectContaining({ od_amount: 1298, op_delivery_status: 'Order confirmed' }),
      expect.objectContaining({ od_amount: 1298, op_delivery_status: 'Cancelled' }),
    ]);
    expect(await revenueToday()).toBeCloseTo(before + 1298, 2);
  });

  it('takes off a cancelled line’s price less its share of the coupon’s discount', async () => {
    await t.database.db.insert(coupons).values({ code: 'SHARE10', kind: 'percent', value: 10 });
    const shopper = await makeShopper(t.database.db);
    const response = await t.post(
      'add/order',
      guestOrder(
        [
          { product_id: serum.id, quantity: 2 },
          { product_id: cream.id, quantity: 1 },
        ],
        1573.2,
        { coupon_code: 'share10' },
      ),
      shopper.auth,
    );
    expect(response.status).toBe(200);
    const orderId = response.body.order_id as number;
    const [, creamLine] = await t.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(orderLines.id);
    expect((await track(admin, creamLine!.id, 'Cancelled')).status).toBe(200);
    // ₹450 less its ₹45 share of the ₹174.80 discount: ₹1,573.20 − ₹405.
    expect(await orderRow(orderId)).toMatchObject({ amountPaise: 116_820, discountPaise: 17_480 });
  });
});

describe('cancel-order', () => {
  it('cancels a cash-on-delivery order: every line, stock back exactly once', async () => {
    const shopper = await makeShopper(t.database.db);
    const { orderId } = await placeFor(shopper);
    const before = await stocks();
    const response = await t.post(
      'cancel-order',
      { od_id: String(orderId), reason: 'Ordered twice' },
      shopper.auth,
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ result: true, message: messages.orderCancelled });
    expect(await stocks()).toEqual([before[0]! + 2, before[1]! + 1]);
    expect(await statuses(shopper, orderId)).toEqual(['Cancelled', 'Cancelled']);
    expect(await orderRow(orderId)).toMatchObject({ cancelReason: 'Ordered twice', paymentStatus: 'cod' });
    expect((await t.post('cancel-order', { od_id: orderId }, shopper.auth)).status).toBe(200);
    expect(await stocks()).toEqual([before[0]! + 2, before[1]! + 1]);
  });

  it('shows the stock given back in the very next listing, by an order or a line cancelled', async () => {
    const shopper = await makeShopper(t.database.db);
    const first = await placeFor(shopper);
    await listedStock(t, serum.id, serum.packs[0]!);
    expect((await t.post('cancel-order', { od_id: first.orderId }, shopper.auth)).status).toBe(200);
    expect(await listedStock(t, serum.id, serum.packs[0]!)).toBe(
      await stockOf(t.database.db, serum.packs[0]!),
    );

    const second = await placeFor(shopper);
    await listedStock(t, serum.id, serum.packs[0]!);
    expect((await track(shopper, second.lineIds[0]!, 'Cancelled')).status).toBe(200);
    expect(await listedStock(t, serum.id, serum.packs[0]!)).toBe(
      await stockOf(t.database.db, serum.packs[0]!),
    );
  });

  it('gives back only the lines still live when a partly cancelled order is cancelled whole', async () => {
    const shopper = await makeShopper(t.database.db);
    const { orderId, lineIds } = await placeFor(shopper);
    const before = await stocks();
    expect((await track(shopper, lineIds[0]!, 'Cancelled')).status).toBe(200);
    expect(await stocks()).toEqual([before[0]! + 2, before[1]]);
    expect((await t.post('cancel-order', { od_id: orderId }, shopper.auth)).status).toBe(200);
    expect(await stocks()).toEqual([before[0]! + 2, before[1]! + 1]);
    expect(await statuses(shopper, orderId)).toEqual(['Cancelled', 'Cancelled']);
  });

  it('gives stock back once when the same cancellation arrives several times at once', async () => {
    const shopper = await makeShopper(t.database.db);
    const { orderId } = await placeFor(shopper);
    const before = await stocks();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.post('cancel-order', { od_id: orderId }, shopper.auth)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await stocks()).toEqual([before[0]! + 2, before[1]! + 1]);
  });

  it('refuses once a line has shipped, and changes nothing', async () => {
    const shopper = await makeShopper(t.database.db);
    const { orderId, lineIds } = await placeFor(shopper);
    await track(admin, lineIds[1]!, 'Out for Delivery');
    const before = await stocks();
    const response = await t.post('cancel-order', { od_id: orderId }, shopper.auth);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('Order can no longer be cancelled.');
    expect(await stocks()).toEqual(before);
    expect(await statuses(shopper, orderId)).toEqual(['Order confirmed', 'Out for Delivery']);
  });

  it('answers 404 for another customer’s order, and lets an admin cancel any order', async () => {
    const owner = await makeShopper(t.database.db);
    const { orderId } = await placeFor(owner);
    expect(
      (await t.post('cancel-order', { od_id: orderId }, (await makeShopper(t.database.db)).auth)).status,
    ).toBe(404);
    expect((await t.post('cancel-order', { od_id: 999_999 }, owner.auth)).status).toBe(404);
    expect((await t.post('cancel-order', { od_id: 'x' }, owner.auth)).status).toBe(400);
    expect((await t.post('cancel-order', { od_id: orderId }, admin.auth)).status).toBe(200);
    expect(await statuses(owner, orderId)).toEqual(['Cancelled', 'Cancelled']);
  });

  it('cancels an unpaid online order: its payment fails and a later Pay confirms nothing', async () => {
    const shopper = await makeShopper(t.database.db);
    const { orderId, reference } = await placeFor(shopper, 'online');
    const before = await stocks();
    expect((await t.post('cancel-order', { od_id: orderId }, shopper.auth)).status).toBe(200);
    expect(await stocks()).toEqual([before[0]! + 2, before[1]! + 1]);
    expect((await orderRow(orderId)).paymentStatus).toBe('failed');
    await pay(reference!);
    expect(await statuses(shopper, orderId)).toEqual(['Cancelled', 'Cancelled']);
    expect(await stocks()).toEqual([before[0]! + 2, before[1]! + 1]);
  });

  it('refunds a paid online order through its gateway, then cancels it', async () => {
    const shopper = await makeShopper(t.database.db);
    const { orderId, reference } = await placeFor(shopper, 'online');
    await pay(reference!);
    refunds.length = 0;
    const response = await t.post(
      'cancel-order',
      { od_id: orderId, reason: 'Changed my mind' },
      shopper.auth,
    );
    expect(response.status).toBe(200);
    expect(response.body.refunded).toBe(1748);
    expect(refunds).toEqual([
      { reference, gatewayReference: null, gatewayPaymentId: null, amountPaise: 174_800 },
    ]);
    expect((await orderRow(orderId)).paymentStatus).toBe('refunded');
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment!.status).toBe('refunded');
    const listed = (await t.post('list/order', {}, shopper.auth)).body.list[0];
    expect(listed).toMatchObject({ od_payment_status: 'refunded', op_delivery_status: 'Cancelled' });
  });

  it('changes nothing when the gateway refuses the refund, and says so', async () => {
    const shopper = await makeShopper(t.database.db);
    const { orderId, reference } = await placeFor(shopper, 'online');
    await pay(reference!);
    const before = await stocks();
    refuseRefunds = true;
    try {
      const response = await t.post('cancel-order', { od_id: orderId }, shopper.auth);
      expect(response.status).toBe(502);
      expect(response.body.message).toBe(messages.refundFailed);
    } finally {
      refuseRefunds = false;
    }
    expect(await stocks()).toEqual(before);
    expect(await statuses(shopper, orderId)).toEqual(['Order confirmed', 'Order confirmed']);
    expect(await orderRow(orderId)).toMatchObject({
      paymentStatus: 'paid',
      refundStartedAt: null,
      cancelledAt: null,
    });
    expect((await t.post('cancel-order', { od_id: orderId }, shopper.auth)).status).toBe(200);
  });

  it('refuses to change an order while a refund of it is under way, and changes it once that is over', async () => {
    const shopper = await makeShopper(t.database.db);
    const { orderId, reference } = await placeFor(shopper, 'online');
    await pay(reference!);
    const before = await stocks();
    // As another request leaves the order while its gateway refunds it.
    await t.database.db.update(orders).set({ refundStartedAt: new Date() }).where(eq(orders.id, orderId));
    const cancel = await t.post('cancel-order', { od_id: orderId }, shopper.auth);
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe(messages.refundUnderWay);
    const moved = await t.post('admin/order/status', { od_id: orderId, status: 'Packing' }, admin.auth);
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe(messages.refundUnderWay);
    expect(await stocks()).toEqual(before);
    expect(await statuses(shopper, orderId)).toEqual(['Order confirmed', 'Order confirmed']);

    await t.database.db.update(orders).set({ refundStartedAt: null }).where(eq(orders.id, orderId));
    expect((await t.post('cancel-order', { od_id: orderId }, shopper.auth)).status).toBe(200);
  });
});
