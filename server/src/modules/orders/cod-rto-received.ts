// `admin/order/rto-received` (decision 0031): the parcel that could not be delivered is back with the
// shop. Its lines become `Returned to seller`; with `restock` 1 their units go back on sale (the same
// stock function cancellations and returns give units back with, shop/order-stock.ts); a paid online
// order is refunded through its gateway (asked outside any transaction, as a cancellation does,
// order-locks.ts); an invoiced order gets a credit note. When nothing of the order is left bought it
// ends: the whole amount is given back, the charges too, and it no longer counts as a sale.
import { eq } from 'drizzle-orm';
import {
  CANCELLED,
  RETURNED_TO_SELLER,
  RETURNING_TO_SELLER,
  codMessages,
  type Order,
  type RtoReceivedBody,
} from '@prime/contract';
import type { AuthUser } from '../../auth/request-user.ts';
import { recordAudit } from '../../db/audit.ts';
import type { Tx } from '../../db/client.ts';
import { restock } from '../../shop/order-stock.ts';
import { loadOrder, toOrder } from '../../db/order-shape.ts';
import { orders, payments } from '../../db/schema.ts';
import { runTransaction } from '../../db/transaction.ts';
import type { AppContext } from '../../app-context.ts';
import { conflict } from '../../http/errors.ts';
import { issueCreditNote } from '../../gst/issue.ts';
import { sendOrderMail } from '../../mail/send-order-mail.ts';
import { moveLinesForward } from './line-moves.ts';
import { discountedLinePrice } from './line-share.ts';
import {
  isPaidOnline,
  lockOrderFor,
  markRefundStarted,
  refundThroughGateway,
  type LockedOrder,
  type PaymentRow,
} from './order-locks.ts';

interface MailLog {
  error(details: object, message: string): void;
}

const ENDED: readonly string[] = [CANCELLED, 'Returned', RETURNED_TO_SELLER];

/** The lines back now, what they cost the shopper, and whether the order then has nothing left bought. */
function takenBack({ order, lines }: LockedOrder) {
  const back = lines.filter((line) => line.deliveryStatus === RETURNING_TO_SELLER);
  if (back.length === 0) throw conflict(codMessages.notReturning);
  const whole = lines.every((line) => ENDED.includes(line.deliveryStatus) || back.includes(line));
  const left = order.amountPaise - order.refundedPaise;
  const sharePaise = whole
    ? left
    : Math.min(
        left,
        back.reduce((sum, line) => sum + discountedLinePrice(order, lines, line), 0),
      );
  return { back, whole, sharePaise };
}

type Decision =
  { kind: 'done'; order: Order } | { kind: 'refund-first'; payment: PaymentRow; amountPaise: number };

export async function receiveReturnedParcel(
  ctx: AppContext,
  admin: AuthUser,
  body: RtoReceivedBody,
  log: MailLog,
): Promise<Order> {
  const decision = await runTransaction(ctx.db, async (tx): Promise<Decision> => {
    const locked = await lockOrderFor(tx, body.od_id, admin);
    const { sharePaise } = takenBack(locked);
    if (isPaidOnline(locked) && sharePaise > 0) {
      await markRefundStarted(tx, body.od_id);
      return { kind: 'refund-first', payment: locked.payment!, amountPaise: sharePaise };
    }
    return { kind: 'done', order: await finishRto(tx, admin, locked, body.restock, 0) };
  });
  let order: Order;
  let refundPaise = 0;
  if (decision.kind === 'done') {
    order = decision.order;
  } else {
    await refundThroughGateway(ctx, decision.payment, decision.amountPaise, log);
    refundPaise = decision.amountPaise;
    order = await runTransaction(ctx.db, async (tx) => {
      // The mark set above keeps every other change of this order out until it is cleared here.
      const locked = await lockOrderFor(tx, body.od_id, admin, { refundMarkedByMe: true });
      return finishRto(tx, admin, locked, body.restock, refundPaise);
    });
  }
  await sendOrderMail(ctx.db, body.od_id, 'returned-to-seller', { refundPaise }, log);
  return order;
}

/**
 * Everything the parcel's arrival changes, in one transaction: the lines, the stock, the order's
 * amount or refund, its payment, the credit note and the audit record. `refundedNowPaise`: what the
 * gateway gave back just before (0 for cash on delivery, or an order not paid online).
 */
async function finishRto(
  tx: Tx,
  admin: AuthUser,
  locked: LockedOrder,
  restockGoods: 0 | 1,
  refundedNowPaise: number,
): Promise<Order> {
  const { order, payment } = locked;
  const { back, whole, sharePaise } = takenBack(locked);
  await moveLinesForward(tx, back, RETURNED_TO_SELLER);
  if (restockGoods === 1) await restock(tx, back);
  const now = new Date();
  const refunded = whole && refundedNowPaise > 0;
  await tx
    .update(orders)
    .set({
      rtoAt: order.rtoAt ?? now,
      rtoReceivedAt: now,
      refundStartedAt: null,
      // Part of the order came back: it costs those lines' share less (refunded first when paid), as a
      // cancelled line does. All of it: the order ends, no longer a sale, with what was refunded.
      ...(whole
        ? { cancelledAt: order.cancelledAt ?? now, cancelReason: order.cancelReason ?? 'Returned to seller' }
        : { amountPaise: order.amountPaise - sharePaise }),
      ...(refunded
        ? { refundedPaise: order.refundedPaise + refundedNowPaise, paymentStatus: 'refunded' }
        : {}),
    })
    .where(eq(orders.id, order.id));
  if (refunded && payment) {
    await tx.update(payments).set({ status: 'refunded', updatedAt: now }).where(eq(payments.id, payment.id));
  }
  const after = (await loadOrder(tx, order.id))!;
  await recordAudit(tx, {
    actor: admin,
    action: 'order.rto_received',
    target: `order:${order.id}`,
    before: toOrder(order, locked.lines),
    after,
  });
  // The invoiced sale taken back: those lines, or everything left with the charges; last, as its
  // number's lock is held to the commit.
  await issueCreditNote(
    tx,
    order.id,
    whole
      ? { rest: true, reason: 'Returned to seller' }
      : { opIds: back.map((line) => line.id), reason: 'Returned to seller' },
  );
  return (await loadOrder(tx, order.id))!;
}
