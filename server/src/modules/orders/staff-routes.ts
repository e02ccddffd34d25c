// The console's moves of whole orders, its notes, packing slips and returns, under /prime/admin/ for
// admins only (auth/admin-only.ts). They live with the orders module because they share its locks,
// status rules, cancellations, refunds and mails; each write is recorded in the audit log in the
// transaction of the change.
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  adminOrderBody,
  adminOrderNoteAnswer,
  adminOrderNoteBody,
  adminReturnDecideAnswer,
  adminReturnDecideBody,
  adminReturnListAnswer,
  adminReturnListBody,
  adminReturnReceiveAnswer,
  adminReturnReceiveBody,
  packingSlipsQuery,
  returnMessages,
  adminOrderBulkStatusAnswer,
  adminOrderBulkStatusBody,
  adminAwbCheckAnswer,
  adminAwbCheckBody,
  adminOrderShipAnswer,
  adminOrderShipBody,
  adminOrderStatusAnswer,
  adminOrderStatusBody,
  messages,
  type Order,
} from '@prime/contract';
import { STAFF_CALLS } from '../../auth/admin-only.ts';
import { withStaffDetails } from '../../db/order-after-sale.ts';
import type { AppContext } from '../../app-context.ts';
import { postedCalls } from '../../http/posted-calls.ts';
import { ok, parseBody } from '../../http/validate.ts';
import { addOrderNote } from './order-notes.ts';
import { awbWarnings, shipOrder } from './order-ship.ts';
import { packingSlips } from './packing-slip.ts';
import { decideReturn } from './returns-decide.ts';
import { listReturns } from './returns-list.ts';
import { receiveReturn } from './returns-receive.ts';
import { moveOrder, moveOrders } from './order-status.ts';

export async function staffOrderRoutes(admin: FastifyInstance, ctx: AppContext): Promise<void> {
  orderMoveRoutes(admin, ctx);
  awbCheckRoute(admin, ctx);
  packingSlipRoutes(admin, ctx);
  returnRoutes(admin, ctx);
}

/** Moving orders, shipping them and noting on them: each answers the order as the console shows it. */
function orderMoveRoutes(admin: FastifyInstance, ctx: AppContext): void {
  // The console shows the order it is answered with as it shows any order: with its notes and returns.
  const staffView = async (order: Order) => (await withStaffDetails(ctx.db, [order]))[0]!;
  const post = postedCalls(admin, { tag: 'Admin: orders', ...STAFF_CALLS });
  post(
    '/order/status',
    {
      summary: 'Move a whole order (or the lines named) to one status',
      description:
        'Every live line (not `Cancelled`, `Delivered` or returned), or those in `op_ids`, that is before ' +
        '`status` moves to it in one transaction; a line already there stays. When the status rules refuse ' +
        'any of them (409 `Status can only move forward.` or `This order is waiting for payment.`), nothing ' +
        'moves. `Cancelled` cancels as `cancel-order` does (stock back, refund). The customer gets one mail ' +
        'for `Shipped`, `Out for Delivery`, `Delivered` and `Cancelled`. Answers the order.',
      body: adminOrderStatusBody,
      answer: adminOrderStatusAnswer,
      errors: [404, 409, 502],
      // A cancellation gave stock back: listings show it on this process's next read.
      shownOnStorefront: true,
    },
    async ({ body, caller, request }) => {
      const order = await moveOrder(ctx, caller, body, request.log, (task) =>
        admin.afterAnswer.run('order status mail', task),
      );
      return ok({ data: await staffView(order) }, messages.orderStatusUpdated);
    },
  );
  post(
    '/order/bulk-status',
    {
      summary: 'Move up to 100 orders to one status, each as admin/order/status',
      description:
        'Each order moves in its own transaction under the rules of `admin/order/status`; one refused ' +
        '(409, 404) does not stop the others. `list` says for each order whether it moved and, if not, why.',
      body: adminOrderBulkStatusBody,
      answer: adminOrderBulkStatusAnswer,
      shownOnStorefront: true,
    },
    async ({ body, caller, request }) => {
      const list = await moveOrders(ctx, caller, body, request.log, (task) =>
        admin.afterAnswer.run('order status mail', task),
      );
      return ok({ list });
    },
  );
  post(
    '/order/ship',
    {
      summary: 'Ship an order with a courier, its AWB number and tracking link',
      description:
        'The order’s lines in `Order confirmed` or `Packing` (or those in `op_ids`) move to `Shipped` under ' +
        'the rules of `admin/order/status` and carry `op_courier`, `op_awb` and `op_tracking_url` ' +
        '(`https://` only, else 400 naming `tracking_url`); the AWB is kept without spaces, in capitals. ' +
        'Lines shipped already (or out for delivery) get them added or corrected. Each shipment is mailed ' +
        'on its own (the first as the order’s shipped mail), and an AWB added or corrected later once. ' +
        'Answers the order.',
      body: adminOrderShipBody,
      answer: adminOrderShipAnswer,
      errors: [404, 409],
    },
    async ({ body, caller, request }) => {
      const order = await shipOrder(ctx, caller, body, request.log, (task) =>
        admin.afterAnswer.run('order shipped mail', task),
      );
      return ok({ data: await staffView(order) }, messages.orderStatusUpdated);
    },
  );
  post(
    '/order/note',
    {
      summary: 'Add a staff note to an order',
      description:
        'At most 2,000 characters. The console’s order answers carry `notes: [{note, by, at}]` (`by` the ' +
        'admin’s email), oldest first; a customer’s answers never do. Audited as `order.note`. Answers the order.',
      body: adminOrderNoteBody,
      answer: adminOrderNoteAnswer,
      errors: [404, 409],
    },
    async ({ body, caller }) => ok({ data: await addOrderNote(ctx, caller, body) }, returnMessages.noteAdded),
  );
}

