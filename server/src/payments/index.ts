// Picks the gateway the settings ask for: Razorpay when its keys are set, else the built-in sandbox.
import type { Config } from '../config.ts';
import type { PaymentGateway } from './gateway.ts';
import { createRazorpayGateway } from './razorpay-gateway.ts';
import { createSandboxGateway } from './sandbox-gateway.ts';

export type { PaymentGateway, PaymentLink, PaymentRequest, RefundRequest } from './gateway.ts';

export function createPaymentGateway(config: Config): PaymentGateway {
  if (config.razorpay) return createRazorpayGateway({ ...config.razorpay, publicUrl: config.publicUrl });
  return createSandboxGateway();
}
