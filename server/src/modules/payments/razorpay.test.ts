// Razorpay's callback and webhook against forged, valid, replayed and racing deliveries; Razorpay's
// own HTTP (links, refunds) is answered by the test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRazorpayGateway } from '../../payments/razorpay-gateway.ts';
import { razorpaySignature } from '../../payments/razorpay-signatures.ts';
import { answeredRazorpay, type AnsweredRazorpay } from '../../test/razorpay-http.ts';
import {
  orderState,
  placeWaitingOrder,
  productWithStock,
  type WaitingOrder,
} from '../../test/online-order.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const KEY_SECRET = 'key-secret-for-tests';
const WEBHOOK_SECRET = 'webhook-secret-for-tests';

let t: TestApp;
let razorpay: AnsweredRazorpay;
beforeAll(async () => {
  razorpay = answeredRazorpay('rzp_test_key', KEY_SECRET);
  t = await createTestApp(
    {
      razorpay: { keyId: 'rzp_test_key', keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET },
      publicUrl: 'https://shop.example.in',
    },
    {
      payments: createRazorpayGateway(
        { keyId: 'rzp_test_key', keySecret: KEY_SECRET, publicUrl: 'https://shop.example.in' },
        razorpay.sdk,
      ),
    },
  );
});
afterAll(() => t.close());

async function waitingOrder(quantity = 1, stock = 10): Promise<WaitingOrder> {
  const packSizeId = await productWithStock(t.database.db, stock);
  return placeWaitingOrder(t.database.db, { packSizeId, quantity, gateway: 'razorpay' });
}

let sequence = 0;
const nextId = (prefix: string) => `${prefix}_T${Date.now().toString(36)}${(sequence += 1)}`;

function callbackUrl(
  order: WaitingOrder,
  options: { status?: string; paymentId?: string; secret?: string } = {},
) {
  const fields = {
    razorpay_payment_id: options.paymentId ?? nextId('pay'),
    razorpay_payment_link_id: nextId('plink'),
    razorpay_payment_link_reference_id: order.reference,
    razorpay_payment_link_status: options.status ?? 'paid',
  };
  const signed = [
    fields.razorpay_payment_link_id,
    fields.razorpay_payment_link_reference_id,
    fields.razorpay_payment_link_status,
    fields.razorpay_payment_id,
  ].join('|');
  const query = new URLSearchParams({
    ...fields,
    razorpay_signature: razorpaySignature(options.secret ?? KEY_SECRET, signed),
  });
  return { url: `/pay/razorpay/callback?${query}`, paymentId: fields.razorpay_payment_id, query };
}

function linkEvent(name: string, reference: string, paymentId = nextId('pay'), amount = 49_900) {
  return {
    entity: 'event',
    account_id: 'acc_test',
    event: name,
    contains: ['payment_link', 'payment'],
    payload: {
      payment_link: { entity: { id: nextId('plink'), reference_id: reference, status: name.split('.')[1] } },
      payment: { entity: { id: paymentId, amount, currency: 'INR', status: 'captured' } },
    },
    created_at: Math.floor(Date.now() / 1000),
  };
}

function deliver(
  event: unknown,
  options: { eventId?: string; secret?: string; signature?: string | null; rawBody?: string } = {},
) {
  const body = options.rawBody ?? JSON.stringify(event);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const signature =
    options.signature === undefined
      ? razorpaySignature(options.secret ?? WEBHOOK_SECRET, body)
      : options.signature;
  if (signature !== null) headers['x-razorpay-signature'] = signature;
  headers['x-razorpay-event-id'] = options.eventId ?? nextId('evt');
  return t.app.inject({ method: 'POST', url: '/pay/razorpay/webhook', headers, payload: body });
}

const refundRequests = () => razorpay.requests.filter((request) => request.path.endsWith('/refund'));

