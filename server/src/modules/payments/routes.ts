// Payment pages and gateway calls, outside the /prime API: the sandbox's page, Razorpay's return
// address and webhook. Every other /pay/ path is a 404 page of its own, never the web app's shell.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { PAGE_STYLESHEET, PAGE_STYLESHEET_PATH, sendMessagePage } from './payment-page.ts';
import { razorpayRoutes } from './razorpay-routes.ts';
import { sandboxRoutes } from './sandbox-routes.ts';

const FORM_LIMIT = 1024;
const CATCH_ALL = '/pay/*';

export async function paymentPagesModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (pages) => {
    // The pages' forms; the API's JSON parser stays, so a client may send `{"outcome":…}` as JSON too.
    pages.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    pages.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      if (request.routeOptions.url === CATCH_ALL) return notFound(reply);
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) {
        request.log.error({ err: error }, 'payment page failed');
        return sendMessagePage(
          reply,
          500,
          'Something went wrong',
          'Nothing was changed. Please try again in a moment.',
        );
      }
      return sendMessagePage(
        reply,
        status === 413 ? 413 : 400,
        'Request not understood',
        'Go back to the payment page and choose again.',
      );
    });

    pages.get(PAGE_STYLESHEET_PATH, (_request, reply) =>
      reply
        .type('text/css; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(PAGE_STYLESHEET),
    );
    // Only the configured gateway's routes exist: with Razorpay keys set, nobody can "pay" an order
    // through the sandbox page, and without them a forged webhook has nothing to talk to.
    if (ctx.payments.name === 'sandbox') await sandboxRoutes(pages, ctx);
    if (ctx.payments.name === 'razorpay' && ctx.config.razorpay)
      await razorpayRoutes(pages, ctx, ctx.config.razorpay);
    pages.all(CATCH_ALL, (_request, reply) => notFound(reply));
  });
}

const notFound = (reply: FastifyReply) =>
  sendMessagePage(reply, 404, 'Page not found', 'There is no payment page at this address.');
