// The payment job: unpaid online orders past their 30 minutes are cancelled and give their stock back
// exactly once, whether one process runs the job or two run it on one database at the same moment;
// late refunds that failed are tried again. The clock is moved by writing deadlines in the past.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client.ts';
import { orderLines, packSizes, payments } from '../db/schema.ts';
import { openSharedDatabase } from '../test/test-app.ts';
import type { PaymentGateway, RefundRequest } from './gateway.ts';
import { expireDuePayments, retryLateRefunds, startPaymentJobs } from './payment-jobs.ts';
import { createSandboxGateway } from './sandbox-gateway.ts';
import { applyOutcome, settlePayment } from './settle-payment.ts';
import { makeOverdue, orderState, placeWaitingOrder, productWithStock } from '../test/online-order.ts';
import { waitFor } from '../test/wait-for.ts';

let shared: Awaited<ReturnType<typeof openSharedDatabase>>;
let db: Db;
beforeAll(async () => {
  shared = await openSharedDatabase();
  db = shared.first;
});
afterAll(() => shared.close());

const stockOf = async (packSizeId: number) =>
  (await db.select({ stock: packSizes.stock }).from(packSizes).where(eq(packSizes.id, packSizeId)))[0]!.stock;

const quietLog = { info() {}, error() {} };

describe('expiring unpaid orders', () => {
  it('cancels only orders past their time, gives their stock back, and does nothing the second time', async () => {
    const packSizeId = await productWithStock(db, 10);
    const overdue = await placeWaitingOrder(db, { packSizeId, quantity: 2 });
    const alsoOverdue = await placeWaitingOrder(db, { packSizeId, quantity: 3 });
    const waiting = await placeWaitingOrder(db, { packSizeId, quantity: 1 });
    await makeOverdue(db, overdue);
    await makeOverdue(db, alsoOverdue);
    expect(await stockOf(packSizeId)).toBe(4);

    expect(await expireDuePayments(db)).toBe(2);
    for (const order of [overdue, alsoOverdue]) {
      const state = await orderState(db, order);
      expect(state).toMatchObject({
        paymentStatus: 'failed',
        lineStatuses: ['Cancelled'],
        payment: { status: 'failed' },
      });
      expect(state.cancelledAt).toBeInstanceOf(Date);
    }
    expect(await orderState(db, waiting)).toMatchObject({
      paymentStatus: 'pending',
      lineStatuses: ['Payment pending'],
    });
    expect(await stockOf(packSizeId)).toBe(9);

    expect(await expireDuePayments(db)).toBe(0);
    expect(await stockOf(packSizeId)).toBe(9);
  });

  it('never cancels a line past Order confirmed, nor gives back its units', async () => {
    const packSizeId = await productWithStock(db, 10);
    const overdue = await placeWaitingOrder(db, { packSizeId, quantity: 2 });
    // As a staff move allowed before the forward-only rule left it.
    await db
      .update(orderLines)
      .set({ deliveryStatus: 'Shipped' })
      .where(eq(orderLines.orderId, overdue.orderId));
    await makeOverdue(db, overdue);
    await expireDuePayments(db);
    expect(await orderState(db, overdue)).toMatchObject({ lineStatuses: ['Shipped'], stock: 8 });
  });

  it('leaves a paid order alone even when its deadline has passed', async () => {
    const packSizeId = await productWithStock(db, 5);
    const order = await placeWaitingOrder(db, { packSizeId, quantity: 2 });
    await settlePayment(db, createSandboxGateway(), order.reference, {
      kind: 'paid',
      gatewayPaymentId: null,
    });
    await makeOverdue(db, order);
    await expireDuePayments(db);
    expect(await orderState(db, order)).toMatchObject({
      paymentStatus: 'paid',
      lineStatuses: ['Order confirmed'],
      stock: 3,
    });
  });

  it('two processes expiring at once on one database cancel each order once and give each unit back once', async () => {
    const packSizeId = await productWithStock(db, 60);
    const orders = [];
    for (let i = 0; i < 24; i += 1) orders.push(await placeWaitingOrder(db, { packSizeId, quantity: 2 }));
    for (const order of orders) await makeOverdue(db, order);
    expect(await stockOf(packSizeId)).toBe(12);

    // Small batches, so both runners claim batch after batch side by side.
    const counts = await Promise.all([
      expireDuePayments(shared.first, 5),
      expireDuePayments(shared.second, 5),
      expireDuePayments(shared.first, 5),
      expireDuePayments(shared.second, 5),
    ]);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(24);
    expect(await stockOf(packSizeId)).toBe(60);
    for (const order of orders) {
      expect(await orderState(db, order)).toMatchObject({
        paymentStatus: 'failed',
        lineStatuses: ['Cancelled'],
      });
    }
  });

  it('an expiry racing the payment confirmation lets exactly one of them win', async () => {
    const packSizeId = await productWithStock(db, 40);
    const orders = [];
    for (let i = 0; i < 10; i += 1) orders.push(await placeWaitingOrder(db, { packSizeId, quantity: 1 }));
    for (const order of orders) await makeOverdue(db, order);
    const gateway = createSandboxGateway();
    await Promise.all([
      expireDuePayments(shared.second, 3),
      ...orders.map((order) =>
        settlePayment(shared.first, gateway, order.reference, { kind: 'paid', gatewayPaymentId: null }),
      ),
    ]);
    let paid = 0;
    for (const order of orders) {
      const state = await orderState(db, order);
      if (state.paymentStatus === 'paid') {
        paid += 1;
        expect(state.lineStatuses).toEqual(['Order confirmed']);
      } else {
        expect(state).toMatchObject({ paymentStatus: 'failed', lineStatuses: ['Cancelled'] });
      }
    }
    expect(await stockOf(packSizeId)).toBe(40 - paid);
  });

  it('runs in the background after start, and a new process finds the work a stopped one left', async () => {
    const packSizeId = await productWithStock(db, 5);
    const order = await placeWaitingOrder(db, { packSizeId, quantity: 2 });
    // The first process's timer is a stand-in the test moves on at will.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const first = startPaymentJobs(shared.first, createSandboxGateway(), { intervalMs: 20, log: quietLog });
      // A pass after the one at start: by its end the first has set the timer of the next.
      await first.runOnce();
      await first.stop();
      // Overdue only once the first process has stopped: as if the store was down when the 30 minutes ran out.
      await makeOverdue(db, order);
      // The time of three more passes goes by; a pass its timer began would be waited for by `stop`.
      await vi.advanceTimersByTimeAsync(60);
      await first.stop();
    } finally {
      vi.useRealTimers();
    }
    expect((await orderState(db, order)).paymentStatus).toBe('pending');

    const second = startPaymentJobs(shared.second, createSandboxGateway(), { intervalMs: 20, log: quietLog });
    try {
      await waitFor(
        'the second process to cancel the order',
        async () => (await orderState(db, order)).paymentStatus === 'failed',
      );
      expect(await stockOf(packSizeId)).toBe(5);
    } finally {
      await second.stop();
    }
  });
});

