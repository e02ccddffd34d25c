// Razorpay through its official SDK: one Payment Link per order, and refunds of captured payments.
import type Razorpay from 'razorpay';
import type { PaymentGateway } from './gateway.ts';

export const RAZORPAY_CALLBACK_PATH = '/pay/razorpay/callback';

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  /** The shop's public address: Razorpay sends the shopper back to it after paying. */
  publicUrl: string;
}

/** Thrown when Razorpay refuses a call or cannot be reached; the message names Razorpay's reason. */
export class GatewayError extends Error {}

/**
 * The SDK, loaded at the first call: it takes a sixth of a second to load, which a start should not
 * spend before the store answers (docs/decisions/0044-start-up-time.md).
 */
async function loadSdk(settings: RazorpaySettings): Promise<Razorpay> {
  const { default: RazorpaySdk } = await import('razorpay');
  return new RazorpaySdk({ key_id: settings.keyId, key_secret: settings.keySecret });
}

export function createRazorpayGateway(
  settings: RazorpaySettings,
  /** Tests hand in an SDK instance whose HTTP they answer themselves. */
  given?: Razorpay,
): PaymentGateway {
  let loaded: Promise<Razorpay> | undefined;
  const connect = () =>
    (loaded ??= (given ? Promise.resolve(given) : loadSdk(settings)).then((sdk) => {
      limitWaiting(sdk);
      return sdk;
    }));
  return {
    name: 'razorpay',
    async createPaymentLink(request) {
      const sdk = await connect();
      const create = call('create a payment link', () =>
        sdk.paymentLink.create({
          amount: request.amountPaise,
          currency: 'INR',
          accept_partial: false,
          description: `PRIME order #${request.orderId}`,
          reference_id: request.reference,
          customer: {
            name: request.customer.name,
            email: request.customer.email,
            contact: `+91${request.customer.mobile}`,
          },
          // The shopper is sent to the link at once; Razorpay's own mails and texts would only repeat it.
          notify: { sms: false, email: false },
          reminder_enable: false,
          notes: { order_id: String(request.orderId) },
          callback_url: `${settings.publicUrl}${RAZORPAY_CALLBACK_PATH}`,
          callback_method: 'get',
          // Razorpay closes the link when the store stops waiting, so no payment starts after expiry.
          expire_by: Math.floor(request.expiresAt.getTime() / 1000),
        }),
      );
      try {
        const link = await create;
        return { url: link.short_url, gatewayReference: link.id };
      } catch (error) {
        // Asked again for a reference that already has its link (the first answer was lost, or the
        // process died before storing it): Razorpay refuses a second link with one reference_id, so
        // the first one is the answer.
        const existing = await linkWithReference(sdk, request.reference);
        if (existing) return { url: existing.short_url, gatewayReference: existing.id };
        throw error;
      }
    },
    async refund(request) {
      if (!request.gatewayPaymentId) {
        throw new GatewayError(`Razorpay refund of ${request.reference}: no payment was captured`);
      }
      const paymentId = request.gatewayPaymentId;
      const sdk = await connect();
      const refund = await call('refund a payment', () =>
        sdk.payments.refund(paymentId, {
          amount: request.amountPaise,
          speed: 'normal',
          notes: { reference: request.reference },
        }),
      );
      return { refundId: refund.id };
    },
  };
}

async function linkWithReference(sdk: Razorpay, reference: string) {
  try {
    // The SDK's type of the listing's filters omits reference_id, which the API takes.
    const found = await sdk.paymentLink.all({ reference_id: reference } as Parameters<
      typeof sdk.paymentLink.all
    >[0]);
    return found.payment_links.find(
      (link) => link.reference_id === reference && !['cancelled', 'expired'].includes(link.status),
    );
  } catch {
    return undefined;
  }
}

const CALL_TIMEOUT_MS = 15_000;

/**
 * The SDK's HTTP client waits for ever by default, and an order's request waits for its payment link:
 * give every call a deadline. The client is not part of the SDK's typed surface, hence the care.
 */
function limitWaiting(sdk: Razorpay): void {
  const http = (sdk as unknown as { api?: { rq?: { defaults?: { timeout?: number } } } }).api?.rq;
  if (http?.defaults) http.defaults.timeout = CALL_TIMEOUT_MS;
}

/** The SDK rejects with a plain `{statusCode, error}` object, or a TypeError when no answer came. */
async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new GatewayError(`Razorpay could not ${what}: ${describe(error)}`);
  }
}

function describe(error: unknown): string {
  if (error && typeof error === 'object' && 'statusCode' in error) {
    const { statusCode, error: detail } = error as { statusCode?: number; error?: { description?: string } };
    return `${statusCode ?? 'no status'} ${detail?.description ?? 'no description'}`;
  }
  // No answer at all (timeout, network): the SDK then fails reading the missing response.
  return 'no answer from Razorpay';
}
