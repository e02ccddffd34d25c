// The console's moves of whole orders, under /prime/admin/ for admins only (auth/admin-only.ts). They
// live with the orders module because they share its locks, status rules, cancellations and mails;
// each is recorded in the audit log in the transaction of the change.
import type { FastifyInstance } from 'fastify';
import {
  adminOrderBulkStatusAnswer,
  adminOrderBulkStatusBody,
  adminOrderShipAnswer,
  adminOrderShipBody,
  adminOrderStatusAnswer,
  adminOrderStatusBody,
  messages,
} from '@prime/contract';
import { adminOf } from '../../auth/admin-only.ts';
import { forgetCachedAnswers } from '../../http/answer-caches.ts';
import type { AppContext } from '../../http/context.ts';
import { describeCall } from '../../http/describe-call.ts';
import { ok, parseBody } from '../../http/validate.ts';
import { shipOrder } from './order-ship.ts';
import { moveOrder, moveOrders } from './order-status.ts';

const tag = 'Admin: orders';

export async function staffOrderRoutes(admin: FastifyInstance, ctx: AppContext): Promise<void> {
  const status = describeCall({
    tag,
    auth: 'token',
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
  });
  admin.post('/order/status', status, async (request) => {
    const body = parseBody(adminOrderStatusBody, request.body);
    const order = await moveOrder(ctx, adminOf(request), body, request.log, (task) =>
      admin.afterAnswer.run('order status mail', task),
    );
    // A cancellation gave stock back: listings show it on this process's next read.
    forgetCachedAnswers();
    return ok({ data: order }, messages.orderStatusUpdated);
  });

  const bulk = describeCall({
    tag,
    auth: 'token',
    summary: 'Move up to 100 orders to one status, each as admin/order/status',
    description:
      'Each order moves in its own transaction under the rules of `admin/order/status`; one refused ' +
      '(409, 404) does not stop the others. `list` says for each order whether it moved and, if not, why.',
    body: adminOrderBulkStatusBody,
    answer: adminOrderBulkStatusAnswer,
  });
  admin.post('/order/bulk-status', bulk, async (request) => {
    const body = parseBody(adminOrderBulkStatusBody, request.body);
    const list = await moveOrders(ctx, adminOf(request), body, request.log, (task) =>
      admin.afterAnswer.run('order status mail', task),
    );
    forgetCachedAnswers();
    return ok({ list });
  });

  const ship = describeCall({
    tag,
    auth: 'token',
    summary: 'Ship an order with a courier, its AWB number and tracking link',
    description:
      'The order’s lines in `Order confirmed` or `Packing` (or those in `op_ids`) move to `Shipped` under ' +
      'the rules of `admin/order/status` and carry `op_courier`, `op_awb` and `op_tracking_url` ' +
      '(`https://` only, else 400 naming `tracking_url`). The customer gets one shipped mail showing them. ' +
      'Answers the order.',
    body: adminOrderShipBody,
    answer: adminOrderShipAnswer,
    errors: [404, 409],
  });
  admin.post('/order/ship', ship, async (request) => {
    const body = parseBody(adminOrderShipBody, request.body);
    const order = await shipOrder(ctx, adminOf(request), body, request.log, (task) =>
      admin.afterAnswer.run('order shipped mail', task),
    );
    return ok({ data: order }, messages.orderStatusUpdated);
  });
}
