// `admin/return/receive`: an approved return's goods arrived. Its lines become `Returned`, their units
// go back into stock when staff say so, and their share of what the order cost (price less the
// coupon's part, line-share.ts; charges are not refunded on a return) is given back: an online order
// through its gateway (asked outside any transaction, as a cancellation does, order-locks.ts), cash on
// delivery recorded with the UPI or bank reference staff paid it with. When no line of the order is
// still bought, its payment status becomes `refunded`. One mail to the customer; audited as
// `return.receive`.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { CANCELLED, returnMessages, type AdminReturn, type AdminReturnReceiveBody } from '@prime/contract';
import type { AuthUser } from '../../auth/request-user.ts';
import { recordAudit } from '../../db/audit.ts';
import { recordRefund } from '../../db/order-refunds.ts';
import type { Tx } from '../../db/client.ts';
import { restock } from '../../shop/order-stock.ts';
import { issueCreditNote } from '../../gst/issue.ts';
import { orderReturnLines, orderReturns, orders, payments } from '../../db/schema.ts';
import { runTransaction } from '../../db/transaction.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { sendOrderMail } from '../../mail/send-order-mail.ts';
import { moveLinesForward } from './line-moves.ts';
import { returnRefundPaise } from './line-share.ts';
import {
  isPaidOnline,
  markRefundStarted,
  refundThroughGateway,
  type LockedOrder,
  type OrderLineRow,
  type PaymentRow,
} from './order-locks.ts';
import { lockReturn } from './returns-decide.ts';
import { loadAdminReturn } from './returns-list.ts';

const RETURNED = 'Returned';

type Decision =
  | { kind: 'done'; received: AdminReturn }
  | { kind: 'refund-first'; payment: PaymentRow; amountPaise: number };

export async function receiveReturn(
  ctx: AppContext,
  admin: AuthUser,
  body: AdminReturnReceiveBody,
  log: { error(details: object, message: string): void },
): Promise<AdminReturn> {
  const decision = await runTransaction(ctx.db, async (tx): Promise<Decision> => {
    const held = await lockReturn(tx, body.rq_id, admin);
    if (held.row.status !== 'approved') throw conflict(returnMessages.notApproved);
    const refundPaise = returnRefundPaise(held.locked.order, held.locked.lines, held.before.lines);
    if (held.locked.order.paymentMethod === 'online') {
      if (refundPaise > 0 && isPaidOnline(held.locked)) {
        await markRefundStarted(tx, held.locked.order.id);
        return { kind: 'refund-first', payment: held.locked.payment!, amountPaise: refundPaise };
      }
      // Nothing was taken online that is still held (never paid, or refunded already): nothing to give back.
      return { kind: 'done', received: await finishReturn(tx, admin, held, body.restock, 0, null) };
    }
    if (refundPaise > 0 && !body.payout_reference) {
      const message = returnMessages.payoutReferenceRequired;
      throw badRequest(message, [{ field: 'payout_reference', message }]);
    }
    const reference = body.payout_reference ?? null;
    return {
      kind: 'done',
      received: await finishReturn(tx, admin, held, body.restock, refundPaise, reference),
    };
  });

  let received: AdminReturn;
  if (decision.kind === 'done') {
    received = decision.received;
  } else {
    const refundId = await refundThroughGateway(
      ctx,
      decision.payment,
      decision.amountPaise,
      log,
      returnMessages.refundFailed,
    );
    received = await runTransaction(ctx.db, async (tx) => {
      // The mark set above keeps every other change of this order out until it is cleared here.
      const held = await lockReturn(tx, body.rq_id, admin, true);
      return finishReturn(tx, admin, held, body.restock, decision.amountPaise, refundId);
    });
  }
  const online = received.od_payment_method === 'online';
  await sendOrderMail(
    ctx.db,
    received.od_id,
    'refunded',
    {
      returnId: received.rq_id,
      returnLines: received.lines,
      refundPaise: Math.round((received.refund_amount ?? 0) * 100),
      payoutReference: online ? null : received.refund_reference,
    },
    log,
  );
  return received;
}

/**
 * Everything receiving a return changes, in the caller's transaction: the lines, the stock, the
 * order's refund and payment status, the return itself, and the audit record. The refund of an online
 * order was made by the gateway before this runs; `refundPaise` is what went back.
 */
async function finishReturn(
  tx: Tx,
  admin: AuthUser,
  held: Awaited<ReturnType<typeof lockReturn>>,
  restockGoods: 0 | 1,
  refundPaise: number,
  refundReference: string | null,
): Promise<AdminReturn> {
  const { locked, row, before } = held;
  const { order, payment } = locked;
  const returned = locked.lines.filter((line) => before.op_ids.includes(line.id));
  await moveLinesForward(tx, returned, RETURNED);
  // Part of a line: only the units returned go back on the shelf.
  const units = new Map(before.lines.map((line) => [line.op_id, line.quantity]));
  if (restockGoods === 1) {
    await restock(
      tx,
      returned.map((line) => ({ ...line, quantity: units.get(line.id) ?? line.quantity })),
    );
  }
  // No unit left bought: every line is cancelled or returned whole (part of a line stays bought).
  const nothingBought = await nothingLeftBought(tx, locked, returned, units);
  await tx
    .update(orders)
    .set({
      refundedPaise: order.refundedPaise + refundPaise,
      refundStartedAt: null,
      ...(nothingBought ? { paymentStatus: 'refunded' } : {}),
    })
    .where(eq(orders.id, order.id));
  if (nothingBought && payment?.status === 'paid') {
    await tx
      .update(payments)
      .set({ status: 'refunded', updatedAt: new Date() })
      .where(eq(payments.id, payment.id));
  }
  await recordRefund(tx, order.id, {
    paise: refundPaise,
    reference: refundReference,
    reason: `Return #${row.id}`,
  });
  await tx
    .update(orderReturns)
    .set({
      status: 'refunded',
      receivedAt: new Date(),
      restocked: restockGoods,
      refundPaise,
      refundReference,
    })
    .where(eq(orderReturns.id, row.id));
  const after = await loadAdminReturn(tx, row.id);
  await recordAudit(tx, {
    actor: admin,
    action: 'return.receive',
    target: `return:${row.id}`,
    before,
    after,
  });
  // The GST credit note for the returned lines (charges stay), in this transaction so a refund and
  // its credit note commit together; last, as its number's lock is held to the commit.
  await issueCreditNote(tx, order.id, {
    opIds: before.op_ids,
    quantities: units,
    reason: 'Goods returned',
  });
  return after;
}

/**
 * Whether every unit of the order is now cancelled or returned: this return's lines whole, every other
 * line cancelled or returned whole before (a line returned in part, then or now, stays bought).
 */
async function nothingLeftBought(
  tx: Tx,
  { lines }: LockedOrder,
  returned: readonly OrderLineRow[],
  units: ReadonlyMap<number, number>,
): Promise<boolean> {
  const partBefore = await tx
    .select({ lineId: orderReturnLines.lineId })
    .from(orderReturnLines)
    .where(
      and(
        inArray(
          orderReturnLines.lineId,
          lines.map((line) => line.id),
        ),
        isNotNull(orderReturnLines.quantity),
      ),
    );
  const partly = new Set(partBefore.map((row) => row.lineId));
  return lines.every((line) => {
    if (line.deliveryStatus === CANCELLED) return true;
    if (returned.includes(line)) return (units.get(line.id) ?? line.quantity) >= line.quantity;
    return line.deliveryStatus === RETURNED && !partly.has(line.id);
  });
}
