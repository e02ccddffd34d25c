// `add/return`: the customer (the order's account, or whoever holds the order's link) asks to send back
// some delivered lines within 7 days of their delivery, with a reason. The lines move to `Return
// requested` and wait for staff (returns-decide.ts); a line is asked back once, ever (the return lines'
// key holds that under any concurrency). The customer is mailed that the request arrived.
import { eq } from 'drizzle-orm';
import { returnMessages, withinReturnWindow, type AddReturnBody, type OrderReturn } from '@prime/contract';
import { toOrderReturn } from '../../db/order-after-sale.ts';
import { orderReturnLines, orderReturns, orders } from '../../db/schema.ts';
import { runTransaction } from '../../db/transaction.ts';
import type { AuthUser } from '../../auth/request-user.ts';
import type { AppContext } from '../../http/context.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { sendOrderMail } from '../../mail/send-order-mail.ts';
import { moveLinesForward } from './line-moves.ts';
import { lockOrderFor, type OrderActor } from './order-locks.ts';
import { linesNamed } from './order-status.ts';

const RETURN_REQUESTED = 'Return requested';

/** Who asks: a logged-in caller naming the order by number, or the holder of its link. */
export type ReturnAsker = { caller: AuthUser; orderId: number } | { access: string };

async function orderIdOf(
  ctx: AppContext,
  asker: ReturnAsker,
): Promise<{ orderId: number; actor: OrderActor }> {
  if ('caller' in asker) return { orderId: asker.orderId, actor: asker.caller };
  const [order] = await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.access, asker.access));
  if (!order) throw notFound();
  return { orderId: order.id, actor: { access: asker.access } };
}

export async function requestReturn(
  ctx: AppContext,
  asker: ReturnAsker,
  body: Pick<AddReturnBody, 'op_ids' | 'reason'>,
  log: { error(details: object, message: string): void },
): Promise<OrderReturn> {
  const { orderId, actor } = await orderIdOf(ctx, asker);
  const requested = await runTransaction(ctx.db, async (tx) => {
    const locked = await lockOrderFor(tx, orderId, actor);
    const lines = linesNamed(locked.lines, [...new Set(body.op_ids)]);
    for (const line of lines) {
      if (line.deliveryStatus !== 'Delivered' || !withinReturnWindow(line.deliveredAt)) {
        throw conflict(returnMessages.cannotReturn);
      }
    }
    const [row] = await tx.insert(orderReturns).values({ orderId, reason: body.reason }).returning();
    const lineIds = lines.map((line) => line.id).sort((a, b) => a - b);
    // A line asked back before (refused, then Delivered again) may not be asked again: its id is taken.
    const taken = await tx
      .insert(orderReturnLines)
      .values(lineIds.map((lineId) => ({ lineId, returnId: row!.id })))
      .onConflictDoNothing()
      .returning({ lineId: orderReturnLines.lineId });
    if (taken.length !== lineIds.length) throw conflict(returnMessages.cannotReturn);
    await moveLinesForward(tx, lines, RETURN_REQUESTED);
    return toOrderReturn(row!, lineIds);
  });
  await sendOrderMail(
    ctx.db,
    orderId,
    'return-requested',
    { returnId: requested.rq_id, returnLineIds: requested.op_ids, reason: requested.reason },
    log,
  );
  return requested;
}
