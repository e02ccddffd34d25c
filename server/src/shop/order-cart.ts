// What an order takes out of its shopper's server cart once it is confirmed (contract/src/orders.ts):
// at once for cash on delivery, on payment or on the switch to cash on delivery for an online order.
// An unpaid online order leaves the cart as it was, so a failed payment loses nothing.
//
// Lock order: the cart's lines are locked in id order, as every cart change locks them; callers hold
// the pack sizes or the order row before, never after (docs/decisions/0008-orders-stock-and-idempotency.md).
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { cartLines, orderLines } from '../db/schema.ts';

export interface OrderedUnits {
  packSizeId: number | null;
  quantity: number;
}

/** Takes the ordered units off the user's cart lines of the same pack sizes; a line bought whole goes. */
export async function takeOrderedFromCart(tx: Tx, userId: number, ordered: readonly OrderedUnits[]) {
  const wanted = new Map<number, number>();
  for (const line of ordered) {
    if (line.packSizeId !== null) {
      wanted.set(line.packSizeId, (wanted.get(line.packSizeId) ?? 0) + line.quantity);
    }
  }
  const lines = await tx
    .select({ id: cartLines.id, packSizeId: cartLines.packSizeId, quantity: cartLines.quantity })
    .from(cartLines)
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.id))
    .for('update');
  const bought = lines.filter((line) => (wanted.get(line.packSizeId) ?? 0) >= line.quantity);
  if (bought.length > 0) {
    await tx.delete(cartLines).where(
      inArray(
        cartLines.id,
        bought.map((line) => line.id),
      ),
    );
  }
  for (const line of lines) {
    const units = wanted.get(line.packSizeId) ?? 0;
    if (units > 0 && units < line.quantity) {
      await tx
        .update(cartLines)
        .set({ quantity: sql`${cartLines.quantity} - ${units}` })
        .where(eq(cartLines.id, line.id));
    }
  }
}

/** The same, for an order already written: its lines' units. */
export async function takeOrderFromCart(tx: Tx, userId: number | null, orderId: number) {
  if (userId === null) return;
  const ordered = await tx
    .select({ packSizeId: orderLines.packSizeId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  await takeOrderedFromCart(tx, userId, ordered);
}