describe('refunds of late payments', () => {
  it('a refund the gateway refused is tried again by the job until it goes through, and only then', async () => {
    const packSizeId = await productWithStock(db, 5);
    const order = await placeWaitingOrder(db, { packSizeId, gateway: 'razorpay' });
    const refunds: RefundRequest[] = [];
    let refuse = true;
    const gateway: PaymentGateway = {
      name: 'razorpay',
      createPaymentLink: async () => ({ url: 'https://rzp.io/x' }),
      async refund(request) {
        refunds.push(request);
        if (refuse) throw new Error('Razorpay is down');
      },
    };
    await db.transaction(async (tx) => {
      const [payment] = await tx
        .select()
        .from(payments)
        .where(eq(payments.id, order.paymentId))
        .for('update');
      await applyOutcome(tx, payment!, { kind: 'expired' });
    });
    const late = await settlePayment(
      db,
      gateway,
      order.reference,
      { kind: 'paid', gatewayPaymentId: 'pay_L8' },
      { log: quietLog },
    );
    expect(late).toMatchObject({ status: 'refunding', changed: true });
    expect(await orderState(db, order)).toMatchObject({
      paymentStatus: 'failed',
      payment: { status: 'refunding' },
    });

    refuse = false;
    // Just attempted: another process may still be waiting for the gateway's answer.
    expect(await retryLateRefunds(db, gateway, quietLog)).toBe(0);
    await db
      .update(payments)
      .set({ updatedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(payments.id, order.paymentId));
    expect(await retryLateRefunds(db, gateway, quietLog)).toBe(1);
    expect(refunds).toHaveLength(2);
    expect(refunds[1]).toMatchObject({ gatewayPaymentId: 'pay_L8', amountPaise: order.amountPaise });
    expect(await orderState(db, order)).toMatchObject({
      paymentStatus: 'refunded',
      payment: { status: 'refunded' },
    });
    expect(await retryLateRefunds(db, gateway, quietLog)).toBe(0);
    expect(refunds).toHaveLength(2);
  });
});
