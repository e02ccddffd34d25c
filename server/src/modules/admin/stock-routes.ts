// The console's stock calls: receive a delivery into a lot, a product's lots, adjust a
// lot, a recall by batch number (and its CSV), and the lots expiring soon. Thin: validate with the
// contract's schema, call, answer.
import type { FastifyInstance } from 'fastify';
import {
  stockAdjustAnswer,
  stockAdjustBody,
  stockBatchAnswer,
  stockBatchBody,
  stockExpiringBody,
  stockLotsAnswer,
  stockLotsBody,
  stockMessages,
  stockReceiveAnswer,
  stockReceiveBody,
  stockReceiveRequest,
} from '@prime/contract';
import { STAFF_CALLS } from '../../auth/admin-only.ts';
import type { AppContext } from '../../app-context.ts';
import { postedCalls } from '../../http/posted-calls.ts';
import { ok, parseBody } from '../../http/validate.ts';
import { mailOutboxOf } from '../../mail/outbox.ts';
import { adjustLot, expiringLots, productLots, receiveStock } from './stock-lots.ts';
import { recallCsv, recallFileName, recallLines } from './stock-recall.ts';

const tag = 'Admin: stock';

export async function stockRoutes(admin: FastifyInstance, ctx: AppContext): Promise<void> {
  const post = postedCalls(admin, { tag, ...STAFF_CALLS });
  post(
    '/stock/receive',
    {
      summary: 'Receive a delivery of a pack size into a lot',
      description:
        '`batch_no` 1–30 of A–Z 0–9 - / (any case, stored in capitals); `mfg` and `expiry` months YYYY-MM, ' +
        'the expiry after the manufacture; quantity 1–100,000. The same batch of the same pack size again: ' +
        'its lot’s `received` and `remaining` grow (409 when its months differ). The pack size’s stock is ' +
        'its sellable lots. Audited as `stock.receive`.',
      body: stockReceiveRequest,
      parse: stockReceiveBody,
      answer: stockReceiveAnswer,
      errors: [404, 409],
    },
    async ({ body, caller }) => {
      const lot = await receiveStock(ctx, caller, body);
      // A sold-out product back in stock: its NOTIFY ME mails go in the background (mail/product-alerts.ts).
      mailOutboxOf(ctx.db)?.wake();
      return ok({ lot_id: lot.lot_id, data: lot }, stockMessages.received);
    },
  );
  post(
    '/stock/lots',
    {
      summary: 'Every lot of a product’s pack sizes, earliest expiry first',
      description: 'With what is left of each and whether it may still be sold (`min_shelf_life_days`).',
      body: stockLotsBody,
      answer: stockLotsAnswer,
      errors: [404],
    },
    async ({ body: { p_id } }) => ok({ list: await productLots(ctx.db, p_id) }),
  );
  post(
    '/stock/adjust',
    {
      summary: 'Adjust a lot: units damaged, lost or counted',
      description:
        '`change` a whole number other than 0; a lot never goes below 0 (409 `Only N left in this lot.`); ' +
        '`reason` required, kept in the audit record (`stock.adjust`).',
      body: stockAdjustBody,
      answer: stockAdjustAnswer,
      errors: [404, 409],
    },
    async ({ body, caller }) => ok({ data: await adjustLot(ctx, caller, body) }, stockMessages.adjusted),
  );
  post(
    '/stock/batch',
    {
      summary: 'A recall: every order line that took units of a batch, with the customer’s contact',
      description: '`GET /prime/admin/stock/batch.csv?batch_no=…` answers the same list as CSV.',
      body: stockBatchBody,
      answer: stockBatchAnswer,
    },
    async ({ body: { batch_no } }) => ok({ list: await recallLines(ctx.db, batch_no) }),
  );
  post(
    '/stock/expiring',
    {
      summary: 'Lots with units left whose expiry month ends within `days` days, or has ended',
      description: 'Earliest expiry first.',
      body: stockExpiringBody,
      answer: stockLotsAnswer,
    },
    async ({ body: { days } }) => ok({ list: await expiringLots(ctx.db, days) }),
  );

  // A download, so a GET with the batch number as a query parameter, answering text/csv.
  admin.get('/stock/batch.csv', async (request, reply) => {
    const { batch_no } = parseBody(stockBatchBody, request.query ?? {});
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${recallFileName(batch_no)}"`)
      .header('cache-control', 'no-store')
      .send(await recallCsv(ctx.db, batch_no));
  });
}
