// Razorpay's two ways of telling the store about a payment: the shopper's browser coming back to
// the callback (signed with the key secret), and the webhook (signed with the webhook secret over
// the raw body). Both end in the same settlement, so whichever comes first applies it.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { isValidCallbackSignature, isValidWebhookSignature } from '../../payments/razorpay-signatures.ts';
import { RAZORPAY_CALLBACK_PATH } from '../../payments/razorpay-gateway.ts';
import { findPayment, settlePayment, type PaymentOutcome } from '../../payments/settle-payment.ts';
import { sendMessagePage } from './payment-page.ts';
import { pageAfterPayment } from './redirects.ts';
import { parseWebhookEvent, webhookEffect, webhookEventId } from './razorpay-events.ts';

export const RAZORPAY_WEBHOOK_PATH = '/pay/razorpay/webhook';
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

interface Secrets {
  keySecret: string;
  webhookSecret: string;
}

interface CallbackQuery {
  razorpay_payment_id?: unknown;
  razorpay_payment_link_id?: unknown;
  razorpay_payment_link_reference_id?: unknown;
  razorpay_payment_link_status?: unknown;
  razorpay_signature?: unknown;
}

const CALLBACK_OUTCOMES: Record<string, (paymentId: string) => PaymentOutcome> = {
  paid: (paymentId) => ({ kind: 'paid', gatewayPaymentId: paymentId }),
  cancelled: () => ({ kind: 'failed' }),
  expired: () => ({ kind: 'expired' }),
};

export async function razorpayRoutes(
  scope: FastifyInstance,
  ctx: AppContext,
  secrets: Secrets,
): Promise<void> {
  callbackRoute(scope, ctx, secrets);
  await webhookRoute(scope, ctx, secrets);
}

/** The shopper's browser coming back from Razorpay's page: settles the payment and shows the order. */
function callbackRoute(scope: FastifyInstance, ctx: AppContext, secrets: Secrets): void {
  scope.get<{ Querystring: CallbackQuery }>(RAZORPAY_CALLBACK_PATH, async (request, reply) => {
    const q = request.query;
    const fields = [
      q.razorpay_payment_link_id,
      q.razorpay_payment_link_reference_id,
      q.razorpay_payment_link_status,
      q.razorpay_payment_id,
    ];
    const [paymentLinkId, referenceId, status, paymentId] = fields;
    if (
      !fields.every((field): field is string => typeof field === 'string' && field !== '') ||
      !isValidCallbackSignature(
        {
          paymentLinkId: paymentLinkId as string,
          referenceId: referenceId as string,
          status: status as string,
          paymentId: paymentId as string,
        },
        q.razorpay_signature,
        secrets.keySecret,
      )
    ) {
      return sendMessagePage(
        reply,
        400,
        'Payment not confirmed',
        'We could not confirm this payment from the link you followed. If money was taken, it is confirmed automatically, or refunded.',
      );
    }
    const reference = referenceId as string;
    const toOutcome = CALLBACK_OUTCOMES[status as string];
    const settled = toOutcome
      ? await settlePayment(ctx.db, ctx.payments, reference, toOutcome(paymentId as string), {
          log: request.log,
          seller: ctx.config.seller,
        })
      : await findPayment(ctx.db, reference);
    if (!settled) {
      return sendMessagePage(
        reply,
        404,
        'Payment not found',
        'This payment does not belong to an order of this shop.',
      );
    }
    return reply.redirect(pageAfterPayment(settled.orderId, settled.status), 303);
  });
}

/** Razorpay's webhook: the same settlement, told by Razorpay's servers. */
async function webhookRoute(scope: FastifyInstance, ctx: AppContext, secrets: Secrets): Promise<void> {
  // The signature covers the exact bytes Razorpay sent, so this route reads them unparsed.
  await scope.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    // Razorpay reads only the status; a JSON answer is what a webhook sender expects.
    webhook.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500)
        request.log.error({ err: error }, 'Razorpay webhook failed; Razorpay will send it again');
      return reply
        .status(status)
        .send({ result: false, message: status === 500 ? 'Not applied.' : 'Bad request.' });
    });
    webhook.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    webhook.post(RAZORPAY_WEBHOOK_PATH, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!isValidWebhookSignature(raw, request.headers['x-razorpay-signature'], secrets.webhookSecret)) {
        return reply.status(400).send({ result: false, message: 'Invalid signature.' });
      }
      let event;
      try {
        event = parseWebhookEvent(JSON.parse(raw.toString('utf8')));
      } catch {
        event = undefined;
      }
      if (!event) return reply.status(400).send({ result: false, message: 'The event is not valid JSON.' });

      const effect = webhookEffect(event);
      const eventId = webhookEventId(event, request.headers['x-razorpay-event-id']);
      // Events that change no order, or for links of another shop on the same account, are
      // acknowledged: answering an error would only make Razorpay send them again for a day.
      if (!effect) return { result: true, message: 'Event ignored.' };
      const settled = await settlePayment(ctx.db, ctx.payments, effect.reference, effect.outcome, {
        eventId,
        log: request.log,
        seller: ctx.config.seller,
      });
      if (!settled) return { result: true, message: 'Event already applied, or not for this shop.' };
      // Logged by the settlement; answering an error would only make Razorpay send it again.
      if (settled.amountMismatch) return { result: true, message: 'Payment not settled.' };
      return { result: true, message: settled.changed ? 'Event applied.' : 'Payment already settled.' };
    });
  });
}
