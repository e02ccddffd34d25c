// `admin/order/status`: staff move a whole order — its live lines, or the lines they name — to one
// status in one transaction; a line the status rules do not let move refuses the whole move
// (line-moves.ts). The customer hears of it once per order and step (send-order-mail.ts). Cancelling
// keeps its own rules, refunds and mail (cancel-order.ts for the whole order, order-tracking.ts for
// a line).
import {
  CANCELLED,
  messages,
  type AdminOrderBulkStatusBody,
  type AdminOrderStatusBody,
  type Order,
} from '@prime/contract';
import type { AuthUser } from '../../auth/request-user.ts';
import { recordAudit } from '../../db/audit.ts';
import { loadOrder, toOrder } from '../../db/order-shape.ts';
import { runTransaction } from '../../db/transaction.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { sendOrderMail } from '../../mail/send-order-mail.ts';
import { cancelOrder } from './cancel-order.ts';
import { isLive, MAILED_STATUSES, moveLinesForward } from './line-moves.ts';
import { lockOrderFor, type OrderLineRow } from './order-locks.ts';
import { updateOrderTracking } from './order-tracking.ts';

interface MoveLog {
  error(details: object, message: string): void;
}

export async function moveOrder(
  ctx: AppContext,
  admin: AuthUser,
  body: AdminOrderStatusBody,
  log: MoveLog,
  /** Runs a task once the answer is sent (the customer's mail). */
  later: (task: () => Promise<void>) => void,
): Promise<Order> {
  if (body.status === CANCELLED) {
    if (body.op_ids) {
      // Every line named must be this order's (404 otherwise) before any of them is cancelled.
      const order = await loadOrder(ctx.db, body.od_id);
      if (!order) throw notFound();
      for (const op_id of body.op_ids) {
        if (!order.lines.some((line) => line.op_id === op_id)) throw notFound();
      }
      for (const op_id of body.op_ids) {
        await updateOrderTracking(ctx, admin, { op_id, status: CANCELLED }, log, later);
      }
    } else {
      await cancelOrder(ctx, admin, { od_id: body.od_id, reason: '' }, log);
    }
    return (await loadOrder(ctx.db, body.od_id))!;
  }
  const { order, moved } = await runTransaction(ctx.db, async (tx) => {
    const locked = await lockOrderFor(tx, body.od_id, admin);
    const chosen = body.op_ids ? linesNamed(locked.lines, body.op_ids) : locked.lines.filter(isLive);
    const moved = await moveLinesForward(tx, chosen, body.status);
    const after = (await loadOrder(tx, body.od_id))!;
    if (moved) {
      await recordAudit(tx, {
        actor: admin,
        action: 'order.status',
        target: `order:${body.od_id}`,
        before: toOrder(locked.order, locked.lines),
        after,
      });
    }
    return { order: after, moved };
  });
  const event = MAILED_STATUSES[body.status];
  // One mail per order and event: a second move of other lines to the same step sends no more; a
  // reattempt after a failed delivery (decision 0031) is an event of its own.
  const attempt = event === 'out-for-delivery' ? order.od_delivery_attempts : 0;
  const details = attempt > 0 ? { attempt } : {};
  if (moved && event) later(async () => void (await sendOrderMail(ctx.db, body.od_id, event, details, log)));
  return order;
}

/** The lines named, each of this order; 404 for any other. */
export const linesNamed = (lines: readonly OrderLineRow[], ids: readonly number[]) =>
  ids.map((id) => lines.find((line) => line.id === id) ?? notFoundLine());

function notFoundLine(): never {
  throw notFound();
}

export interface BulkMoveResult {
  od_id: number;
  result: boolean;
  message: string;
}

/**
 * `admin/order/bulk-status`: each order moves as `admin/order/status` moves it, in its own
 * transaction, one after the other; a refused order is reported and the others still move.
 */
export async function moveOrders(
  ctx: AppContext,
  admin: AuthUser,
  body: AdminOrderBulkStatusBody,
  log: MoveLog,
  later: (task: () => Promise<void>) => void,
): Promise<BulkMoveResult[]> {
  const results: BulkMoveResult[] = [];
  for (const od_id of new Set(body.od_ids)) {
    try {
      await moveOrder(ctx, admin, { od_id, status: body.status }, log, later);
      results.push({ od_id, result: true, message: messages.orderStatusUpdated });
    } catch (error) {
      if (!(error instanceof AppError)) log.error({ err: error, orderId: od_id }, 'bulk order move failed');
      const message = error instanceof AppError ? error.message : messages.serverError;
      results.push({ od_id, result: false, message });
    }
  }
  return results;
}
