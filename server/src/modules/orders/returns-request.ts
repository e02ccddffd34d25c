// `add/return`: the customer (the order's account, or whoever holds the order's link) asks to send back
// some delivered lines, or some units of a line, within the shop's return window (`return_days` of the
// settings, demo 7) of their delivery, with a reason. A
// cash-on-delivery order also says where its refund goes (a UPI ID, or a bank account and IFSC): kept
// for staff, who see it masked, and never logged. The lines move to `Return requested` and wait for
// staff (returns-decide.ts); a line is asked back once, ever (the return lines' key holds that under
// any concurrency). The customer is mailed that the request arrived, and staff that it waits for them.
import { eq } from 'drizzle-orm';
import { returnMessages, withinReturnWindow, type AddReturnBody, type OrderReturn } from '@prime/contract';
import { toOrderReturn } from '../../db/order-after-sale.ts';
import { readShopSettings } from '../../db/shop-settings.ts';
import { orderReturnLines, orderReturns, orders } from '../../db/schema.ts';
import { runTransaction } from '../../db/transaction.ts';
import type { AuthUser } from '../../auth/request-user.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { sendOrderMail } from '../../mail/send-order-mail.ts';
import { sendReturnRequestAlert } from '../../mail/staff-alerts.ts';
import { moveLinesForward } from './line-moves.ts';
import { lockOrderFor, type OrderActor, type OrderLineRow } from './order-locks.ts';
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

/** The units asked back of each line named: `lines` as given, or each of `op_ids` whole. */
function askedUnits(body: Pick<AddReturnBody, 'op_ids' | 'lines'>): Map<number, number | null> {
  const asked = new Map<number, number | null>();
  for (const line of body.lines ?? []) asked.set(line.op_id, (asked.get(line.op_id) ?? 0) + line.quantity);
  for (const id of body.op_ids ?? []) if (!asked.has(id)) asked.set(id, null);
  return asked;
}

/** 409 for a line not delivered, past its window, or asked for more units than it has. */
function checkReturnable(line: OrderLineRow, units: number | null, days: number): void {
  const tooMany = units !== null && units > line.quantity;
  const inTime = withinReturnWindow(line.deliveredAt, new Date(), days);
  if (line.deliveryStatus !== 'Delivered' || !inTime || tooMany) {
    throw conflict(returnMessages.cannotReturn);
  }
}

export async function requestReturn(
  ctx: AppContext,
  asker: ReturnAsker,
  body: Pick<AddReturnBody, 'op_ids' | 'lines' | 'reason' | 'refund_to'>,
  log: { error(details: object, message: string): void },
): Promise<OrderReturn> {
  const { orderId, actor } = await orderIdOf(ctx, asker);
  const asked = askedUnits(body);
  const { requested, items } = await runTransaction(ctx.db, async (tx) => {
    const locked = await lockOrderFor(tx, orderId, actor);
    const lines = linesNamed(locked.lines, [...asked.keys()]).sort((a, b) => a.id - b.id);
    const { returnDays } = await readShopSettings(tx);
    for (const line of lines) checkReturnable(line, asked.get(line.id)!, returnDays);
    // Cash on delivery is refunded by staff: they need where to send it.
    if (locked.order.paymentMethod === 'cod' && body.refund_to === undefined) {
      throw badRequest(returnMessages.refundToRequired, [
        { field: 'refund_to', message: returnMessages.refundToRequired },
      ]);
    }
    const [row] = await tx
      .insert(orderReturns)
      .values({ orderId, reason: body.reason, refundTo: body.refund_to ?? null })
      .returning();
    // A line asked back before (refused, then Delivered again) may not be asked again: its id is taken.
    const values = lines.map((line) => {
      const units = asked.get(line.id)!;
      // Kept only for part of a line: the whole line reads as it did.
      return {
        lineId: line.id,
        returnId: row!.id,
        quantity: units !== null && units < line.quantity ? units : null,
      };
    });
    const taken = await tx
      .insert(orderReturnLines)
      .values(values)
      .onConflictDoNothing()
      .returning({ lineId: orderReturnLines.lineId });
    if (taken.length !== lines.length) throw conflict(returnMessages.cannotReturn);
    await moveLinesForward(tx, lines, RETURN_REQUESTED);
    const returned = lines.map((line) => ({ op_id: line.id, quantity: asked.get(line.id) ?? line.quantity }));
    return {
      requested: toOrderReturn(row!, returned),
      items: returned.map(({ op_id, quantity }) => {
        const line = lines.find((candidate) => candidate.id === op_id)!;
        return `${quantity} x ${line.productName} (${line.grams} gm)`;
      }),
    };
  });
  await sendOrderMail(
    ctx.db,
    orderId,
    'return-requested',
    { returnId: requested.rq_id, returnLines: requested.lines, reason: requested.reason },
    log,
  );
  await sendReturnRequestAlert(
    ctx.db,
    { orderId, returnId: requested.rq_id, reason: requested.reason, items },
    log,
  );
  return requested;
}
