// The Razorpay gateway's requests, as Razorpay would receive them (its HTTP answered by the test).
import { describe, expect, it } from 'vitest';
import { createRazorpayGateway, GatewayError } from './razorpay-gateway.ts';
import { answeredRazorpay } from './test-razorpay-http.ts';

const settings = { keyId: 'rzp_test_key', keySecret: 'key-secret', publicUrl: 'https://shop.example.in' };
const request = {
  orderId: 42,
  amountPaise: 129_950,
  reference: 'Rf3kq9Zt_x-1',
  customer: { name: 'Asha Rao', email: 'asha@example.in', mobile: '9876543210' },
  expiresAt: new Date('2030-01-01T10:30:00Z'),
};

describe('Razorpay gateway', () => {
  it('creates one payment link per order, in paise, returning to the shop, closing when the order stops waiting', async () => {
    const razorpay = answeredRazorpay(settings.keyId, settings.keySecret);
    const gateway = createRazorpayGateway(settings, razorpay.sdk);
    const link = await gateway.createPaymentLink(request);

    expect(razorpay.requests).toHaveLength(1);
    const [sent] = razorpay.requests;
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/v1/payment_links',
      auth: { username: 'rzp_test_key', password: 'key-secret' },
    });
    expect(sent!.body).toMatchObject({
      amount: 129_950,
      currency: 'INR',
      accept_partial: false,
      reference_id: 'Rf3kq9Zt_x-1',
      customer: { name: 'Asha Rao', email: 'asha@example.in', contact: '+919876543210' },
      callback_url: 'https://shop.example.in/pay/razorpay/callback',
      callback_method: 'get',
      expire_by: Date.parse('2030-01-01T10:30:00Z') / 1000,
    });
    expect(link.url).toMatch(/^https:\/\/rzp\.io\/rzp\/plink_/);
    expect(link.gatewayReference).toMatch(/^plink_/);
  });

  it('refunds a captured payment by its Razorpay id, for the amount asked, and answers the refund id', async () => {
    const razorpay = answeredRazorpay(settings.keyId, settings.keySecret);
    const gateway = createRazorpayGateway(settings, razorpay.sdk);
    const done = await gateway.refund({
      reference: 'r1',
      gatewayReference: null,
      gatewayPaymentId: 'pay_ABC',
      amountPaise: 49_900,
    });
    expect(razorpay.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/v1/payments/pay_ABC/refund',
        body: expect.objectContaining({ amount: 49_900 }),
      }),
    ]);
    expect(done).toEqual({ refundId: expect.stringMatching(/^rfnd_/) });
    await expect(
      gateway.refund({ reference: 'r2', gatewayReference: null, gatewayPaymentId: null, amountPaise: 100 }),
    ).rejects.toBeInstanceOf(GatewayError);
    expect(razorpay.requests).toHaveLength(1);
  });

  it('asked again for the same order, answers the link Razorpay already made instead of failing', async () => {
    const razorpay = answeredRazorpay(settings.keyId, settings.keySecret);
    const gateway = createRazorpayGateway(settings, razorpay.sdk);
    const refused = {
      status: 400,
      data: { error: { code: 'BAD_REQUEST_ERROR', description: 'reference_id already exists' } },
    };
    razorpay.answer = (sent) =>
      sent.method === 'POST'
        ? refused
        : {
            status: 200,
            data: {
              payment_links: [
                {
                  id: 'plink_first',
                  short_url: 'https://rzp.io/rzp/first',
                  reference_id: request.reference,
                  status: 'created',
                },
              ],
            },
          };
    expect(await gateway.createPaymentLink(request)).toEqual({
      url: 'https://rzp.io/rzp/first',
      gatewayReference: 'plink_first',
    });
    expect(razorpay.requests.map((sent) => `${sent.method} ${sent.path}`)).toEqual([
      'POST /v1/payment_links',
      'GET /v1/payment_links',
    ]);
    expect(razorpay.requests[1]!.query).toMatchObject({ reference_id: request.reference });

    // No link of that reference (or only a cancelled one): Razorpay's refusal stands.
    razorpay.answer = (sent) =>
      sent.method === 'POST'
        ? refused
        : {
            status: 200,
            data: {
              payment_links: [
                {
                  id: 'plink_x',
                  short_url: 'https://rzp.io/x',
                  reference_id: request.reference,
                  status: 'cancelled',
                },
              ],
            },
          };
    await expect(gateway.createPaymentLink(request)).rejects.toThrow('reference_id already exists');
  });

  it("names Razorpay's reason when it refuses, and says so when it does not answer", async () => {
    const razorpay = answeredRazorpay(settings.keyId, settings.keySecret);
    const gateway = createRazorpayGateway(settings, razorpay.sdk);
    razorpay.answer = () => ({
      status: 400,
      data: { error: { code: 'BAD_REQUEST_ERROR', description: 'The amount must be atleast INR 1.00' } },
    });
    await expect(gateway.createPaymentLink(request)).rejects.toThrow(
      'Razorpay could not create a payment link: 400 The amount must be atleast INR 1.00',
    );
    razorpay.answer = () => {
      throw new Error('socket hang up');
    };
    await expect(
      gateway.refund({ reference: 'r', gatewayReference: null, gatewayPaymentId: 'pay_1', amountPaise: 1 }),
    ).rejects.toThrow('Razorpay could not refund a payment: no answer from Razorpay');
  });
});
