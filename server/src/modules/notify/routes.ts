// NOTIFY ME (docs/decisions/0024-notify-alerts.md): `add/notify` keeps a shopper's alert, the console
// reads how many wait on a product, and the mail's cancel link is a page at /alerts/cancel/<token>
// that cancels with one click. The mails go from the outbox's sender (mail/product-alerts.ts).
import type { FastifyInstance } from 'fastify';
import { messages, notifyAnswer, notifyBody, notifyCountAnswer, notifyCountBody } from '@prime/contract';
import { adminOnly, STAFF_CALLS } from '../../auth/admin-only.ts';
import { optionalUser } from '../../auth/request-user.ts';
import type { AppContext } from '../../app-context.ts';
import { postedCalls } from '../../http/posted-calls.ts';
import { ok } from '../../http/validate.ts';
import { escapeHtml } from '../../mail/layout.ts';
import type { ApiModule } from '../index.ts';
import { cancelAlert, saveAlert, waitingAlerts } from './alerts.ts';

export const notifyModule: ApiModule = async (api, ctx) => {
  postedCalls(api, { tag: 'Catalogue' })(
    '/add/notify',
    {
      summary: 'Mail me when a product can be ordered (NOTIFY ME)',
      description:
        'For an upcoming or sold-out product. With a token, `email` may be left out (the account’s email). ' +
        'Asking again while the alert waits changes nothing; a product that can be bought now answers 409. ' +
        'The mail goes once, when the product can be ' +
        'bought, with a link to it and a link that cancels the alert; asked again after that, a new alert ' +
        'waits for the next time. 10 alerts an hour per client address, 5 new alerts a day per email.',
      body: notifyBody,
      answer: notifyAnswer,
      errors: [404, 409, 429],
    },
    async ({ body, request }) => {
      const user = await optionalUser(request, ctx);
      await saveAlert(ctx.db, { productId: body.p_id, email: body.email ?? user?.email }, request.ip);
      return ok({}, messages.notifySaved);
    },
  );

  await adminOnly(api, ctx, '/admin', async (admin) => {
    postedCalls(admin, { tag: 'Admin', ...STAFF_CALLS })(
      '/product/notify-count',
      {
        summary: 'How many shoppers wait for a product’s NOTIFY ME mail',
        body: notifyCountBody,
        answer: notifyCountAnswer,
      },
      async ({ body: { p_id } }) => ok({ waiting: await waitingAlerts(ctx.db, p_id) }),
    );
  });
};

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} · PRIME</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>body{margin:0;font-family:Inter,Arial,sans-serif;background:#F4EDE4;color:#1B1B1B}header{background:#1F3A34;color:#fff;padding:16px 20px;font-size:24px;letter-spacing:6px}main{max-width:560px;margin:24px auto;padding:0 16px}h1{color:#1F3A34;font-size:24px}a{color:#1F3A34;font-weight:600}</style>
</head>
<body>
<header>PRIME</header>
<main>
${body}
</main>
</body>
</html>
`;

/** The cancel link of a NOTIFY ME mail: one GET cancels the alert (a second shows the same page). */
export async function notifyPagesModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Params: { token: string } }>('/alerts/cancel/:token', async (request, reply) => {
    const product = await cancelAlert(ctx.db, request.params.token);
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex, nofollow')
      .header('Referrer-Policy', 'no-referrer');
    if (!product) {
      return reply
        .status(404)
        .send(
          page(
            'Alert not found',
            '<h1>Alert not found</h1><p>This link is not one of ours, or it was mistyped.</p><p><a href="/">Back to the shop</a></p>',
          ),
        );
    }
    return reply.send(
      page(
        'Alert cancelled',
        `<h1>Alert cancelled</h1><p>${escapeHtml(messages.notifyCancelled)}</p>` +
          `<p><a href="/products/${escapeHtml(product.slug)}">${escapeHtml(product.name)}</a></p>` +
          '<p><a href="/">Back to the shop</a></p>',
      ),
    );
  });
}
