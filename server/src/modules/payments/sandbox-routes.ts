// The built-in gateway's payment page: GET shows the order's amount with Pay and Fail; POST applies
// the choice as a gateway's confirmation would and sends the shopper on (303).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { findPayment, settlePayment, type PaymentOutcome } from '../../payments/settle-payment.ts';
import { SANDBOX_PAGE_PREFIX } from '../../payments/sandbox-gateway.ts';
import { sandboxPaymentBody, sendMessagePage, sendPage } from './payment-page.ts';
import { pageAfterPayment } from './redirects.ts';

// Our references are URL-safe random strings; anything else cannot name a payment.
const TOKEN = /^[A-Za-z0-9_-]{1,128}$/;

interface TokenParams {
  token: string;
}

const notFound = (reply: FastifyReply) =>
  sendMessagePage(
    reply,
    404,
    'Payment not found',
    'This payment link is not valid. Check the link or place your order again.',
  );

export async function sandboxRoutes(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  const path = `${SANDBOX_PAGE_PREFIX}:token`;

  scope.get<{ Params: TokenParams }>(path, async (request, reply) => {
    const { token } = request.params;
    const payment = TOKEN.test(token) ? await findPayment(ctx.db, token) : undefined;
    if (!payment || payment.gateway !== 'sandbox') return notFound(reply);
    if (payment.status === 'pending' && payment.expiresAt > new Date()) {
      return sendPage(
        reply,
        200,
        `Pay for order #${payment.orderId}`,
        sandboxPaymentBody(payment.orderId, payment.amountPaise),
      );
    }
    // Settled already, or past its time (the expiry job may not have run yet): settle and move on.
    const settled =
      payment.status === 'pending'
        ? await settlePayment(ctx.db, ctx.payments, token, { kind: 'expired' }, { log: request.log })
        : undefined;
    return reply.redirect(pageAfterPayment(payment.orderId, settled?.status ?? payment.status), 303);
  });

  scope.post<{ Params: TokenParams; Body: unknown }>(path, async (request, reply) => {
    const { token } = request.params;
    const payment = TOKEN.test(token) ? await findPayment(ctx.db, token) : undefined;
    if (!payment || payment.gateway !== 'sandbox') return notFound(reply);
    const choice = (request.body as Record<string, unknown> | undefined)?.outcome;
    if (choice !== 'success' && choice !== 'failure') {
      return sendMessagePage(reply, 400, 'Payment not sent', 'Choose Pay or Fail on the payment page.', {
        href: `${SANDBOX_PAGE_PREFIX}${token}`,
        text: 'Back to the payment page',
      });
    }
    // Like a real gateway's link, the page stops taking money when the order stops waiting.
    const outcome: PaymentOutcome =
      payment.expiresAt <= new Date()
        ? { kind: 'expired' }
        : choice === 'success'
          ? { kind: 'paid', gatewayPaymentId: null }
          : { kind: 'failed' };
    const settled = await settlePayment(ctx.db, ctx.payments, token, outcome, {
      log: request.log,
      seller: ctx.config.seller,
    });
    return reply.redirect(pageAfterPayment(payment.orderId, settled?.status ?? payment.status), 303);
  });
}
