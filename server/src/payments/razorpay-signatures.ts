// Razorpay's two signatures: the callback's (key secret over the link's fields) and the webhook's
// (webhook secret over the raw body). The SDK compares them with `===`; these compare in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

function signatureMatches(secret: string, data: string | Buffer, signature: unknown): boolean {
  if (typeof signature !== 'string' || !HEX_SHA256.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(data).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

export function isValidWebhookSignature(rawBody: Buffer, signature: unknown, webhookSecret: string): boolean {
  return signatureMatches(webhookSecret, rawBody, signature);
}

export interface PaymentLinkCallback {
  paymentLinkId: string;
  referenceId: string;
  status: string;
  paymentId: string;
}

export function isValidCallbackSignature(
  callback: PaymentLinkCallback,
  signature: unknown,
  keySecret: string,
): boolean {
  const signed = [callback.paymentLinkId, callback.referenceId, callback.status, callback.paymentId].join(
    '|',
  );
  return signatureMatches(keySecret, signed, signature);
}

/** What Razorpay would send: tests sign their requests with it. */
export function razorpaySignature(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}
