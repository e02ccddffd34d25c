// Which Razorpay webhook events change an order, and how. A Payment Link stays open after a failed
// attempt (the shopper may try another card until it expires), so `payment.failed` ends nothing: the
// link's own `expired` or `cancelled` event, or the store's expiry job, does (docs/decisions/0009-payments.md).
import type { PaymentOutcome } from '../../payments/settle-payment.ts';

export interface WebhookEffect {
  /** Our reference of the payment (the link's `reference_id`). */
  reference: string;
  outcome: PaymentOutcome;
}

interface RazorpayEvent {
  id?: unknown;
  event?: unknown;
  payload?: {
    payment_link?: { entity?: { id?: unknown; reference_id?: unknown; status?: unknown } };
    payment?: { entity?: { id?: unknown; amount?: unknown } };
  };
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

export function parseWebhookEvent(body: unknown): RazorpayEvent | undefined {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as RazorpayEvent) : undefined;
}

/** Razorpay's id of the event: the same on every redelivery. */
export function webhookEventId(event: RazorpayEvent, header: unknown): string | undefined {
  if (typeof header === 'string' && header.trim() !== '') return header.trim();
  const id = text(event.id);
  if (id) return id;
  // Without an id, the event's name and the entities it is about identify it as well.
  const link = text(event.payload?.payment_link?.entity?.id);
  const payment = text(event.payload?.payment?.entity?.id);
  const name = text(event.event);
  return name && (link || payment) ? [name, link, payment].filter(Boolean).join(':') : undefined;
}

/** What the event does to one of our payments; undefined for events that change no order. */
export function webhookEffect(event: RazorpayEvent): WebhookEffect | undefined {
  const reference = text(event.payload?.payment_link?.entity?.reference_id);
  if (!reference) return undefined;
  switch (event.event) {
    case 'payment_link.paid': {
      const payment = event.payload?.payment?.entity;
      const paymentId = text(payment?.id);
      // What was paid, in paise, checked against the order; an event that does not say is no match.
      const amountPaise = Number.isSafeInteger(payment?.amount) ? (payment!.amount as number) : -1;
      return paymentId
        ? { reference, outcome: { kind: 'paid', gatewayPaymentId: paymentId, amountPaise } }
        : undefined;
    }
    case 'payment_link.expired':
      return { reference, outcome: { kind: 'expired' } };
    case 'payment_link.cancelled':
      return { reference, outcome: { kind: 'failed' } };
    default:
      return undefined;
  }
}
