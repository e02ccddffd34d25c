// The built-in gateway used when no Razorpay keys are set: the "payment page" is a page of this store
// (modules/payments) where the shopper chooses Pay or Fail, so the whole flow runs offline.
import { randomBytes } from 'node:crypto';
import type { PaymentGateway } from './gateway.ts';

export const SANDBOX_PAGE_PREFIX = '/pay/sandbox/';

export function createSandboxGateway(): PaymentGateway {
  return {
    name: 'sandbox',
    async createPaymentLink(request) {
      return { url: `${SANDBOX_PAGE_PREFIX}${encodeURIComponent(request.reference)}` };
    },
    // No money ever moved: a sandbox refund only has to succeed so the order can record it, under an
    // id shaped like a gateway's.
    async refund() {
      return { refundId: `sandbox_rfnd_${randomBytes(8).toString('hex')}` };
    },
  };
}