describe('Razorpay callback', () => {
  it('with a valid signature confirms the payment and sends the shopper to the thank-you page', async () => {
    const order = await waitingOrder(2);
    const callback = callbackUrl(order);
    const response = await t.app.inject({ method: 'GET', url: callback.url });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/thank-you?order_id=${order.orderId}`);
    expect(await orderState(t.database.db, order)).toMatchObject({
      paymentStatus: 'paid',
      lineStatuses: ['Order confirmed'],
      payment: { status: 'paid', gatewayPaymentId: callback.paymentId },
      stock: 8,
    });
    // Reloading the page the browser landed on changes nothing.
    const again = await t.app.inject({ method: 'GET', url: callback.url });
    expect(again.headers.location).toBe(`/thank-you?order_id=${order.orderId}`);
  });

  it('refuses a forged, altered or unsigned callback with a page and changes nothing', async () => {
    const order = await waitingOrder();
    const before = await orderState(t.database.db, order);
    const forged = callbackUrl(order, { secret: 'not-the-key-secret' });
    const altered = callbackUrl(order, { status: 'created' });
    altered.query.set('razorpay_payment_link_status', 'paid');
    const unsigned = callbackUrl(order);
    unsigned.query.delete('razorpay_signature');
    const missingId = callbackUrl(order);
    missingId.query.delete('razorpay_payment_id');
    for (const url of [
      forged.url,
      `/pay/razorpay/callback?${altered.query}`,
      `/pay/razorpay/callback?${unsigned.query}`,
      `/pay/razorpay/callback?${missingId.query}`,
      '/pay/razorpay/callback',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    }
    expect(await orderState(t.database.db, order)).toEqual(before);
  });

  it('answers a validly signed callback for a link that is not ours with a 404 page', async () => {
    const stranger = { reference: 'someone-elses-link' } as WaitingOrder;
    const response = await t.app.inject({ method: 'GET', url: callbackUrl(stranger).url });
    expect(response.statusCode).toBe(404);
  });
});

describe('Razorpay webhook', () => {
  it('accepts only a valid signature over the exact raw body', async () => {
    const order = await waitingOrder();
    const event = linkEvent('payment_link.paid', order.reference);
    const body = JSON.stringify(event);
    const attempts = [
      deliver(event, { signature: null }),
      deliver(event, { secret: 'wrong-secret' }),
      deliver(event, { signature: 'zz'.repeat(32) }),
      deliver(event, { signature: razorpaySignature(WEBHOOK_SECRET, body).slice(0, 40) }),
      // Signed, then re-serialised with other spacing: the same JSON, other bytes.
      deliver(event, {
        signature: razorpaySignature(WEBHOOK_SECRET, body),
        rawBody: JSON.stringify(event, null, 1),
      }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ result: false });
    }
    expect((await orderState(t.database.db, order)).paymentStatus).toBe('pending');

    const valid = await deliver(event, { rawBody: JSON.stringify(event, null, 1) });
    expect(valid.statusCode).toBe(200);
    expect(await orderState(t.database.db, order)).toMatchObject({
      paymentStatus: 'paid',
      lineStatuses: ['Order confirmed'],
      payment: { gatewayPaymentId: event.payload.payment.entity.id },
    });
  });

  it('applies each event once however often it arrives, even all at once', async () => {
    const order = await waitingOrder(1, 5);
    const event = linkEvent('payment_link.expired', order.reference);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => deliver(event, { eventId: 'evt_same_expiry' })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    const messages = answers.map((answer) => answer.json().message).sort();
    expect(messages).toEqual([
      ...Array(5).fill('Event already applied, or not for this shop.'),
      'Event applied.',
    ]);
    expect(await orderState(t.database.db, order)).toMatchObject({
      paymentStatus: 'failed',
      lineStatuses: ['Cancelled'],
      stock: 5,
    });
  });

  it('gives back money that arrives after the order expired: refunded once, the order stays cancelled', async () => {
    const order = await waitingOrder(2, 10);
    await deliver(linkEvent('payment_link.expired', order.reference));
    expect((await orderState(t.database.db, order)).stock).toBe(10);

    const refundsBefore = refundRequests().length;
    const late = linkEvent('payment_link.paid', order.reference, 'pay_LATE1');
    const first = await deliver(late, { eventId: 'evt_late_paid' });
    expect(first.statusCode).toBe(200);
    expect(refundRequests().slice(refundsBefore)).toEqual([
      expect.objectContaining({
        path: '/v1/payments/pay_LATE1/refund',
        body: expect.objectContaining({ amount: 99_800 }),
      }),
    ]);
    expect(await orderState(t.database.db, order)).toMatchObject({
      paymentStatus: 'refunded',
      lineStatuses: ['Cancelled'],
      payment: { status: 'refunded', gatewayPaymentId: 'pay_LATE1' },
      stock: 10,
    });

    // The same event again, and the shopper's browser returning with the same payment: no second refund.
    await deliver(late, { eventId: 'evt_late_paid' });
    const callback = await t.app.inject({
      method: 'GET',
      url: callbackUrl(order, { paymentId: 'pay_LATE1' }).url,
    });
    // Its page says the money is on its way back, not that nothing was charged.
    expect(callback.headers.location).toBe(`/payment-failed?order_id=${order.orderId}&refunded=1`);
    expect(refundRequests().length).toBe(refundsBefore + 1);
  });

  it('a webhook racing the callback settles the payment once', async () => {
    const order = await waitingOrder(1, 5);
    const callback = callbackUrl(order, { paymentId: 'pay_RACE1' });
    const event = linkEvent('payment_link.paid', order.reference, 'pay_RACE1');
    const refundsBefore = refundRequests().length;
    const [page, hook] = await Promise.all([
      t.app.inject({ method: 'GET', url: callback.url }),
      deliver(event),
    ]);
    expect(page.headers.location).toBe(`/thank-you?order_id=${order.orderId}`);
    expect(hook.statusCode).toBe(200);
    expect(await orderState(t.database.db, order)).toMatchObject({
      paymentStatus: 'paid',
      lineStatuses: ['Order confirmed'],
      payment: { status: 'paid', gatewayPaymentId: 'pay_RACE1' },
      stock: 4,
    });
    expect(refundRequests().length).toBe(refundsBefore);
  });

  it('settles no payment whose amount differs from the order’s, nor a sandbox payment: logged, the order waits', async () => {
    const order = await waitingOrder(2, 10);
    const short = await deliver(linkEvent('payment_link.paid', order.reference, 'pay_SHORT1', 49_900));
    expect(short.statusCode).toBe(200);
    expect(short.json().message).toBe('Payment not settled.');
    expect(await orderState(t.database.db, order)).toMatchObject({
      paymentStatus: 'pending',
      lineStatuses: ['Payment pending'],
      payment: { status: 'pending', gatewayPaymentId: null },
      stock: 8,
    });
    const sandbox = await placeWaitingOrder(t.database.db, {
      packSizeId: order.packSizeId,
      gateway: 'sandbox',
    });
    const forged = await deliver(linkEvent('payment_link.paid', sandbox.reference, 'pay_SANDBOX1'));
    expect(forged.statusCode).toBe(200);
    expect(await orderState(t.database.db, sandbox)).toMatchObject({
      paymentStatus: 'pending',
      lineStatuses: ['Payment pending'],
    });
    const whole = await deliver(linkEvent('payment_link.paid', order.reference, 'pay_WHOLE1', 99_800));
    expect(whole.json().message).toBe('Event applied.');
    expect(await orderState(t.database.db, order)).toMatchObject({ paymentStatus: 'paid', stock: 7 });
  });

  it('acknowledges events for links that are not ours, and events that change no order', async () => {
    const order = await waitingOrder();
    const stranger = await deliver(linkEvent('payment_link.paid', 'not-our-reference'));
    expect(stranger.statusCode).toBe(200);
    // A declined card: the link stays open for another try until it expires.
    const declined = await deliver({
      entity: 'event',
      event: 'payment.failed',
      payload: { payment: { entity: { id: 'pay_DECLINED', status: 'failed' } } },
    });
    expect(declined.statusCode).toBe(200);
    const other = await deliver({ entity: 'event', event: 'refund.processed', payload: {} });
    expect(other.statusCode).toBe(200);
    expect((await orderState(t.database.db, order)).paymentStatus).toBe('pending');
  });

  it('refuses a signed body that is not JSON', async () => {
    const response = await deliver(undefined, { rawBody: 'not json' });
    expect(response.statusCode).toBe(400);
  });
});

describe('with Razorpay keys set', () => {
  it('there is no sandbox page to pay through', async () => {
    const order = await waitingOrder();
    const page = await t.app.inject({ method: 'GET', url: `/pay/sandbox/${order.reference}` });
    expect(page.statusCode).toBe(404);
  });
});