/** Before "Mark shipped" saves an AWB: whether it may be a mistake. */
function awbCheckRoute(admin: FastifyInstance, ctx: AppContext): void {
  const post = postedCalls(admin, { tag: 'Admin: orders', ...STAFF_CALLS });
  post(
    '/order/awb-check',
    {
      summary: 'Check an AWB before shipping with it',
      description:
        '`warnings` says why the AWB may be a mistake: it does not look like an AWB number, or another ' +
        'order carries it. Nothing is saved; the console shows them and lets staff save anyway.',
      body: adminAwbCheckBody,
      answer: adminAwbCheckAnswer,
    },
    async ({ body }) => ok({ warnings: await awbWarnings(ctx.db, body.od_id, body.awb) }),
  );
}

/** Downloads, so GETs answering application/pdf: one order's slip, or one PDF for a selection. */
function packingSlipRoutes(admin: FastifyInstance, ctx: AppContext): void {
  const sendPdf = (reply: FastifyReply, pdf: Buffer, name: string) =>
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  admin.get('/order/:od_id/packing-slip', async (request, reply) => {
    const { od_id } = parseBody(adminOrderBody, request.params);
    return sendPdf(
      reply,
      await packingSlips(ctx.db, [od_id], ctx.config.seller),
      `packing-slip-${od_id}.pdf`,
    );
  });
  admin.get('/order/packing-slips', async (request, reply) => {
    const { od_ids } = parseBody(packingSlipsQuery, request.query ?? {});
    return sendPdf(reply, await packingSlips(ctx.db, od_ids, ctx.config.seller), 'packing-slips.pdf');
  });
}

function returnRoutes(admin: FastifyInstance, ctx: AppContext): void {
  const post = postedCalls(admin, { tag: 'Admin: returns', ...STAFF_CALLS });
  post(
    '/return/list',
    {
      summary: 'Returns, newest first, 20 a page',
      description:
        '`status` keeps one of `requested`, `approved`, `refused`, `refunded`. Each return names its order, ' +
        'lines, reason, decision and, once received, the refund.',
      body: adminReturnListBody,
      answer: adminReturnListAnswer,
    },
    async ({ body }) => ok(await listReturns(ctx.db, body)),
  );
  post(
    '/return/decide',
    {
      summary: 'Approve or refuse a requested return',
      description:
        '`approve` 1: `approved`, the lines stay `Return requested` until the goods arrive; 0: `refused`, the ' +
        'lines go back to `Delivered`. The `note` is mailed to the customer and shown with the return. A ' +
        'return decided already: 409. Audited as `return.decide`.',
      body: adminReturnDecideBody,
      answer: adminReturnDecideAnswer,
      errors: [404, 409],
    },
    async ({ body, caller, request }) =>
      ok({ data: await decideReturn(ctx, caller, body, request.log) }, returnMessages.returnDecided),
  );
  post(
    '/return/receive',
    {
      summary: 'An approved return’s goods arrived: restock and refund',
      description:
        'The lines become `Returned`; with `restock` 1 their units go back into stock. Their share of the ' +
        'order (price less the coupon’s part; charges are not refunded) is refunded: an online order through ' +
        'its gateway (502 and nothing changed when it refuses), cash on delivery recorded with ' +
        '`payout_reference` (required then: 400). `od_payment_status` becomes `refunded` when no line is ' +
        'left bought. A return not approved: 409. One mail; audited as `return.receive`.',
      body: adminReturnReceiveBody,
      answer: adminReturnReceiveAnswer,
      errors: [404, 409, 502],
      // Restocked units show on the storefront's next read.
      shownOnStorefront: true,
    },
    async ({ body, caller, request }) =>
      ok({ data: await receiveReturn(ctx, caller, body, request.log) }, returnMessages.returnReceived),
  );
}
